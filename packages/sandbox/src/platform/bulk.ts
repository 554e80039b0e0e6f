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

/** Rows written by a bulk insert: numbers, strings or null. */
export type BulkValue = string | number | null

export interface BulkWriter {
  /** Adds a row (its values are copied: the caller may reuse the array). */
  add(row: ReadonlyArray<BulkValue>): void
  /** Writes the rows still held. */
  end(): void
}

/**
 * Inserts many rows with one statement call per chunk of rows (multi-row VALUES, as many rows as SQLite's parameter
 * limit allows, up to 1,000), instead of one call, and its round trip into SQLite, per row. Rows are written as
 * each chunk fills, so a caller that makes them one by one never holds them all (100,000 hotels kept as arrays
 * until the end outlived the young generation and were copied into the old one: most of the seed's collection
 * time). The parameters of a chunk go into one reused array.
 */
export function bulkWriter(db: Database.Database, table: string, columns: readonly string[]): BulkWriter {
  const width = columns.length
  const chunkRows = Math.max(1, Math.min(MAX_CHUNK_ROWS, Math.floor(MAX_PARAMETERS / width)))
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const statementFor = (count: number) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(count).fill(tuple).join(', ')}`)
  let full: Database.Statement | null = null
  const parameters: BulkValue[] = new Array<BulkValue>(chunkRows * width)
  let held = 0
  const flush = (): void => {
    if (held === 0) return
    if (held === chunkRows) {
      full ??= statementFor(chunkRows)
      full.run(parameters)
    } else {
      parameters.length = held * width
      statementFor(held).run(parameters)
    }
    held = 0
  }
  return {
    add(row) {
      const offset = held * width
      for (let column = 0; column < width; column += 1) parameters[offset + column] = row[column] ?? null
      held += 1
      if (held === chunkRows) flush()
    },
    end: flush,
  }
}

/** bulkWriter for rows already made. */
export function bulkInsert(
  db: Database.Database,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<BulkValue>>,
): void {
  const writer = bulkWriter(db, table, columns)
  for (const row of rows) writer.add(row)
  writer.end()
}
