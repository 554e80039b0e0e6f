import {
  autoRefusalAt,
  isAwaitingSupplierAnswer,
  type BookingState,
} from '../../shared/domain/booking-states'
import type { Worklist, WorklistItem, WorklistKind } from '../../shared/ipc/worklist.contract'
import type { BookingSummary } from '../db/bookings.repo'
import { listOutbox, type OutboxEntry } from '../db/outbox.repo'
import type { Db } from '../db/statements'
import { getDatasetState } from '../db/sync-state.repo'
import {
  acknowledgedFingerprints,
  acknowledgeItem,
  bookingsAhead,
  bookingsWithUnreadMessages,
  freeCancellationEndingBetween,
} from '../db/worklist.repo'
import { BOOKINGS_DATASET } from '../db/booking-cache-owner'
import { counted } from '../../shared/i18n'

/**
 * The morning worklist, computed from the cache and the outbox with the domain's rules, no network: on-request
 * bookings still waiting (with the automatic refusal 24 hours before check-in), counter-proposals, failed and
 * refused bookings whose stay is still ahead, free cancellation ending within the window, unread messages from
 * hotels and suppliers, and writes waiting for the service or refused by it. Deadlines are read on the service's
 * clock.
 */

/** How far ahead "free cancellation ends soon" looks. */
export const FREE_CANCELLATION_WINDOW_MS = 72 * 3_600_000

const KIND_ORDER: readonly WorklistKind[] = [
  'awaitingAnswer',
  'counterProposal',
  'writeRefused',
  'failed',
  'refused',
  'freeCancellationEnding',
  'unreadMessages',
  'writeWaiting',
]

const WRITE_WHAT: Record<OutboxEntry['kind'], string> = {
  'booking.cancel': 'A cancellation',
  'booking.message': 'A message',
}

function item(
  kind: WorklistKind,
  booking: BookingSummary,
  fields: { fingerprint: string; text: string; dueAt?: string | null; id?: string },
): WorklistItem {
  return {
    id: fields.id ?? `${kind}:${booking.id}`,
    kind,
    bookingId: booking.id,
    fingerprint: fields.fingerprint,
    state: booking.state as BookingState,
    customer: `${booking.customerFirstName} ${booking.customerLastName}`.trim() || null,
    reference: booking.internalReference ?? booking.toReference,
    product: booking.productName,
    productKind: booking.kind,
    checkIn: booking.checkIn,
    dueAt: fields.dueAt ?? null,
    text: fields.text,
  }
}

function writeItem(write: OutboxEntry): WorklistItem {
  const refused = write.state === 'failed'
  const what = WRITE_WHAT[write.kind]
  return {
    id: `${refused ? 'writeRefused' : 'writeWaiting'}:${write.id}`,
    kind: refused ? 'writeRefused' : 'writeWaiting',
    bookingId: write.bookingId,
    fingerprint: `${write.state}:${write.attempts}`,
    state: null,
    customer: null,
    reference: null,
    product: null,
    checkIn: null,
    dueAt: null,
    text: refused
      ? `${what} was refused by the service${write.lastError === null ? '' : `: ${write.lastError.message}`}`
      : `${what} is waiting to be sent to the service.`,
  }
}

/** Every item, acknowledged ones included, soonest deadline first. */
export function worklistItems(db: Db, now: Date, writes: readonly OutboxEntry[]): WorklistItem[] {
  const today = now.toISOString().slice(0, 10)
  const items: WorklistItem[] = []
  for (const booking of bookingsAhead(db, ['sent', 'pending_source', 'pending'], today)) {
    const state = booking.state as BookingState
    if (isAwaitingSupplierAnswer(booking.kind, state)) {
      const who = booking.kind === 'hotel' ? 'hotel' : 'supplier'
      const start = booking.kind === 'hotel' ? 'check-in' : 'the experience'
      items.push(
        item('awaitingAnswer', booking, {
          fingerprint: state,
          dueAt: autoRefusalAt(booking.checkIn),
          text: `Waiting for the ${who}'s answer: the service refuses it by itself 24 hours before ${start}.`,
        }),
      )
    } else {
      const who = booking.kind === 'hotel' ? 'hotel' : 'supplier'
      items.push(
        item('counterProposal', booking, {
          fingerprint: state,
          dueAt: autoRefusalAt(booking.checkIn),
          text: `The ${who} proposed other terms: accept or refuse them before the automatic refusal.`,
        }),
      )
    }
  }
  for (const booking of bookingsAhead(db, ['failure', 'refused'], today)) {
    const failed = booking.state === 'failure'
    const what = booking.kind === 'hotel' ? 'this stay' : 'this experience'
    items.push(
      item(failed ? 'failed' : 'refused', booking, {
        fingerprint: booking.state,
        text: failed
          ? `The booking failed: the customer still needs a booking for ${what}.`
          : `The booking was refused: the customer still needs a booking for ${what}.`,
      }),
    )
  }
  const until = new Date(now.getTime() + FREE_CANCELLATION_WINDOW_MS).toISOString()
  for (const booking of freeCancellationEndingBetween(db, now.toISOString(), until)) {
    items.push(
      item('freeCancellationEnding', booking, {
        fingerprint: booking.freeUntil,
        dueAt: booking.freeUntil,
        text: 'Free cancellation ends soon; after that, cancelling costs a fee.',
      }),
    )
  }
  for (const booking of bookingsWithUnreadMessages(db)) {
    const who = booking.kind === 'hotel' ? 'the hotel' : 'the supplier'
    items.push(
      item('unreadMessages', booking, {
        fingerprint: `${booking.unread}:${booking.newestAt}`,
        text: counted('unreadMessagesFrom', booking.unread, { values: { who } }),
      }),
    )
  }
  for (const write of writes) items.push(writeItem(write))
  const dueMs = (entry: WorklistItem): number =>
    entry.dueAt === null ? Number.POSITIVE_INFINITY : Date.parse(entry.dueAt)
  return items.sort(
    (a, b) =>
      dueMs(a) - dueMs(b) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.bookingId.localeCompare(b.bookingId),
  )
}

export interface WorklistService {
  list(): Worklist
  acknowledge(itemId: string, fingerprint: string): void
}

export function createWorklist(deps: {
  db: Db
  /** Now on the service's clock. */
  serviceNow: () => Date
  /** This computer's clock, for when an acknowledgement was made. */
  now: () => Date
  service: () => string | null
}): WorklistService {
  const { db } = deps
  return {
    list() {
      const at = deps.serviceNow()
      const service = deps.service()
      const writes =
        service === null ? [] : listOutbox(db, { service, states: ['pending', 'sending', 'failed'] })
      const acknowledged = acknowledgedFingerprints(db)
      const all = worklistItems(db, at, writes)
      const open = all.filter((entry) => acknowledged.get(entry.id) !== entry.fingerprint)
      return {
        items: open,
        acknowledged: all.length - open.length,
        at: at.toISOString(),
        asOf: getDatasetState(db, BOOKINGS_DATASET)?.lastSyncedAt ?? null,
      }
    },
    acknowledge(itemId, fingerprint) {
      acknowledgeItem(db, itemId, fingerprint, deps.now().toISOString())
    },
  }
}
