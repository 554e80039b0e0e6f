import { allRows, run, type Db } from './statements'

/**
 * The bookings cache of each service. The tables below hold the active service's bookings only, so that every
 * query of the list, the worklist and the poller stays as it is (and as fast). The other services' rows wait in
 * `parked_<table>`, keyed by `service_key` (the `serviceIdentity` of src/main/base/environment.ts: `sandbox`, or
 * the environment and its address): a switch parks the previous service's rows and brings the new one's back in
 * one transaction, so that its list shows at once, offline too. Two services may use the same booking ids: their
 * rows are never in the live tables together.
 *
 * A table that belongs to the bookings cache joins it by being listed here. Queued writes, hotel creates, shown
 * rates and reminders are not listed: they carry their own service column (0070, 0080, 0130).
 */
export const BOOKING_CACHE_TABLES = [
  // Parents first: the children's foreign keys point at bookings (restored in this order, parked in reverse).
  'bookings',
  'booking_list_items',
  'booking_experiences',
  'booking_messages',
  'booking_documents',
  'booking_history',
  'booking_seen_states',
  'booking_message_reads',
  'worklist_acks',
] as const

/** Rows of shared tables that belong to the bookings cache (the poller's cursor and the list's sync record). */
export interface CacheRows {
  cursors: readonly string[]
  datasets: readonly string[]
}

const PARKED_ROWS = [
  { table: 'sync_cursors', column: 'name', of: (rows: CacheRows) => rows.cursors },
  { table: 'sync_datasets', column: 'dataset', of: (rows: CacheRows) => rows.datasets },
] as const

const columnsOf = (db: Db, table: string): string[] =>
  allRows<{ name: string }>(db, `SELECT name FROM pragma_table_info('${table}')`).map((row) => row.name)

/**
 * The parking table of a cache table, created on first use with the table's columns after `service_key`. Parked
 * rows of an older shape (a migration added a column since) are dropped: it is a cache, the next poll refills it.
 */
function parkingFor(db: Db, table: string): { parked: string; columns: string } {
  const parked = `parked_${table}`
  const columns = columnsOf(db, table)
  const existing = columnsOf(db, parked)
  if (existing.length > 0 && existing.join(',') !== ['service_key', ...columns].join(',')) {
    db.exec(`DROP TABLE ${parked}`)
  }
  if (existing.length === 0 || existing.join(',') !== ['service_key', ...columns].join(',')) {
    db.exec(`CREATE TABLE ${parked} AS SELECT '' AS service_key, * FROM ${table} WHERE 0`)
    db.exec(`CREATE INDEX ${parked}_service ON ${parked} (service_key)`)
  }
  return { parked, columns: columns.map((column) => `"${column}"`).join(', ') }
}

// The SQL below names tables from the lists above only, and is run once per switch: not worth the statement cache.

/** Moves the live cache (and its rows of shared tables) to the parking, under the service it belonged to. */
export function parkBookingCache(db: Db, serviceKey: string, rows: CacheRows): void {
  db.transaction(() => {
    for (const table of [...BOOKING_CACHE_TABLES].reverse()) {
      const { parked, columns } = parkingFor(db, table)
      db.prepare(`DELETE FROM ${parked} WHERE service_key = ?`).run(serviceKey)
      db.prepare(`INSERT INTO ${parked} (service_key, ${columns}) SELECT ?, ${columns} FROM ${table}`).run(
        serviceKey,
      )
      run(db, `DELETE FROM ${table}`)
    }
    for (const shared of PARKED_ROWS) {
      const names = shared.of(rows)
      if (names.length === 0) continue
      const { parked, columns } = parkingFor(db, shared.table)
      const where = `${shared.column} IN (${names.map(() => '?').join(', ')})`
      db.prepare(`DELETE FROM ${parked} WHERE service_key = ? AND ${where}`).run(serviceKey, ...names)
      db.prepare(
        `INSERT INTO ${parked} (service_key, ${columns}) SELECT ?, ${columns} FROM ${shared.table} WHERE ${where}`,
      ).run(serviceKey, ...names)
      db.prepare(`DELETE FROM ${shared.table} WHERE ${where}`).run(...names)
    }
  })()
}

/**
 * Brings a service's parked cache back into the live tables (emptied first by `parkBookingCache`), and returns
 * how many bookings it had: 0 for a service never cached here.
 */
export function restoreBookingCache(db: Db, serviceKey: string, rows: CacheRows): number {
  return db.transaction(() => {
    let bookings = 0
    for (const table of BOOKING_CACHE_TABLES) {
      const { parked, columns } = parkingFor(db, table)
      const restored = db
        .prepare(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${parked} WHERE service_key = ?`)
        .run(serviceKey)
      if (table === 'bookings') bookings = restored.changes
      db.prepare(`DELETE FROM ${parked} WHERE service_key = ?`).run(serviceKey)
    }
    for (const shared of PARKED_ROWS) {
      const names = shared.of(rows)
      if (names.length === 0) continue
      const { parked, columns } = parkingFor(db, shared.table)
      const where = `${shared.column} IN (${names.map(() => '?').join(', ')})`
      db.prepare(`DELETE FROM ${shared.table} WHERE ${where}`).run(...names)
      db.prepare(
        `INSERT INTO ${shared.table} (${columns}) SELECT ${columns} FROM ${parked} WHERE service_key = ? AND ${where}`,
      ).run(serviceKey, ...names)
      db.prepare(`DELETE FROM ${parked} WHERE service_key = ? AND ${where}`).run(serviceKey, ...names)
    }
    return bookings
  })()
}

/** The services whose bookings wait in the parking, with how many (sync health, tests). */
export function parkedServices(db: Db): { serviceKey: string; bookings: number }[] {
  if (columnsOf(db, 'parked_bookings').length === 0) return []
  return db
    .prepare(
      'SELECT service_key AS serviceKey, count(*) AS bookings FROM parked_bookings GROUP BY service_key ORDER BY 1',
    )
    .all() as { serviceKey: string; bookings: number }[]
}

/**
 * Empties the live bookings cache at once (children first rather than through the cascade; the FTS index follows
 * through its triggers). Returns the local paths of downloaded documents for the caller to delete. Parked caches
 * of other services are not touched.
 */
export function clearBookingCache(db: Db): { removedFiles: string[] } {
  return db.transaction(() => {
    const removedFiles = allRows<{ local_path: string }>(
      db,
      'SELECT local_path FROM booking_documents WHERE local_path IS NOT NULL',
    ).map((row) => row.local_path)
    for (const table of [...BOOKING_CACHE_TABLES].reverse()) run(db, `DELETE FROM ${table}`)
    return { removedFiles }
  })()
}
