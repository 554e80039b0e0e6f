import { Alert, Anchor, Group, Stack, Text } from '@mantine/core'
import { IconNote } from '@tabler/icons-react'
import { Link } from 'react-router'
import { wasEdited, type CustomerNote } from '../../../../shared/domain/booking-notes'
import { useDeskQuery } from '../../bridge/desk-query'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { TEXT } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { AgentInstant } from '../../ui/format'
import { SectionCard } from '../../ui/SectionCard'

/**
 * The internal notes written on the customer's bookings, newest first, each with its booking. Internal: on the
 * client screen the whole section is gone and the notes are not even read. Written and edited on the booking's
 * page only (NotesPanel); here they are read.
 */
export function CustomerNotesSection(props: { customerId: string }) {
  if (!useShowsNet()) return null
  return (
    <SectionCard title="Notes" testId="customer-notes">
      <CustomerNotes customerId={props.customerId} />
    </SectionCard>
  )
}

function CustomerNotes(props: { customerId: string }) {
  const read = useDeskQuery('notes.forCustomer', { customerId: props.customerId })
  if (read.data === undefined) {
    if (read.error)
      return (
        <Alert color="red" role="alert">
          {errorSentence(read.error, { fallback: 'The notes could not be read.' })}
        </Alert>
      )
    return <Text size="sm">Reading the notes…</Text>
  }
  if (read.data.length === 0) return <Text size="sm">No notes on this customer's bookings yet.</Text>
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Notes">
      {read.data.map((note) => (
        <CustomerNoteItem key={note.id} note={note} />
      ))}
    </Stack>
  )
}

function CustomerNoteItem(props: { note: CustomerNote }) {
  const { note } = props
  return (
    <li data-testid="customer-note">
      <Stack gap={4}>
        <Group gap="xs">
          <IconNote size={16} aria-hidden />
          <Anchor component={Link} to={`/bookings/${note.bookingId}`} fz="sm" fw={600} c={TEXT.link}>
            {note.bookingReference ?? note.bookingId}
          </Anchor>
          <Text size="sm" fw={600}>
            {note.author}
          </Text>
          <Text size="xs">
            <AgentInstant at={note.createdAt} />
            {wasEdited(note) ? ` · edited by ${note.updatedBy}` : ''}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.body}
        </Text>
      </Stack>
    </li>
  )
}
