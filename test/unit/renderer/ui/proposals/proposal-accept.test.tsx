import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AcceptedItem, RecheckedItem } from '../../../../../src/shared/ipc/proposals.contract'
import { experience, hotel, money, OPTION_2, proposal, PROPOSAL_ID } from './fixtures'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { RecheckTable } = await import('../../../../../src/renderer/src/features/proposals/RecheckTable')
const { AcceptResult } = await import('../../../../../src/renderer/src/features/proposals/AcceptResult')
const { AcceptScreen } = await import('../../../../../src/renderer/src/features/proposals/AcceptScreen')

const patiently = { timeout: 10_000 }
const NO_LADDER = { cancellation: [] }

function rechecked(over: Partial<RecheckedItem> & Pick<RecheckedItem, 'itemId' | 'status'>): RecheckedItem {
  return {
    kind: 'hotel',
    name: 'Hotel Tejo 2',
    previous: { currency: 'EUR', sell: 500, ...NO_LADDER },
    current: { currency: 'EUR', net: 400, sell: 500, ...NO_LADDER },
    changes: [],
    error: null,
    ...over,
  }
}

const same = rechecked({ itemId: hotel(2).id, status: 'same' })
const moved = rechecked({
  itemId: experience(2).id,
  kind: 'experience',
  name: 'Food tour 2',
  status: 'moved',
  current: { currency: 'EUR', net: 451, sell: 542, ...NO_LADDER },
  changes: ['Price up EUR 42.00', 'Free cancellation now ends 12 Mar'],
})
const gone = rechecked({ itemId: hotel(3).id, name: 'Hotel Tejo 3', status: 'gone', current: null })

describe('the recheck table', () => {
  it('marks a moved price with its direction and the words of what moved; a same one is left plain', () => {
    renderInTheme(<RecheckTable items={[same, moved, gone]} />)
    const rows = screen.getAllByTestId('recheck-row')
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['same', 'moved', 'gone'])
    expect(rows[0]!.getAttribute('data-price-moved')).toBeNull()
    expect(rows[1]!.getAttribute('data-price-moved')).toBe('true')
    const price = within(rows[1]!).getByTestId('recheck-new-price')
    expect(price.getAttribute('aria-label')).toBe(`Up to ${money(542, 'EUR')}`)
    expect(rows[1]!.textContent).toContain(money(500, 'EUR'))
    expect(
      within(rows[1]!)
        .getAllByTestId('recheck-change')
        .map((c) => c.textContent),
    ).toEqual(moved.changes)
    expect(rows[2]!.textContent).toContain('No longer offered')
    // The fresh net stays off the screen.
    expect(document.body.textContent).not.toContain(money(451, 'EUR'))
  })
})

describe('the accept result', () => {
  const item = (over: Partial<AcceptedItem> & Pick<AcceptedItem, 'itemId' | 'outcome'>): AcceptedItem => ({
    bookingId: null,
    reference: null,
    error: null,
    ...over,
  })
  it('explains each item: booked with a link, never twice, failed with its reason, skipped', () => {
    const names: Record<string, string> = {
      a: 'Hotel Tejo 1',
      b: 'Food tour 1',
      c: 'Hotel Tejo 2',
      d: 'Hotel Tejo 3',
    }
    renderInTheme(
      <MemoryRouter>
        <AcceptResult
          nameOf={(id) => names[id] ?? id}
          items={[
            item({ itemId: 'a', outcome: 'booked', bookingId: 'XKQBRT', reference: 'AG-1' }),
            item({ itemId: 'b', outcome: 'alreadyBooked', bookingId: 'EXP-9', reference: 'AG-2' }),
            item({
              itemId: 'c',
              outcome: 'failed',
              error: {
                code: 'CONFLICT',
                message: 'sold out',
                problem: { kind: 'conflict', serviceCode: null, field: null },
              },
            }),
            item({ itemId: 'd', outcome: 'skipped' }),
          ]}
        />
      </MemoryRouter>,
    )
    const rows = screen.getAllByTestId('accept-row')
    expect(rows.map((row) => row.getAttribute('data-outcome'))).toEqual([
      'booked',
      'alreadyBooked',
      'failed',
      'skipped',
    ])
    expect(within(rows[0]!).getByRole('link', { name: 'AG-1' }).getAttribute('href')).toBe('/bookings/XKQBRT')
    expect(rows[1]!.textContent).toContain('not booked twice')
    expect(within(rows[2]!).queryByRole('link')).toBeNull()
    expect(rows[3]!.textContent).toContain('nothing was booked')
    expect(screen.getByRole('alert').textContent).toContain('Not everything was booked')
  })
})

describe('the accept screen', () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation(async (name: string, input: unknown) => {
      if (name === 'proposals.get') return proposal({ state: 'sent' })
      if (name === 'proposals.recheck')
        return {
          recheckId: 'rc-1',
          proposalId: PROPOSAL_ID,
          optionId: (input as { optionId: string }).optionId,
          checkedAt: '2026-12-07T10:00:00.000Z',
          items: [same, moved],
        }
      throw new Error(`unexpected ${name}`)
    })
  })

  it('checks the option asked for again before anything can be confirmed', async () => {
    const router = createMemoryRouter([{ path: '/proposals/:id/accept', element: <AcceptScreen /> }], {
      initialEntries: [`/proposals/${PROPOSAL_ID}/accept?option=${OPTION_2}`],
    })
    renderInTheme(<RouterProvider router={router} />)
    const confirm = await screen.findByRole('button', { name: 'Confirm and book' }, patiently)
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('radio', { name: /^Sea view/ }) as HTMLInputElement).checked).toBe(true)
    // The booking customer comes from the proposal's.
    expect((screen.getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value).toBe(
      'anne@lambert.fr',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Check prices again' }))
    await screen.findByTestId('recheck-table', {}, patiently)
    expect(invoke).toHaveBeenCalledWith('proposals.recheck', { id: PROPOSAL_ID, optionId: OPTION_2 })
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false), patiently)
    // Two adults in the party: two travellers to fill.
    expect(screen.getAllByRole('group', { name: /^Traveller \d+$/ })).toHaveLength(2)
  }, 30_000)
})
