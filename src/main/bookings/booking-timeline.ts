import type { BookingHistoryEntryV1 } from '../../shared/api/bookings-v1'
import type { BookingTimelineEntry } from '../../shared/ipc/bookings.contract'
import type { OutboxEntry } from '../db/outbox.repo'

/**
 * A booking's history as the agent reads it: the service's audit entries (with their actor, or the system) and
 * what this desk did with its writes (written, delivered, refused), newest first. A write that is still waiting
 * shows only as written: the page lists it as pending beside.
 */

const WHAT: Record<OutboxEntry['kind'], string> = {
  'booking.cancel': 'Cancellation',
  'booking.message': 'Message',
}

function actorOf(entry: BookingHistoryEntryV1): string | null {
  // The spec: userId and names are null together for system events; a name alone is the organization's key.
  const name = [entry.firstName, entry.lastName].filter((part) => part !== null && part !== '').join(' ')
  return name === '' ? null : name
}

function deskEvents(write: OutboxEntry): BookingTimelineEntry[] {
  const what = WHAT[write.kind]
  const events: BookingTimelineEntry[] = [
    { at: write.createdAt, source: 'desk', actor: 'This desk', label: `${what} written`, writeId: write.id },
  ]
  if (write.state === 'done') {
    events.push({
      at: write.updatedAt,
      source: 'desk',
      actor: 'This desk',
      label: `${what} delivered to the service`,
      writeId: write.id,
    })
  }
  if (write.state === 'failed') {
    const why = write.lastError === null ? '' : `: ${write.lastError.message}`
    events.push({
      at: write.updatedAt,
      source: 'desk',
      actor: 'This desk',
      label: `${what} refused by the service${why}`,
      writeId: write.id,
    })
  }
  return events
}

export function bookingTimeline(
  entries: readonly BookingHistoryEntryV1[],
  writes: readonly OutboxEntry[],
): BookingTimelineEntry[] {
  const service: BookingTimelineEntry[] = entries.map((entry) => ({
    at: entry.createdAt,
    source: 'service',
    actor: actorOf(entry),
    label: entry.label,
    writeId: null,
  }))
  return [...service, ...writes.flatMap(deskEvents)].sort(
    (a, b) =>
      Date.parse(b.at) - Date.parse(a.at) || (a.source === b.source ? 0 : a.source === 'desk' ? -1 : 1),
  )
}
