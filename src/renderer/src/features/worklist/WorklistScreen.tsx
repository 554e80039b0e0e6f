import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react'
import { useDeskQuery } from '../../bridge/desk-query'
import { ACTION_COLOR } from '../../ui/contrast'
import { AgentInstant, useAgentFormat } from '../../ui/format'
import { ArrivalVouchers } from './ArrivalVouchers'
import { dayAfter, groupWorklist, openItemsLabel } from './worklist-view'
import { WorklistGroupSection } from './WorklistGroupSection'
import { errorSentence, useWorklistStore } from './worklist.store'

/**
 * /today: what needs the agent now, soonest deadline first, from main's cache (so it answers offline too).
 * The shell keeps the list fresh (events and a minute timer, app/query-events.ts); opening the screen reads it again.
 */
export function WorklistScreen() {
  const format = useAgentFormat()
  const read = useDeskQuery('worklist.list', {})
  const worklist = read.data ?? null
  const { acknowledging, acknowledge } = useWorklistStore()
  const error =
    useWorklistStore((state) => state.error) ??
    (read.error === null ? null : errorSentence('The worklist could not be read', read.error))
  const load = () => void read.refetch()

  const summary =
    worklist === null
      ? null
      : [
          worklist.items.length === 0 ? null : openItemsLabel(worklist.items.length),
          worklist.acknowledged === 0 ? null : `${worklist.acknowledged} acknowledged`,
        ]
          .filter((part) => part !== null)
          .join(' · ')

  return (
    <Stack gap="md" maw={1040}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Today</Title>
          {worklist !== null && (
            <Text size="sm" c="dimmed" data-testid="worklist-summary">
              {summary !== '' && `${summary}. `}
              {worklist.asOf === null ? (
                'The bookings have not been read from the service yet.'
              ) : (
                <>
                  Bookings as of <AgentInstant at={worklist.asOf} format={format} />.
                </>
              )}
            </Text>
          )}
        </Stack>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={read.isFetching}
          onClick={load}
        >
          Refresh
        </Button>
      </Group>

      {read.isPending && worklist === null && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Reading what needs you…</Text>
        </Group>
      )}
      {error !== null && (
        <Alert color="red" title="Something went wrong" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button size="xs" color={ACTION_COLOR} onClick={load}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}

      {worklist !== null && <ArrivalVouchers tomorrow={dayAfter(worklist.at, format.timeZone)} />}

      {worklist !== null && worklist.items.length === 0 && (
        <Paper withBorder radius="md" p="xl" data-testid="worklist-empty">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="teal">
              <IconCircleCheck size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600} size="lg">
                Nothing needs you now
              </Text>
              <Text size="sm" c="dimmed">
                {worklist.acknowledged === 0
                  ? 'No answer is awaited, no deadline is near and nothing failed.'
                  : 'Acknowledged items come back here when something new happens to their booking.'}
              </Text>
            </Stack>
          </Group>
        </Paper>
      )}

      {worklist !== null &&
        groupWorklist(worklist.items, worklist.at).map((group) => (
          <WorklistGroupSection
            key={group.key}
            group={group}
            at={worklist.at}
            acknowledging={acknowledging}
            onAcknowledge={(item) => void acknowledge(item)}
          />
        ))}
    </Stack>
  )
}
