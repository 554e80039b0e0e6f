import { z } from 'zod'
import { NoInput } from './schema-helpers'

/**
 * The outbox: messages and cancellations the agent made while the service could not be reached, replayed in order
 * (per booking, oldest first) exactly once when it is back. A write the service rejects stays here as `failed`, with
 * its error, until the agent retries or discards it. A write belongs to the service (environment and address) it
 * was made on and is only sent there: one made before a switch of environment waits for the switch back.
 */

export const OUTBOX_KINDS = ['booking.message', 'booking.cancel'] as const
export const OutboxKind = z.enum(OUTBOX_KINDS)
export type OutboxKind = z.infer<typeof OutboxKind>

export const PENDING_WRITE_STATES = ['pending', 'sending', 'failed', 'done'] as const
export const PendingWriteState = z.enum(PENDING_WRITE_STATES)
export type PendingWriteState = z.infer<typeof PendingWriteState>

export const WriteError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
})
export type WriteError = z.infer<typeof WriteError>

export const PendingWrite = z.object({
  id: z.string(),
  kind: OutboxKind,
  bookingId: z.string(),
  /**
   * The service it was made on and is only sent to: `sandbox`, or the environment and its address
   * (`staging https://...`). When it is not `activeService`, it waits until the agent switches back.
   */
  service: z.string(),
  state: PendingWriteState,
  /** What the agent wrote: the message, or the reason of the cancellation. */
  text: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  attempts: z.number().int().min(0),
  /** Why the last attempt did not go through (kept until it does); the service's code and requestId in details. */
  error: WriteError.nullable(),
  /**
   * The last attempt got no answer, so the service may have applied it: it is checked on the service before it
   * is sent again (a cancel is not idempotent).
   */
  outcomeUnknown: z.boolean(),
})
export type PendingWrite = z.infer<typeof PendingWrite>

export const OutboxCounts = z.object({
  pending: z.number().int().min(0),
  sending: z.number().int().min(0),
  failed: z.number().int().min(0),
})
export type OutboxCounts = z.infer<typeof OutboxCounts>

export const OutboxListInput = z
  .object({
    states: z.array(PendingWriteState).max(4).optional(),
    bookingId: z.string().min(1).max(64).optional(),
  })
  .strict()
  .default({})

export const OutboxList = z.object({
  /** Every service's writes (each with its `service`), so that nothing waiting is hidden. */
  writes: z.array(PendingWrite),
  /** Over every service. */
  counts: OutboxCounts,
  /** The service whose writes are sent now; null when the active environment has no address. */
  activeService: z.string().nullable(),
})
export type OutboxList = z.infer<typeof OutboxList>

const ById = z.object({ id: z.string().min(1).max(64) }).strict()

/**
 * Whether quitting now leaves work behind, and the sentence to ask the agent with. Counts every service's writes
 * and creates, including those waiting for a switch back to their environment.
 */
export const QuitCheck = z.object({
  safeToQuit: z.boolean(),
  pending: z.number().int().min(0),
  sending: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Hotel bookings whose create got no answer and are not looked up yet. */
  unresolvedBookings: z.number().int().min(0),
  message: z.string().nullable(),
})
export type QuitCheck = z.infer<typeof QuitCheck>

export const outboxChannels = {
  /** Pending, sending and failed writes by default (done ones when asked), in replay order. */
  'outbox.list': { input: OutboxListInput, output: OutboxList },
  /** A failed write goes back to pending (its place in the order kept) and a replay starts. */
  'outbox.retry': { input: ById, output: PendingWrite },
  /** Forgets a pending or failed write; a write being sent cannot be taken back. */
  'outbox.discard': { input: ById, output: z.object({ discarded: z.boolean() }) },
  /**
   * Asked before quitting (the Electron app asks in main; the web host's page calls it): writes not sent yet are
   * kept and sent at the next start, but the agent should know.
   */
  'app.quitCheck': { input: NoInput, output: QuitCheck },
} as const

export const outboxEvents = {
  /** The outbox changed (a write queued, sent, failed, retried or discarded): refetch what is shown. */
  'outbox.changed': OutboxCounts,
} as const
