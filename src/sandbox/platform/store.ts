import Database from 'better-sqlite3'
import type { SandboxModule } from './module'

/** The sandbox's own SQLite store: a file for `--db FILE`, in memory by default. */
export function openStore(file: string | null, modules: readonly SandboxModule[]): Database.Database {
  const db = new Database(file ?? ':memory:')
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('synchronous = NORMAL')
  db.exec(`CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT`)
  const createTables = db.transaction(() => {
    for (const module of modules) if (module.schema) db.exec(module.schema)
  })
  createTables()
  return db
}

export function readMeta(db: Database.Database, key: string): string | null {
  const row = db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').get(key) as
    { value: string } | undefined
  return row?.value ?? null
}

export function writeMeta(db: Database.Database, key: string, value: string): void {
  db.prepare(
    'INSERT INTO sandbox_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value)
}
