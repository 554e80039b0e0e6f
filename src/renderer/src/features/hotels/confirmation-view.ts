import type { BookingV3 } from '../../../../shared/api/bookings-v3'
import type { MealPlan } from '../../../../shared/api/availability'
import type { CancelCondition } from '../../../../shared/domain/cancellation'
import type { AgentFormat } from '../../ui/format/agent-format'
import { boardSummary, cancellationView, type TimelineRow } from '../../ui/rates/rate-view'

/**
 * What the customer asks first once the booking is made, for the confirmation: the board of each room in words
 * and the cancellation deadline in the agent's zone. The booking's answer (v3) restates neither, so both come from
 * the rate as it was shown and booked (the shown rate), worded by the shared domain rules.
 */

/** What the confirmation reads of the shown rate (as the booking screen sent it). */
export interface ShownTerms {
  rooms: readonly { bedChoice: { mealPlans: readonly MealPlan[] } }[]
  cancellation: readonly CancelCondition[]
}

export interface ConfirmationTerms {
  /** One board in words per booked room, in the booking's order; null where the rate is not known here. */
  boards: (string | null)[]
  cancellation: {
    /** "Free cancellation until 12 Mar 2027, 18:00 CET", "Non-refundable", "Cancellation conditions unknown". */
    headline: string
    tone: 'free' | 'penalty' | 'non_refundable' | 'unknown'
    /** Every step of the ladder after now ("From 12 Mar 2027, 18:00 CET: Cancellation fee €80.00"). */
    steps: TimelineRow[]
  } | null
}

export function confirmationTerms(
  booking: Pick<BookingV3, 'checkIn' | 'checkOut' | 'rooms' | 'currency' | 'totalPrice'>,
  shown: ShownTerms | null,
  format: AgentFormat,
  now: number,
  /** False on the client screen: the ladder is worded without the net fees. */
  showsNet = true,
): ConfirmationTerms {
  const stay = { checkIn: booking.checkIn, checkOut: booking.checkOut }
  const boards = booking.rooms.map((_, index) => {
    const mealPlans = shown?.rooms[index]?.bedChoice.mealPlans
    return mealPlans === undefined ? null : boardSummary(mealPlans, stay, format.locale)
  })
  if (shown === null) return { boards, cancellation: null }
  const view = cancellationView(shown.cancellation, {
    ...format,
    currency: booking.currency,
    totalPrice: booking.totalPrice,
    now,
    amounts: showsNet,
  })
  return { boards, cancellation: { headline: view.headline, tone: view.tone, steps: view.rows } }
}
