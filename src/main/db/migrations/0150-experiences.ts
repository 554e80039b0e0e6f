import type { Migration } from '../migrate'

/**
 * Experiences (owner: src/main/db/experiences.repo.ts), and experience creates beside the hotel ones.
 *
 * - `experience_searches`: the last searches run (capped, per service), each with the ids of its results in
 *   order, keyed by the normalised query (`query_key`): a search made again while the service is away answers
 *   from here, with its time. `seq` orders them for the cap.
 * - `experience_catalog`: each result's catalog data as the service sent it, without its price (a cached price is
 *   never shown as bookable). Rows no cached search lists any more are swept with the cap.
 * - `experience_details`: the detail per experience and locale, for reading offline.
 * - `experience_facets`: themes and segments learned from the details read (the search's filter options).
 *
 * Every table is keyed by service (`serviceIdentity`) rather than parked on a switch: two services may use the
 * same ids, and a switch back finds its searches again. None of them belongs to the bookings cache.
 *
 * `booking_creates` gets `kind` (`hotel`, `experience`) and `product` (what the agent is told about an unanswered
 * create: the experiences' names): one never-twice machinery for both. A hotel create keeps its kind by default.
 */
export const experiencesMigration: Migration = {
  version: 150,
  name: 'experiences',
  up(db) {
    db.exec(`
      CREATE TABLE experience_searches (
        service TEXT NOT NULL,
        query_key TEXT NOT NULL,
        query_json TEXT NOT NULL,
        result_ids_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        seq INTEGER NOT NULL,
        PRIMARY KEY (service, query_key)
      ) STRICT;
      CREATE INDEX experience_searches_by_seq ON experience_searches (service, seq);
      CREATE TABLE experience_catalog (
        service TEXT NOT NULL,
        id TEXT NOT NULL,
        data_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        PRIMARY KEY (service, id)
      ) STRICT;
      CREATE TABLE experience_details (
        service TEXT NOT NULL,
        id TEXT NOT NULL,
        locale TEXT NOT NULL,
        detail_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        PRIMARY KEY (service, id, locale)
      ) STRICT;
      CREATE TABLE experience_facets (
        service TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('theme', 'segment')),
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (service, kind, id)
      ) STRICT;
      ALTER TABLE booking_creates ADD COLUMN kind TEXT NOT NULL DEFAULT 'hotel'
        CHECK (kind IN ('hotel', 'experience'));
      ALTER TABLE booking_creates ADD COLUMN product TEXT;
    `)
  },
}
