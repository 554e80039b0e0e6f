import type { BookingStateChanged } from '../../../shared/ipc/bookings.contract'
import type { DesktopNotification } from '../../platform/types'
import { describeExperienceChange, EXPERIENCE_STATE_WORDS } from './experience-notifications'

/**
 * Desktop notifications for state changes (pure, unit-tested): one per change, worded for the new state, and a
 * single grouped one when more than `GROUP_ABOVE` arrive at once, so a start after a long weekend does not bury
 * the desktop. A click opens the booking (or the bookings list for a group).
 */

export const GROUP_ABOVE = 3

type Change = Pick<BookingStateChanged, 'bookingId' | 'state' | 'kind' | 'hotelName' | 'experienceName'>

const supplierOf = (change: Change): string => change.hotelName ?? change.experienceName ?? 'the supplier'

const STATE_WORDS: Record<string, string> = {
  draft: 'a draft',
  pending: 'waiting for your answer to a counter-proposal',
  sent: 'sent to the hotel',
  pending_source: 'waiting for the supplier system',
  pre_confirmed: 'pre-confirmed',
  confirmed: 'confirmed',
  refused: 'refused',
  canceled: 'canceled',
  replaced: 'replaced',
  failure: 'failed',
}

/** The state in a few words, in the words of the booking's product. */
const stateWords = (change: Change): string =>
  (change.kind === 'experience' ? EXPERIENCE_STATE_WORDS[change.state] : undefined) ??
  STATE_WORDS[change.state] ??
  change.state

/** One change as a title and a sentence, e.g. "Booking XKQBRT confirmed by Hotel Lisboa". */
export function describeChange(change: Change): { title: string; body: string } {
  if (change.kind === 'experience') return describeExperienceChange(change)
  const id = change.bookingId
  switch (change.state) {
    case 'confirmed':
      return { title: 'Booking confirmed', body: `Booking ${id} confirmed by ${supplierOf(change)}` }
    case 'refused':
      return { title: 'Booking refused', body: `Booking ${id} refused by ${supplierOf(change)}` }
    case 'canceled':
      return { title: 'Booking canceled', body: `Booking ${id} at ${supplierOf(change)} was canceled` }
    case 'pending':
      return {
        title: 'Counter-proposal',
        body: `${supplierOf(change)} proposed a change to booking ${id}`,
      }
    case 'replaced':
      return { title: 'Booking replaced', body: `Booking ${id} was replaced by a new booking` }
    case 'failure':
      return {
        title: 'Booking failed',
        body: `Booking ${id} failed at ${supplierOf(change)}: contact support with its id`,
      }
    default:
      return {
        title: 'Booking updated',
        body: `Booking ${id} is now ${STATE_WORDS[change.state] ?? change.state}`,
      }
  }
}

/** The notifications for changes that arrived together. */
export function notificationsFor(changes: readonly Change[]): DesktopNotification[] {
  if (changes.length === 0) return []
  if (changes.length > GROUP_ABOVE) {
    const shown = changes.slice(0, GROUP_ABOVE).map((change) => `${change.bookingId} ${stateWords(change)}`)
    const more = changes.length - shown.length
    return [
      {
        title: `${changes.length} bookings changed state`,
        body: `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
        route: '/bookings',
      },
    ]
  }
  return changes.map((change) => ({ ...describeChange(change), route: `/bookings/${change.bookingId}` }))
}
