import Database from 'better-sqlite3'
import { existsSync, renameSync, rmSync } from 'node:fs'
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
  const options = nativeBinding === undefined ? {} : { nativeBinding }
  if (file !== null) setAsideOtherVersion(file, options)
  const db = new Database(file ?? ':memory:', options)
  db.pragma(`user_version = ${STORE_VERSION}`)
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

/**
 * The layout of the sandbox's store (tables, columns, what the seed writes), kept in SQLite's `user_version`. Bump it
 * whenever a module's schema or its seeded data changes shape: a `--db FILE` written with another number is set
 * aside, not read, because `CREATE TABLE IF NOT EXISTS` would keep its old tables and the routes would then fail
 * or answer wrong data. Files written before the version existed read 0.
 */
export const STORE_VERSION = 1

/** What happened to a file store that another version of the sandbox wrote (for the log line and tests). */
export interface SetAside {
  file: string
  backup: string
  found: number | 'unreadable'
}

/**
 * Moves a store file of another version (or one SQLite cannot read) to `FILE.bak`, so a fresh store is seeded in
 * its place; the old data stays there for whoever needs it. Says so on the console.
 */
export function setAsideOtherVersion(
  file: string,
  options: Database.Options = {},
  warn: (message: string) => void = console.warn,
): SetAside | null {
  if (!existsSync(file)) return null
  let found: number | 'unreadable'
  try {
    const db = new Database(file, { ...options, fileMustExist: true })
    try {
      const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
        n: number
      }
      // An empty file (created but never written) is simply a new store.
      if (tables.n === 0) return null
      found = Number(db.pragma('user_version', { simple: true }))
      if (found === STORE_VERSION) return null
      // The backup must hold everything: fold the write-ahead log into the main file first.
      db.pragma('wal_checkpoint(TRUNCATE)')
    } finally {
      db.close()
    }
  } catch {
    found = 'unreadable'
  }
  const backup = `${file}.bak`
  removeStoreFiles(backup)
  renameSync(file, backup)
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true })
  warn(
    found === 'unreadable'
      ? `[sandbox] ${file} is not a sandbox store SQLite can read. It was moved to ${backup}; a fresh store is seeded.`
      : `[sandbox] ${file} was written by another version of the sandbox (store version ${found}, this one uses ` +
          `${STORE_VERSION}). It was moved to ${backup}; a fresh store is seeded.`,
  )
  return { file, backup, found }
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
