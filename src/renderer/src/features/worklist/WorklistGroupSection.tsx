import { Button, Stack, Title } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { useState } from 'react'
import type { WorklistItem } from '../../../../shared/ipc/worklist.contract'
import { TEXT } from '../../ui/contrast'
import type { WorklistGroup } from './worklist-view'
import { WorklistItemRow } from './WorklistItemRow'
import { useDeskQuery } from '../../bridge/desk-query'

interface Props {
  group: WorklistGroup
  at: string
  acknowledging: readonly string[]
  onAcknowledge(item: WorklistItem): void
}

/**
 * One group of the worklist under its heading and count. A folded group (far-off deadlines) shows only its
 * heading, a button that opens it: the count stays honest while the next days stay on the first screen.
 */
export function WorklistGroupSection(props: Props) {
  const { group } = props
  const [open, setOpen] = useState(!group.folded)
  const headingId = `worklist-${group.key}`
  const label = `${group.title} (${group.items.length})`
  const bookingIds = [...new Set(group.items.map((item) => item.bookingId))]
  const notes = useDeskQuery('notes.markers', { bookingIds }, { enabled: open && bookingIds.length > 0 })
  const markers = new Map((notes.data ?? []).map((marker) => [marker.bookingId, marker]))
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} c={group.key === 'today' ? TEXT.danger : undefined}>
        {group.folded ? (
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            aria-expanded={open}
            aria-controls={`${headingId}-items`}
            leftSection={
              open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />
            }
            onClick={() => setOpen((was) => !was)}
          >
            {label}
          </Button>
        ) : (
          label
        )}
      </Title>
      {open && (
        <Stack gap="xs" component="ul" p={0} m={0} id={`${headingId}-items`}>
          {group.items.map((item) => (
            <WorklistItemRow
              key={item.id}
              item={item}
              at={props.at}
              acknowledging={props.acknowledging.includes(item.id)}
              onAcknowledge={() => props.onAcknowledge(item)}
              notes={markers.get(item.bookingId)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
