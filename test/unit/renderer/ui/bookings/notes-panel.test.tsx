import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingNote } from '../../../../../src/shared/domain/booking-notes'
import type { BookingNotesView } from '../../../../../src/shared/ipc/notes.contract'
import { renderInTheme } from '../render'

/** A fake main keeping one booking's notes and reference, and every call made to it. */
const calls: { name: string; input: unknown }[] = []
let view: BookingNotesView = { notes: [], agencyRef: null }
const at = '2026-11-28T09:30:00.000Z'

function note(id: string, body: string, version = 1): BookingNote {
  return {
    id,
    bookingId: 'XKQBRT',
    body,
    author: 'Ana Costa',
    createdAt: at,
    version,
    updatedBy: 'Ana Costa',
    updatedAt: at,
  }
}

const answers: Record<string, (input: never) => unknown> = {
  'notes.list': () => view,
  'notes.add': (input: { body: string }) => {
    const added = note(`00000000-0000-4000-8000-00000000000${view.notes.length + 1}`, input.body.trim())
    view = { ...view, notes: [...view.notes, added] }
    return added
  },
  'notes.edit': (input: { id: string; body: string; expectedVersion: number }) => {
    const edited = { ...note(input.id, input.body, input.expectedVersion + 1), updatedBy: 'Rui' }
    view = { ...view, notes: view.notes.map((kept) => (kept.id === input.id ? edited : kept)) }
    return edited
  },
  'notes.delete': (input: { id: string }) => {
    view = { ...view, notes: view.notes.filter((kept) => kept.id !== input.id) }
    return { deleted: true }
  },
  'bookings.setAgencyRef': (input: { reference: string }) => {
    const saved = {
      bookingId: 'XKQBRT',
      reference: input.reference,
      version: 1,
      updatedBy: 'Ana Costa',
      updatedAt: at,
    }
    view = { ...view, agencyRef: saved }
    return saved
  },
}

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string, input: unknown) => {
      calls.push({ name, input })
      const answer = answers[name]
      if (answer === undefined) throw new Error(`The fake bridge has no answer for ${name}`)
      return answer(input as never)
    },
    on: () => () => undefined,
  },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { NotesPanel } = await import('../../../../../src/renderer/src/features/bookings/NotesPanel')

// Autosizing textareas listen to font loading, which happy-dom leaves out.
if ((document as { fonts?: unknown }).fonts === undefined)
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  })

const called = (name: string) => calls.filter((call) => call.name === name).map((call) => call.input)

beforeEach(() => {
  calls.length = 0
  view = { notes: [note('00000000-0000-4000-8000-0000000000a1', 'Called the hotel')], agencyRef: null }
})

describe('the notes panel', () => {
  it('adds a note with Ctrl+Enter and shows it with its author', async () => {
    renderInTheme(<NotesPanel bookingId="XKQBRT" />)
    expect(await screen.findByText('Called the hotel')).toBeDefined()
    const box = screen.getByRole('textbox', { name: /new note/i })
    fireEvent.change(box, { target: { value: 'Quiet room please' } })
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(2))
    expect(within(screen.getAllByTestId('note')[1]!).getByText('Quiet room please')).toBeDefined()
    expect(called('notes.add')).toEqual([{ bookingId: 'XKQBRT', body: 'Quiet room please' }])
    expect((box as HTMLTextAreaElement).value).toBe('')
  })

  it('adds nothing for an empty note', async () => {
    renderInTheme(<NotesPanel bookingId="XKQBRT" />)
    const box = await screen.findByRole('textbox', { name: /new note/i })
    fireEvent.change(box, { target: { value: '   ' } })
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })
    expect(screen.getByRole('button', { name: 'Add note' }).hasAttribute('disabled')).toBe(true)
    expect(called('notes.add')).toEqual([])
  })

  it('edits a note naming the version it read, and deletes one', async () => {
    renderInTheme(<NotesPanel bookingId="XKQBRT" />)
    const item = (await screen.findAllByTestId('note'))[0]!
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }))
    const editor = within(item).getByRole('textbox', { name: 'Edit the note' })
    fireEvent.change(editor, { target: { value: 'Called the hotel twice' } })
    fireEvent.keyDown(editor, { key: 'Enter', ctrlKey: true })
    expect(await screen.findByText(/edited by Rui/)).toBeDefined()
    expect(within(screen.getAllByTestId('note')[0]!).getByText('Called the hotel twice')).toBeDefined()
    expect(called('notes.edit')).toEqual([
      { id: '00000000-0000-4000-8000-0000000000a1', expectedVersion: 1, body: 'Called the hotel twice' },
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Delete the note of Ana Costa' }))
    await waitFor(() => expect(screen.queryAllByTestId('note')).toHaveLength(0))
    expect(called('notes.delete')).toEqual([
      { id: '00000000-0000-4000-8000-0000000000a1', expectedVersion: 2 },
    ])
  })

  it("saves the agency's reference on Enter", async () => {
    renderInTheme(<NotesPanel bookingId="XKQBRT" />)
    const field = await screen.findByRole('textbox', { name: /agency reference/i })
    fireEvent.change(field, { target: { value: 'AG-42' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() =>
      expect(called('bookings.setAgencyRef')).toEqual([{ bookingId: 'XKQBRT', reference: 'AG-42' }]),
    )
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('AG-42'))
  })
})
