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
 *
 * Every entry belongs to the service it was queued on (`service`, migration 0070): the replay takes one service's
 * entries only (`service` in the filters), so a write is never sent to another environment than its own.
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
  /** The service it was queued on (`serviceIdentity`): it is only ever sent there. */
  service: string
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
  service: string
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
  service: row.service,
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
  /** The active service (`serviceIdentity`) when the agent made the write. */
  service: string
  createdAt: string
}

/** Queues a write as pending, after every write queued before it. */
export function enqueueOutbox<P>(db: Db, entry: NewOutboxEntry<P>): OutboxEntry<P> {
  const id = entry.id ?? randomUUID()
  run(
    db,
    `INSERT INTO outbox (id, kind, booking_id, payload_json, service, created_at, state, attempts, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
    id,
    entry.kind,
    entry.bookingId,
    JSON.stringify(entry.payload),
    entry.service,
    entry.createdAt,
    entry.createdAt,
  )
  return getOutboxEntry<P>(db, id) as OutboxEntry<P>
}

export function getOutboxEntry<P = unknown>(db: Db, id: string): OutboxEntry<P> | null {
  const row = getRow<OutboxRow>(db, 'SELECT * FROM outbox WHERE id = ?', id)
  return row === undefined ? null : toEntry<P>(row)
}

/** The service's first pending entry in replay order, or null. */
export function nextPendingOutbox<P = unknown>(db: Db, service: string): OutboxEntry<P> | null {
  const row = getRow<OutboxRow>(
    db,
    "SELECT * FROM outbox WHERE service = ? AND state = 'pending' ORDER BY position LIMIT 1",
    service,
  )
  return row === undefined ? null : toEntry<P>(row)
}

export interface OutboxFilter {
  states?: readonly OutboxState[]
  bookingId?: string
  /** One service's entries; every service's when absent (what the agent is shown). */
  service?: string
}

/** Entries in replay order, filtered by state, booking and/or service. */
export function listOutbox(db: Db, filter: OutboxFilter = {}): OutboxEntry[] {
  // One SQL text per combination of filters (a handful, each prepared once), so each can use its index.
  const where: string[] = []
  const params: unknown[] = []
  if (filter.service !== undefined) {
    where.push('service = ?')
    params.push(filter.service)
  }
  if (filter.bookingId !== undefined) {
    where.push('booking_id = ?')
    params.push(filter.bookingId)
  }
  if (filter.states !== undefined) {
    where.push('state IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(filter.states))
  }
  const sql = `SELECT * FROM outbox${where.length === 0 ? '' : ` WHERE ${where.join(' AND ')}`} ORDER BY position`
  return allRows<OutboxRow>(db, sql, ...params).map((row) => toEntry(row))
}

/** Entries left `sending` by a crash: their outcome is unknown and must be checked on the service. */
export function listInterruptedOutbox(db: Db): OutboxEntry[] {
  return listOutbox(db, { states: ['sending'] })
}

/** Counts by state (every state present, 0 when none): of one service, or of every service when absent. */
export function countOutbox(db: Db, service?: string): Record<OutboxState, number> {
  const counts: Record<OutboxState, number> = { pending: 0, sending: 0, failed: 0, done: 0 }
  const rows =
    service === undefined
      ? allRows<{ state: OutboxState; n: number }>(
          db,
          'SELECT state, count(*) AS n FROM outbox GROUP BY state',
        )
      : allRows<{ state: OutboxState; n: number }>(
          db,
          'SELECT state, count(*) AS n FROM outbox WHERE service = ? GROUP BY state',
          service,
        )
  for (const row of rows) counts[row.state] = row.n
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
