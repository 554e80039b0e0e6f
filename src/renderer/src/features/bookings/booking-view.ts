import { formatInstantInZone } from '../../../../shared/domain/dates'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import type { ConnectivityStatus } from '../../../../shared/ipc/connectivity.contract'
import type { PendingWrite } from '../../../../shared/ipc/outbox.contract'
import type { AgentFormat } from '../../ui/format/agent-format'

/**
 * Pure wording of a booking's detail (its state's badge lives in ui/booking-state): where the data comes from,
 * what is still waiting in the outbox, and whether the stay can be changed from here.
 */

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
