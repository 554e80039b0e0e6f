import { evaluateCancellation, type CancelCondition } from '../../shared/domain/cancellation'
import { canCancel, type BookingState } from '../../shared/domain/booking-states'
import type { BookingDetail, CancellationCost, CancellationQuote } from '../../shared/ipc/bookings.contract'

/**
 * What cancelling a booking costs at an instant (the service's time), by the booking's own ladder, as the service
 * will charge it (`DELETE /api/v1/bookings/{id}` takes the ladder's fee at its now, capped by the total); or why
 * it cannot be cancelled. An empty ladder is unknown, never free.
 */

const WHY_NOT: Partial<Record<BookingState, string>> = {
  draft: 'This booking is a draft: it was never sent, so there is nothing to cancel.',
  sent: 'The hotel or supplier has not answered this request yet. It can be cancelled once it is confirmed.',
  pending:
    'The supplier proposed other terms and is waiting for an answer. It can be cancelled once it is confirmed.',
  pending_source: 'The booking is waiting for its supplier. It can be cancelled once it is confirmed.',
  pre_confirmed: 'The booking is not confirmed yet. It can be cancelled once it is confirmed.',
  canceled: 'This booking is already cancelled.',
  refused: 'The hotel or supplier refused this booking: there is nothing to cancel.',
  replaced: 'This booking was replaced by another one: cancel the new booking instead.',
  failure: 'This booking failed: there is nothing to cancel.',
}

/** An experience waits for its supplier in `pending` (no counter-proposal) and has no hotel. */
const WHY_NOT_EXPERIENCE: Partial<Record<BookingState, string>> = {
  sent: 'The supplier has not answered this request yet. It can be cancelled once it is confirmed.',
  pending: 'The supplier has not answered this request yet. It can be cancelled once it is confirmed.',
  refused: 'The supplier refused this booking: there is nothing to cancel.',
}

export function cancellationCost(
  conditions: readonly CancelCondition[],
  at: Date,
  totalPrice: number,
): CancellationCost {
  const status = evaluateCancellation(conditions, at, { totalPrice })
  switch (status.kind) {
    case 'unknown':
      return { kind: 'unknown', fee: null }
    case 'free':
      return { kind: 'free', fee: 0, until: status.freeUntil }
    case 'penalty':
      return { kind: 'fee', fee: status.fee, since: status.since, until: status.until }
    case 'non_refundable':
      return { kind: 'nonRefundable', fee: status.fee, since: status.since, until: status.until }
  }
}

export function cancellationQuote(
  detail: BookingDetail,
  at: Date,
): Omit<CancellationQuote, 'source' | 'asOf'> {
  const { summary } = detail
  const pendingCancel =
    detail.pendingWrites.find(
      (write) => write.kind === 'booking.cancel' && (write.state === 'pending' || write.state === 'sending'),
    ) ?? null
  // The v1 detail carries the booking's whole ladder (v3 does not): without it the cost is unknown, never free.
  const conditions = detail.v1?.cancelConditions ?? []
  const cancellable = canCancel(summary.state) && pendingCancel === null
  const notCancellableReason =
    pendingCancel !== null
      ? 'A cancellation of this booking is already waiting to be sent.'
      : cancellable
        ? null
        : ((summary.kind === 'experience' ? WHY_NOT_EXPERIENCE[summary.state] : undefined) ??
          WHY_NOT[summary.state] ??
          `A ${summary.state} booking cannot be cancelled.`)
  return {
    bookingId: summary.id,
    state: summary.state,
    cancellable,
    notCancellableReason,
    cost: cancellationCost(conditions, at, summary.totalPrice),
    currency: summary.currency,
    at: at.toISOString(),
    pendingCancel,
  }
}
