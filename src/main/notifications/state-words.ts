import { BOOKING_STATE_LABELS, type BookingState } from '../../shared/domain/booking-states'

/**
 * A state inside a desktop notification's sentence ("was cancelled"): the screens' label (shared/domain), so
 * that a notification never says "canceled" beside a badge that says "Cancelled".
 */
export const outcomeWord = (state: BookingState): string => BOOKING_STATE_LABELS[state].toLowerCase()

/** "Booking cancelled": the title of a change that reached an outcome. */
export const outcomeTitle = (state: BookingState): string => `Booking ${outcomeWord(state)}`
