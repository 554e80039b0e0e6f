import type { Migration } from '../migrate'

/**
 * The hotel catalog and its locations, as the service lists them (`GET /api/v3/countries|regions|cities|hotels`).
 *
 * - Ids are the service's encoded ids, kept as text: the desk never decodes them.
 * - `raw_json` keeps the service's item as received; the other columns are only what the desk filters, sorts or
 *   searches on.
 * - `search_names` / `city_names` hold every spelling of a place the service gave (one per locale: Zurich,
 *   Zürich, Zúrich), so "zur" or "lisboa" find it whatever the agent's language.
 * - No foreign keys between these tables: the lists arrive separately and a cache must accept a hotel whose city
 *   list has not come yet rather than drop it.
 * - `hotels.seq` is an INTEGER PRIMARY KEY because the FTS index refers to rows by rowid, and only an aliased
 *   rowid survives VACUUM unchanged. `sync_pass` marks the full catalog pass that last saw the hotel: a pass that
 *   completes deletes the hotels it did not see.
 * - FTS5 with `remove_diacritics 2` folds accents on both the indexed text and the query; the prefix indexes make
 *   keystroke-by-keystroke prefix queries (`"zu"*`) index lookups instead of term scans.
 */
export const catalogMigration: Migration = {
  version: 10,
  name: 'catalog',
  up(db) {
    db.exec(`
      CREATE TABLE countries (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        alpha2 TEXT NOT NULL,
        search_names TEXT NOT NULL,
        raw_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE regions (
        id TEXT PRIMARY KEY,
        country_id TEXT NOT NULL,
        name TEXT NOT NULL,
        search_names TEXT NOT NULL,
        raw_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX regions_country ON regions (country_id);

      CREATE TABLE cities (
        id TEXT PRIMARY KEY,
        region_id TEXT NOT NULL,
        country_id TEXT NOT NULL,
        name TEXT NOT NULL,
        search_names TEXT NOT NULL,
        raw_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX cities_country ON cities (country_id);
      CREATE INDEX cities_region ON cities (region_id);

      -- A small index over the three lists (a few hundred rows), rewritten with each list.
      CREATE VIRTUAL TABLE locations_fts USING fts5(
        kind UNINDEXED,
        location_id UNINDEXED,
        names,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3'
      );

      CREATE TABLE hotels (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        city_id TEXT NOT NULL,
        city_name TEXT NOT NULL,
        city_names TEXT NOT NULL,
        country_id TEXT NOT NULL,
        country_name TEXT NOT NULL,
        stars INTEGER NOT NULL,
        organization_id TEXT NOT NULL,
        raw_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        sync_pass INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX hotels_city ON hotels (city_id, stars);
      CREATE INDEX hotels_country ON hotels (country_id, stars);

      CREATE VIRTUAL TABLE hotels_fts USING fts5(
        name,
        city_names,
        content = 'hotels',
        content_rowid = 'seq',
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3'
      );
      CREATE TRIGGER hotels_fts_insert AFTER INSERT ON hotels BEGIN
        INSERT INTO hotels_fts (rowid, name, city_names) VALUES (new.seq, new.name, new.city_names);
      END;
      CREATE TRIGGER hotels_fts_delete AFTER DELETE ON hotels BEGIN
        INSERT INTO hotels_fts (hotels_fts, rowid, name, city_names)
          VALUES ('delete', old.seq, old.name, old.city_names);
      END;
      -- A periodic full pass rewrites every row; only a changed name reaches the index.
      CREATE TRIGGER hotels_fts_update AFTER UPDATE OF name, city_names ON hotels
      WHEN old.name IS NOT new.name OR old.city_names IS NOT new.city_names BEGIN
        INSERT INTO hotels_fts (hotels_fts, rowid, name, city_names)
          VALUES ('delete', old.seq, old.name, old.city_names);
        INSERT INTO hotels_fts (rowid, name, city_names) VALUES (new.seq, new.name, new.city_names);
      END;
    `)
  },
}
