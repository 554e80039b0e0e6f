import { Group, Text, Tooltip } from '@mantine/core'
import { IconNote } from '@tabler/icons-react'
import { counted } from '../../../../shared/i18n'
import type { BookingNotesMarker } from '../../../../shared/domain/booking-notes'
import { NetOnly } from '../client-mode/client-mode'

const TOOLTIP_LENGTH = 200

/**
 * A booking's internal notes in a list row: an icon with how many, the latest one as its tooltip (and its
 * accessible name). Nothing without notes, and nothing on the client screen.
 */
export function NotesMarker(props: { marker: BookingNotesMarker | undefined }) {
  const { marker } = props
  if (marker === undefined || marker.count === 0) return null
  const latest = marker.latest ?? ''
  const shortened = latest.length > TOOLTIP_LENGTH ? `${latest.slice(0, TOOLTIP_LENGTH)}…` : latest
  const label = `${counted('note', marker.count)}, the latest: ${shortened}`
  return (
    <NetOnly>
      <Tooltip label={shortened} multiline maw={320} withinPortal>
        <Group
          component="span"
          gap={2}
          wrap="nowrap"
          role="img"
          aria-label={label}
          data-testid="notes-marker"
          style={{ display: 'inline-flex', verticalAlign: 'middle' }}
        >
          <IconNote size={14} aria-hidden />
          <Text component="span" size="xs" fw={600}>
            {marker.count}
          </Text>
        </Group>
      </Tooltip>
    </NetOnly>
  )
}
