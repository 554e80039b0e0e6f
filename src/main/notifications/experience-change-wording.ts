import type { BookingState } from '../../shared/domain/booking-states'
import type { BookingStateChanged } from '../../shared/ipc/bookings.contract'
import { outcomeTitle, outcomeWord } from './state-words'

/**
 * The words of an experience booking's change: an experience has a supplier, no hotel, and its `pending` is a
 * request waiting for that supplier (never a counter-proposal).
 */

type Change = Pick<BookingStateChanged, 'bookingId' | 'state' | 'experienceName'>

export const EXPERIENCE_STATE_WORDS: Partial<Record<BookingState, string>> = {
  draft: 'a draft',
  pending: 'waiting for the supplier',
  sent: 'sent to the supplier',
}

export function describeExperienceChange(change: Change): { title: string; body: string } {
  const id = change.bookingId
  const what =
    change.experienceName === null ? `Experience booking ${id}` : `${change.experienceName} (${id})`
  switch (change.state) {
    case 'confirmed':
    case 'refused':
      return {
        title: outcomeTitle(change.state),
        body: `${what} ${outcomeWord(change.state)} by the supplier`,
      }
    case 'canceled':
      return { title: outcomeTitle('canceled'), body: `${what} was ${outcomeWord('canceled')}` }
    case 'pending':
    case 'sent':
      return { title: 'Booking on request', body: `${what} waits for the supplier's answer` }
    case 'replaced':
      return { title: outcomeTitle('replaced'), body: `${what} was replaced by a new booking` }
    case 'failure':
      return {
        title: outcomeTitle('failure'),
        body: `${what} failed at the supplier: contact support with its id`,
      }
    default:
      return {
        title: 'Booking updated',
        body: `${what} is now ${EXPERIENCE_STATE_WORDS[change.state] ?? change.state.replaceAll('_', ' ')}`,
      }
  }
}
