import Database from 'better-sqlite3'
import { rmSync } from 'node:fs'
import type { SandboxModule } from './module'
import { TOKENS_SCHEMA } from './tokens'
import { statement } from './statements'

/**
 * The sandbox's own SQLite store: a file for `--db FILE`, in memory by default. `nativeBinding` is the Electron-ABI
 * build of better-sqlite3 when the sandbox runs inside the Electron main process (see scripts/start.ts).
 */
export function openStore(
  file: string | null,
  modules: readonly SandboxModule[],
  nativeBinding?: string,
): Database.Database {
  const db = new Database(file ?? ':memory:', nativeBinding === undefined ? {} : { nativeBinding })
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('synchronous = NORMAL')
  db.exec(`CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT`)
  db.exec(TOKENS_SCHEMA)
  const createTables = db.transaction(() => {
    for (const module of modules) if (module.schema) db.exec(module.schema)
  })
  createTables()
  return db
}

export function readMeta(db: Database.Database, key: string): string | null {
  const row = statement(db, 'SELECT value FROM sandbox_meta WHERE key = ?').get(key) as
    { value: string } | undefined
  return row?.value ?? null
}

export function writeMeta(db: Database.Database, key: string, value: string): void {
  statement(
    db,
    'INSERT INTO sandbox_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value)
}

/** Deletes a file-backed store and its WAL companions (reset rebuilds it from the seed). */
export function removeStoreFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true })
}
