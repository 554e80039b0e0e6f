import { Badge, Group, RingProgress, Stack, Text, Tooltip } from '@mantine/core'
import { IconCloudCheck, IconCloudExclamation } from '@tabler/icons-react'
import type { EventPayload } from '../../../shared/ipc'
import { useSyncStore } from '../stores/sync.store'
import { counted } from '../../../shared/i18n'

type DatasetHealth = EventPayload<'sync.healthChanged'>['datasets'][number]

const DATASET_LABEL: Record<DatasetHealth['dataset'], string> = {
  catalog: 'Hotel catalog',
  bookings: 'Bookings',
  messages: 'Messages',
  documents: 'Documents',
}

const STATE_LABEL: Record<DatasetHealth['state'], string> = {
  ok: 'up to date',
  syncing: 'updating…',
  stale: 'not refreshed lately',
  failing: 'failing',
}

function describe(dataset: DatasetHealth): string {
  // A booking's messages and documents are read when it is opened: none opened yet is not a fault.
  if (dataset.lastSyncedAt === null && dataset.state === 'ok') {
    return `${DATASET_LABEL[dataset.dataset]}: read when a booking is opened`
  }
  const when = dataset.lastSyncedAt === null ? 'never' : new Date(dataset.lastSyncedAt).toLocaleString()
  const error = dataset.error === null ? '' : ` (${dataset.error.message})`
  return `${DATASET_LABEL[dataset.dataset]}: ${STATE_LABEL[dataset.state]}${error}; last updated ${when}`
}

/** The header's view of background work: the catalog download, and writes that have not reached the service. */
export function SyncIndicator() {
  const health = useSyncStore((state) => state.health)
  const progress = useSyncStore((state) => state.catalogProgress)
  if (health === null) return null
  const { pending, failed } = health.writes
  const percent =
    progress !== null && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null
  const troubled = health.datasets.some((dataset) => dataset.state === 'failing' || dataset.state === 'stale')
  // Idle, the indicator is still a visible control (an icon) that the keyboard can reach and read.
  const idle = percent === null && pending === 0 && failed === 0

  return (
    <Tooltip
      multiline
      w={340}
      withArrow
      label={
        <Stack gap={2}>
          {health.datasets.map((dataset) => (
            <Text key={dataset.dataset} size="xs">
              {describe(dataset)}
            </Text>
          ))}
          {pending + failed > 0 && (
            <Text size="xs">
              {counted('writesWait', pending)} to be sent; {failed} refused by the service.
            </Text>
          )}
        </Stack>
      }
    >
      <Group
        gap={6}
        data-testid="sync-indicator"
        tabIndex={0}
        className="mantine-focus-auto"
        role="status"
        aria-label={
          idle
            ? `Background sync status: ${troubled ? 'some data is not up to date' : 'up to date'}`
            : 'Background sync status'
        }
        px={4}
        style={{ borderRadius: 'var(--mantine-radius-sm)', minHeight: 28 }}
      >
        {idle &&
          (troubled ? (
            <IconCloudExclamation size={20} color="var(--desk-warning)" aria-hidden />
          ) : (
            <IconCloudCheck size={20} color="var(--mantine-color-dimmed)" aria-hidden />
          ))}
        {percent !== null && (
          <Group gap={4}>
            <RingProgress size={26} thickness={3} sections={[{ value: percent, color: 'teal' }]} roundCaps />
            <Text size="xs" c="dimmed">
              Catalog {percent}%
            </Text>
          </Group>
        )}
        {pending > 0 && (
          <Badge color="orange" variant="light">
            {pending} unsent
          </Badge>
        )}
        {failed > 0 && (
          <Badge color="red" variant="light">
            {failed} refused
          </Badge>
        )}
      </Group>
    </Tooltip>
  )
}
