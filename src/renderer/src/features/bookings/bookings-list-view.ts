import { formatIsoDate, isoDateInZone } from '../../../../shared/domain/dates'
import { dateTimeFormat } from '../../../../shared/domain/intl-cache'
import type { BookingList, BookingSummary } from '../../../../shared/ipc/bookings.contract'
import type { AgentFormat } from '../../ui/format/agent-format'
import { counted } from '../../../../shared/i18n'

/** Pure wording of the bookings list: the cache's age, and each row's product, dates and creation day. */

function timeOf(at: string, format: AgentFormat, withDate: boolean): string {
  return dateTimeFormat(format.locale, {
    timeZone: format.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(withDate ? { day: 'numeric', month: 'short', year: 'numeric' } : {}),
  }).format(new Date(at))
}

/**
 * "Bookings as of 16:02" (with the date when not today in the agent's zone). "Offline copy" only when the last
 * refresh asked of the service failed: a cache read between two polls is as fresh as the poller keeps it.
 */
export function asOfSentence(
  list: Pick<BookingList, 'asOf' | 'refreshError'>,
  format: AgentFormat,
  now: Date = new Date(),
): { text: string; offline: boolean } {
  const offline = list.refreshError !== null
  if (list.asOf === null)
    return {
      text: offline
        ? 'Offline copy: the bookings were never fetched from the service'
        : 'The bookings were not fetched from the service yet',
      offline,
    }
  const today = isoDateInZone(now, format.timeZone) === isoDateInZone(list.asOf, format.timeZone)
  const at = timeOf(list.asOf, format, !today)
  return {
    text: offline
      ? `Offline copy: bookings as of ${at} (the service could not be reached)`
      : `Bookings as of ${at}`,
    offline,
  }
}

/**
 * What an empty list means: no booking matches, the service has none, or (never "no bookings") the service could
 * not be asked yet, or could not be reached and nothing of it is on this computer.
 */
export function emptyListSentence(
  list: Pick<BookingList, 'asOf' | 'refreshError'>,
  filtered: boolean,
): { text: string; unreachable: boolean } {
  if (list.asOf === null && list.refreshError !== null) {
    const why =
      list.refreshError.code === 'OFFLINE'
        ? 'The service could not be reached'
        : `The bookings could not be fetched (${list.refreshError.message.replace(/\.$/, '')})`
    return { text: `${why}, and none of its bookings are on this computer yet.`, unreachable: true }
  }
  if (list.asOf === null)
    return { text: 'The bookings were not fetched from the service yet.', unreachable: false }
  return { text: filtered ? 'No booking matches these filters.' : 'No bookings yet.', unreachable: false }
}

/** What was booked: the hotel's name, or the experiences' names; never a hotel without a name for an experience. */
export function productOf(booking: Pick<BookingSummary, 'kind' | 'productName' | 'hotelName'>): {
  name: string
  kind: string
} {
  if (booking.kind === 'experience')
    return { name: booking.productName ?? 'Experience (name not known yet)', kind: 'Experience' }
  return { name: booking.productName ?? booking.hotelName ?? 'Hotel (name not known yet)', kind: 'Hotel' }
}

/**
 * The check-in day (an experience's day), then how long: "to 13 Sept 2026" for a stay; nothing for a one-day
 * experience.
 */
export function datesOf(
  booking: Pick<BookingSummary, 'kind' | 'checkIn' | 'checkOut'>,
  locale: string,
): { start: string; until: string | null } {
  const start = formatIsoDate(booking.checkIn, locale)
  if (booking.checkOut <= booking.checkIn) return { start, until: null }
  return { start, until: `to ${formatIsoDate(booking.checkOut, locale)}` }
}

/** The day the booking was made, in the agent's zone. */
export function createdDayOf(createdAt: string, format: AgentFormat): string {
  const day = isoDateInZone(createdAt, format.timeZone)
  return formatIsoDate(day, format.locale)
}

/** "1,234 bookings" / "1 booking". */
export function bookingsCount(count: number, locale: string): string {
  return counted('booking', count, { locale })
}
