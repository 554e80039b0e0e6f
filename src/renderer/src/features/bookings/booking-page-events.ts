import type { ConnectivityStatus } from '../../../../shared/ipc/connectivity.contract'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { deskKey, deskQueryClient, invalidateSoon } from '../../bridge/desk-query'
import { bookingPageReads } from './booking-queries'
import { useDocumentsStore } from './booking-documents.store'
import { useMessagesStore } from './booking-messages.store'

/**
 * The booking page's sections still held in stores (messages, documents), read again when main says something moved
 * (wired once, in app/wire-events.ts). The booking itself and its history are queries: app/query-events.ts.
 */

/** A booking's page is on screen when its read has an observer. */
function isShown(bookingId: string): boolean {
  const read = deskQueryClient.getQueryCache().find({ queryKey: deskKey('bookings.get', { bookingId }) })
  return read !== undefined && read.getObserversCount() > 0
}

function refreshSections(bookingIds: readonly string[] | null): void {
  const messages = useMessagesStore.getState()
  if (
    messages.bookingId !== null &&
    (bookingIds?.includes(messages.bookingId) ?? true) &&
    isShown(messages.bookingId)
  )
    void messages.load(messages.bookingId, true)
  const documents = useDocumentsStore.getState()
  if (
    documents.bookingId !== null &&
    (bookingIds?.includes(documents.bookingId) ?? true) &&
    isShown(documents.bookingId) &&
    documents.upload === null
  )
    void documents.load(documents.bookingId, true)
}

export function bookingPageChanged(bookingIds: readonly string[]): void {
  refreshSections(bookingIds)
}

/** A queued message or cancellation was sent, failed or discarded: pending markers may be stale. */
export function bookingPageOutboxChanged(): void {
  refreshSections(null)
}

/**
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
  refreshSections(bookingIds)
}
