import type { ConnectivityStatus } from '../../../../shared/ipc/connectivity.contract'
import { useCancelStore } from './booking-cancel.store'
import { useBookingDetailStore } from './booking-detail.store'
import { useDocumentsStore } from './booking-documents.store'
import { useHistoryStore } from './booking-history.store'
import { useMessagesStore } from './booking-messages.store'

/**
 * What the booking page refetches when main says something moved (wired once, in app/wire-events.ts): the booking
 * shown and each of its sections that is loaded, without blanking any of them.
 */

function shownBooking(): string | null {
  return useBookingDetailStore.getState().bookingId
}

function refreshSections(bookingId: string): void {
  if (useMessagesStore.getState().bookingId === bookingId)
    void useMessagesStore.getState().load(bookingId, true)
  if (useHistoryStore.getState().bookingId === bookingId)
    void useHistoryStore.getState().load(bookingId, true)
  if (useDocumentsStore.getState().bookingId === bookingId && useDocumentsStore.getState().upload === null)
    void useDocumentsStore.getState().load(bookingId, true)
  if (useCancelStore.getState().bookingId === bookingId && useCancelStore.getState().step === 'closed')
    void useCancelStore.getState().loadQuote(bookingId)
}

export function bookingPageChanged(bookingIds: readonly string[]): void {
  useBookingDetailStore.getState().changed(bookingIds)
  const shown = shownBooking()
  if (shown !== null && bookingIds.includes(shown)) refreshSections(shown)
}

/** A queued message or cancellation was sent, failed or discarded: pending markers may be stale. */
export function bookingPageOutboxChanged(): void {
  useBookingDetailStore.getState().outboxChanged()
  const shown = shownBooking()
  if (shown !== null) refreshSections(shown)
}

/**
 * The service is back: a page showing the offline copy (or the error of a booking not cached) reads it again, so
 * its banner follows the connection. A booking the service itself did not change gets no `bookings.changed`.
 */
export function bookingPageConnectivityChanged(status: ConnectivityStatus): void {
  if (status.state !== 'online') return
  const { bookingId, detail, status: page } = useBookingDetailStore.getState()
  if (bookingId === null) return
  if (detail !== null ? detail.source !== 'service' : page === 'error') {
    useBookingDetailStore.getState().changed([bookingId])
    refreshSections(bookingId)
  }
}
