import type { BookingState } from '../../../../shared/domain/booking-states'
import { compareIsoDates, type IsoDate } from '../../../../shared/domain/dates'

/** States of a booking whose trip will not happen: they raise no passport warning. */
const NO_TRIP: readonly BookingState[] = ['refused', 'canceled', 'replaced', 'failure', 'draft']

/** The end days of a customer's trips that still lie ahead on `today` (bookings that will travel). */
export function upcomingTripEnds(
  bookings: readonly { state: BookingState; checkOut: string }[],
  today: IsoDate,
): IsoDate[] {
  return bookings
    .filter((b) => !NO_TRIP.includes(b.state) && compareIsoDates(b.checkOut, today) >= 0)
    .map((b) => b.checkOut)
}
