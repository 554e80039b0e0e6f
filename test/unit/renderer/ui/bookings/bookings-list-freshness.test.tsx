import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingList } from '../../../../../src/shared/ipc/bookings.contract'
import { renderInTheme } from '../render'

/** A fake bridge: `bookings.list` answers what each test queues, and main's events reach the query wiring. */
const answers: BookingList[] = []
const calls: { name: string; input: unknown }[] = []
const listeners = new Map<string, Set<(payload: unknown) => void>>()

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string, input: unknown) => {
      calls.push({ name, input })
      const answer = answers.shift()
      if (name !== 'bookings.list' || answer === undefined) throw new Error(`No answer queued for ${name}`)
      return answer
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

const { useBookingsList, useBookingsListStore } =
  await import('../../../../../src/renderer/src/features/bookings/bookings-list.store')
const { filtersFromSearchParams } =
  await import('../../../../../src/renderer/src/features/bookings/bookings-filters')
const { wireQueryEvents } = await import('../../../../../src/renderer/src/app/query-events')

type Filters = ReturnType<typeof filtersFromSearchParams>

const OFFLINE = {
  code: 'OFFLINE' as const,
  message: 'The service cannot be reached; the list is the local copy.',
}

function answer(refreshError: BookingList['refreshError'], asOf = '2026-11-25T08:00:00.000Z'): BookingList {
  return {
    bookings: [],
    total: 0,
    stateCounts: {},
    source: refreshError === null ? 'service' : 'cache',
    asOf,
    pendingWrites: [],
    refreshError,
  }
}

/** What the screen shows of the list's freshness, and a search typed. */
function Freshness(props: { filters: Filters }) {
  const [filters, setFilters] = useState(props.filters)
  const { list } = useBookingsList(filters)
  return (
    <>
      <p data-testid="freshness" data-as-of={list?.asOf}>
        {list === null ? 'none' : (list.refreshError?.code ?? 'fresh')}
      </p>
      <button onClick={() => setFilters({ ...filters, search: 'x' })}>Search x</button>
    </>
  )
}

const shown = () => screen.getByTestId('freshness')
let unwire: () => void = () => undefined

beforeEach(() => {
  answers.length = 0
  calls.length = 0
  unwire = wireQueryEvents()
})
afterEach(() => unwire())

describe('bookings list: offline only when the last read failed', () => {
  it('drops the "offline copy" once main says the last read succeeded (a poll after a reconnect)', async () => {
    const filters = filtersFromSearchParams(new URLSearchParams())
    // Opened while the service could not be reached: the cache answers, then the refresh fails.
    answers.push(answer(null), answer(OFFLINE))
    renderInTheme(<Freshness filters={filters} />)
    await waitFor(() => expect(shown().textContent).toBe('fresh'))
    await useBookingsListStore.getState().refresh(filters)
    await waitFor(() => expect(shown().textContent).toBe('OFFLINE'))
    expect(calls.map((call) => (call.input as { refresh: boolean }).refresh)).toEqual([false, true])

    // Back online, the poller fetched the list and announced the change: main's answer is not offline.
    answers.push(answer(null, '2026-11-25T08:05:00.000Z'))
    for (const listener of listeners.get('bookings.changed') ?? [])
      listener({ bookingIds: ['XKQBRT'], reason: 'poll' })
    await waitFor(() => expect(shown().dataset.asOf).toBe('2026-11-25T08:05:00.000Z'))
    expect(shown().textContent).toBe('fresh')

    // A change of filters reads the cache: still as main says, not as the screen once saw.
    answers.push(answer(OFFLINE))
    fireEvent.click(screen.getByRole('button', { name: 'Search x' }))
    await waitFor(() => expect(shown().textContent).toBe('OFFLINE'))
    expect(calls).toHaveLength(4)
    expect(calls[3]?.input).toMatchObject({ search: 'x', refresh: false })
  })
})
