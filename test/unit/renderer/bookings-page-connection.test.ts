import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingDetail } from '../../../src/shared/ipc/bookings.contract'
import type { ConnectivityStatus } from '../../../src/shared/ipc/connectivity.contract'

const invoke = vi.fn()
vi.mock('../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { deskKey, deskQueryClient } = await import('../../../src/renderer/src/bridge/desk-query')
const { QueryObserver } = await import('@tanstack/react-query')
const { bookingPageConnectivityChanged } =
  await import('../../../src/renderer/src/features/bookings/booking-page-events')

/** The booking's page on screen: its read observed, as the page's hook does. */
async function showPage(bookingId: string) {
  const observer = new QueryObserver(deskQueryClient, {
    queryKey: deskKey('bookings.get', { bookingId }),
    queryFn: () => invoke('bookings.get', { bookingId }) as Promise<BookingDetail>,
  })
  const unsubscribe = observer.subscribe(() => undefined)
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined())
  return { source: () => observer.getCurrentResult().data?.source, unsubscribe }
}

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
  beforeEach(() => {
    invoke.mockReset()
    deskQueryClient.clear()
  })

  it('reads the booking again when the service is back, so the offline copy gives way', async () => {
    invoke.mockResolvedValueOnce(detail('cache', '2026-11-25T08:00:00.000Z'))
    const page = await showPage('BK1')
    expect(page.source()).toBe('cache')

    // Still offline, or degraded: nothing to read again.
    bookingPageConnectivityChanged(status('offline'))
    bookingPageConnectivityChanged(status('degraded'))
    expect(invoke).toHaveBeenCalledTimes(1)

    invoke.mockResolvedValueOnce(detail('service', '2026-11-25T08:05:00.000Z'))
    bookingPageConnectivityChanged(status('online'))
    await vi.waitFor(() => expect(page.source()).toBe('service'))
    expect(invoke).toHaveBeenLastCalledWith('bookings.get', { bookingId: 'BK1' })
    page.unsubscribe()
  })

  it('leaves a page read from the service alone', async () => {
    invoke.mockResolvedValueOnce(detail('service', '2026-11-25T08:00:00.000Z'))
    const page = await showPage('BK2')
    bookingPageConnectivityChanged(status('online'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(invoke).toHaveBeenCalledTimes(1)
    page.unsubscribe()
  })
})
