import { BOOKING_CACHE_TABLES } from './booking-cache.repo'
import { allRows, getRow, type Db } from './statements'

/**
 * Removal of personal data from the cache (owner: src/main/privacy). Every table that names a booking is listed
 * here with the column that does; a new table that holds a booking's data joins `BOOKING_TABLES` (or
 * BOOKING_CACHE_TABLES, whose parked copies are covered too).
 *
 * The SQL names tables and columns from these lists only, and runs once per agent action: not worth the statement
 * cache.
 */

/** The column of each table that holds a booking's id (worklist acks are keyed by `<kind>:<booking id>`). */
const BOOKING_COLUMN: Record<string, string> = {
  bookings: 'id',
  worklist_acks: 'item_id',
}
const bookingColumn = (table: string): string => BOOKING_COLUMN[table] ?? 'booking_id'

/**
 * Tables outside the per-service cache that name a booking, every service's rows alike. The outbox is handled
 * apart (only its sent writes may go); a create is the booking's own request, travelers included.
 */
const BOOKING_TABLES = ['booking_creates', 'booking_shown_rates', 'reminders_sent', 'notifications'] as const

/** The catalog and what the catalog sync resumes from: the service's public hotel list, no customer in it. */
const KEPT_TABLES = new Set(['countries', 'regions', 'cities', 'hotels', 'locations_fts', 'hotels_fts'])
const KEPT_ROWS = {
  sync_cursors: { column: 'name', like: 'catalog%' },
  sync_datasets: { column: 'dataset', like: 'catalog%' },
}

const tableExists = (db: Db, table: string): boolean =>
  getRow(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", table) !== undefined

/** Writes still waiting (queued, being sent, or refused and waiting for the agent) for a booking, or for any. */
export function unsentWrites(db: Db, bookingId?: string): number {
  const row =
    bookingId === undefined
      ? getRow<{ n: number }>(db, "SELECT count(*) AS n FROM outbox WHERE state <> 'done'")
      : getRow<{ n: number }>(
          db,
          "SELECT count(*) AS n FROM outbox WHERE state <> 'done' AND booking_id = ?",
          bookingId,
        )
  return row?.n ?? 0
}

/** Hotel creates whose outcome is not known yet (their answer may still add a booking). */
export function unresolvedCreates(db: Db): number {
  return (
    getRow<{ n: number }>(
      db,
      "SELECT count(*) AS n FROM booking_creates WHERE state IN ('sending', 'unknown')",
    )?.n ?? 0
  )
}

/**
 * Deletes one booking from every table that holds it, live and parked, every service's (ids are the service's;
 * two services sharing one is not worth keeping a customer's passport for). Returns the rows removed and the
 * downloaded files' paths (relative to the data folder) for the caller to delete once this commits. Call inside
 * a transaction: a caller's refusal check and this run as one.
 */
export function forgetBookingRows(db: Db, bookingId: string): { rows: number; files: string[] } {
  let rows = 0
  const files: string[] = []
  const sentWrites = allRows<{ id: string }>(db, 'SELECT id FROM outbox WHERE booking_id = ?', bookingId).map(
    (row) => row.id,
  )
  const deleteFrom = (table: string): void => {
    if (!tableExists(db, table)) return
    const column = bookingColumn(table.replace(/^parked_/, ''))
    if (table.endsWith('booking_documents')) {
      for (const row of db
        .prepare(`SELECT local_path FROM ${table} WHERE booking_id = ? AND local_path IS NOT NULL`)
        .all(bookingId) as { local_path: string }[]) {
        files.push(row.local_path)
      }
    }
    if (column === 'item_id') {
      // `<kind>:<booking id>`, and `<writeWaiting|writeRefused>:<outbox id>` for the booking's writes.
      const ids = [bookingId, ...sentWrites]
      const where = ids.map(() => '?').join(', ')
      rows += db
        .prepare(`DELETE FROM ${table} WHERE substr(item_id, instr(item_id, ':') + 1) IN (${where})`)
        .run(...ids).changes
      return
    }
    rows += db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).run(bookingId).changes
  }
  // Children first (their foreign keys point at bookings), then the parked copies of other services.
  for (const table of [...BOOKING_CACHE_TABLES].reverse()) deleteFrom(table)
  for (const table of [...BOOKING_CACHE_TABLES].reverse()) deleteFrom(`parked_${table}`)
  for (const table of BOOKING_TABLES) deleteFrom(table)
  rows += db.prepare("DELETE FROM outbox WHERE booking_id = ? AND state = 'done'").run(bookingId).changes
  compactBookingSearch(db)
  return { rows, files }
}

/**
 * Every table of the cache emptied but the catalog (and the catalog sync's own cursor and record), the parked
 * caches dropped. Returns the bookings removed (every service's). Call inside a transaction.
 */
export function clearLocalRows(db: Db): { bookings: number } {
  const count = (table: string): number =>
    tableExists(db, table) ? (getRow<{ n: number }>(db, `SELECT count(*) AS n FROM ${table}`)?.n ?? 0) : 0
  const bookings = count('bookings') + count('parked_bookings')
  const tables = allRows<{ name: string; sql: string | null }>(
    db,
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? ''))
  // An FTS table's own storage (`<name>_data`, ...) is the FTS module's to empty, through the table itself.
  const shadowOf = (name: string): boolean => virtual.some((table) => name.startsWith(`${table.name}_`))
  for (const table of tables) {
    if (table.name.startsWith('parked_')) db.exec(`DROP TABLE ${table.name}`)
  }
  // Children before bookings, for the foreign keys.
  const plain = tables
    .filter((table) => !table.name.startsWith('parked_') && !virtual.includes(table) && !shadowOf(table.name))
    .filter((table) => !KEPT_TABLES.has(table.name))
    .sort((a, b) => Number(a.name === 'bookings') - Number(b.name === 'bookings'))
  for (const table of plain) {
    const kept = KEPT_ROWS[table.name as keyof typeof KEPT_ROWS]
    if (kept === undefined) db.exec(`DELETE FROM ${table.name}`)
    else db.prepare(`DELETE FROM ${table.name} WHERE ${kept.column} NOT LIKE ?`).run(kept.like)
  }
  for (const table of virtual) {
    if (KEPT_TABLES.has(table.name)) continue
    // External-content FTS (bookings_fts): rebuilt from its now empty table; otherwise emptied as a table.
    if (/content\s*=/i.test(table.sql ?? '')) {
      db.prepare(`INSERT INTO ${table.name} (${table.name}) VALUES ('rebuild')`).run()
    } else {
      // Emptied rows leave their words in the index's segments, marked deleted, until merged: merged now.
      db.exec(`DELETE FROM ${table.name}`)
      db.prepare(`INSERT INTO ${table.name} (${table.name}) VALUES ('optimize')`).run()
    }
  }
  return { bookings }
}

/**
 * The bookings search indexes (the list's and the command box's) keep a deleted booking's words (names,
 * references, its id) in older segments, with a mark that they are gone, until its segments are merged: merged now, so that they are really gone.
 */
function compactBookingSearch(db: Db): void {
  db.prepare("INSERT INTO bookings_fts (bookings_fts) VALUES ('optimize')").run()
  db.prepare("INSERT INTO booking_lookup_fts (booking_lookup_fts) VALUES ('optimize')").run()
}
