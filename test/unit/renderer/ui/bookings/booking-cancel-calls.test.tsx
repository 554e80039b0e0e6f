import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingDetail, CancellationQuote } from '../../../../../src/shared/ipc/bookings.contract'
import type { PendingWrite } from '../../../../../src/shared/ipc/outbox.contract'
import { bookingSummary } from '../../booking-fixtures'
import { renderInTheme } from '../render'

/**
 * A fake bridge that answers the booking page's channels and counts every call; a cancel publishes what main
 * publishes while it handles one (the outbox took the write, sent it; the booking changed) before it answers.
 */
const calls: string[] = []
const listeners = new Map<string, Set<(payload: unknown) => void>>()
let state: BookingDetail['summary']['state'] = 'confirmed'

const at = '2027-06-02T09:30:00.000Z'
const cancelWrite: PendingWrite = {
  id: 'w-1',
  kind: 'booking.cancel',
  bookingId: 'XKQBRT',
  service: 'sandbox',
  state: 'done',
  text: 'Customer changed plans',
  createdAt: at,
  updatedAt: at,
  attempts: 1,
  error: null,
  outcomeUnknown: false,
} as PendingWrite

function detail(): BookingDetail {
  return {
    summary: bookingSummary({ state, dmcState: null, fetchedAt: at }),
    v1: null,
    v3: null,
    shownRate: null,
    source: 'service',
    asOf: at,
    pendingWrites: [],
  }
}

function quote(): CancellationQuote {
  return {
    bookingId: 'XKQBRT',
    state,
    cancellable: state === 'confirmed',
    notCancellableReason: state === 'confirmed' ? null : 'Already cancelled.',
    cost: { kind: 'free', fee: 0, until: '2027-07-01T00:00:00.000Z' },
    currency: 'EUR',
    at,
    pendingCancel: null,
    source: 'service',
    asOf: at,
  }
}

function publish(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload)
}

const answers: Record<string, (input: unknown) => unknown> = {
  'proposals.forBooking': () => null,
  'bookings.get': detail,
  'bookings.cancellationQuote': quote,
  'bookings.messages': () => ({
    messages: [],
    lastReadAt: null,
    unreadCount: 0,
    source: 'service',
    asOf: at,
    pendingWrites: [],
  }),
  'bookings.cancel': () => {
    publish('outbox.changed', { pending: 1, sending: 0, failed: 0 })
    state = 'canceled'
    publish('outbox.changed', { pending: 0, sending: 0, failed: 0 })
    publish('bookings.changed', { bookingIds: ['XKQBRT'], reason: 'write' })
    return { outcome: 'sent', write: cancelWrite }
  },
}

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string, input: unknown) => {
      calls.push(name)
      const answer = answers[name]
      if (answer === undefined) throw new Error(`The fake bridge has no answer for ${name}`)
      return answer(input)
    },
    on: (event: string, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    },
  },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { BookingDetailScreen } =
  await import('../../../../../src/renderer/src/features/bookings/BookingDetailScreen')
const { wireQueryEvents } = await import('../../../../../src/renderer/src/app/query-events')

// The reason's autosizing textarea listens to font loading, which happy-dom leaves out.
if ((document as { fonts?: unknown }).fonts === undefined)
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  })

const count = (name: string) => calls.filter((call) => call === name).length
let unwire: () => void = () => undefined

beforeEach(() => {
  calls.length = 0
  state = 'confirmed'
  unwire = wireQueryEvents()
})
afterEach(() => unwire())

describe('cancelling a booking from its page', () => {
  it('makes one write and reads the booking once more, however many events main publishes', async () => {
    renderInTheme(
      <MemoryRouter initialEntries={['/bookings/XKQBRT']}>
        <Routes>
          <Route path="/bookings/:bookingId" element={<BookingDetailScreen />} />
        </Routes>
      </MemoryRouter>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, { timeout: 20_000 }))
    const dialog = await screen.findByTestId('cancel-dialog', {}, { timeout: 20_000 })
    fireEvent.change(
      await within(dialog).findByLabelText(/Why is the booking cancelled/, {}, { timeout: 20_000 }),
      {
        target: { value: 'Customer changed plans' },
      },
    )
    const opened = calls.length
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }))

    // The page shows the booking as main has it now: cancelled, with the fee charged.
    // Patient waits only: the machine running the tests may be slow (a wait is never what the test checks).
    const patiently = { timeout: 20_000 }
    await waitFor(
      () => expect(screen.getByTestId('cancel-result').textContent).toMatch(/cancelled/i),
      patiently,
    )
    await waitFor(() => expect(screen.getByTestId('detail-state').textContent).toBe('Cancelled'), patiently)
    const after = calls.slice(opened)
    expect(after.filter((call) => call === 'bookings.cancel')).toHaveLength(1)
    expect(after.filter((call) => call === 'bookings.get')).toHaveLength(1)
    // Nothing else is read for it: not the quote (read when the dialog opened), not a second copy of the booking.
    // Its message thread (the count of new ones beside the tab) is read once again too, as for any change: the
    // booking moved, and the outbox's events name no booking.
    expect(after.sort()).toEqual(['bookings.cancel', 'bookings.get', 'bookings.messages'])
    // Before it: the booking and its quote read once each when the page opened, the quote again when the
    // dialog opened (the cost is read again before the agent confirms).
    expect(count('bookings.cancellationQuote')).toBe(2)
  }, 60_000)
})
