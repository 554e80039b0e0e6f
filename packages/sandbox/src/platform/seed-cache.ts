import Database from 'better-sqlite3'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Tables seeded once and then copied, instead of generated again, at the next start with the same seed, size and
 * build: the catalog of 100,000 hotels takes seconds to generate and a fraction of a second to copy (SQLite copies
 * the rows and the indexes' entries as they are when both tables are declared alike, which the schema guarantees).
 * Only what is a pure function of the seed and the hotel count goes there: nothing that follows the clock.
 *
 * The cache is a SQLite file with those tables alone, attached to the store as `seed_cache` while it is seeded.
 */
export const SEED_CACHE_SCHEMA = 'seed_cache'

/** Attaches the cache file when there is one this build wrote; a file SQLite cannot read is set aside. */
export function attachSeedCache(db: Database.Database, file: string): boolean {
  if (!existsSync(file)) return false
  try {
    db.prepare(`ATTACH DATABASE ? AS ${SEED_CACHE_SCHEMA}`).run(file)
    const complete = db.prepare(
      `SELECT value FROM ${SEED_CACHE_SCHEMA}.seed_cache_meta WHERE key = 'complete'`,
    )
    if (complete.pluck().get() === '1') return true
    db.exec(`DETACH DATABASE ${SEED_CACHE_SCHEMA}`)
  } catch {
    if (seedCacheAttached(db)) db.exec(`DETACH DATABASE ${SEED_CACHE_SCHEMA}`)
  }
  rmSync(file, { force: true })
  return false
}

export function seedCacheAttached(db: Database.Database): boolean {
  return db.prepare('SELECT 1 FROM pragma_database_list WHERE name = ?').get(SEED_CACHE_SCHEMA) !== undefined
}

/** Copies the cached tables into the store's (empty) tables of the same names, in the seeding transaction. */
export function copyFromSeedCache(db: Database.Database, tables: readonly string[]): void {
  for (const table of tables)
    db.exec(`INSERT INTO main."${table}" SELECT * FROM ${SEED_CACHE_SCHEMA}."${table}"`)
}

export function detachSeedCache(db: Database.Database): void {
  db.exec(`DETACH DATABASE ${SEED_CACHE_SCHEMA}`)
}

/**
 * Writes the seeded tables to the cache file: a new file with the same declarations (`schema`), filled from the
 * store, then renamed into place, so a start that stops halfway never leaves a partial cache behind.
 */
export function writeSeedCache(
  db: Database.Database,
  file: string,
  schema: string,
  tables: readonly string[],
): void {
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  rmSync(partial, { force: true })
  const cache = new Database(partial)
  try {
    cache.pragma('journal_mode = OFF')
    cache.exec(schema)
    cache.exec('CREATE TABLE seed_cache_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT')
  } finally {
    cache.close()
  }
  db.prepare('ATTACH DATABASE ? AS seed_cache_out').run(partial)
  try {
    db.transaction(() => {
      for (const table of tables)
        db.exec(`INSERT INTO seed_cache_out."${table}" SELECT * FROM main."${table}"`)
      db.exec(`INSERT INTO seed_cache_out.seed_cache_meta (key, value) VALUES ('complete', '1')`)
    })()
  } finally {
    db.exec('DETACH DATABASE seed_cache_out')
  }
  renameSync(partial, file)
}
