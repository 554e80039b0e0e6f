import type Database from 'better-sqlite3'
import { MS_PER_HOUR } from '../../../../src/shared/domain/dates'
import { createRng } from '../platform/random'
import type { BookingRecord, StoredBookingState } from './bookings.types'
import { hotelSummary } from './hotel-lookup'
import type { SenderKind } from './messages.repo'
import type { AnswerAction, PlannedAnswer, PlannedAction } from './supplier.types'

/**
 * The simulated supplier of experience bookings. A booking made on request waits in `pending` for the supplier
 * organization, which confirms or refuses it (never counter-proposes: an experience has no "other room"); some
 * never answer, so the reminder and the automatic refusal happen as for hotels. How it answers is a pure function
 * of the seed, the booking id and the step, like the hotel's (`plannedAnswer`).
 */
export function plannedExperienceAnswer(
  seed: number,
  bookingId: number,
  step: number,
  state: StoredBookingState,
  periodState: string,
): PlannedAnswer {
  const rng = createRng(seed, `experience-supplier:${bookingId}:${step}`)
  if (state === 'pending') {
    // A pre_confirmed departure is as good as confirmed: the supplier answers fast and rarely refuses.
    if (periodState === 'pre_confirmed') {
      return {
        action: rng.weighted<PlannedAction>(['confirm', 'refuse'], [90, 10]),
        delayMs: rng.int(1, 12) * MS_PER_HOUR,
      }
    }
    return {
      action: rng.weighted<PlannedAction>(['confirm', 'refuse', 'none'], [60, 20, 20]),
      delayMs: rng.int(2, 72) * MS_PER_HOUR,
    }
  }
  if (state === 'sent' || state === 'pending_source' || state === 'pre_confirmed') {
    return {
      action: rng.weighted<PlannedAction>(['confirm', 'refuse'], [80, 20]),
      delayMs: rng.int(2, 48) * MS_PER_HOUR,
    }
  }
  return { action: 'none', delayMs: 0 }
}

/** Who answers a booking and signs its messages: the hotel, or the experience's supplier organization. */
export interface AnsweringParty {
  senderKind: SenderKind
  senderId: number
  firstName: string
  lastName: string
}

export function answeringParty(db: Database.Database, booking: BookingRecord): AnsweringParty {
  const line = booking.experiences[0]
  if (booking.kind === 'experience' && line !== undefined) {
    return {
      senderKind: 'organization',
      senderId: line.supplierOrganizationId,
      firstName: line.supplierName,
      lastName: 'Reservations',
    }
  }
  return {
    senderKind: 'hotel',
    senderId: booking.hotelId,
    firstName: hotelSummary(db, booking.hotelId)?.name ?? 'The hotel',
    lastName: 'Reservations',
  }
}

export const EXPERIENCE_MESSAGES: Record<AnswerAction, string | null> = {
  confirm: 'Your booking is confirmed. Our team looks forward to welcoming your travellers.',
  refuse: 'We are sorry: this departure is full and we cannot accept the booking.',
  propose: null,
  resend: null,
}
