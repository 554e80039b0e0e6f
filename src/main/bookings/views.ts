import type { BookingState } from '../../shared/domain/booking-states'
import type { BookingSummary } from '../../shared/ipc/bookings.contract'
import { OUTBOX_KINDS, type OutboxKind, type PendingWrite } from '../../shared/ipc/outbox.contract'
import type { BookingSummary as CachedSummary } from '../db/bookings.repo'
import { listOutbox, type OutboxEntry } from '../db/outbox.repo'
import type { Db } from '../db/statements'
import { isUncertain } from '../sync/outbox-interface'
import { cachedBookingsService } from '../db/booking-cache-owner'
import type { CancelPayload, MessagePayload } from './outbox-senders'

/** Cache rows and outbox entries as the contract shows them. */

export const toSummaryView = (summary: CachedSummary): BookingSummary => ({
  id: summary.id,
  // The cache only holds states the service sent, validated against the same enum.
  state: summary.state as BookingState,
  dmcState: summary.dmcState,
  kind: summary.kind,
  checkIn: summary.checkIn,
  checkOut: summary.checkOut,
  createdAt: summary.createdAt,
  customerFirstName: summary.customerFirstName,
  customerLastName: summary.customerLastName,
  internalReference: summary.internalReference,
  toReference: summary.toReference,
  dmcReference: summary.dmcReference,
  hotelId: summary.hotelId,
  hotelName: summary.hotelName,
  totalPrice: summary.totalPrice,
  currency: summary.currency,
  stars: summary.stars,
  customerFileId: summary.customerFileId,
  productName: summary.productName,
  fetchedAt: summary.fetchedAt,
})

const isKind = (kind: string): kind is OutboxKind => (OUTBOX_KINDS as readonly string[]).includes(kind)

export function toPendingWrite(entry: OutboxEntry): PendingWrite {
  const payload = entry.payload as Partial<MessagePayload & CancelPayload>
  const error = entry.lastError
  return {
    id: entry.id,
    // Only this module queues writes, and only of these kinds.
    kind: isKind(entry.kind) ? entry.kind : 'booking.message',
    bookingId: entry.bookingId,
    service: entry.service,
    state: entry.state,
    text: payload.message ?? payload.reason ?? '',
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    attempts: entry.attempts,
    error:
      error === null
        ? null
        : {
            code: error.code,
            message: error.message,
            ...(error.details === undefined ? {} : { details: error.details }),
          },
    outcomeUnknown: entry.state !== 'done' && entry.state !== 'failed' && isUncertain(entry),
  }
}

/**
 * The writes of some cached bookings that are not done: shown beside their data. Only those of the service the
 * cache holds: another service's booking may have the same id.
 */
export function openWritesOf(db: Db, bookingIds: readonly string[]): PendingWrite[] {
  const ids = new Set(bookingIds)
  const service = cachedBookingsService(db)
  return listOutbox(db, {
    states: ['pending', 'sending', 'failed'],
    ...(service === null ? {} : { service }),
  })
    .filter((entry) => ids.has(entry.bookingId))
    .map(toPendingWrite)
}
