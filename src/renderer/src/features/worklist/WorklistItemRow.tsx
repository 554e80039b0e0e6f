import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import type { MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { formatIsoDate, isIsoDate } from '../../../../shared/domain/dates'
import type { BookingNotesMarker } from '../../../../shared/domain/booking-notes'
import type { WorklistItem } from '../../../../shared/ipc/worklist.contract'
import { TEXT } from '../../ui/contrast'
import { AgentInstant, useAgentFormat } from '../../ui/format'
import { NotesMarker } from '../../ui/notes/NotesMarker'
import { deadlineSentence, KIND_VIEWS } from './worklist-view'

/**
 * One thing that needs the agent: what (the kind's badge), whose booking, when it is due and what to do. The
 * booking's reference is the link (Enter opens it); a click anywhere on the row opens it too, for the mouse.
 */
export function WorklistItemRow(props: {
  item: WorklistItem
  /** The service's time the list was read at: the time left is measured from it. */
  at: string
  acknowledging: boolean
  onAcknowledge(): void
  /** The booking's internal notes (an icon with the count, the latest as tooltip). */
  notes?: BookingNotesMarker | undefined
}) {
  const { item } = props
  const format = useAgentFormat()
  const navigate = useNavigate()
  const kind = KIND_VIEWS[item.kind]
  const route = `/bookings/${encodeURIComponent(item.bookingId)}`
  const deadline = deadlineSentence(item, props.at, format.locale)
  const headline = [item.customer, item.product].filter((part) => part !== null).join(' · ')
  const openFromRow = (event: MouseEvent<HTMLElement>) => {
    // The link and the button do their own thing; a click elsewhere (or a text selection) opens the booking.
    if ((event.target as HTMLElement).closest('a, button')) return
    if (window.getSelection()?.toString()) return
    void navigate(route)
  }

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py="xs"
      onClick={openFromRow}
      style={{ cursor: 'pointer', listStyle: 'none' }}
      data-testid="worklist-item"
      data-kind={item.kind}
      data-booking-id={item.bookingId}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="sm" wrap="wrap">
            <Badge color={kind.color} variant="light" data-kind={item.kind}>
              {kind.label}
            </Badge>
            <Anchor component={Link} to={route} fw={600} c={TEXT.link}>
              {item.reference ?? item.bookingId}
            </Anchor>
            <NotesMarker marker={props.notes} />
            {headline !== '' && (
              <Text fw={500} truncate>
                {headline}
              </Text>
            )}
          </Group>
          {deadline !== null && item.dueAt !== null ? (
            <Text size="sm" fw={600} c={deadlineColor(deadline)} data-testid="worklist-deadline">
              {capitalize(deadline.text)}{' '}
              <Text span size="sm" fw={400} c="dimmed">
                (<AgentInstant at={item.dueAt} format={format} />)
              </Text>
            </Text>
          ) : (
            <Text size="sm">{item.text}</Text>
          )}
          <Text size="xs" c="dimmed">
            {[
              deadline !== null ? item.text : null,
              item.reference !== null && item.reference !== item.bookingId
                ? `Booking ${item.bookingId}`
                : null,
              item.checkIn !== null && isIsoDate(item.checkIn)
                ? `${item.productKind === 'experience' ? 'Experience on' : 'Check-in'} ${formatIsoDate(item.checkIn, format.locale)}`
                : null,
            ]
              .filter((part) => part !== null)
              .join(' · ')}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCheck size={14} />}
          loading={props.acknowledging}
          onClick={props.onAcknowledge}
          aria-label={`Acknowledge: ${kind.label}, ${item.reference ?? item.bookingId}`}
        >
          Acknowledge
        </Button>
      </Group>
    </Paper>
  )
}

/** Red within a day, amber within three, plain text further out: a week away is not an alarm. */
function deadlineColor(deadline: { overdue: boolean; soon: boolean; near: boolean }): string | undefined {
  if (deadline.soon) return TEXT.danger
  return deadline.near ? TEXT.warning : undefined
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
