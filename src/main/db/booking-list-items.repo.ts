import type { BookingListItemV1 } from '../../shared/api/bookings-v1'
import { upsertSummaryFromListItem } from './bookings.repo'
import { allRows, getRow, parseJson, run, type Db } from './statements'

/**
 * Booking list items (`POST /api/v1/bookings/list`, table `booking_list_items`). Writing an item also writes the
 * booking's summary row, so the bookings list can be filtered before any detail was fetched, and messages,
 * documents and history of a listed booking have their parent row.
 */

export interface CachedListItem {
  bookingId: string
  state: string
  raw: BookingListItemV1
  fetchedAt: string
}

interface ItemRow {
  booking_id: string
  state: string
  raw_json: string
  fetched_at: string
}

const toItem = (row: ItemRow): CachedListItem => ({
  bookingId: row.booking_id,
  state: row.state,
  raw: parseJson<BookingListItemV1>(row.raw_json),
  fetchedAt: row.fetched_at,
})

/** Writes the items and their bookings' summaries in one transaction. */
export function upsertBookingListItems(
  db: Db,
  items: readonly BookingListItemV1[],
  fetchedAt: string,
): number {
  return db.transaction(() => {
    for (const item of items) {
      upsertSummaryFromListItem(db, item, fetchedAt)
      run(
        db,
        `INSERT INTO booking_list_items (booking_id, state, raw_json, fetched_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (booking_id) DO UPDATE SET state = excluded.state, raw_json = excluded.raw_json,
           fetched_at = excluded.fetched_at`,
        item.id,
        item.state,
        JSON.stringify(item),
        fetchedAt,
      )
    }
    return items.length
  })()
}

export function getBookingListItem(db: Db, bookingId: string): CachedListItem | null {
  const row = getRow<ItemRow>(db, 'SELECT * FROM booking_list_items WHERE booking_id = ?', bookingId)
  return row === undefined ? null : toItem(row)
}

/** Every cached list item's state by booking id: what the poller compares a fresh list with. */
export function listItemStates(db: Db): Map<string, string> {
  const rows = allRows<{ booking_id: string; state: string }>(
    db,
    'SELECT booking_id, state FROM booking_list_items',
  )
  return new Map(rows.map((row) => [row.booking_id, row.state]))
}

/** The list items of some bookings (or all, newest first), as the service sent them. */
export function listBookingListItems(db: Db, bookingIds?: readonly string[]): CachedListItem[] {
  if (bookingIds === undefined) {
    return allRows<ItemRow>(
      db,
      `SELECT i.* FROM booking_list_items i JOIN bookings b ON b.id = i.booking_id ORDER BY b.created_at DESC`,
    ).map(toItem)
  }
  return allRows<ItemRow>(
    db,
    'SELECT * FROM booking_list_items WHERE booking_id IN (SELECT value FROM json_each(?))',
    JSON.stringify(bookingIds),
  ).map(toItem)
}
