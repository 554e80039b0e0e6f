import type { Db } from './statements'

/**
 * One numbered step of the schema. Versions go in steps of 10 (0010, 0020, ...) so that a fix can slip in
 * between two released steps without renumbering; `PRAGMA user_version` records the last one applied.
 */
export interface Migration {
  version: number
  name: string
  up(db: Db): void
}

/**
 * The file on disk was written by a newer Agency Desk than this one (its user_version is past our last
 * migration). Opening it anyway could corrupt data that newer code relies on, so nothing is touched; for the
 * cache the caller backs the file up beside itself, starts an empty cache and re-syncs (see connection.ts).
 */
export class DatabaseNewerThanCodeError extends Error {
  override readonly name = 'DatabaseNewerThanCodeError'
  constructor(
    /** The schema version found in the file. */
    readonly found: number,
    /** The newest schema version this code knows. */
    readonly supported: number,
  ) {
    super(
      `The local database has schema version ${found}, newer than the ${supported} this version of Agency Desk ` +
        'knows. It was written by a newer version of the app.',
    )
  }
}

export interface MigrationResult {
  from: number
  to: number
  applied: string[]
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number
}

/** Refuses a list that would make versions ambiguous: duplicates, wrong order, not a step of 10. */
export function checkMigrations(migrations: readonly Migration[]): void {
  let previous = 0
  for (const migration of migrations) {
    if (
      !Number.isInteger(migration.version) ||
      migration.version % 10 !== 0 ||
      migration.version <= previous
    ) {
      throw new Error(
        `Migration ${migration.version} (${migration.name}) must be a multiple of 10 above ${previous}.`,
      )
    }
    previous = migration.version
  }
}

/**
 * Applies every pending migration in one transaction, user_version included: a crash or a failing step leaves
 * the file exactly at its previous version, never half-migrated.
 */
export function migrate(db: Db, migrations: readonly Migration[]): MigrationResult {
  checkMigrations(migrations)
  const from = schemaVersion(db)
  const latest = migrations.at(-1)?.version ?? 0
  if (from > latest) throw new DatabaseNewerThanCodeError(from, latest)
  const pending = migrations.filter((migration) => migration.version > from)
  if (pending.length === 0) return { from, to: from, applied: [] }
  db.transaction(() => {
    for (const migration of pending) migration.up(db)
    // A pragma takes no bound parameter; `latest` is an integer from our own list.
    db.pragma(`user_version = ${latest}`)
  }).immediate()
  return { from, to: latest, applied: pending.map((migration) => `${migration.version}-${migration.name}`) }
}
