import { SUMMARY_COLUMNS, toSummary, type BookingRow, type BookingSummary } from './bookings.repo'
import { allRows, run, type Db } from './statements'

/**
 * What the morning worklist reads from the cache (see src/main/bookings/worklist.ts), each an indexed query, and
 * the acknowledgements (table `worklist_acks`, migration 0120).
 */

const columns = SUMMARY_COLUMNS.split(',')
  .map((column) => `b.${column.trim()}`)
  .join(', ')

/** Bookings in these states whose stay has not started (check-in on or after `fromDay`), in no order. */
export function bookingsAhead(db: Db, states: readonly string[], fromDay: string): BookingSummary[] {
  return allRows<BookingRow>(
    db,
    `SELECT ${columns} FROM bookings b
     WHERE b.state IN (SELECT value FROM json_each(?)) AND b.check_in >= ?`,
    JSON.stringify(states),
    fromDay,
  ).map(toSummary)
}

/**
 * Confirmed bookings whose free cancellation ends in [from, to): walked on the free_until index (`+` keeps the
 * planner off the state index, which would read every confirmed booking).
 */
export function freeCancellationEndingBetween(
  db: Db,
  from: string,
  to: string,
): (BookingSummary & { freeUntil: string })[] {
  return allRows<BookingRow & { free_until: string }>(
    db,
    `SELECT ${columns}, b.free_until FROM bookings b
     WHERE b.free_until >= ? AND b.free_until < ? AND +b.state = 'confirmed'
     ORDER BY b.free_until, b.id`,
    from,
    to,
  ).map((row) => ({ ...toSummary(row), freeUntil: row.free_until }))
}

/** Bookings with messages from the hotel or supplier newer than what the agent read: how many, the newest's time. */
export function bookingsWithUnreadMessages(
  db: Db,
): (BookingSummary & { unread: number; newestAt: string })[] {
  return allRows<BookingRow & { unread: number; newest_at: string }>(
    db,
    `SELECT ${columns}, u.unread, u.newest_at FROM (
       SELECT m.booking_id, count(*) AS unread, max(m.sent_at) AS newest_at FROM booking_messages m
       WHERE m.message_type <> 'request'
         AND m.sent_at > coalesce((SELECT r.read_up_to FROM booking_message_reads r WHERE r.booking_id = m.booking_id), '')
       GROUP BY m.booking_id
     ) u JOIN bookings b ON b.id = u.booking_id`,
  ).map((row) => ({ ...toSummary(row), unread: row.unread, newestAt: row.newest_at }))
}

export function acknowledgedFingerprints(db: Db): Map<string, string> {
  return new Map(
    allRows<{ item_id: string; fingerprint: string }>(
      db,
      'SELECT item_id, fingerprint FROM worklist_acks',
    ).map((row) => [row.item_id, row.fingerprint]),
  )
}

export function acknowledgeItem(db: Db, itemId: string, fingerprint: string, at: string): void {
  run(
    db,
    `INSERT INTO worklist_acks (item_id, fingerprint, acknowledged_at) VALUES (?, ?, ?)
     ON CONFLICT (item_id) DO UPDATE SET fingerprint = excluded.fingerprint, acknowledged_at = excluded.acknowledged_at`,
    itemId,
    fingerprint,
    at,
  )
}
