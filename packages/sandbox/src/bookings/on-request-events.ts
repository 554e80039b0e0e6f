import type Database from 'better-sqlite3'
import {
  AUTO_REFUSAL_MESSAGE,
  autoRefusalAt,
  isAwaitingSupplierAnswer,
  isUnanswered,
  reminderDueAt,
} from '../../../../src/shared/domain/booking-states'
import type { SandboxContext } from '../platform/context'
import { releaseAllotment } from '../experiences/experiences.repo'
import { readBooking, updateBookingState } from './bookings.repo'
import { SYSTEM_ACTOR, type BookingRecord } from './bookings.types'
import { answeringParty, plannedExperienceAnswer } from './experience-supplier'
import { addHistory } from './histories.repo'
import { addMessage } from './messages.repo'
import { applyAnswer, plannedAnswer, SUPPLIER_STATES } from './supplier'
import type { AnswerAction } from './supplier.types'
import { statement } from '../platform/statements'

/**
 * The due events of on-request bookings. For every one still waiting, the next due event is one of: the simulated
 * supplier's answer, the one-time reminder 7 days before check-in, the automatic refusal 24 hours before
 * check-in. Events are applied in time order at the instant they fell due (not at the tick's now), so a clock
 * jump of a month plays the same story as a month of ticks.
 */
type DueEvent =
  | { at: number; kind: 'refuse' }
  | { at: number; kind: 'remind' }
  | { at: number; kind: 'answer'; action: AnswerAction }

export function nextEvent(seed: number, booking: BookingRecord): DueEvent | null {
  // Hotel on-request bookings (`on_request`) and experience bookings waiting for their supplier (`pending`).
  if (booking.dmcState === 'instant_booking') return null
  const kind = booking.kind === 'experience' ? 'experience' : 'hotel'
  const since = Date.parse(booking.stateChangedAt)
  const events: DueEvent[] = []
  if (isUnanswered(kind, booking.state)) {
    events.push({ at: Math.max(Date.parse(autoRefusalAt(booking.checkIn)), since), kind: 'refuse' })
  }
  if (booking.reminderSentAt === null && isAwaitingSupplierAnswer(kind, booking.state)) {
    const due = reminderDueAt(booking.checkIn, booking.createdAt)
    // "Unanswered 7 days before check-in": only when the booking was already waiting at that instant.
    if (due !== null && Date.parse(due) >= since) events.push({ at: Date.parse(due), kind: 'remind' })
  }
  if (SUPPLIER_STATES.includes(booking.state)) {
    const plan =
      kind === 'experience'
        ? plannedExperienceAnswer(
            seed,
            booking.id,
            booking.supplierStep,
            booking.state,
            booking.experiences[0]?.periodState ?? 'on_request',
          )
        : plannedAnswer(seed, booking.id, booking.supplierStep, booking.state)
    if (plan.action !== 'none') events.push({ at: since + plan.delayMs, kind: 'answer', action: plan.action })
  }
  // Earliest first; on a tie the refusal wins (order of insertion above).
  return events.reduce<DueEvent | null>(
    (first, event) => (first === null || event.at < first.at ? event : first),
    null,
  )
}

export function autoRefuse(db: Database.Database, booking: BookingRecord, at: string): void {
  const party = answeringParty(db, booking)
  updateBookingState(db, booking.id, 'refused', at, { hotelKeeperMessage: AUTO_REFUSAL_MESSAGE })
  // The spec's exact message, for experiences too: every on-request booking ends before its start.
  if (booking.kind === 'experience') releaseAllotment(db, booking.id)
  addMessage(db, booking.id, {
    senderKind: party.senderKind,
    senderId: party.senderId,
    senderFirstName: party.firstName,
    senderLastName: party.lastName,
    message: AUTO_REFUSAL_MESSAGE,
    messageType: 'update',
    sentAt: at,
  })
  addHistory(db, booking.id, 'refused', SYSTEM_ACTOR, at, AUTO_REFUSAL_MESSAGE)
}

export function remind(db: Database.Database, booking: BookingRecord, at: string): void {
  statement(db, 'UPDATE bookings SET reminder_sent_at = ?, updated_at = ? WHERE id = ?').run(
    at,
    at,
    booking.id,
  )
  addHistory(
    db,
    booking.id,
    'sent_to_partners',
    SYSTEM_ACTOR,
    at,
    booking.kind === 'experience'
      ? 'reminder sent to the supplier, 7 days before the start'
      : 'reminder sent to the hotel, 7 days before check-in',
  )
}

/** Plays every event of one booking due at or before `nowMs`. */
export function catchUpBooking(db: Database.Database, seed: number, bookingId: number, nowMs: number): void {
  // A booking moves at most a handful of times; the bound only guards against a planning bug looping forever.
  for (let step = 0; step < 50; step += 1) {
    const booking = readBooking(db, bookingId)
    if (booking === null) return
    const event = nextEvent(seed, booking)
    if (event === null || event.at > nowMs) return
    const at = new Date(event.at).toISOString()
    if (event.kind === 'refuse') autoRefuse(db, booking, at)
    else if (event.kind === 'remind') remind(db, booking, at)
    else applyAnswer(db, booking, event.action, at)
  }
}

const WAITING = SUPPLIER_STATES.map((state) => `'${state}'`).join(', ')

/** The module's tick: every waiting on-request booking catches up with the simulated now. */
export function tickBookings(ctx: SandboxContext): void {
  const db = ctx.db
  const nowMs = ctx.clock.nowMs()
  const ids = statement(
    db,
    `SELECT id FROM bookings WHERE state IN (${WAITING}) AND dmc_state IN ('on_request', 'pending')`,
  )
    .pluck()
    .all() as number[]
  if (ids.length === 0) return
  db.transaction(() => {
    for (const id of ids) catchUpBooking(db, ctx.options.seed, id, nowMs)
  })()
}
