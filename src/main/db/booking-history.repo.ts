import type { BookingHistoryEntryV1 } from '../../shared/api/bookings-v1'
import { allRows, getRow, parseJson, run, type Db } from './statements'

/**
 * History of a booking (`GET /api/v1/bookings/{id}/histories`, table `booking_history`): the audit log behind
 * its state. A fetch replaces the cached log. The booking row must exist first.
 */

export interface CachedHistoryEntry {
  id: string
  bookingId: string
  createdAt: string
  label: string
  /** Null for a system event (an automatic answer, a reminder). */
  userId: string | null
  raw: BookingHistoryEntryV1
  fetchedAt: string
}

interface HistoryRow {
  id: string
  booking_id: string
  created_at: string
  label: string
  user_id: string | null
  raw_json: string
  fetched_at: string
}

export function replaceBookingHistory(
  db: Db,
  bookingId: string,
  entries: readonly BookingHistoryEntryV1[],
  fetchedAt: string,
): void {
  db.transaction(() => {
    run(
      db,
      'DELETE FROM booking_history WHERE booking_id = ? AND id NOT IN (SELECT value FROM json_each(?))',
      bookingId,
      JSON.stringify(entries.map((entry) => entry.id)),
    )
    for (const entry of entries) {
      run(
        db,
        `INSERT INTO booking_history (id, booking_id, created_at, label, user_id, raw_json, fetched_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET booking_id = excluded.booking_id, created_at = excluded.created_at,
           label = excluded.label, user_id = excluded.user_id, raw_json = excluded.raw_json,
           fetched_at = excluded.fetched_at`,
        entry.id,
        bookingId,
        entry.createdAt,
        entry.label,
        entry.userId,
        JSON.stringify(entry),
        fetchedAt,
      )
    }
    run(db, 'UPDATE bookings SET history_fetched_at = ? WHERE id = ?', fetchedAt, bookingId)
  })()
}

/** The log, oldest first, with the time it was last fetched. */
export function listBookingHistory(
  db: Db,
  bookingId: string,
): { entries: CachedHistoryEntry[]; fetchedAt: string | null } {
  const entries = allRows<HistoryRow>(
    db,
    'SELECT * FROM booking_history WHERE booking_id = ? ORDER BY created_at, id',
    bookingId,
  ).map((row) => ({
    id: row.id,
    bookingId: row.booking_id,
    createdAt: row.created_at,
    label: row.label,
    userId: row.user_id,
    raw: parseJson<BookingHistoryEntryV1>(row.raw_json),
    fetchedAt: row.fetched_at,
  }))
  const fetchedAt =
    getRow<{ at: string | null }>(db, 'SELECT history_fetched_at AS at FROM bookings WHERE id = ?', bookingId)
      ?.at ?? null
  return { entries, fetchedAt }
}
