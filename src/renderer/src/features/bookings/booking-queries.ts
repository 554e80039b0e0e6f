import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { problemOf } from '../../ui/errors'
import { deskKey, forgetReads, useDeskQuery, type DeskKeyPrefix } from '../../bridge/desk-query'
import { detailErrorSentence } from './booking-detail-error'
import { replacementOf } from './booking-view'

/** What the booking page reads of one booking, section by section: all of it may move when the booking changes. */
export function bookingPageReads(bookingId: string): DeskKeyPrefix[] {
  return [
    deskKey('bookings.get', { bookingId }),
    deskKey('bookings.history', { bookingId }),
    deskKey('bookings.messages', { bookingId }),
    deskKey('bookings.documents', { bookingId }),
  ]
}

/** A booking forgotten on this computer: its reads go too, once its page is left (a shown read would come back). */
export function forgetBookingReads(bookingId: string): void {
  forgetReads([...bookingPageReads(bookingId), quoteKey(bookingId)])
}

/** The quote is read before the agent acts on it (the dialog opens), never only because the booking moved. */
export const quoteKey = (bookingId: string): DeskKeyPrefix =>
  deskKey('bookings.cancellationQuote', { bookingId })

export type BookingDetailRead =
  | { status: 'loading' }
  | { status: 'not_found' }
  | { status: 'error'; error: string; retry(): void }
  /** `error`: a later read failed; what was read before stays shown, with the reason beside it. */
  | { status: 'ready'; detail: BookingDetail; error: string | null; replacedBy: string | null }

/** One booking as the page shows it; a replaced one also reads its history, to say by which booking. */
export function useBookingDetail(bookingId: string): BookingDetailRead {
  const read = useDeskQuery('bookings.get', { bookingId })
  const replaced = read.data?.summary.state === 'replaced'
  const history = useDeskQuery('bookings.history', { bookingId }, { enabled: replaced })
  if (read.data !== undefined) {
    const labels = replaced ? (history.data?.entries.map((entry) => entry.label) ?? []) : []
    return {
      status: 'ready',
      detail: read.data,
      error: read.error === null ? null : detailErrorSentence(read.error),
      replacedBy: replaced ? replacementOf(read.data, labels) : null,
    }
  }
  if (read.error === null) return { status: 'loading' }
  if (problemOf(read.error)?.kind === 'notFound') return { status: 'not_found' }
  return { status: 'error', error: detailErrorSentence(read.error), retry: () => void read.refetch() }
}

/** The cost of cancelling as last read, if it is still about the booking as shown (same state). */
export function useCancellationQuote(detail: BookingDetail) {
  const quote = useDeskQuery('bookings.cancellationQuote', { bookingId: detail.summary.id }).data
  return quote !== undefined && quote.state === detail.summary.state ? quote : null
}
