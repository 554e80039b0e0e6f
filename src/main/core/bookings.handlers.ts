import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

type BookingChannels =
  | 'bookings.list'
  | 'bookings.get'
  | 'bookings.cancel'
  | 'bookings.messages'
  | 'bookings.sendMessage'
  | 'bookings.documents'
  | 'bookings.downloadDocument'
  | 'bookings.history'

/** The agent's bookings: reads with cache fallback (`source`, `asOf`), writes through the outbox. */
export function bookingsHandlers(ctx: CoreContext): HandlersOf<BookingChannels> {
  const { reads, writes, documents } = ctx.bookings
  return {
    'bookings.list': (input) => reads.list(input),
    'bookings.get': ({ bookingId }) => reads.get(bookingId),
    'bookings.cancel': ({ bookingId, reason }) => writes.cancel(bookingId, reason),
    'bookings.messages': ({ bookingId }) => reads.messages(bookingId),
    'bookings.sendMessage': ({ bookingId, message }) => writes.sendMessage(bookingId, message),
    'bookings.documents': ({ bookingId }) => documents.documents(bookingId),
    'bookings.downloadDocument': ({ bookingId, documentId }) => documents.download(bookingId, documentId),
    'bookings.history': ({ bookingId }) => reads.history(bookingId),
  }
}
