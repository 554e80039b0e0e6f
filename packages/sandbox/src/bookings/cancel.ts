import type Database from 'better-sqlite3'
import {
  bookingCancelConditions,
  cancellationFeeAt,
  pricesAsCombination,
  type CancelCondition,
} from '../../../../src/shared/domain/cancellation'
import { releaseAllotment } from '../experiences/experiences.repo'
import { ApiError } from '../platform/errors'
import { experienceLadder } from './experience-ladder'
import { addHistory } from './histories.repo'
import { readBooking } from './bookings.repo'
import { canMove, isTerminal } from './transitions'
import type { Actor, BookingRecord } from './bookings.types'
import { statement } from '../platform/statements'

/**
 * The ladder of the whole booking. An experience booking: its stored ladder over the current total (extras
 * included). A hotel booking: the last room's for a multi-room bed-bank combination (spec, cancellation rule
 * 5), the per-room ladders merged (fees summed) for rooms booked independently.
 */
export function bookingLadder(booking: BookingRecord): readonly CancelCondition[] {
  const line = booking.experiences[0]
  if (booking.kind === 'experience')
    return line === undefined ? [] : experienceLadder(line, booking.totalPrice)
  const combination =
    booking.rooms.length > 1 && booking.rooms.every((room) => pricesAsCombination(room.supplierCode))
  return bookingCancelConditions(
    booking.rooms.map((room) => ({ cancelConditions: room.bedChoice.cancelConditions, price: room.price })),
    combination ? 'combination' : 'per_room',
  )
}

/**
 * DELETE /api/v1/bookings/{id}: the fee is the ladder's at the simulated now (0 before the first window; null when
 * the supplier returned no policy, which the sandbox's suppliers do not charge). Terminal states answer 409.
 */
export function cancelBooking(
  db: Database.Database,
  booking: BookingRecord,
  reason: string,
  actor: Actor,
  now: Date,
): BookingRecord {
  if (isTerminal(booking.state) || !canMove(booking.state, 'canceled')) {
    throw new ApiError(409, 'BOOKING_NOT_CANCELLABLE', `A ${booking.state} booking cannot be cancelled.`, {
      bookingId: booking.encodedId,
      state: booking.state,
    })
  }
  const fee = cancellationFeeAt(bookingLadder(booking), now, { totalPrice: booking.totalPrice })
  const at = now.toISOString()
  db.transaction(() => {
    statement(
      db,
      `UPDATE bookings SET state = 'canceled', canceled_at = @at, updated_at = @at, state_changed_at = @at,
         cancellation_fees = @fee, cancel_reason = @reason WHERE id = @id`,
    ).run({ id: booking.id, at, fee, reason })
    addHistory(db, booking.id, 'cancelled', actor, at, reason)
    // A cancelled experience booking gives its spots back to the departure.
    if (booking.kind === 'experience') releaseAllotment(db, booking.id)
  })()
  return readBooking(db, booking.id) as BookingRecord
}
