import type { Migration } from '../migrate'

/**
 * The agent's last hotel searches, to run again (owner: src/main/db/recent-searches.repo.ts). Per computer, not
 * per service: a search names places and dates, not bookings.
 *
 * - `search_key` is the canonical JSON of the destination and the query: the same search saved again replaces its
 *   row (moved to the top with a new `saved_at`) instead of repeating it.
 * - `seq` orders them (the newest has the highest): two saves within the same millisecond keep their order, which
 *   `saved_at` alone would not. `recent_searches_seq` serves the list, newest first, and the trim to the newest few.
 */
export const recentSearchesMigration: Migration = {
  version: 90,
  name: 'recent-searches',
  up(db) {
    db.exec(`
      CREATE TABLE recent_searches (
        id TEXT PRIMARY KEY,
        search_key TEXT NOT NULL UNIQUE,
        search_json TEXT NOT NULL,
        seq INTEGER NOT NULL,
        saved_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX recent_searches_seq ON recent_searches (seq);
    `)
  },
}
