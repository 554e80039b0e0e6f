import { randomUUID } from 'node:crypto'
import { allRows, getRow, parseJson, parseJsonOrNull, run, type Db } from './statements'

/**
 * The outbox of writes made while the service could not be reached (table `outbox`, 0040-outbox). Entries are
 * replayed in `position` order. Life of an entry:
 *
 *   pending --markSending--> sending --markDone--> done
 *                                    \--markFailed--> failed --retryFailed--> pending
 *
 * A `sending` entry found at start-up was interrupted mid-send: the service may or may not have applied it. The
 * replayer must check on the service before sending it again (listInterrupted), never just resend.
 */

export type OutboxState = 'pending' | 'sending' | 'failed' | 'done'

/** What the replayer knows how to send. Kept open (a string) so that a new kind needs no migration. */
export type OutboxKind = 'booking.message' | 'booking.cancel' | (string & {})

export interface OutboxError {
  code: string
  message: string
  details?: Record<string, unknown>
}

export interface OutboxEntry<P = unknown> {
  id: string
  /** Replay order: strictly increasing in the order the writes were made. */
  position: number
  kind: OutboxKind
  bookingId: string
  payload: P
  createdAt: string
  state: OutboxState
  attempts: number
  lastError: OutboxError | null
  updatedAt: string
}

interface OutboxRow {
  id: string
  position: number
  kind: string
  booking_id: string
  payload_json: string
  created_at: string
  state: OutboxState
  attempts: number
  last_error_json: string | null
  updated_at: string
}

const toEntry = <P>(row: OutboxRow): OutboxEntry<P> => ({
  id: row.id,
  position: row.position,
  kind: row.kind,
  bookingId: row.booking_id,
  payload: parseJson<P>(row.payload_json),
  createdAt: row.created_at,
  state: row.state,
  attempts: row.attempts,
  lastError: parseJsonOrNull<OutboxError>(row.last_error_json),
  updatedAt: row.updated_at,
})

export interface NewOutboxEntry<P> {
  /** Defaults to a random UUID. */
  id?: string
  kind: OutboxKind
  bookingId: string
  payload: P
  createdAt: string
}

/** Queues a write as pending, after every write queued before it. */
export function enqueueOutbox<P>(db: Db, entry: NewOutboxEntry<P>): OutboxEntry<P> {
  const id = entry.id ?? randomUUID()
  run(
    db,
    `INSERT INTO outbox (id, kind, booking_id, payload_json, created_at, state, attempts, updated_at)
     VALUES (?, ?, ?, ?, ?, 'pending', 0, ?)`,
    id,
    entry.kind,
    entry.bookingId,
    JSON.stringify(entry.payload),
    entry.createdAt,
    entry.createdAt,
  )
  return getOutboxEntry<P>(db, id) as OutboxEntry<P>
}

export function getOutboxEntry<P = unknown>(db: Db, id: string): OutboxEntry<P> | null {
  const row = getRow<OutboxRow>(db, 'SELECT * FROM outbox WHERE id = ?', id)
  return row === undefined ? null : toEntry<P>(row)
}

/** The first pending entry in replay order, or null. */
export function nextPendingOutbox<P = unknown>(db: Db): OutboxEntry<P> | null {
  const row = getRow<OutboxRow>(
    db,
    "SELECT * FROM outbox WHERE state = 'pending' ORDER BY position LIMIT 1",
  )
  return row === undefined ? null : toEntry<P>(row)
}

/** Entries in replay order, filtered by state and/or booking. */
export function listOutbox(
  db: Db,
  filter: { states?: readonly OutboxState[]; bookingId?: string } = {},
): OutboxEntry[] {
  const states = filter.states === undefined ? null : JSON.stringify(filter.states)
  if (filter.bookingId !== undefined) {
    return allRows<OutboxRow>(
      db,
      `SELECT * FROM outbox WHERE booking_id = ? AND (? IS NULL OR state IN (SELECT value FROM json_each(?)))
       ORDER BY position`,
      filter.bookingId,
      states,
      states,
    ).map((row) => toEntry(row))
  }
  if (states === null) return allRows<OutboxRow>(db, 'SELECT * FROM outbox ORDER BY position').map(toEntry)
  return allRows<OutboxRow>(
    db,
    'SELECT * FROM outbox WHERE state IN (SELECT value FROM json_each(?)) ORDER BY position',
    states,
  ).map((row) => toEntry(row))
}

/** Entries left `sending` by a crash: their outcome is unknown and must be checked on the service. */
export function listInterruptedOutbox(db: Db): OutboxEntry[] {
  return listOutbox(db, { states: ['sending'] })
}

/** Counts by state (every state present, 0 when none). */
export function countOutbox(db: Db): Record<OutboxState, number> {
  const counts: Record<OutboxState, number> = { pending: 0, sending: 0, failed: 0, done: 0 }
  for (const row of allRows<{ state: OutboxState; n: number }>(
    db,
    'SELECT state, count(*) AS n FROM outbox GROUP BY state',
  )) {
    counts[row.state] = row.n
  }
  return counts
}

function transition(
  db: Db,
  id: string,
  from: readonly OutboxState[],
  set: string,
  ...params: unknown[]
): boolean {
  return (
    run(
      db,
      `UPDATE outbox SET ${set} WHERE id = ? AND state IN (SELECT value FROM json_each(?))`,
      ...params,
      id,
      JSON.stringify(from),
    ).changes > 0
  )
}

/**
 * pending -> sending, counting the attempt. Returns false when the entry was not pending (already taken), so two
 * replayers can never send the same write.
 */
export function markOutboxSending(db: Db, id: string, at: string): boolean {
  return transition(db, id, ['pending'], "state = 'sending', attempts = attempts + 1, updated_at = ?", at)
}

/** sending -> done: the service applied it. */
export function markOutboxDone(db: Db, id: string, at: string): boolean {
  return transition(db, id, ['sending'], "state = 'done', last_error_json = NULL, updated_at = ?", at)
}

/** sending -> failed, keeping the service's answer for the agent to see. */
export function markOutboxFailed(db: Db, id: string, error: OutboxError, at: string): boolean {
  return transition(
    db,
    id,
    ['sending'],
    "state = 'failed', last_error_json = ?, updated_at = ?",
    JSON.stringify(error),
    at,
  )
}

/**
 * sending -> pending: the send did not reach the service (no connection), so it may be tried again as it is.
 * Only for a failure known to have sent nothing; an unknown outcome stays `sending` until checked.
 */
export function returnOutboxToPending(db: Db, id: string, error: OutboxError, at: string): boolean {
  return transition(
    db,
    id,
    ['sending'],
    "state = 'pending', last_error_json = ?, updated_at = ?",
    JSON.stringify(error),
    at,
  )
}

/** failed -> pending, when the agent asks to try again. Its place in the order is kept. */
export function retryFailedOutbox(db: Db, id: string, at: string): boolean {
  return transition(db, id, ['failed'], "state = 'pending', updated_at = ?", at)
}

/** Removes an entry the agent discards (only pending or failed: a write in flight cannot be taken back). */
export function discardOutbox(db: Db, id: string): boolean {
  return run(db, "DELETE FROM outbox WHERE id = ? AND state IN ('pending', 'failed')", id).changes > 0
}

/** Deletes done entries older than a time; their effect is on the service and in the cache. */
export function purgeDoneOutbox(db: Db, before: string): number {
  return run(db, "DELETE FROM outbox WHERE state = 'done' AND updated_at < ?", before).changes
}
