import { z } from 'zod'
import {
  isoDateToEpochMs,
  MS_PER_DAY,
  MS_PER_HOUR,
  toEpochMs,
  type InstantInput,
  type IsoDate,
} from './dates'

/** Booking `state` values (spec, States and transitions). */
export const BOOKING_STATES = [
  'draft',
  'pending',
  'sent',
  'pending_source',
  'pre_confirmed',
  'confirmed',
  'refused',
  'canceled',
  'replaced',
  'failure',
] as const
export const BookingState = z.enum(BOOKING_STATES)
export type BookingState = z.infer<typeof BookingState>

/**
 * The one name of each state as the agent reads it: every screen (renderer `ui/booking-state`) and every desktop
 * notification (main `notifications/`) says it so, e.g. "Cancelled" where the service says `canceled`.
 */
export const BOOKING_STATE_LABELS: Readonly<Record<BookingState, string>> = {
  draft: 'Draft',
  pending: 'Counter-proposal',
  sent: 'Sent',
  pending_source: 'Waiting for the supplier',
  pre_confirmed: 'Pre-confirmed',
  confirmed: 'Confirmed',
  refused: 'Refused',
  canceled: 'Cancelled',
  replaced: 'Replaced',
  failure: 'Failed',
}

/** Rule 1: these never move again. */
export const TERMINAL_STATES = [
  'refused',
  'canceled',
  'replaced',
  'failure',
] as const satisfies readonly BookingState[]
export type TerminalState = (typeof TERMINAL_STATES)[number]

export function isTerminalState(state: BookingState): state is TerminalState {
  return (TERMINAL_STATES as readonly BookingState[]).includes(state)
}

/**
 * Allowed moves, exactly the spec's table. `draft`: the table says "submitted or discarded; target state names: not
 * shown"; submitting a draft creates the booking, so its targets here are the states a new booking starts in
 * (confirmed, sent, pending). Nothing moves into `failure` (a create whose write failed starts there) or `draft`.
 * Only `confirmed` moves to `canceled` (DELETE) or `replaced`.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingState, readonly BookingState[]>> = {
  draft: ['confirmed', 'sent', 'pending'],
  pending: ['sent', 'confirmed', 'refused'],
  sent: ['confirmed', 'refused', 'pending'],
  pending_source: ['confirmed', 'refused'],
  pre_confirmed: ['confirmed', 'refused'],
  confirmed: ['canceled', 'replaced'],
  refused: [],
  canceled: [],
  replaced: [],
  failure: [],
}

export function canTransition(from: BookingState, to: BookingState): boolean {
  return BOOKING_TRANSITIONS[from].includes(to)
}

export class InvalidTransitionError extends Error {
  override readonly name = 'InvalidTransitionError'
  constructor(
    readonly from: BookingState,
    readonly to: BookingState,
  ) {
    super(
      isTerminalState(from)
        ? `Booking is ${from}, a terminal state: it cannot become ${to}`
        : `A booking cannot go from ${from} to ${to}`,
    )
  }
}

/** Throws {@link InvalidTransitionError} when the spec's table does not allow the move. */
export function assertTransition(from: BookingState, to: BookingState): void {
  if (!canTransition(from, to)) throw new InvalidTransitionError(from, to)
}

/** Can a booking in this state be cancelled (DELETE)? Per the table, only a confirmed one. */
export function canCancel(state: BookingState): boolean {
  return canTransition(state, 'canceled')
}

// ---------------------------------------------------------------------------------------------------------------
// dmcState and the initial state

/** `dmcState`: set once at booking time. Experience booking responses also show `pending`. */
export const DMC_STATES = ['instant_booking', 'on_request', 'pending'] as const
export const DmcState = z.enum(DMC_STATES)
export type DmcState = z.infer<typeof DmcState>

/** Experience period `state` values (set by the owner). */
export const PERIOD_STATES = ['on_request', 'free_sale', 'pre_confirmed', 'stop_sale'] as const
export const PeriodState = z.enum(PERIOD_STATES)
export type PeriodState = z.infer<typeof PeriodState>

export type BookingKind = 'hotel' | 'experience'

/**
 * Hotel: instantly bookable rates confirm at once, on-request rates start `sent`. Given one flag per booked room
 * (`instantAvailability`): confirmed only when every room is instant.
 */
export function initialHotelBookingState(
  instantAvailability: boolean | readonly boolean[],
): 'confirmed' | 'sent' {
  const flags = typeof instantAvailability === 'boolean' ? [instantAvailability] : instantAvailability
  return flags.length > 0 && flags.every(Boolean) ? 'confirmed' : 'sent'
}

/** Experience: a free_sale period confirms at once; any other period waits for the supplier (`pending`). */
export function initialExperienceBookingState(periodState: PeriodState): 'confirmed' | 'pending' {
  return periodState === 'free_sale' ? 'confirmed' : 'pending'
}

/** dmcState recorded at creation (never changes afterwards): instant_booking when confirmed at creation. */
export function dmcStateForInitialState(initial: BookingState): 'instant_booking' | 'on_request' {
  return initial === 'confirmed' ? 'instant_booking' : 'on_request'
}

// ---------------------------------------------------------------------------------------------------------------
// On-request automatic handling (rule 2)

export const AUTO_REFUSAL_MESSAGE = 'Automatically refused: the hotel did not answer before check-in.'

/** "Made more than 14 days before check-in" makes a booking eligible for the reminder. */
export const REMINDER_ELIGIBILITY_MS = 14 * MS_PER_DAY
/** The reminder goes out 7 days before check-in. */
export const REMINDER_LEAD_MS = 7 * MS_PER_DAY
/** Automatic refusal when check-in is 24 hours away or less. */
export const AUTO_REFUSAL_LEAD_MS = 24 * MS_PER_HOUR

/**
 * The instant of check-in used by the automatic handling: 00:00 UTC of the check-in date (the service gives no
 * hotel time zone and its timestamps are UTC; this is also the earliest possible reading, so the refusal always
 * happens before the guest can arrive).
 */
export function checkInInstantMs(checkIn: IsoDate): number {
  return isoDateToEpochMs(checkIn)
}

/**
 * States still waiting for the hotel (or supplier) to answer, which the reminder chases: hotel `sent` and
 * `pending_source`; experience `pending` (an experience waits for its supplier in `pending`).
 */
export function isAwaitingSupplierAnswer(kind: BookingKind, state: BookingState): boolean {
  return kind === 'hotel' ? state === 'sent' || state === 'pending_source' : state === 'pending'
}

/**
 * States with no final answer, which the automatic refusal ends ("nobody answered"): the awaiting ones plus a
 * hotel `pending` counter-proposal nobody accepted or refused. pre_confirmed is an answer and is left alone.
 */
export function isUnanswered(kind: BookingKind, state: BookingState): boolean {
  return isAwaitingSupplierAnswer(kind, state) || state === 'pending'
}

export interface OnRequestFacts {
  kind?: BookingKind // default hotel
  state: BookingState
  /** When given, `instant_booking` bookings are never handled (they were confirmed at creation). */
  dmcState?: DmcState | null
  /** Hotel checkIn, experience startAt. */
  checkIn: IsoDate
  createdAt: InstantInput
  /** The reminder is sent once: true when it already went out. */
  reminded?: boolean
}

/** When the reminder falls due (ISO 8601), or null when the booking was not made more than 14 days ahead. */
export function reminderDueAt(checkIn: IsoDate, createdAt: InstantInput): string | null {
  const start = checkInInstantMs(checkIn)
  if (!(toEpochMs(createdAt) < start - REMINDER_ELIGIBILITY_MS)) return null
  return new Date(start - REMINDER_LEAD_MS).toISOString()
}

/** When an unanswered booking is refused automatically (ISO 8601): 24 hours before check-in. */
export function autoRefusalAt(checkIn: IsoDate): string {
  return new Date(checkInInstantMs(checkIn) - AUTO_REFUSAL_LEAD_MS).toISOString()
}

function handled(facts: OnRequestFacts): boolean {
  return facts.dmcState !== 'instant_booking'
}

export function isAutoRefusalDue(facts: OnRequestFacts, now: InstantInput): boolean {
  return (
    handled(facts) &&
    isUnanswered(facts.kind ?? 'hotel', facts.state) &&
    toEpochMs(now) >= checkInInstantMs(facts.checkIn) - AUTO_REFUSAL_LEAD_MS
  )
}

/** The one-time reminder is due (and the refusal is not: past that point the refusal wins). */
export function isReminderDue(facts: OnRequestFacts, now: InstantInput): boolean {
  if (!handled(facts) || facts.reminded || !isAwaitingSupplierAnswer(facts.kind ?? 'hotel', facts.state))
    return false
  if (isAutoRefusalDue(facts, now)) return false
  const dueAt = reminderDueAt(facts.checkIn, facts.createdAt)
  return dueAt !== null && toEpochMs(now) >= Date.parse(dueAt)
}

export type OnRequestAction = 'none' | 'remind' | 'refuse'

/** What the platform does now for an on-request booking: refuse (wins), remind once, or nothing. */
export function onRequestAction(facts: OnRequestFacts, now: InstantInput): OnRequestAction {
  if (isAutoRefusalDue(facts, now)) return 'refuse'
  if (isReminderDue(facts, now)) return 'remind'
  return 'none'
}

// ---------------------------------------------------------------------------------------------------------------
// History

/** The recorded event kinds of the booking history (spec, Events). */
export const HISTORY_EVENT_KINDS = [
  'created',
  'confirmed',
  'cancelled',
  'refused',
  'replaced',
  'updated',
  'proposed',
  'discounted',
  'marked_up',
  'sent_to_partners',
] as const
export const HistoryEventKind = z.enum(HISTORY_EVENT_KINDS)
export type HistoryEventKind = z.infer<typeof HistoryEventKind>

export const HISTORY_LABELS: Readonly<Record<HistoryEventKind, string>> = {
  created: 'Created',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refused: 'Refused',
  replaced: 'Replaced',
  updated: 'Updated',
  proposed: 'Proposed',
  discounted: 'Discounted',
  marked_up: 'Marked up',
  sent_to_partners: 'Sent to partners',
}

/** `Cancelled`, or with a detail (a cancellation reason, the refusal message): `Cancelled: customer request`. */
export function historyLabel(kind: HistoryEventKind, detail?: string | null): string {
  const text = detail?.trim()
  return text ? `${HISTORY_LABELS[kind]}: ${text}` : HISTORY_LABELS[kind]
}

/** A history label -> its event kind (case-insensitive, text after the first `:` ignored), or null. */
export function parseHistoryLabel(label: string): HistoryEventKind | null {
  const head = (label.split(':', 1)[0] ?? '').trim().toLowerCase()
  return HISTORY_EVENT_KINDS.find((kind) => HISTORY_LABELS[kind].toLowerCase() === head) ?? null
}

/** The history event recorded when a booking enters a state (`pending`: the hotel's counter-proposal). */
export function historyKindForState(state: BookingState): HistoryEventKind {
  switch (state) {
    case 'confirmed':
      return 'confirmed'
    case 'refused':
      return 'refused'
    case 'canceled':
      return 'cancelled'
    case 'replaced':
      return 'replaced'
    case 'pending':
      return 'proposed'
    default:
      return 'updated'
  }
}
