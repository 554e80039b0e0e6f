import Database from 'better-sqlite3'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { DatabaseNewerThanCodeError, migrate, type Migration, type MigrationResult } from './migrate'
import { MIGRATIONS } from './migrations'
import type { Db } from './statements'
import { mainLog } from '../base/main-log'

export interface OpenDatabaseOptions {
  /** A file path, or ':memory:' (tests). */
  file: string
  /**
   * Path of a better-sqlite3 native addon built for another ABI: the Electron app passes its Electron build
   * (node_modules holds the Node build that tests and the web host use; see scripts/start.ts).
   */
  nativeBinding?: string
  /** How long a statement waits for a lock held by another connection before SQLITE_BUSY. */
  busyTimeoutMs?: number
  /** Defaults to every migration of the cache; tests pass a shorter list. */
  migrations?: readonly Migration[]
}

export interface OpenedDatabase {
  db: Db
  migration: MigrationResult
  /** Set when a database newer than the code was moved aside and an empty one started (openCacheDatabase). */
  rebuilt: { backupFile: string; foundVersion: number } | null
}

/**
 * Opens the cache with the settings every connection needs and brings its schema up to date. Throws
 * DatabaseNewerThanCodeError, with the file untouched, when it was written by a newer version of the app.
 */
export function openDatabase(options: OpenDatabaseOptions): OpenedDatabase {
  const db = new Database(
    options.file,
    options.nativeBinding === undefined ? {} : { nativeBinding: options.nativeBinding },
  )
  try {
    // WAL: the renderer's reads (through main) never wait for a sync page being written, and a commit is one
    // append. NORMAL is durable across an app crash in WAL mode; only a power cut can lose the last commits,
    // which for a cache means a page fetched again.
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    // Customers' names, birthdates and passport numbers: a deleted row is overwritten with zeros, not left in a
    // free page for anyone who reads the file (forgetting a booking relies on it, src/main/privacy).
    db.pragma('secure_delete = ON')
    // The default 2 MB page cache thrashes on a 100,000-hotel catalog (~130 MB with its indexes): a sync page's
    // rows land at random places of the id and FTS indexes. 32 MB halves the write time of a sync.
    db.pragma('cache_size = -32768')
    db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`)
    const migration = migrate(db, options.migrations ?? MIGRATIONS)
    return { db, migration, rebuilt: null }
  } catch (error) {
    db.close()
    throw error
  }
}

/**
 * Opens the cache file; when it comes from a newer version of the app, keeps it beside as
 * `<file>.v<version>-<time>.bak` (nothing is deleted: pending writes of that newer version are in it) and starts
 * an empty cache, which the catalog sync and the poller fill again from the service.
 */
export function openCacheDatabase(
  options: OpenDatabaseOptions & { now?: () => Date; log?: (message: string) => void },
): OpenedDatabase {
  try {
    return openDatabase(options)
  } catch (error) {
    if (!(error instanceof DatabaseNewerThanCodeError) || options.file === ':memory:') throw error
    const stamp = (options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')
    const backupFile = `${options.file}.v${error.found}-${stamp}.bak`
    moveDatabaseFiles(options.file, backupFile)
    ;(options.log ?? mainLog.warn)(
      `[db] ${error.message} It was kept as ${backupFile}; an empty cache was started and will be filled again.`,
    )
    const opened = openDatabase(options)
    return { ...opened, rebuilt: { backupFile, foundVersion: error.found } }
  }
}

/** Moves a database and its WAL companions together, so the backup opens as it was. */
function moveDatabaseFiles(from: string, to: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(`${from}${suffix}`)) renameSync(`${from}${suffix}`, `${to}${suffix}`)
  }
  rmSync(`${from}-journal`, { force: true })
}
