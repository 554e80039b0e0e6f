import type { HandlersOf } from '../../shared/ipc'
import { MAX_UPLOAD_BYTES } from '../../shared/domain/documents'
import { cancellationQuote } from '../bookings/cancellation-quote'
import type { CoreContext } from './core-context'
import { handOver } from './hand-over'

type BookingChannels =
  | 'bookings.list'
  | 'bookings.get'
  | 'bookings.cancel'
  | 'bookings.cancellationQuote'
  | 'bookings.messages'
  | 'bookings.sendMessage'
  | 'bookings.markMessagesRead'
  | 'bookings.documents'
  | 'bookings.downloadDocument'
  | 'bookings.saveDocument'
  | 'bookings.openDocument'
  | 'bookings.uploadDocument'
  | 'bookings.history'

/** The agent's bookings: reads with cache fallback (`source`, `asOf`), writes through the outbox. */
export function bookingsHandlers(ctx: CoreContext): HandlersOf<BookingChannels> {
  const { reads, writes, documents, handover } = ctx.bookings
  return {
    'bookings.list': (input) => reads.list(input),
    'bookings.get': ({ bookingId }) => reads.get(bookingId),
    'bookings.cancel': ({ bookingId, reason, ifOffline }) => writes.cancel(bookingId, reason, ifOffline),
    'bookings.cancellationQuote': async ({ bookingId }) => {
      // Read first: online, the detail is fresh and the service's clock is that of its answer.
      const detail = await reads.get(bookingId)
      return { ...cancellationQuote(detail, ctx.api.serviceNow()), source: detail.source, asOf: detail.asOf }
    },
    'bookings.messages': ({ bookingId }) => reads.messages(bookingId),
    'bookings.sendMessage': ({ bookingId, message }) => writes.sendMessage(bookingId, message),
    'bookings.markMessagesRead': ({ bookingId }) => reads.markMessagesRead(bookingId),
    'bookings.documents': ({ bookingId }) => documents.documents(bookingId),
    'bookings.downloadDocument': ({ bookingId, documentId }) => documents.download(bookingId, documentId),
    'bookings.saveDocument': async ({ bookingId, documentId }) =>
      handOver(ctx, await handover.file(bookingId, documentId)),
    'bookings.openDocument': async ({ bookingId, documentId }) => ({
      opened: await handover.open(bookingId, documentId),
    }),
    'bookings.uploadDocument': async ({ bookingId, fileName, file }) =>
      handover.upload(bookingId, fileName, await ctx.files.take(file, MAX_UPLOAD_BYTES)),
    'bookings.history': ({ bookingId }) => reads.history(bookingId),
  }
}
