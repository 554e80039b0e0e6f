import type { HandlersOf } from '../../shared/ipc'
import { cancellationQuote } from '../bookings/cancellation-quote'
import type { CoreContext } from './core-context'

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
    'bookings.saveDocument': async ({ bookingId, documentId }) => {
      if (ctx.app.host === 'web') {
        // A page has no save dialog: the browser downloads it, and asks where as it does for any download.
        const file = await handover.file(bookingId, documentId)
        const url = ctx.downloads.offer(file.fileName, file.bytes)
        return { outcome: 'download', url, fileName: file.fileName, source: file.source }
      }
      const saved = await handover.saveAs(bookingId, documentId)
      if (saved === null) return { outcome: 'cancelled' }
      return { outcome: 'saved', path: saved.path, fileName: saved.file.fileName, source: saved.file.source }
    },
    'bookings.openDocument': async ({ bookingId, documentId }) => ({
      opened: await handover.open(bookingId, documentId),
    }),
    'bookings.uploadDocument': ({ bookingId, fileName, contentBase64 }) =>
      handover.upload(bookingId, fileName, new Uint8Array(Buffer.from(contentBase64, 'base64'))),
    'bookings.history': ({ bookingId }) => reads.history(bookingId),
  }
}
