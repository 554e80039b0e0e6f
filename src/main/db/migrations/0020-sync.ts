import type { Migration } from '../migrate'

/**
 * Where each background sync stands.
 *
 * - `sync_cursors`: a named position (JSON) that a sync resumes from after a crash or a restart. A sync writes
 *   its cursor in the same transaction as the rows it fetched, so a kill between two pages loses nothing and
 *   repeats nothing.
 * - `sync_datasets`: one row per dataset (catalog, bookings, messages, documents): last success, last error, and
 *   whether a run was in progress (a 1 found at start-up means the last run was interrupted).
 */
export const syncMigration: Migration = {
  version: 20,
  name: 'sync',
  up(db) {
    db.exec(`
      CREATE TABLE sync_cursors (
        name TEXT PRIMARY KEY,
        value_json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE sync_datasets (
        dataset TEXT PRIMARY KEY,
        last_synced_at TEXT,
        last_error_json TEXT,
        last_error_at TEXT,
        in_progress INTEGER NOT NULL DEFAULT 0 CHECK (in_progress IN (0, 1)),
        started_at TEXT,
        updated_at TEXT NOT NULL
      ) STRICT;
    `)
  },
}
