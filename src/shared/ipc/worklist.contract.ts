import { z } from 'zod'
import { BookingState } from '../domain/booking-states'

/**
 * The morning worklist: what needs the agent today, from the cache (offline too). Each item opens its booking
 * and can be acknowledged; an acknowledged item stays away until something new happens to it (its fingerprint
 * changes: another state, another deadline, a newer message, another attempt of a write).
 */

export const WORKLIST_KINDS = [
  /** An on-request booking still `sent`: the service refuses it by itself 24 hours before check-in. */
  'awaitingAnswer',
  /** A counter-proposal (`pending`) waiting for the agency. */
  'counterProposal',
  /** A booking that failed, or was refused, with its stay still ahead: the customer needs another. */
  'failed',
  'refused',
  /** Free cancellation ends soon (the ladder's first step, computed locally). */
  'freeCancellationEnding',
  /** The hotel or supplier wrote and the agent has not read it. */
  'unreadMessages',
  /** A write (cancellation, message) still waiting for the service, or refused by it. */
  'writeWaiting',
  'writeRefused',
] as const
export const WorklistKind = z.enum(WORKLIST_KINDS)
export type WorklistKind = z.infer<typeof WorklistKind>

export const WorklistItem = z.object({
  /** Stable per kind and booking (or write): what an acknowledgement names. */
  id: z.string(),
  kind: WorklistKind,
  bookingId: z.string(),
  /** What makes this item news: when it changes, an acknowledged item comes back. */
  fingerprint: z.string(),
  state: BookingState.nullable(),
  customer: z.string().nullable(),
  reference: z.string().nullable(),
  product: z.string().nullable(),
  /** What the booking is of (absent for an outbox write): an experience has a day, not a check-in. */
  productKind: z.enum(['hotel', 'experience']).optional(),
  checkIn: z.string().nullable(),
  /** The deadline the item is about (the automatic refusal, the end of free cancellation); null when none. */
  dueAt: z.iso.datetime().nullable(),
  /** One sentence for the agent. */
  text: z.string(),
})
export type WorklistItem = z.infer<typeof WorklistItem>

export const Worklist = z.object({
  /** Soonest deadline first, then the rest by kind. */
  items: z.array(WorklistItem),
  /** Items acknowledged and not changed since (not in `items`). */
  acknowledged: z.number().int().min(0),
  /** The service's time the deadlines were read at. */
  at: z.iso.datetime(),
  /** When the bookings cache was last filled from the service; null when never. */
  asOf: z.iso.datetime().nullable(),
})
export type Worklist = z.infer<typeof Worklist>

export const worklistChannels = {
  'worklist.list': { input: z.object({}).strict().default({}), output: Worklist },
  /** The agent has dealt with an item: it leaves the list until its fingerprint changes. */
  'worklist.acknowledge': {
    input: z.object({ itemId: z.string().min(1).max(200), fingerprint: z.string().min(1).max(500) }).strict(),
    output: z.object({ acknowledged: z.literal(true) }),
  },
} as const
