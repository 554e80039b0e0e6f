import type { BookingV3 } from '../../shared/api/bookings-v3'
import { DeskError, type IpcError } from '../../shared/ipc'
import type { BookInput, BookResult } from '../../shared/ipc/hotels.contract'
import { isServiceError, serviceErrorToIpc, type ApiClient } from '../api/client'
import type { EventBus } from '../base/event-bus'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import type { BookingWrites } from './booking-writes'
import { cacheHolds } from '../db/booking-cache-owner'
import { cacheKnownBooking } from '../booking-creates/made-booking-store'
import { mainLog } from '../base/main-log'

/**
 * What became of the booking a replacement was made for. The spec's way to change dates or rooms is to book the
 * replacement (`replaceBookingId`) and cancel the old one; a service may also mark the old one `replaced` itself
 * (the sandbox does). So once the replacement exists, the old booking is read from the service:
 *
 * - `replaced`: the service did it, nothing to send;
 * - still active: it is cancelled through the outbox like the agent's own cancel (sent now, or queued when the
 *   service stops answering between the read and the cancel), and a refusal is shown with the service's error;
 * - already cancelled: nothing to send either;
 * - unreadable (no answer, an error): no cancel is queued. A blind cancel could be replayed later against a booking
 *   the service has meanwhile marked replaced, or one it never had for us, and a cancel is not undone; so the
 *   agent is told the old booking's fate is unknown (`cancelFailed`, with the reason) and must check it. A cancel
 *   is only ever queued after a read showed the booking still active.
 */

export type Replacement = NonNullable<BookResult['replacement']>

export interface ReplacementDeps {
  db: Db
  api: Pick<ApiClient, 'bookings'>
  writes: Pick<BookingWrites, 'cancel'>
  clock: Clock
  events: Pick<EventBus, 'publish'>
  /** The active service: a cancel is submitted to the active one, so it must still be the create's own. */
  service: () => string | null
}

/** States in which the old booking no longer holds the stay: nothing is left to cancel. */
const GONE = new Set(['canceled', 'refused', 'failure'])

/** The replacement's outcome carries the error as data (the booking was made, so nothing is thrown). */
const asIpcError = (error: unknown, internalMessage: string): IpcError => {
  if (error instanceof DeskError) return error.toIpcError()
  if (isServiceError(error)) return serviceErrorToIpc(error)
  return { code: 'INTERNAL', message: internalMessage }
}

/** Never rejects: the replacement exists whatever happens here, and the agent must be told so. */
export async function settleReplacement(
  deps: ReplacementDeps,
  service: string,
  oldId: string,
  newId: string,
): Promise<Replacement> {
  const { db } = deps
  let old: BookingV3
  try {
    old = await deps.api.bookings.getV3(oldId, { service })
  } catch (error) {
    if (!isServiceError(error)) mainLog.error('[bookings] reading a replaced booking failed', error)
    const cause = asIpcError(error, 'The booking could not be read. The error was logged.')
    return {
      bookingId: oldId,
      outcome: 'cancelFailed',
      error: {
        code: cause.code,
        message:
          `Booking ${newId} was made, but Agency Desk could not check booking ${oldId}, which it replaces ` +
          `(${cause.message}). Open it, and cancel it if it is still active.`,
        details: { ...cause.details, bookingId: oldId, replacementId: newId },
      },
    }
  }
  const at = deps.clock.now().toISOString()
  if (cacheHolds(db, service)) {
    // The agent replaced it: the poller must not announce the change as news.
    db.transaction(() => cacheKnownBooking(db, old, at))()
  }
  if (old.state === 'replaced') return { bookingId: old.id, outcome: 'replaced', error: null }
  if (GONE.has(old.state)) return { bookingId: old.id, outcome: 'cancelled', error: null }
  if (deps.service() !== service) {
    // The outbox takes the active service's writes: a cancel submitted now would belong to the other one.
    return {
      bookingId: old.id,
      outcome: 'cancelFailed',
      error: {
        code: 'CONFLICT',
        message: `The environment changed before booking ${old.id} could be cancelled. Switch back and cancel it.`,
        details: { bookingId: old.id, replacementId: newId },
      },
    }
  }
  try {
    const { outcome } = await deps.writes.cancel(old.id, `Replaced by booking ${newId}`)
    return { bookingId: old.id, outcome: outcome === 'sent' ? 'cancelled' : 'cancelQueued', error: null }
  } catch (error) {
    if (!(error instanceof DeskError) && !isServiceError(error))
      mainLog.error('[bookings] replace cancel', error)
    return {
      bookingId: old.id,
      outcome: 'cancelFailed',
      error: asIpcError(error, 'The old booking could not be cancelled. The error was logged.'),
    }
  }
}

/**
 * For a booking just made or adopted: null unless its request replaced a booking; else what became of the old
 * one, with both bookings announced as changed (the old one's state is in the cache by then).
 */
export function replacementSettler(deps: ReplacementDeps) {
  return async (
    service: string,
    request: Pick<BookInput['request'], 'replaceBookingId'>,
    booking: BookingV3,
  ): Promise<Replacement | null> => {
    const oldId = request.replaceBookingId
    if (oldId === undefined || oldId === null) return null
    // Never the booking itself: cancelling it would undo what the agent just made.
    if (String(oldId) === booking.id) return null
    const replacement = await settleReplacement(deps, service, String(oldId), booking.id)
    if (cacheHolds(deps.db, service)) {
      deps.events.publish('bookings.changed', {
        bookingIds: [booking.id, replacement.bookingId],
        reason: 'write',
      })
    }
    return replacement
  }
}
