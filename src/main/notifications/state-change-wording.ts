import type { BookingState } from '../../shared/domain/booking-states'
import type { BookingStateChanged } from '../../shared/ipc/bookings.contract'
import type { DesktopNotification } from '../platform/types'
import { describeExperienceChange, EXPERIENCE_STATE_WORDS } from './experience-change-wording'
import { outcomeTitle, outcomeWord } from './state-words'

/**
 * Desktop notifications for state changes (pure, unit-tested): one per change, worded for the new state, and one
 * per new state when more than `GROUP_ABOVE` arrive at once, so a start after a long weekend does not bury the
 * desktop. A click opens the booking (or the bookings list on that state for a group).
 */

export const GROUP_ABOVE = 3

type Change = Pick<BookingStateChanged, 'bookingId' | 'state' | 'kind' | 'hotelName' | 'experienceName'>

const supplierOf = (change: Change): string => change.hotelName ?? change.experienceName ?? 'the supplier'

const STATE_WORDS: Record<BookingState, string> = {
  draft: 'a draft',
  pending: 'waiting for your answer to a counter-proposal',
  sent: 'sent to the hotel',
  pending_source: 'waiting for the supplier system',
  pre_confirmed: outcomeWord('pre_confirmed'),
  confirmed: outcomeWord('confirmed'),
  refused: outcomeWord('refused'),
  canceled: outcomeWord('canceled'),
  replaced: outcomeWord('replaced'),
  failure: outcomeWord('failure'),
}

/** One change as a title and a sentence, e.g. "Booking XKQBRT confirmed by Hotel Lisboa". */
export function describeChange(change: Change): { title: string; body: string } {
  if (change.kind === 'experience') return describeExperienceChange(change)
  const id = change.bookingId
  switch (change.state) {
    case 'confirmed':
    case 'refused':
      return {
        title: outcomeTitle(change.state),
        body: `Booking ${id} ${outcomeWord(change.state)} by ${supplierOf(change)}`,
      }
    case 'canceled':
      return {
        title: outcomeTitle('canceled'),
        body: `Booking ${id} at ${supplierOf(change)} was ${outcomeWord('canceled')}`,
      }
    case 'pending':
      return {
        title: 'Counter-proposal',
        body: `${supplierOf(change)} proposed a change to booking ${id}`,
      }
    case 'replaced':
      return { title: outcomeTitle('replaced'), body: `Booking ${id} was replaced by a new booking` }
    case 'failure':
      return {
        title: outcomeTitle('failure'),
        body: `Booking ${id} failed at ${supplierOf(change)}: contact support with its id`,
      }
    default:
      return {
        title: 'Booking updated',
        body: `Booking ${id} is now ${STATE_WORDS[change.state]}`,
      }
  }
}

/**
 * The order news is shown in when many changes arrive together: bad outcomes first (the supplier refused, the
 * write failed, the booking was cancelled), then what waits for the agent, then good news, then the rest.
 */
export const NEWS_ORDER: readonly BookingState[] = [
  'failure',
  'refused',
  'canceled',
  'pending',
  'confirmed',
  'pre_confirmed',
  'pending_source',
  'sent',
  'replaced',
  'draft',
]

const GROUP_WORDS: Record<BookingState, string> = {
  ...STATE_WORDS,
  draft: 'back to draft',
  pending: 'with a counter-proposal to answer',
}

const groupWords = (change: Change): string =>
  (change.kind === 'experience' ? EXPERIENCE_STATE_WORDS[change.state] : undefined) ??
  GROUP_WORDS[change.state]

/**
 * The notifications for changes that arrived together. Up to `GROUP_ABOVE`, one per change. Above, one per new
 * state, never more: a group only counts bookings that reached the same state, so a refusal is never folded into a
 * count of confirmations (each group carries its state, which the page colours by). A state reached by one booking
 * keeps its own wording; a group opens the bookings list filtered on its state.
 */
export function notificationsFor(
  changes: readonly Change[],
  /** The customer's name of a booking where the cache knows it: a group names its bookings by their customers. */
  customerOf: (bookingId: string) => string | null = () => null,
): DesktopNotification[] {
  if (changes.length === 0) return []
  const one = (change: Change): DesktopNotification => {
    const { title, body } = describeChange(change)
    const customer = customerOf(change.bookingId)
    return {
      title,
      body: customer === null ? body : `${customer}: ${body}`,
      route: `/bookings/${encodeURIComponent(change.bookingId)}`,
      state: change.state,
    }
  }
  if (changes.length <= GROUP_ABOVE) return changes.map(one)
  return NEWS_ORDER.flatMap((state): DesktopNotification[] => {
    // Within a state, an experience's words may differ from a hotel's (its `pending` waits for the supplier):
    // changes are grouped by what the group's title will say.
    const byWords = new Map<string, Change[]>()
    for (const change of changes) {
      if (change.state !== state) continue
      const words = groupWords(change)
      byWords.set(words, [...(byWords.get(words) ?? []), change])
    }
    return [...byWords].map(([words, group]): DesktopNotification => {
      const [first] = group
      if (group.length === 1 && first !== undefined) return one(first)
      const named = group.slice(0, GROUP_ABOVE).map((change) => {
        const customer = customerOf(change.bookingId)
        return customer === null ? change.bookingId : `${customer} (${change.bookingId})`
      })
      const more = group.length - named.length
      return {
        title: `${group.length} bookings ${words}`,
        body: `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
        route: `/bookings?states=${state}`,
        state,
      }
    })
  })
}
