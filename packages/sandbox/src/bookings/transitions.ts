import { canTransition, isTerminalState } from '../../../../src/shared/domain/booking-states'
import type { StoredBookingState } from './bookings.types'

/** The domain state machine (spec's table), applied to stored states. */
export function canMove(from: StoredBookingState, to: StoredBookingState): boolean {
  return canTransition(from, to)
}

export function isTerminal(state: StoredBookingState): boolean {
  return isTerminalState(state)
}
