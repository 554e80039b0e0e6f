import type { Migration } from '../migrate'

/**
 * The morning worklist, over the cache:
 *
 * - `bookings.free_until`: when free cancellation ends (the start of the ladder's first step, from the v1 detail),
 *   so that "free cancellation ends soon" is one indexed range instead of every cached ladder parsed each time;
 *   null when the ladder is unknown or starts with a fee.
 * - `worklist_acks`: items the agent has dealt with, with the fingerprint they had; an item whose fingerprint
 *   changed since is news again. Kept with the bookings cache (emptied with it on a switch of service).
 */
export const worklistMigration: Migration = {
  version: 120,
  name: 'worklist',
  up(db) {
    db.exec(`
      ALTER TABLE bookings ADD COLUMN free_until TEXT;
      CREATE INDEX bookings_free_until ON bookings (free_until);

      CREATE TABLE worklist_acks (
        item_id TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        acknowledged_at TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
