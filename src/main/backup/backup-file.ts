import { DeskError } from '../../shared/ipc'
import type { BackupCounts } from '../../shared/ipc/backup.contract'
import { AGENCY_SCHEMA } from '../agency-store/agency-store'
import { allRows, getRow, type Db } from '../db/statements'

/**
 * The backup file itself: a copy of agency.db made with SQLite's online backup (consistent while the desk keeps
 * writing), with what lives outside agency.db stored inside it as two extra tables: `backup_manifest` (created at,
 * app version, the settings as JSON) and `backup_logo`. One file, readable by any SQLite tool, and every table of
 * agency.db comes along, those added after this code was written too.
 *
 * Both ends work through the desk's own connection (ATTACH), so the Electron app needs no second build of the
 * SQLite driver for it.
 */

const CHECK_SCHEMA = 'desk_backup'

export interface BackupExtras {
  createdAt: string
  appVersion: string
  /** The settings as saved (they never hold a credential). */
  settings: unknown
  logo: Uint8Array | null
}

export interface BackupContents {
  schemaVersion: number
  createdAt: string
  appVersion: string
  settings: unknown
  logo: Uint8Array | null
  counts: BackupCounts
}

/** Writes the backup of the attached agency store to `target` (a new file). */
export async function writeBackupFile(db: Db, target: string, extras: BackupExtras): Promise<void> {
  // @types/better-sqlite3 leaves out the documented `attached` option (better-sqlite3's lib/methods/backup.js).
  const backup = db.backup.bind(db) as unknown as (
    file: string,
    options: { attached: string },
  ) => Promise<unknown>
  await backup(target, { attached: AGENCY_SCHEMA })
  withAttached(db, target, () => {
    db.exec(`
      CREATE TABLE ${CHECK_SCHEMA}.backup_manifest (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      CREATE TABLE ${CHECK_SCHEMA}.backup_logo (id INTEGER PRIMARY KEY CHECK (id = 1), bytes BLOB NOT NULL) STRICT;
    `)
    const put = db.prepare(`INSERT INTO ${CHECK_SCHEMA}.backup_manifest (key, value) VALUES (?, ?)`)
    put.run('created_at', extras.createdAt)
    put.run('app_version', extras.appVersion)
    put.run('settings', JSON.stringify(extras.settings))
    if (extras.logo !== null) {
      db.prepare(`INSERT INTO ${CHECK_SCHEMA}.backup_logo (id, bytes) VALUES (1, ?)`).run(
        Buffer.from(extras.logo),
      )
    }
    // One file on its own: no write-ahead log beside it.
    db.pragma(`${CHECK_SCHEMA}.journal_mode = DELETE`)
  })
}

/**
 * Reads and checks a backup file (already decrypted): SQLite's integrity check, a manifest, a schema version this
 * app can migrate from. Refusals are INVALID_INPUT with a sentence for the agent.
 */
export function readBackupFile(db: Db, file: string, latestVersion: number): BackupContents {
  try {
    return withAttached(db, file, () => {
      const integrity = db.pragma(`${CHECK_SCHEMA}.integrity_check`, { simple: true })
      if (integrity !== 'ok') throw damaged()
      const hasManifest = getRow(
        db,
        `SELECT 1 FROM ${CHECK_SCHEMA}.sqlite_master WHERE type = 'table' AND name = 'backup_manifest'`,
      )
      if (hasManifest === undefined) throw notABackup()
      const manifest = new Map(
        allRows<{ key: string; value: string }>(
          db,
          `SELECT key, value FROM ${CHECK_SCHEMA}.backup_manifest`,
        ).map((row) => [row.key, row.value]),
      )
      const schemaVersion = db.pragma(`${CHECK_SCHEMA}.user_version`, { simple: true }) as number
      if (schemaVersion > latestVersion) {
        throw new DeskError(
          'INVALID_INPUT',
          `This backup was made by a newer Agency Desk (${manifest.get('app_version') ?? 'unknown version'}, ` +
            `schema ${schemaVersion}; this one knows ${latestVersion}). Install that version or a newer one to ` +
            'restore it. Nothing was changed.',
          { field: 'file' },
        )
      }
      const logo = getRow<{ bytes: Buffer }>(db, `SELECT bytes FROM ${CHECK_SCHEMA}.backup_logo WHERE id = 1`)
      return {
        schemaVersion,
        createdAt: manifest.get('created_at') ?? '',
        appVersion: manifest.get('app_version') ?? '',
        settings: parseJson(manifest.get('settings')),
        logo: logo === undefined ? null : new Uint8Array(logo.bytes),
        counts: countRecords(db),
      }
    })
  } catch (error) {
    if (error instanceof DeskError) throw error
    // Not an SQLite file at all ("file is not a database"), or one SQLite cannot read.
    throw notABackup()
  }
}

/** Removes what only the backup file carries, so that the file can become agency.db as it is. */
export function stripBackupExtras(db: Db, file: string): void {
  withAttached(db, file, () => {
    db.exec(
      `DROP TABLE IF EXISTS ${CHECK_SCHEMA}.backup_manifest; DROP TABLE IF EXISTS ${CHECK_SCHEMA}.backup_logo;`,
    )
  })
}

/** Live records per table of the agency's data (every table whose rows carry `updated_at`; tombstones left out). */
function countRecords(db: Db): BackupCounts {
  const tables = allRows<{ name: string }>(
    db,
    `SELECT name FROM ${CHECK_SCHEMA}.sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name`,
  )
  const counts: BackupCounts = {}
  for (const { name } of tables) {
    const columns = new Set(
      (db.pragma(`${CHECK_SCHEMA}.table_info(${quoteName(name)})`) as { name: string }[]).map((c) => c.name),
    )
    if (!columns.has('updated_at')) continue
    const live = columns.has('deleted_at') ? ' WHERE deleted_at IS NULL' : ''
    counts[name] =
      getRow<{ n: number }>(db, `SELECT count(*) AS n FROM ${CHECK_SCHEMA}.${quoteName(name)}${live}`)?.n ?? 0
  }
  return counts
}

function withAttached<T>(db: Db, file: string, work: () => T): T {
  db.prepare(`ATTACH DATABASE ? AS ${CHECK_SCHEMA}`).run(file)
  try {
    return work()
  } finally {
    db.prepare(`DETACH DATABASE ${CHECK_SCHEMA}`).run()
  }
}

const quoteName = (name: string): string => `"${name.replace(/"/g, '""')}"`

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

const damaged = (): DeskError =>
  new DeskError(
    'INVALID_INPUT',
    'This backup file is damaged (its integrity check failed). Nothing was restored.',
    {
      field: 'file',
    },
  )

const notABackup = (): DeskError =>
  new DeskError(
    'INVALID_INPUT',
    'This file is not an Agency Desk backup (or it is encrypted and no passphrase was given). Nothing was restored.',
    { field: 'file' },
  )
