import type Database from 'better-sqlite3'
import { createHash } from 'node:crypto'

/**
 * SHA-256 of what a sandbox store holds: every table's rows in rowid order (values with their SQLite types) and
 * the schema's SQL (tables, indexes, triggers). Two stores with the same digest serve the same demo world; the seed
 * digest tests compare it with the value the seed gave before a change to seeding.
 */
export function storeDigest(db: Database.Database, tables?: readonly string[]): string {
  const hash = createHash('sha256')
  const schema = db
    .prepare(
      "SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all() as Array<{ type: string; name: string; tableName: string; sql: string | null }>
  const wanted = tables === undefined ? null : new Set(tables)
  for (const entry of schema) {
    if (wanted !== null && !wanted.has(entry.tableName)) continue
    hash.update(`${entry.type} ${entry.name} ${entry.sql ?? ''}\n`)
    if (entry.type !== 'table') continue
    const statement = db.prepare(`SELECT * FROM "${entry.name}" ORDER BY rowid`).raw(true)
    for (const row of statement.iterate() as IterableIterator<unknown[]>) {
      for (const value of row) hash.update(cell(value))
      hash.update('\n')
    }
  }
  return hash.digest('hex')
}

/** A value with its type, so that the integer 1, the real 1.0, the text '1' and null never hash alike. */
function cell(value: unknown): string {
  if (value === null) return 'n|'
  if (typeof value === 'bigint') return `i${value}|`
  if (typeof value === 'number') return `${Number.isInteger(value) ? 'i' : 'r'}${value}|`
  if (typeof value === 'string') return `t${value.length}:${value}|`
  if (Buffer.isBuffer(value)) return `b${value.toString('hex')}|`
  return `?${String(value)}|`
}
