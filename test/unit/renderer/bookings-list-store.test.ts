import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingList } from '../../../src/shared/ipc/bookings.contract'

const invoke = vi.fn()
vi.mock('../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { useBookingsListStore } =
  await import('../../../src/renderer/src/features/bookings/bookings-list.store')
const { filtersFromSearchParams } =
  await import('../../../src/renderer/src/features/bookings/bookings-filters')

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

describe('bookings list store: offline only when the last read failed', () => {
  beforeEach(() => invoke.mockReset())

  it('drops the "offline copy" once main says the last read succeeded (a poll after a reconnect)', async () => {
    const filters = filtersFromSearchParams(new URLSearchParams())
    // Opened while the service could not be reached: the refresh failed.
    invoke.mockResolvedValueOnce(answer(null)).mockResolvedValueOnce(answer(OFFLINE))
    await useBookingsListStore.getState().show(filters, { refresh: true })
    expect(useBookingsListStore.getState().list?.refreshError).toEqual(OFFLINE)

    // Back online, the poller fetched the list and announced the change: main's answer is not offline.
    invoke.mockResolvedValueOnce(answer(null, '2026-11-25T08:05:00.000Z'))
    useBookingsListStore.getState().changed()
    await vi.waitFor(() =>
      expect(useBookingsListStore.getState().list?.asOf).toBe('2026-11-25T08:05:00.000Z'),
    )
    expect(useBookingsListStore.getState().list?.refreshError).toBeNull()

    // A change of filters reads the cache: still as main says, not as the screen once saw.
    invoke.mockResolvedValueOnce(answer(OFFLINE))
    await useBookingsListStore.getState().show({ ...filters, search: 'x' })
    expect(useBookingsListStore.getState().list?.refreshError).toEqual(OFFLINE)
  })
})
