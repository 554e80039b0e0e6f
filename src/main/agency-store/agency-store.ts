import { randomUUID } from 'node:crypto'
import { checkMigrations, type Migration } from '../db/migrate'
import { getRow, run, type Db } from '../db/statements'
import { AGENCY_MIGRATIONS } from './migrations'

/** The schema name the agency store is attached under on the cache connection: repositories name it in their SQL. */
export const AGENCY_SCHEMA = 'agency'

/**
 * agency.db was written by a newer Agency Desk than this one. Unlike the cache, the agency's data (markup rules,
 * frozen sales, customers, notes) exists nowhere else: the file is left exactly as it is and the desk does not
 * start on it, so that the newer version (or a backup) can still open it.
 */
export class AgencyStoreNewerThanCodeError extends Error {
  override readonly name = 'AgencyStoreNewerThanCodeError'
  constructor(
    readonly file: string,
    /** The schema version found in the file. */
    readonly found: number,
    /** The newest schema version this code knows. */
    readonly supported: number,
  ) {
    super(
      `The agency's data (${file}) has schema version ${found}, newer than the ${supported} this version of ` +
        'Agency Desk knows: it was written by a newer version of the app. Nothing was changed or deleted. ' +
        'Install that newer version again to keep working with this data, or move the file away to start ' +
        'without it (markup rules and selling prices live in it).',
    )
  }
}

export interface AgencyStore {
  /** This desk's own id (a UUID made once, kept in the store): "who" when the agent has not given a name. */
  deskId: string
  /** The schema version before and after opening. */
  migration: { from: number; to: number; applied: string[] }
}

export interface AttachAgencyStoreOptions {
  /** agency.db in the data folder, or ':memory:' (tests). */
  file: string
  /** Defaults to every migration of the agency store; tests pass a longer or shorter list. */
  migrations?: readonly Migration[]
}

/**
 * Attaches agency.db to the cache connection as `agency` and brings its schema up to date with its OWN migrations
 * and user_version. Attached (not a second connection) so that a list query joins the frozen sales in SQL and a
 * transaction covers a booking's cache rows and its sale (see README.md). Throws AgencyStoreNewerThanCodeError,
 * detached and untouched, when the file comes from a newer app.
 */
export function attachAgencyStore(db: Db, options: AttachAgencyStoreOptions): AgencyStore {
  const migrations = options.migrations ?? AGENCY_MIGRATIONS
  checkMigrations(migrations)
  db.prepare(`ATTACH DATABASE ? AS ${AGENCY_SCHEMA}`).run(options.file)
  try {
    const from = db.pragma(`${AGENCY_SCHEMA}.user_version`, { simple: true }) as number
    const latest = migrations.at(-1)?.version ?? 0
    if (from > latest) throw new AgencyStoreNewerThanCodeError(options.file, from, latest)
    // Same settings as the cache (connection.ts): WAL, and a deleted row overwritten with zeros. foreign_keys is
    // per connection and already on; it holds inside the agency schema (SQLite never links across files).
    db.pragma(`${AGENCY_SCHEMA}.journal_mode = WAL`)
    db.pragma(`${AGENCY_SCHEMA}.secure_delete = ON`)
    const pending = migrations.filter((migration) => migration.version > from)
    if (pending.length > 0) {
      db.transaction(() => {
        for (const migration of pending) migration.up(db)
        db.pragma(`${AGENCY_SCHEMA}.user_version = ${latest}`)
      }).immediate()
    }
    return {
      deskId: ensureDeskId(db),
      migration: {
        from,
        to: pending.length > 0 ? latest : from,
        applied: pending.map((migration) => `${migration.version}-${migration.name}`),
      },
    }
  } catch (error) {
    db.prepare(`DETACH DATABASE ${AGENCY_SCHEMA}`).run()
    throw error
  }
}

function ensureDeskId(db: Db): string {
  const found = getRow<{ desk_id: string }>(db, 'SELECT desk_id FROM agency.desk WHERE id = 1')
  if (found !== undefined) return found.desk_id
  const deskId = randomUUID()
  run(db, 'INSERT INTO agency.desk (id, desk_id) VALUES (1, ?)', deskId)
  return deskId
}

/** "Who" on a change: the agent's name from the settings, else "Desk" and the first 8 characters of the desk's id. */
export function agentLabel(agentName: string, deskId: string): string {
  const name = agentName.trim()
  return name !== '' ? name : `Desk ${deskId.slice(0, 8)}`
}
