import type { BookingState } from '../../../../shared/domain/booking-states'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import type { ConnectivityStatus } from '../../../../shared/ipc/connectivity.contract'
import type { PendingWrite } from '../../../../shared/ipc/outbox.contract'
import type { AgentFormat } from '../hotels/rate-view'

/**
 * Pure wording of a booking's detail: its state as a badge with what it means for the agent, where the data
 * comes from, what is still waiting in the outbox, and whether the stay can be changed from here.
 */

export interface StateView {
  label: string
  /** What the state means for the agent, one sentence. */
  meaning: string
  /** Mantine colour of the badge. */
  color: string
}

export const STATE_VIEWS: Readonly<Record<BookingState, StateView>> = {
  draft: { label: 'Draft', meaning: 'Being prepared: not sent to the hotel yet.', color: 'gray' },
  pending: {
    label: 'Counter-proposal',
    meaning: 'The hotel proposed another room, dates or price: the supplier accepts or refuses it.',
    color: 'yellow',
  },
  sent: { label: 'Sent', meaning: "Sent on request: waiting for the hotel's answer.", color: 'yellow' },
  pending_source: {
    label: 'Waiting for the supplier',
    meaning: "Waiting for the external supplier system's answer.",
    color: 'yellow',
  },
  pre_confirmed: {
    label: 'Pre-confirmed',
    meaning: 'Conditionally confirmed: the final answer is still to come.',
    color: 'blue',
  },
  confirmed: { label: 'Confirmed', meaning: 'Confirmed: the stay is booked.', color: 'teal' },
  refused: {
    label: 'Refused',
    meaning: 'The hotel or supplier declined the booking. Nothing is booked.',
    color: 'red',
  },
  canceled: { label: 'Cancelled', meaning: 'Cancelled. This cannot be undone.', color: 'gray' },
  replaced: {
    label: 'Replaced',
    meaning: 'Replaced by another booking, which now carries the stay.',
    color: 'gray',
  },
  failure: {
    label: 'Failed',
    meaning: 'The booking could not be written at the supplier. Contact support with the booking id.',
    color: 'red',
  },
}

/** "Live from the service, fetched …" or "Offline copy from …". */
export function freshnessSentence(
  detail: Pick<BookingDetail, 'source' | 'asOf'>,
  format: AgentFormat,
): { text: string; offline: boolean } {
  const at = detail.asOf === null ? null : formatInstantInZone(detail.asOf, format)
  if (detail.source === 'service')
    return { text: at === null ? 'From the service' : `From the service, fetched ${at}`, offline: false }
  return {
    text:
      at === null
        ? 'Offline copy: not fetched from the service yet'
        : `Offline copy from ${at}: the service could not be reached`,
    offline: true,
  }
}

const WRITE_WHAT: Record<PendingWrite['kind'], string> = {
  'booking.cancel': 'Cancellation',
  'booking.message': 'Message',
}

/** One sentence per write the outbox still holds for the booking (done ones are left out). */
export function pendingWriteSentences(writes: readonly PendingWrite[], format: AgentFormat): string[] {
  return writes
    .filter((write) => write.state !== 'done')
    .map((write) => {
      const what = WRITE_WHAT[write.kind]
      const since = formatInstantInZone(write.createdAt, format)
      const text = write.text.length > 80 ? `${write.text.slice(0, 77)}…` : write.text
      switch (write.state) {
        case 'failed':
          return `${what} refused by the service (${write.error?.message ?? 'no reason given'}): “${text}”, made ${since}. Retry or discard it in the outbox.`
        case 'sending':
          return `${what} being sent now: “${text}”, made ${since}.`
        default:
          return `${what} waiting to be sent when the service is back: “${text}”, made ${since}.`
      }
    })
}

export function hasPendingCancel(writes: readonly PendingWrite[]): boolean {
  return writes.some((write) => write.kind === 'booking.cancel' && write.state !== 'done')
}

/** Whether "Change dates or rooms" is offered, and why it is disabled when it is. */
export function changeAvailability(
  detail: Pick<BookingDetail, 'summary' | 'pendingWrites'>,
  connectivity: ConnectivityStatus['state'] | null,
): { shown: boolean; disabledReason: string | null } {
  const shown = detail.summary.kind === 'hotel' && detail.summary.state === 'confirmed'
  if (!shown) return { shown: false, disabledReason: null }
  if (hasPendingCancel(detail.pendingWrites))
    return { shown: true, disabledReason: 'A cancellation of this booking is waiting to be sent.' }
  if (connectivity === 'offline')
    return { shown: true, disabledReason: 'You are offline: searching and booking need the service.' }
  return { shown: true, disabledReason: null }
}

/**
 * The booking that replaced this one, when the data says: a history label that names it ("Replaced: by XKQB12"
 * or "Replaced by XKQB12") or another id of the same group. null when nothing tells.
 */
export function replacementOf(
  detail: Pick<BookingDetail, 'summary' | 'v1'>,
  historyLabels: readonly string[],
): string | null {
  if (detail.summary.state !== 'replaced') return null
  for (const label of historyLabels) {
    const match = /^replaced\b[:\s]*(?:by\s+)?(?:booking\s+)?([A-Za-z0-9_-]{4,64})\s*$/i.exec(label.trim())
    if (match?.[1] !== undefined && match[1] !== detail.summary.id) return match[1]
  }
  return null
}
