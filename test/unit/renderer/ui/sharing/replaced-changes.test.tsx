import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReplacedChange, SharingStatus } from '../../../../../src/shared/ipc/sharing.contract'
import { renderInTheme } from '../render'

/** A fake main keeping replaced changes and their seen marks, and every call made to it. */
const calls: { name: string; input: unknown }[] = []
let changes: ReplacedChange[] = []
const listeners = new Map<string, (payload: unknown) => void>()

const SHARED: SharingStatus = {
  state: 'shared',
  address: { host: 'db.agency.example', port: 5432, database: 'agency', user: 'desk_lisbon', tls: 'prefer' },
  pending: 0,
  connected: true,
  lastSharedAt: '2026-12-07T09:00:00.000Z',
  problem: null,
  unseenConflicts: 0,
}
const status = (): SharingStatus => ({ ...SHARED, unseenConflicts: changes.filter((c) => !c.seen).length })

const answers: Record<string, (input: never) => unknown> = {
  'sharing.status': () => status(),
  'sharing.conflicts': (input: { recordId?: string }) =>
    changes.filter((change) => input.recordId === undefined || change.recordId === input.recordId),
  // A booking's notes panel, to see the notice where the agent reads the note.
  'notes.list': () => ({
    notes: [
      {
        id: NOTE,
        bookingId: 'XKQBRT',
        body: 'Called the hotel',
        author: 'Lena',
        createdAt: '2026-12-01T09:00:00.000Z',
        version: 2,
        updatedBy: 'Lena',
        updatedAt: '2026-12-01T09:00:00.000Z',
      },
    ],
    agencyRef: null,
  }),
  'sharing.markConflictsSeen': (input: { ids: string[] }) => {
    changes = changes.map((change) => (input.ids.includes(change.id) ? { ...change, seen: true } : change))
    return status()
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
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener)
      return () => listeners.delete(event)
    },
  },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { ReplacedChangesList, ReplacedNotice } =
  await import('../../../../../src/renderer/src/ui/sharing/ReplacedChanges')
const { NotesPanel } = await import('../../../../../src/renderer/src/features/bookings/NotesPanel')

// Autosizing textareas listen to font loading, which happy-dom leaves out.
if ((document as { fonts?: unknown }).fonts === undefined)
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  })

const CUSTOMER = '7b1f0c3e-0000-4000-8000-000000000001'
const NOTE = '7b1f0c3e-0000-4000-8000-0000000000a1'

function change(overrides: Partial<ReplacedChange>): ReplacedChange {
  const now = new Date().toISOString()
  return {
    id: 'c1',
    kind: 'customer',
    recordId: CUSTOMER,
    label: 'Ana Costa',
    replacedBy: 'Lena',
    replacedAt: now,
    keptBy: 'Rui',
    keptAt: now,
    fields: [
      { field: 'phoneNumber', replaced: '+351 21 000 0001', kept: '+351 21 000 0002' },
      { field: 'email', replaced: '', kept: 'ana@example.com' },
    ],
    seen: false,
    ...overrides,
  }
}

const called = (name: string) => calls.filter((call) => call.name === name).map((call) => call.input)

beforeEach(() => {
  calls.length = 0
  listeners.clear()
  changes = [
    change({ id: 'c-old-seen', label: 'Rita Lopes', seen: true }),
    change({ id: 'c1' }),
    change({
      id: 'n1',
      kind: 'bookingNote',
      recordId: NOTE,
      label: 'Called the hotel',
      replacedBy: 'Rui',
      keptBy: 'Lena',
    }),
  ]
})

describe('the replaced changes in Settings → Agency data', { timeout: 30_000 }, () => {
  it('lists them unseen first, each in words, and "See it" shows the values replaced and kept', async () => {
    renderInTheme(<ReplacedChangesList me="Rui" />)
    const rows = await screen.findAllByTestId('replaced-change')
    expect(rows.map((row) => row.getAttribute('data-seen'))).toEqual(['false', 'false', 'true'])
    expect(rows[0]!.textContent).toMatch(
      /Lena's change (today|yesterday) to customer Ana Costa was replaced by yours\./,
    )
    expect(rows[1]!.textContent).toMatch(
      /Your change (today|yesterday) to the note “Called the hotel” was replaced by Lena's\./,
    )
    expect(within(rows[2]!).queryByRole('button', { name: 'Mark as seen' })).toBeNull()

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'See it' }))
    const table = await screen.findByRole('table', { name: 'Replaced and kept values' })
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(cells).toEqual([
      ['Field', 'Replaced (Lena)', 'Kept (Rui)'],
      ['Phone number', '+351 21 000 0001', '+351 21 000 0002'],
      ['Email', '(empty)', 'ana@example.com'],
    ])
  })

  it('"Mark as seen" tells main which one, and the list follows', async () => {
    renderInTheme(<ReplacedChangesList me="Rui" />)
    const first = (await screen.findAllByTestId('replaced-change'))[0]!
    fireEvent.click(within(first).getByRole('button', { name: 'Mark as seen' }))
    await waitFor(() =>
      expect(screen.getAllByTestId('replaced-change').map((row) => row.getAttribute('data-seen'))).toEqual([
        'false',
        'true',
        'true',
      ]),
    )
    expect(called('sharing.markConflictsSeen')).toEqual([{ ids: ['c1'] }])
  })

  it('"Mark all as seen" marks every unseen one at once', async () => {
    renderInTheme(<ReplacedChangesList me={null} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as seen' }))
    await waitFor(() =>
      expect(
        screen.getAllByTestId('replaced-change').every((row) => row.getAttribute('data-seen') === 'true'),
      ).toBe(true),
    )
    expect(called('sharing.markConflictsSeen')).toEqual([{ ids: ['c1', 'n1'] }])
  })
})

describe("the notice on a record's page", { timeout: 30_000 }, () => {
  it("shows the record's unseen replaced change with See it, asked by the record's id", async () => {
    renderInTheme(<ReplacedNotice recordIds={[CUSTOMER]} me="Rui" />)
    const notice = await screen.findByTestId('replaced-notice')
    expect(notice.textContent).toMatch(
      /Lena's change (today|yesterday) to customer Ana Costa was replaced by yours\./,
    )
    expect(notice.textContent).not.toContain('Rita Lopes')
    expect(called('sharing.conflicts')).toEqual([{ recordId: CUSTOMER }])
    fireEvent.click(within(notice).getByRole('button', { name: 'See it' }))
    const dialog = await screen.findByRole('dialog', { name: 'A replaced change' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as seen' }))
    await waitFor(() => expect(screen.queryByTestId('replaced-notice')).toBeNull())
    expect(called('sharing.markConflictsSeen')).toEqual([{ ids: ['c1'] }])
  })

  it("several records (a booking's notes) are one read, filtered to theirs", async () => {
    renderInTheme(<ReplacedNotice recordIds={['XKQBRT', NOTE]} me="Rui" />)
    const notice = await screen.findByTestId('replaced-notice')
    expect(notice.textContent).toContain('“Called the hotel”')
    expect(notice.textContent).not.toContain('Ana Costa')
    expect(called('sharing.conflicts')).toEqual([{}])
  })

  it("a booking's notes panel shows the notice of its note's replaced change", async () => {
    renderInTheme(<NotesPanel bookingId="XKQBRT" />)
    const notice = await screen.findByTestId('replaced-notice')
    expect(notice.textContent).toMatch(
      /Rui's change (today|yesterday) to the note “Called the hotel” was replaced by Lena's\./,
    )
    expect(notice.textContent).not.toContain('Ana Costa')
  })

  it('asks nothing and shows nothing while main counts no unseen replaced change', async () => {
    changes = changes.map((kept) => ({ ...kept, seen: true }))
    renderInTheme(<ReplacedNotice recordIds={[CUSTOMER]} me="Rui" />)
    await waitFor(() => expect(called('sharing.status')).toHaveLength(1))
    await waitFor(() => expect(listeners.has('sharing.changed')).toBe(true))
    expect(screen.queryByTestId('replaced-notice')).toBeNull()
    expect(called('sharing.conflicts')).toEqual([])

    // A pull brings a new one: main's event says so, and the notice appears.
    changes = [...changes, change({ id: 'c2', replacedBy: 'Marta' })]
    listeners.get('sharing.changed')?.(status())
    expect((await screen.findByTestId('replaced-notice')).textContent).toContain("Marta's change")
  })
})
