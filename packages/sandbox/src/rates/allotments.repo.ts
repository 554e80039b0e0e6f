import type Database from 'better-sqlite3'
import { allRows, run, statement } from '../platform/statements'

/**
 * Limited allotments: some instantly bookable rooms sell a fixed number of units per night (RoomSpec.allotment,
 * from the seed). What bookings have taken is stored here, one row per booking, room and night, so that a search
 * sees the units left and a booking whose units are gone gets 409. A booking that ends (cancelled, refused,
 * replaced) frees its units.
 */
export const ALLOTMENT_SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_allotment_holds (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL,
  hotel_id INTEGER NOT NULL,
  room_id INTEGER NOT NULL,
  night TEXT NOT NULL,
  units INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS rate_allotment_holds_night ON rate_allotment_holds (night, room_id);
CREATE INDEX IF NOT EXISTS rate_allotment_holds_booking ON rate_allotment_holds (booking_id);
`

const SQL = {
  // Holds of bookings that ended (cancelled, refused, replaced, failed) give their units back: read through
  // the bookings table so that no state change anywhere has to remember to release them.
  used: `SELECT room_id, max(used) AS used FROM (
       SELECT h.room_id, h.night, sum(h.units) AS used
       FROM rate_allotment_holds h LEFT JOIN bookings b ON b.id = h.booking_id
       WHERE h.night >= ? AND h.night < ? AND h.booking_id != ?
         AND (b.state IS NULL OR b.state NOT IN ('canceled', 'refused', 'replaced', 'failure'))
       GROUP BY h.room_id, h.night)
     GROUP BY room_id`,
  insert:
    'INSERT INTO rate_allotment_holds (booking_id, hotel_id, room_id, night, units) VALUES (?, ?, ?, ?, ?)',
  release: 'DELETE FROM rate_allotment_holds WHERE booking_id = ?',
}

/**
 * Units taken per room over the stay's nights (the busiest night counts), leaving out the holds of
 * `excludeBookingId` (replaceBookingId: the replaced booking's allotment is released for the search).
 */
export function usedUnits(
  db: Database.Database,
  checkIn: string,
  checkOut: string,
  excludeBookingId: number | null,
): Map<number, number> {
  const rows = allRows<{ room_id: number; used: number }>(
    db,
    SQL.used,
    checkIn,
    checkOut,
    excludeBookingId ?? -1,
  )
  const used = new Map<number, number>()
  for (const row of rows) used.set(row.room_id, row.used)
  return used
}

/** Records the units a booking takes, per room and night (inside the booking's transaction). */
export function takeAllotment(
  db: Database.Database,
  bookingId: number,
  hotelId: number,
  nights: readonly string[],
  units: ReadonlyMap<number, number>,
): void {
  const insert = statement(db, SQL.insert)
  for (const [roomId, count] of units)
    for (const night of nights) insert.run(bookingId, hotelId, roomId, night, count)
}

/**
 * Gives a booking's units back at once (a replaced booking). Units of cancelled, refused or failed bookings are
 * ignored by usedUnits anyway; this also forgets their rows.
 */
export function releaseAllotment(db: Database.Database, bookingId: number): number {
  return run(db, SQL.release, bookingId).changes
}
