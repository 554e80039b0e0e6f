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

/** SQLite's default limit of bound parameters per statement (SQLITE_MAX_VARIABLE_NUMBER since 3.32). */
const MAX_PARAMETERS = 32_766
const MAX_CHUNK_ROWS = 1_000

/**
 * Inserts many rows with one statement call per chunk of rows (multi-row VALUES, as many rows as SQLite's parameter
 * limit allows, up to 1,000), instead of one call, and its round trip into SQLite, per row. The parameters of a
 * chunk go into one reused array: no slice or flat copy per chunk (100,000 hotels make that garbage count).
 * Values are numbers, strings or null.
 */
export function bulkInsert(
  db: Database.Database,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): void {
  const width = columns.length
  const chunkRows = Math.max(1, Math.min(MAX_CHUNK_ROWS, Math.floor(MAX_PARAMETERS / width)))
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const statementFor = (count: number) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(count).fill(tuple).join(', ')}`)
  const full = rows.length >= chunkRows ? statementFor(chunkRows) : null
  const parameters: Array<string | number | null> = new Array<string | number | null>(chunkRows * width)
  for (let start = 0; start < rows.length; start += chunkRows) {
    const count = Math.min(chunkRows, rows.length - start)
    if (count < chunkRows) parameters.length = count * width
    for (let row = 0; row < count; row += 1) {
      const values = rows[start + row] as ReadonlyArray<string | number | null>
      for (let column = 0; column < width; column += 1)
        parameters[row * width + column] = values[column] ?? null
    }
    const insert = count === chunkRows && full !== null ? full : statementFor(count)
    insert.run(parameters)
  }
}
