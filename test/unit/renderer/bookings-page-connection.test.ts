import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingDetail } from '../../../src/shared/ipc/bookings.contract'
import type { ConnectivityStatus } from '../../../src/shared/ipc/connectivity.contract'

const invoke = vi.fn()
vi.mock('../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { useBookingDetailStore } =
  await import('../../../src/renderer/src/features/bookings/booking-detail.store')
const { bookingPageConnectivityChanged } =
  await import('../../../src/renderer/src/features/bookings/booking-page-events')

function detail(source: BookingDetail['source'], asOf: string): BookingDetail {
  // Only what the page's store reads.
  return { source, asOf, summary: { state: 'confirmed' } } as unknown as BookingDetail
}

const status = (state: ConnectivityStatus['state']): ConnectivityStatus => ({
  state,
  environment: 'sandbox',
  since: '2026-11-25T08:05:00.000Z',
  checkedAt: '2026-11-25T08:05:00.000Z',
  reason: null,
})

describe('a booking page’s offline banner follows the connection', () => {
  beforeEach(() => invoke.mockReset())

  it('reads the booking again when the service is back, so the offline copy gives way', async () => {
    invoke.mockResolvedValueOnce(detail('cache', '2026-11-25T08:00:00.000Z'))
    await useBookingDetailStore.getState().load('BK1')
    expect(useBookingDetailStore.getState().detail?.source).toBe('cache')

    // Still offline, or degraded: nothing to read again.
    bookingPageConnectivityChanged(status('offline'))
    bookingPageConnectivityChanged(status('degraded'))
    expect(invoke).toHaveBeenCalledTimes(1)

    invoke.mockResolvedValueOnce(detail('service', '2026-11-25T08:05:00.000Z'))
    bookingPageConnectivityChanged(status('online'))
    await vi.waitFor(() => expect(useBookingDetailStore.getState().detail?.source).toBe('service'))
    expect(invoke).toHaveBeenLastCalledWith('bookings.get', { bookingId: 'BK1' })
  })

  it('leaves a page read from the service alone', async () => {
    invoke.mockResolvedValueOnce(detail('service', '2026-11-25T08:00:00.000Z'))
    await useBookingDetailStore.getState().load('BK2')
    bookingPageConnectivityChanged(status('online'))
    expect(invoke).toHaveBeenCalledTimes(1)
  })
})
