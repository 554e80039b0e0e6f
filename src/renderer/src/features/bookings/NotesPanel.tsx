import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { IconNote } from '@tabler/icons-react'
import { useState, type KeyboardEvent } from 'react'
import {
  AGENCY_REF_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  wasEdited,
  type BookingNote,
} from '../../../../shared/domain/booking-notes'
import type { BookingNotesView } from '../../../../shared/ipc/notes.contract'
import { deskKey, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { TEXT } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { AgentInstant } from '../../ui/format'
import { SectionCard } from '../../ui/SectionCard'
import { ReplacedNotice } from '../../ui/sharing/ReplacedChanges'
import { useSettingsStore } from '../../stores/settings.store'

/** Ctrl+Enter (Cmd+Enter on a Mac) in a note's box saves it, as in a chat. */
const isSubmitKey = (event: KeyboardEvent): boolean =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey)

const notesKey = (bookingId: string) => deskKey('notes.list', { bookingId })

/**
 * The desk's own words on a booking: its internal notes (plain text, who and when, edit, delete) and the agency's
 * reference, edited in place. Only the agency sees them: the booking page leaves this panel out on the client
 * screen, and no customer document prints them.
 */
export function NotesPanel(props: { bookingId: string }) {
  const { bookingId } = props
  const read = useDeskQuery('notes.list', { bookingId })
  const view = read.data ?? null
  const me = useSettingsStore((state) => state.settings?.agency.agentName || null)
  return (
    <SectionCard title="Internal notes" testId="booking-notes">
      {view === null && read.error !== null && (
        <Text size="sm" c={TEXT.danger} role="alert">
          {errorSentence(read.error, { fallback: 'The notes could not be read.' })}
        </Text>
      )}
      {view === null && read.error === null && <Text size="sm">Reading the notes…</Text>}
      {view !== null && (
        <>
          {/* The agency's reference is shared under its booking's id; each note under its own. */}
          <ReplacedNotice recordIds={[bookingId, ...view.notes.map((note) => note.id)]} me={me} />
          <AgencyRefField bookingId={bookingId} current={view.agencyRef} />
          <NoteList bookingId={bookingId} view={view} />
          <NewNote bookingId={bookingId} />
        </>
      )}
    </SectionCard>
  )
}

function AgencyRefField(props: { bookingId: string; current: BookingNotesView['agencyRef'] }) {
  const { bookingId, current } = props
  const [draft, setDraft] = useState<string | null>(null)
  const save = useDeskMutation('bookings.setAgencyRef', { invalidates: () => [notesKey(bookingId)] })
  const shown = current?.reference ?? ''
  const commit = () => {
    if (draft === null || draft.trim() === shown) {
      setDraft(null)
      return
    }
    save.mutate(
      { bookingId, reference: draft, ...(current === null ? {} : { expectedVersion: current.version }) },
      { onSuccess: () => setDraft(null) },
    )
  }
  return (
    <TextInput
      label="Agency reference"
      description="Your agency's own reference for this booking: searchable, never printed."
      value={draft ?? shown}
      maxLength={AGENCY_REF_MAX_LENGTH}
      placeholder="None yet"
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
        if (event.key === 'Escape') setDraft(null)
      }}
      error={save.error === null ? undefined : errorSentence(save.error, { fallback: 'Not saved.' })}
      data-testid="agency-ref"
      style={{ maxWidth: 360 }}
    />
  )
}

function NoteList(props: { bookingId: string; view: BookingNotesView }) {
  const { notes } = props.view
  if (notes.length === 0) return <Text size="sm">No note yet.</Text>
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Notes">
      {notes.map((note) => (
        <NoteItem key={note.id} bookingId={props.bookingId} note={note} />
      ))}
    </Stack>
  )
}

function NoteItem(props: { bookingId: string; note: BookingNote }) {
  const { bookingId, note } = props
  const [editing, setEditing] = useState<string | null>(null)
  const invalidates = () => [notesKey(bookingId)]
  const edit = useDeskMutation('notes.edit', { invalidates })
  const remove = useDeskMutation('notes.delete', { invalidates })
  const saveEdit = () => {
    if (editing === null || editing.trim() === '') return
    edit.mutate(
      { id: note.id, expectedVersion: note.version, body: editing },
      { onSuccess: () => setEditing(null) },
    )
  }
  const failed = edit.error ?? remove.error
  return (
    <li data-testid="note">
      <Stack gap={4}>
        <Group gap="xs">
          <IconNote size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {note.author}
          </Text>
          <Text size="xs">
            <AgentInstant at={note.createdAt} />
            {wasEdited(note) ? ` · edited by ${note.updatedBy}` : ''}
          </Text>
        </Group>
        {editing === null ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
        ) : (
          <Textarea
            aria-label="Edit the note"
            autosize
            minRows={2}
            maxLength={NOTE_MAX_LENGTH}
            value={editing}
            onChange={(event) => setEditing(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (isSubmitKey(event)) saveEdit()
              if (event.key === 'Escape') setEditing(null)
            }}
            autoFocus
          />
        )}
        <Group gap="xs">
          {editing === null ? (
            <>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(note.body)}>
                Edit
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate({ id: note.id, expectedVersion: note.version })}
                aria-label={`Delete the note of ${note.author}`}
              >
                Delete
              </Button>
            </>
          ) : (
            <>
              <Button size="compact-xs" onClick={saveEdit} loading={edit.isPending}>
                Save
              </Button>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </>
          )}
        </Group>
        {failed !== null && (
          <Text size="xs" c={TEXT.danger} role="alert">
            {errorSentence(failed, { fallback: 'The note was not changed.' })}
          </Text>
        )}
      </Stack>
    </li>
  )
}

function NewNote(props: { bookingId: string }) {
  const { bookingId } = props
  const [body, setBody] = useState('')
  const add = useDeskMutation('notes.add', { invalidates: () => [notesKey(bookingId)] })
  const submit = () => {
    if (body.trim() === '' || add.isPending) return
    add.mutate({ bookingId, body }, { onSuccess: () => setBody('') })
  }
  return (
    <Stack gap="xs">
      <Textarea
        label="New note"
        description="Plain text, for the agency only. Ctrl+Enter adds it."
        autosize
        minRows={2}
        maxLength={NOTE_MAX_LENGTH}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (isSubmitKey(event)) {
            event.preventDefault()
            submit()
          }
        }}
        data-testid="new-note"
      />
      <Group>
        <Button size="xs" onClick={submit} loading={add.isPending} disabled={body.trim() === ''}>
          Add note
        </Button>
      </Group>
      {add.error !== null && (
        <Text size="xs" c={TEXT.danger} role="alert">
          {errorSentence(add.error, { fallback: 'The note was not added.' })}
        </Text>
      )}
    </Stack>
  )
}
