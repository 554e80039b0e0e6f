import { allRows, getRow, run, type Db } from './statements'

/**
 * The state of each booking that the agent was last told about (table `booking_seen_states`). Persisted so that
 * a change that happened while the app was closed is announced once at the next start, and never twice.
 */

export interface SeenState {
  bookingId: string
  state: string
  seenAt: string
}

interface SeenRow {
  booking_id: string
  state: string
  seen_at: string
}

const toSeen = (row: SeenRow): SeenState => ({
  bookingId: row.booking_id,
  state: row.state,
  seenAt: row.seen_at,
})

export function getSeenState(db: Db, bookingId: string): SeenState | null {
  const row = getRow<SeenRow>(db, 'SELECT * FROM booking_seen_states WHERE booking_id = ?', bookingId)
  return row === undefined ? null : toSeen(row)
}

/** Seen states by booking id: of the given bookings, or of all. */
export function getSeenStates(db: Db, bookingIds?: readonly string[]): Map<string, SeenState> {
  const rows =
    bookingIds === undefined
      ? allRows<SeenRow>(db, 'SELECT * FROM booking_seen_states')
      : allRows<SeenRow>(
          db,
          'SELECT * FROM booking_seen_states WHERE booking_id IN (SELECT value FROM json_each(?))',
          JSON.stringify(bookingIds),
        )
  return new Map(rows.map((row) => [row.booking_id, toSeen(row)]))
}

/**
 * Records states as announced, in one transaction. Call it in the same transaction that decides to announce
 * (or right after the announcement), so a crash cannot announce a change twice.
 */
export function recordSeenStates(db: Db, states: readonly SeenState[]): void {
  db.transaction(() => {
    for (const seen of states) {
      run(
        db,
        `INSERT INTO booking_seen_states (booking_id, state, seen_at) VALUES (?, ?, ?)
         ON CONFLICT (booking_id) DO UPDATE SET state = excluded.state, seen_at = excluded.seen_at`,
        seen.bookingId,
        seen.state,
        seen.seenAt,
      )
    }
  })()
}

export function forgetSeenState(db: Db, bookingId: string): void {
  run(db, 'DELETE FROM booking_seen_states WHERE booking_id = ?', bookingId)
}
