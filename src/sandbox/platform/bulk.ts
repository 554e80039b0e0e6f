import type Database from 'better-sqlite3'

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds them again: SQLite sorts once to build
 * an index, where keeping it up to date row by row costs a B-tree insert per index per row (100,000 hotels seed
 * several times faster). Call it inside the seeding transaction; the indexes come back identical.
 */
export function withoutIndexes<T>(db: Database.Database, tables: readonly string[], load: () => T): T {
  const indexes = db
    .prepare(
      `SELECT name, sql FROM sqlite_master
       WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(tables)) as Array<{ name: string; sql: string }>
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`)
  const result = load()
  for (const index of indexes) db.exec(index.sql)
  return result
}

const CHUNK_ROWS = 256

/**
 * Inserts many rows with one statement call per 256 rows (multi-row VALUES), instead of one call, and its
 * round trip into SQLite, per row. Values are numbers, strings or null.
 */
export function bulkInsert(
  db: Database.Database,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): void {
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const statementFor = (count: number) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(count).fill(tuple).join(', ')}`)
  const full = statementFor(CHUNK_ROWS)
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS)
    const insert = chunk.length === CHUNK_ROWS ? full : statementFor(chunk.length)
    insert.run(chunk.flat())
  }
}
