import type Database from 'better-sqlite3'
import type { BedChoice } from '../../../../src/shared/api/availability'
import { getRow, run, statement } from '../platform/statements'
import type { SearchedRoomQuery } from './query'
import type { BedChoiceRecord } from './rooms.builder'

/**
 * The booking handshake of GET /hotels/{id}/rooms/availability (`meta.requestId`): who asked, for which hotel,
 * dates and occupancies, and every bed choice offered, so that POST /bookings can check what it is sent. Expires
 * 15 minutes after the call on the simulated clock.
 */
export const HANDSHAKE_LIFETIME_MS = 15 * 60 * 1000
/** Expired handshakes are kept a while (a late booking still gets a clear 404), then purged by the module tick. */
export const HANDSHAKE_RETENTION_MS = 24 * 60 * 60 * 1000

export const HANDSHAKE_SCHEMA = `
CREATE TABLE IF NOT EXISTS availability_handshakes (
  request_id TEXT PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  hotel_id INTEGER NOT NULL,
  check_in TEXT NOT NULL,
  check_out TEXT NOT NULL,
  rooms TEXT NOT NULL,
  currency TEXT NOT NULL,
  locale TEXT NOT NULL,
  trip_id TEXT,
  replace_booking_id INTEGER,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  booking_id INTEGER
) STRICT;
CREATE INDEX IF NOT EXISTS availability_handshakes_expiry ON availability_handshakes (expires_at);
CREATE TABLE IF NOT EXISTS availability_bed_choices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  request_id TEXT NOT NULL REFERENCES availability_handshakes (request_id) ON DELETE CASCADE,
  supplier_code TEXT NOT NULL,
  room_id INTEGER NOT NULL,
  rate_key TEXT NOT NULL,
  room_name TEXT NOT NULL,
  instant INTEGER NOT NULL,
  limited INTEGER NOT NULL,
  occupancy_key TEXT NOT NULL,
  level INTEGER,
  parent_id INTEGER,
  path_key TEXT NOT NULL,
  ladder_basis REAL,
  bed_choice TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS availability_bed_choices_request ON availability_bed_choices (request_id, path_key);
`

export interface Handshake {
  requestId: string
  organizationId: number
  hotelId: number
  checkIn: string
  checkOut: string
  rooms: SearchedRoomQuery[]
  currency: string
  locale: string
  tripId: string | null
  replaceBookingId: number | null
  createdAt: string
  expiresAt: string
  /** The booking made with this handshake (one booking per requestId); null while unused. */
  bookingId: number | null
}

export type StoredBedChoice = Omit<BedChoiceRecord, 'wire'> & { wire: BedChoice }

interface HandshakeRow {
  request_id: string
  organization_id: number
  hotel_id: number
  check_in: string
  check_out: string
  rooms: string
  currency: string
  locale: string
  trip_id: string | null
  replace_booking_id: number | null
  created_at: string
  expires_at: string
  booking_id: number | null
}

interface BedChoiceRow {
  id: number
  supplier_code: BedChoiceRecord['supplierCode']
  room_id: number
  rate_key: string
  room_name: string
  instant: number
  limited: number
  occupancy_key: string
  level: number | null
  parent_id: number | null
  path_key: string
  ladder_basis: number | null
  bed_choice: string
}

const SQL = {
  lastId: `SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'availability_bed_choices'), 0),
                  coalesce((SELECT max(id) FROM availability_bed_choices), 0))`,
  insertHandshake: `INSERT INTO availability_handshakes (request_id, organization_id, hotel_id,
      check_in, check_out, rooms, currency, locale, trip_id, replace_booking_id, created_at, expires_at)
    VALUES (@requestId, @organizationId, @hotelId, @checkIn, @checkOut, @rooms, @currency, @locale, @tripId,
      @replaceBookingId, @createdAt, @expiresAt)`,
  insertBedChoice: `INSERT INTO availability_bed_choices (id, request_id, supplier_code, room_id,
      rate_key, room_name, instant, limited, occupancy_key, level, parent_id, path_key, ladder_basis, bed_choice)
    VALUES (@id, @requestId, @supplierCode, @roomId, @rateKey, @roomName, @instant, @limited, @occupancyKey,
      @level, @parentId, @pathKey, @ladderBasis, @bedChoice)`,
  selectHandshake: 'SELECT * FROM availability_handshakes WHERE request_id = ?',
  selectBedChoice: 'SELECT * FROM availability_bed_choices WHERE request_id = ? AND id = ?',
  selectByPath: 'SELECT * FROM availability_bed_choices WHERE request_id = ? AND path_key = ?',
  markUsed: 'UPDATE availability_handshakes SET booking_id = ? WHERE request_id = ?',
  purge: 'DELETE FROM availability_handshakes WHERE expires_at < ?',
}

/** Bed choice ids are unique across handshakes (an id from another handshake is unknown here, not another offer). */
export function bedChoiceIdAllocator(db: Database.Database): () => number {
  let last = Number(statement(db, SQL.lastId).pluck().get() ?? 0)
  return () => ++last
}

export function saveHandshake(
  db: Database.Database,
  handshake: Omit<Handshake, 'bookingId'>,
  records: readonly BedChoiceRecord[],
): void {
  const insertHandshake = statement(db, SQL.insertHandshake)
  const insertBedChoice = statement(db, SQL.insertBedChoice)
  db.transaction(() => {
    insertHandshake.run({ ...handshake, rooms: JSON.stringify(handshake.rooms) })
    for (const record of records) {
      insertBedChoice.run({
        id: record.id,
        requestId: handshake.requestId,
        supplierCode: record.supplierCode,
        roomId: record.roomId,
        rateKey: record.rateKey,
        roomName: record.roomName,
        instant: record.instant ? 1 : 0,
        limited: record.limited ? 1 : 0,
        occupancyKey: record.occupancyKey,
        level: record.level,
        parentId: record.parentId,
        pathKey: record.pathKey,
        ladderBasis: record.ladderBasis,
        bedChoice: JSON.stringify(record.wire),
      })
    }
  })()
}

export function readHandshake(db: Database.Database, requestId: string): Handshake | null {
  const row = getRow<HandshakeRow>(db, SQL.selectHandshake, requestId)
  if (row === undefined) return null
  return {
    requestId: row.request_id,
    organizationId: row.organization_id,
    hotelId: row.hotel_id,
    checkIn: row.check_in,
    checkOut: row.check_out,
    rooms: JSON.parse(row.rooms) as SearchedRoomQuery[],
    currency: row.currency,
    locale: row.locale,
    tripId: row.trip_id,
    replaceBookingId: row.replace_booking_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    bookingId: row.booking_id,
  }
}

function toStored(row: BedChoiceRow): StoredBedChoice {
  return {
    id: row.id,
    supplierCode: row.supplier_code,
    roomId: row.room_id,
    rateKey: row.rate_key,
    roomName: row.room_name,
    instant: row.instant === 1,
    limited: row.limited === 1,
    occupancyKey: row.occupancy_key,
    level: row.level,
    parentId: row.parent_id,
    pathKey: row.path_key,
    ladderBasis: row.ladder_basis,
    wire: JSON.parse(row.bed_choice) as BedChoice,
  }
}

export function readBedChoice(db: Database.Database, requestId: string, id: number): StoredBedChoice | null {
  const row = getRow<BedChoiceRow>(db, SQL.selectBedChoice, requestId, id)
  return row === undefined ? null : toStored(row)
}

export function findBedChoiceByPath(
  db: Database.Database,
  requestId: string,
  pathKey: string,
): StoredBedChoice | null {
  const row = getRow<BedChoiceRow>(db, SQL.selectByPath, requestId, pathKey)
  return row === undefined ? null : toStored(row)
}

/** Drops handshakes expired before `beforeIso` (their bed choices go with them). */
export function purgeHandshakes(db: Database.Database, beforeIso: string): number {
  return run(db, SQL.purge, beforeIso).changes
}

export function markHandshakeUsed(db: Database.Database, requestId: string, bookingId: number): void {
  run(db, SQL.markUsed, bookingId, requestId)
}
