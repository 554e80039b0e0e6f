import type { BookingsApi, RequestOptions } from '../api/client'
import {
  listBookingMessages,
  replaceBookingMessages,
  upsertBookingMessage,
} from '../db/booking-messages.repo'
import { getBooking, upsertBookingV1 } from '../db/bookings.repo'
import type { OutboxEntry } from '../db/outbox.repo'
import { recordSeenStates } from '../db/seen-states.repo'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import type { WriteAttempt, WriteSenders } from '../sync/outbox-interface'
import { cacheHolds } from '../db/booking-cache-owner'

/**
 * The bookings' writes that go through the outbox (a cancellation, a message): what each does on the service, and how to tell whether an attempt that got no answer was applied.
 * The cache is updated after a write the service applied (best effort: a failing refresh never turns an applied
 * write into a failed one), and only while it holds the write's service's bookings: a switch of service during
 * the send clears it for the new one, which must not receive the previous one's answers.
 */

export interface MessagePayload {
  message: string
  /**
   * How many messages with exactly this text the cached thread held when the write was made: a thread holding
   * more after a lost answer means it went through. (An identical text already on the service but not in the
   * cache would be taken for this one; the desk refreshes the thread when it is opened, so this is rare.)
   */
  sameTextBefore: number
}

export interface CancelPayload {
  reason: string
}

interface SendContext {
  db: Db
  api: Pick<BookingsApi, 'cancel' | 'getV1' | 'messages' | 'sendMessage'>
  /** Passed to every call: pins them to the write's service (`{ service }`), see RequestOptions. */
  options: RequestOptions
  now: () => string
  /** The service was checked for an uncertain attempt: what is sent after it is a fresh attempt. */
  markVerified: WriteAttempt['markVerified']
  /** Whether the cache holds the write's service's bookings now (asked after each answer, before writing). */
  cacheIsOurs: () => boolean
}

type SendOutcome = 'applied' | 'alreadyApplied'

export function countSameText(db: Db, bookingId: string, message: string): number {
  return listBookingMessages(db, bookingId).messages.filter((cached) => cached.raw.message === message).length
}

async function refreshBooking(context: SendContext, bookingId: string): Promise<string | null> {
  try {
    const v1 = await context.api.getV1(bookingId, context.options)
    if (context.cacheIsOurs()) upsertBookingV1(context.db, v1, context.now())
    return v1.state
  } catch {
    return null
  }
}

async function sendCancel(
  context: SendContext,
  entry: OutboxEntry<CancelPayload>,
  uncertain: boolean,
): Promise<SendOutcome> {
  if (uncertain) {
    // DELETE is not idempotent: a second one on a canceled booking answers an error the agent should not see.
    const v1 = await context.api.getV1(entry.bookingId, context.options)
    if (context.cacheIsOurs()) upsertBookingV1(context.db, v1, context.now())
    context.markVerified()
    if (v1.state === 'canceled') {
      markSeenCanceled(context, entry.bookingId)
      return 'alreadyApplied'
    }
  }
  await context.api.cancel(entry.bookingId, entry.payload.reason, context.options)
  // The agent canceled it: no notification for it later.
  markSeenCanceled(context, entry.bookingId)
  await refreshBooking(context, entry.bookingId)
  return 'applied'
}

function markSeenCanceled(context: SendContext, bookingId: string): void {
  // Seen states belong to the cache: another service's may have a booking of the same id.
  if (!context.cacheIsOurs()) return
  recordSeenStates(context.db, [{ bookingId, state: 'canceled', seenAt: context.now() }])
}

async function sendMessage(
  context: SendContext,
  entry: OutboxEntry<MessagePayload>,
  uncertain: boolean,
): Promise<SendOutcome> {
  // Asked after each answer: the row may be gone by then (a switch of service cleared the cache).
  const hasRow = (): boolean => context.cacheIsOurs() && getBooking(context.db, entry.bookingId) !== null
  if (uncertain) {
    const thread = await context.api.messages(entry.bookingId, context.options)
    if (hasRow()) replaceBookingMessages(context.db, entry.bookingId, thread, context.now())
    context.markVerified()
    const same = thread.filter((message) => message.message === entry.payload.message).length
    if (same > entry.payload.sameTextBefore) return 'alreadyApplied'
  }
  const stored = await context.api.sendMessage(entry.bookingId, entry.payload.message, context.options)
  if (stored !== null && hasRow()) upsertBookingMessage(context.db, entry.bookingId, stored, context.now())
  return 'applied'
}

export interface BookingSendersDeps {
  db: Db
  api: SendContext['api']
  clock: Clock
}

/** The outbox's senders of the bookings' writes, each checking the service first when an attempt may have been applied. */
export function bookingWriteSenders(deps: BookingSendersDeps): WriteSenders {
  const context = (entry: OutboxEntry, attempt: WriteAttempt): SendContext => ({
    db: deps.db,
    api: deps.api,
    options: { service: entry.service },
    now: () => deps.clock.now().toISOString(),
    markVerified: attempt.markVerified,
    cacheIsOurs: () => cacheHolds(deps.db, entry.service),
  })
  return {
    'booking.cancel': (entry, attempt) =>
      sendCancel(context(entry, attempt), entry as OutboxEntry<CancelPayload>, attempt.uncertain),
    'booking.message': (entry, attempt) =>
      sendMessage(context(entry, attempt), entry as OutboxEntry<MessagePayload>, attempt.uncertain),
  }
}
