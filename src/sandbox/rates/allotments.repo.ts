import type Database from 'better-sqlite3'

/**
 * Limited allotments: some instantly bookable rooms sell a fixed number of units per night (RoomSpec.allotment,
 * from the seed). What bookings have taken is stored here, one row per booking, room and night, so that a search
 * sees the units left and a booking whose units are gone gets 409.
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

const cache = new WeakMap<Database.Database, ReturnType<typeof prepare>>()
function statements(db: Database.Database) {
  let prepared = cache.get(db)
  if (prepared === undefined) {
    prepared = prepare(db)
    cache.set(db, prepared)
  }
  return prepared
}

function prepare(db: Database.Database) {
  return {
    used: db.prepare<[string, string, number], { room_id: number; used: number }>(
      `SELECT room_id, max(used) AS used FROM (
         SELECT room_id, night, sum(units) AS used FROM rate_allotment_holds
         WHERE night >= ? AND night < ? AND booking_id != ? GROUP BY room_id, night)
       GROUP BY room_id`,
    ),
    insert: db.prepare(
      'INSERT INTO rate_allotment_holds (booking_id, hotel_id, room_id, night, units) VALUES (?, ?, ?, ?, ?)',
    ),
    release: db.prepare('DELETE FROM rate_allotment_holds WHERE booking_id = ?'),
  }
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
  const rows = statements(db).used.all(checkIn, checkOut, excludeBookingId ?? -1)
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
  const insert = statements(db).insert
  for (const [roomId, count] of units)
    for (const night of nights) insert.run(bookingId, hotelId, roomId, night, count)
}

/**
 * Gives a booking's units back. Called when a booking is replaced; the bookings module calls it when a booking
 * is cancelled or refused, so that the rooms can be sold again.
 */
export function releaseAllotment(db: Database.Database, bookingId: number): number {
  return statements(db).release.run(bookingId).changes
}
