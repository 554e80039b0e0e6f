import type Database from 'better-sqlite3'
import { historyKindForState } from '../../../../src/shared/domain/booking-states'
import { encodeId } from '../../../../src/shared/domain/ids'
import { MS_PER_HOUR, MS_PER_MINUTE } from '../../../../src/shared/domain/dates'
import { ApiError } from '../platform/errors'
import { createRng } from '../platform/random'
import { readBooking, updateBookingState } from './bookings.repo'
import type { BookingRecord, StoredBookingState } from './bookings.types'
import { releaseAllotment } from '../experiences/experiences.repo'
import { answeringParty, EXPERIENCE_MESSAGES } from './experience-supplier'
import { addHistory, deskActor } from './histories.repo'
import { addMessage } from './messages.repo'
import { canMove } from './transitions'
import type { AnswerAction, PlannedAction, PlannedAnswer } from './supplier.types'
import { stableHex } from './util'
import { statement } from '../platform/statements'

/**
 * The simulated hotel / supplier behind on-request bookings. What it answers, and after how long, is a pure
 * function of the sandbox seed, the booking id and how many times it has answered already, so a test can predict
 * it (`plannedAnswer`) and the same seed always plays the same story.
 */

/** States the simulated supplier answers. */
export const SUPPLIER_STATES: readonly StoredBookingState[] = [
  'sent',
  'pending',
  'pending_source',
  'pre_confirmed',
]

export function plannedAnswer(
  seed: number,
  bookingId: number,
  step: number,
  state: StoredBookingState,
): PlannedAnswer {
  const rng = createRng(seed, `supplier:${bookingId}:${step}`)
  switch (state) {
    case 'sent': {
      // A hotel counter-proposes at most twice; some never answer (reminder, then automatic refusal).
      const actions: PlannedAction[] =
        step < 2 ? ['confirm', 'propose', 'refuse', 'none'] : ['confirm', 'refuse', 'none']
      const weights = step < 2 ? [55, 15, 12, 18] : [60, 20, 20]
      return { action: rng.weighted(actions, weights), delayMs: rng.int(1, 96) * MS_PER_HOUR }
    }
    case 'pending':
      // The supplier organization accepts (confirm) or refuses the counter-proposal, or sends it back to the hotel.
      return {
        action: rng.weighted<PlannedAction>(['confirm', 'refuse', 'resend'], [45, 25, 30]),
        delayMs: rng.int(2, 36) * MS_PER_HOUR,
      }
    case 'pending_source':
      return {
        action: rng.weighted<PlannedAction>(['confirm', 'refuse'], [80, 20]),
        delayMs: rng.int(5, 180) * MS_PER_MINUTE,
      }
    case 'pre_confirmed':
      return {
        action: rng.weighted<PlannedAction>(['confirm', 'refuse'], [85, 15]),
        delayMs: rng.int(6, 48) * MS_PER_HOUR,
      }
    default:
      return { action: 'none', delayMs: 0 }
  }
}

const TARGET: Record<AnswerAction, StoredBookingState> = {
  confirm: 'confirmed',
  refuse: 'refused',
  propose: 'pending',
  resend: 'sent',
}

const HOTEL_MESSAGES: Record<AnswerAction, string | null> = {
  confirm: 'Your booking is confirmed. We look forward to welcoming your guests.',
  refuse: 'We are sorry: the hotel is fully booked on these dates and cannot accept the booking.',
  propose:
    'The requested room is not available on these dates; we can offer a similar room at the same price.',
  resend: null,
}

/**
 * The hotel (or supplier) answers: checked with the domain state machine (409 when the booking cannot move that
 * way), recorded in the history with the hotel as actor, and, for a hotel message, as the booking's
 * hotelKeeperMessage and a message of type `update`.
 */
export function applyAnswer(
  db: Database.Database,
  booking: BookingRecord,
  action: AnswerAction,
  at: string,
): void {
  const target = TARGET[action]
  const experience = booking.kind === 'experience'
  // Experience suppliers confirm or refuse; they have nothing to counter-propose or send back.
  const unsupported = experience && (action === 'propose' || action === 'resend')
  if (booking.dmcState === 'instant_booking' || unsupported || !canMove(booking.state, target)) {
    throw new ApiError(
      409,
      'INVALID_STATE_TRANSITION',
      `A ${booking.state} booking cannot be answered with ${action}.`,
      {
        bookingId: booking.encodedId,
        state: booking.state,
        dmcState: booking.dmcState,
        action,
      },
    )
  }
  const party = answeringParty(db, booking)
  const actor = deskActor(
    party.senderKind === 'hotel' ? 'hotel' : 'organization',
    party.senderId,
    party.firstName,
  )
  const message = (experience ? EXPERIENCE_MESSAGES : HOTEL_MESSAGES)[action]
  const by = experience ? 'the supplier' : 'the hotel'
  db.transaction(() => {
    const reference = stableHex(8, 'confirmation', booking.id, at).toUpperCase()
    updateBookingState(db, booking.id, target, at, {
      ...(message === null ? {} : { hotelKeeperMessage: message }),
      ...(action === 'confirm'
        ? { hotelConfirmationNumber: `HCN-${reference}`, dmcReference: `DMC-${booking.id}` }
        : {}),
    })
    // A refused experience booking gives its spots back to the departure.
    if (experience && target === 'refused') releaseAllotment(db, booking.id)
    statement(db, 'UPDATE bookings SET supplier_step = supplier_step + 1 WHERE id = ?').run(booking.id)
    if (action === 'propose') {
      statement(db, 'UPDATE booked_rooms SET other_proposal = 1 WHERE booking_id = ? AND position = 0').run(
        booking.id,
      )
    }
    if (message !== null) {
      addMessage(db, booking.id, {
        senderKind: party.senderKind,
        senderId: party.senderId,
        senderFirstName: party.firstName,
        senderLastName: party.lastName,
        message,
        messageType: 'update',
        sentAt: at,
      })
    }
    const detail =
      action === 'confirm'
        ? `by ${by}, confirmation number HCN-${reference}`
        : action === 'refuse'
          ? `by ${by}`
          : action === 'propose'
            ? 'the hotel counter-proposes another room'
            : 'counter-proposal sent back to the hotel'
    addHistory(
      db,
      booking.id,
      action === 'resend' ? 'sent_to_partners' : historyKindForState(target),
      actor,
      at,
      detail,
    )
  })()
}

/** For the control plane: the booking (raw id) or 404. */
export function answerBooking(
  db: Database.Database,
  bookingId: number,
  action: AnswerAction,
  at: string,
): BookingRecord {
  const booking = readBooking(db, bookingId)
  if (booking === null) {
    throw new ApiError(404, 'NOT_FOUND', 'Booking not found.', { bookingId: encodeId('booking', bookingId) })
  }
  applyAnswer(db, booking, action, at)
  return readBooking(db, bookingId) as BookingRecord
}
