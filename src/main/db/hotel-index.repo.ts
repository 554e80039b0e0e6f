import { allRows, run, type Db } from './statements'

/**
 * Deferring the hotel FTS index while a pass fills an empty catalog. Kept up by its triggers row by row, the index
 * costs about half of a first sync's write time (the prefix indexes write four entries per word, each page's
 * transaction makes a segment that later merges rewrite); built once from the table at the end, it costs a
 * fraction of that. So a pass that starts on an empty catalog drops the index's triggers and rebuilds the index
 * when it completes.
 *
 * Safety: the triggers' SQL is read from the schema itself (never a copy that could drift from the migrations) and
 * kept in the catalog cursor, written in the same transaction as the drop; a pass killed half-way resumes still
 * deferred, and any new pass restores the index first. While deferred nothing reaches the index, not even the
 * delete or update triggers (an external-content FTS5 told to delete a row it never indexed is corrupted), and
 * `rebuild` reads every row from the table: whatever happened to the rows meanwhile, the rebuilt index matches.
 * Only the hotels missing from search until the pass completes are the cost, and the catalog was empty anyway.
 *
 * The same pass also defers the table's secondary indexes (city and country, `deferHotelLookups`): each sync page
 * lands at random places of them, while one CREATE INDEX at the end sorts the whole table once (about a third less
 * insert work). The id's UNIQUE index stays: the upsert's ON CONFLICT needs it. Their SQL is read from the schema
 * and kept in the cursor in the same way; a query meanwhile only scans a table that is being filled.
 */

const HOTEL_FTS_TRIGGERS = `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'hotels'
  AND sql LIKE '%hotels_fts%' ORDER BY name`

/** Indexes declared by the migrations (sql not null): not the automatic one of the id's UNIQUE constraint. */
const HOTEL_LOOKUPS = `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'hotels'
  AND sql IS NOT NULL ORDER BY name`

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`

/** Drops the hotel index's triggers and empties the index; returns their SQL, to give to `restoreHotelIndex`. */
export function deferHotelIndex(db: Db): string[] {
  const triggers = allRows<{ name: string; sql: string }>(db, HOTEL_FTS_TRIGGERS)
  for (const trigger of triggers) db.exec(`DROP TRIGGER ${quoted(trigger.name)}`)
  run(db, `INSERT INTO hotels_fts (hotels_fts) VALUES ('delete-all')`)
  return triggers.map((trigger) => trigger.sql)
}

/** Rebuilds the hotel index from the table and re-creates its triggers (call inside the caller's transaction). */
export function restoreHotelIndex(db: Db, triggers: readonly string[]): void {
  run(db, `INSERT INTO hotels_fts (hotels_fts) VALUES ('rebuild')`)
  for (const sql of triggers) db.exec(sql)
}

/** Drops the hotels table's secondary indexes; returns their SQL, to give to `restoreHotelLookups`. */
export function deferHotelLookups(db: Db): string[] {
  const indexes = allRows<{ name: string; sql: string }>(db, HOTEL_LOOKUPS)
  for (const index of indexes) db.exec(`DROP INDEX ${quoted(index.name)}`)
  return indexes.map((index) => index.sql)
}

/** Re-creates the indexes `deferHotelLookups` dropped (call inside the caller's transaction). */
export function restoreHotelLookups(db: Db, indexes: readonly string[]): void {
  for (const sql of indexes) db.exec(sql)
}
