import { isServiceError } from '../api/client'
import { isTransientServiceError } from '../api/errors'
import type { OutboxEntry, OutboxError } from '../db/outbox.repo'

/**
 * The outbox's rules, pure and unit-tested: in which order writes are replayed, and what a failed attempt means
 * for the write.
 */

/**
 * The pending writes to send, in order: the order they were made in (position), which is also oldest first per
 * booking. A booking with a write still in flight keeps its later writes back, so that a message written after a
 * cancellation is never sent before it.
 */
export function planReplay(
  entries: readonly OutboxEntry[],
  inFlight: ReadonlySet<string> = new Set(),
): OutboxEntry[] {
  const blocked = new Set<string>()
  const plan: OutboxEntry[] = []
  for (const entry of [...entries].sort((a, b) => a.position - b.position)) {
    if (inFlight.has(entry.id) || entry.state === 'sending') {
      blocked.add(entry.bookingId)
      continue
    }
    if (entry.state !== 'pending' || blocked.has(entry.bookingId)) continue
    plan.push(entry)
  }
  return plan
}

/**
 * - `rejected`: the service answered no (a 4xx): kept as failed with its error, for the agent to retry or discard.
 * - `retryLater`: nothing was applied or the service is unwell (no connection, 5xx, 429, credentials): stays
 *   pending, and the replay stops until the service is back (later writes must not overtake it).
 * - `uncertain`: no answer to a write that may have been applied (connection lost mid-request, timeout, 5xx on a
 *   write): stays pending, and is checked on the service before it is sent again.
 */
export type FailureKind = 'rejected' | 'retryLater' | 'uncertain'

export function classifyFailure(error: unknown): FailureKind {
  // A bug of ours: shown as failed (the agent can retry it) rather than retried silently forever.
  if (!isServiceError(error)) return 'rejected'
  if (error.outcomeUnknown) return 'uncertain'
  // A 2xx we could not read: the write went through, but we cannot tell what it became.
  if (error.code === 'INVALID_RESPONSE') return 'uncertain'
  // SERVICE_CHANGED among them: refused before it left, the active service is another than the write's (outbox.ts).
  if (isTransientServiceError(error)) return 'retryLater'
  return 'rejected'
}

/** The error kept on the entry: what the agent reads, with the service's status and requestId to quote. */
export function toOutboxError(error: unknown, outcomeUnknown: boolean): OutboxError {
  const details: Record<string, unknown> = { outcomeUnknown }
  if (isServiceError(error)) {
    details.status = error.status
    details.requestId = error.requestId
    if (error.serviceCode !== null) details.serviceCode = error.serviceCode
    return { code: error.code, message: error.message, details }
  }
  return { code: 'INTERNAL', message: 'The write could not be sent. The error was logged.', details }
}

/** A write whose last attempt may have been applied: check the service before sending it again. */
export function isUncertain(entry: Pick<OutboxEntry, 'state' | 'lastError'>): boolean {
  return entry.state === 'sending' || entry.lastError?.details?.outcomeUnknown === true
}

/** Delays between replays that stopped on a failure (the last one repeated). */
export const REPLAY_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 2 * 60_000, 5 * 60_000]

export function retryDelayMs(failures: number): number {
  const index = Math.min(Math.max(failures, 1), REPLAY_RETRY_DELAYS_MS.length) - 1
  return REPLAY_RETRY_DELAYS_MS[index] ?? 60_000
}
