import type { ConnectivityStatus } from '../../../../shared/ipc/connectivity.contract'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { deskKey, deskQueryClient, invalidateSoon } from '../../bridge/desk-query'
import { bookingPageReads } from './booking-queries'

/**
 * Wired once, in app/wire-events.ts (what main's other events make stale on the page is app/query-events.ts).
 * The service is back: a page showing the offline copy (or the error of a booking not cached) reads it again, so
 * its banner follows the connection. A booking the service itself did not change gets no `bookings.changed`.
 */
export function bookingPageConnectivityChanged(status: ConnectivityStatus): void {
  if (status.state !== 'online') return
  const shownOffline = deskQueryClient
    .getQueryCache()
    .findAll({ queryKey: deskKey('bookings.get') })
    .filter((read) => read.getObserversCount() > 0)
    .filter((read) => {
      const detail = read.state.data as BookingDetail | undefined
      return detail !== undefined ? detail.source !== 'service' : read.state.status === 'error'
    })
  const bookingIds = shownOffline.flatMap((read) => {
    const input = read.queryKey[1] as { bookingId?: unknown } | undefined
    return typeof input?.bookingId === 'string' ? [input.bookingId] : []
  })
  if (bookingIds.length === 0) return
  invalidateSoon(bookingIds.flatMap(bookingPageReads))
}
