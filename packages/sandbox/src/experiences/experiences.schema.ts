import type Database from 'better-sqlite3'

/**
 * Tables of the experience store (STRICT, snake_case). The supplier inventory routes (v3) write them and the tour
 * operator side (v1 liste, detail, pricing, booking) reads them through experiences.repo.ts, so a change made
 * through management is visible at once.
 *
 * - Texts live per locale in side tables (`experience_texts`, `experience_program_texts`): a write in one locale
 *   never touches another (spec rule 5, also on PUT).
 * - `experiences.search_text` is a normalized concatenation of every locale's name, summary, description,
 *   highlights and program days, refreshed on every write: what the text search of liste and /api/v3/search scans.
 * - Booleans are INTEGER 0/1; lists (theme ids, languages, meals, pois) are JSON text; dates `YYYY-MM-DD`,
 *   timestamps ISO 8601 UTC; money REAL rounded to 2 decimals on write.
 * - `available_days` is a 7-bit mask, bit 0 = Monday ... bit 6 = Sunday (127 = every day).
 * - `allotments` NULL = unlimited. Allotments count travellers (pax), and `experience_allotment_holds` records
 *   which booking holds how many, so a release is exact and "a period with bookings against its allotment" is
 *   simply a period with holds. Demo data also holds spots "sold through another channel" (source 'external',
 *   booking_id 0), which is how some periods start nearly full.
 * - Images: `data` NULL = a generated placeholder PNG (demo data); otherwise the uploaded bytes.
 * - `experience_revision` counts every change to `experiences`, `experience_texts`, `experience_images` and the
 *   price ranges, kept by triggers so that no writer can forget it: listings and quotes keep what they read of
 *   those tables and reload it when the count moves (experiences.cards.ts). Periods are not counted: their
 *   allotments change with every booking.
 */
export const EXPERIENCES_SCHEMA = `
CREATE TABLE IF NOT EXISTS experiences (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('program', 'activity', 'transfer', 'extra')),
  state TEXT NOT NULL DEFAULT 'in_progress' CHECK (state IN ('in_progress', 'available', 'archived')),
  pricing_type TEXT NOT NULL DEFAULT 'fit' CHECK (pricing_type IN ('fit', 'sic', 'series')),
  difficulty TEXT CHECK (difficulty IN ('beginner', 'intermediate', 'advanced', 'expert')),
  dmc_reference TEXT,
  city_id INTEGER,
  region_id INTEGER,
  country_id INTEGER,
  currency TEXT NOT NULL,
  duration_days INTEGER,
  duration_hours INTEGER,
  duration_minutes INTEGER,
  guiding INTEGER NOT NULL DEFAULT 0,
  guiding_languages TEXT NOT NULL DEFAULT '[]',
  theme_ids TEXT NOT NULL DEFAULT '[]',
  segment_ids TEXT NOT NULL DEFAULT '[]',
  start_position TEXT,
  end_position TEXT,
  is_reservable_alone INTEGER NOT NULL DEFAULT 1,
  has_to_request INTEGER NOT NULL DEFAULT 0,
  is_repeatable INTEGER NOT NULL DEFAULT 0,
  showcased INTEGER NOT NULL DEFAULT 0,
  min_pax INTEGER,
  max_pax INTEGER,
  min_age INTEGER,
  max_age INTEGER,
  sustainable_level INTEGER,
  distance REAL,
  distance_unit TEXT,
  search_text TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  archived_at TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS experiences_org ON experiences (organization_id, id);
CREATE INDEX IF NOT EXISTS experiences_city ON experiences (city_id, state);
CREATE INDEX IF NOT EXISTS experiences_state ON experiences (state, id);

CREATE TABLE IF NOT EXISTS experience_texts (
  experience_id INTEGER NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT,
  summary TEXT,
  description TEXT,
  highlights TEXT,
  included_services TEXT,
  excluded_services TEXT,
  extra_remarks TEXT,
  cancellation_policies TEXT,
  locations_extra_informations TEXT,
  PRIMARY KEY (experience_id, locale)
) STRICT;

CREATE TABLE IF NOT EXISTS experience_periods (
  id INTEGER PRIMARY KEY,
  experience_id INTEGER NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  price REAL,
  min_pax INTEGER,
  max_pax INTEGER,
  state TEXT NOT NULL DEFAULT 'on_request'
    CHECK (state IN ('on_request', 'free_sale', 'pre_confirmed', 'stop_sale')),
  available_days INTEGER NOT NULL DEFAULT 127 CHECK (available_days BETWEEN 0 AND 127),
  allotments INTEGER,
  allotments_used INTEGER NOT NULL DEFAULT 0,
  current_pax_for_departure INTEGER NOT NULL DEFAULT 0,
  min_pax_for_departure INTEGER,
  room_supplement REAL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_periods_dates ON experience_periods (experience_id, start_at, end_at);

CREATE TABLE IF NOT EXISTS experience_adult_prices (
  id INTEGER PRIMARY KEY,
  period_id INTEGER NOT NULL REFERENCES experience_periods (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  price REAL NOT NULL,
  min_pax INTEGER NOT NULL,
  max_pax INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_adult_prices_period ON experience_adult_prices (period_id, position);

CREATE TABLE IF NOT EXISTS experience_child_prices (
  id INTEGER PRIMARY KEY,
  period_id INTEGER NOT NULL REFERENCES experience_periods (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  price REAL NOT NULL,
  min_age INTEGER NOT NULL,
  max_age INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_child_prices_period ON experience_child_prices (period_id, position);

CREATE TABLE IF NOT EXISTS experience_allotment_holds (
  id INTEGER PRIMARY KEY,
  period_id INTEGER NOT NULL REFERENCES experience_periods (id),
  booking_id INTEGER NOT NULL,
  -- 'booking' = a sandbox booking (booking_id); 'external' = spots sold through another channel (demo data)
  source TEXT NOT NULL DEFAULT 'booking' CHECK (source IN ('booking', 'external')),
  date TEXT NOT NULL,
  pax INTEGER NOT NULL CHECK (pax > 0),
  created_at TEXT NOT NULL,
  UNIQUE (booking_id, period_id)
) STRICT;
CREATE INDEX IF NOT EXISTS experience_allotment_holds_period ON experience_allotment_holds (period_id);

CREATE TABLE IF NOT EXISTS experience_programs (
  id INTEGER PRIMARY KEY,
  experience_id INTEGER NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  starting_time TEXT,
  ending_time TEXT,
  accommodation_type TEXT
    CHECK (accommodation_type IN ('hotel', 'night_transfer', 'no_accommodation', 'free_accommodation')),
  is_included_accommodation INTEGER NOT NULL DEFAULT 0,
  meals TEXT NOT NULL DEFAULT '[]',
  pois TEXT NOT NULL DEFAULT '[]',
  hotel_ids TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_programs_experience ON experience_programs (experience_id, id);

CREATE TABLE IF NOT EXISTS experience_program_texts (
  program_id INTEGER NOT NULL REFERENCES experience_programs (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  title TEXT,
  program TEXT,
  PRIMARY KEY (program_id, locale)
) STRICT;

CREATE TABLE IF NOT EXISTS experience_extras (
  id INTEGER PRIMARY KEY,
  experience_id INTEGER NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  extra_experience_id INTEGER NOT NULL REFERENCES experiences (id),
  created_at TEXT NOT NULL,
  UNIQUE (experience_id, extra_experience_id)
) STRICT;

CREATE TABLE IF NOT EXISTS experience_images (
  id INTEGER PRIMARY KEY,
  experience_id INTEGER NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  program_id INTEGER REFERENCES experience_programs (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  media_type TEXT,
  byte_size INTEGER,
  data BLOB,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_images_experience ON experience_images (experience_id, id);

CREATE TABLE IF NOT EXISTS experience_promotions (
  id INTEGER PRIMARY KEY,
  experience_id INTEGER NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  weekdays TEXT NOT NULL DEFAULT '[1,2,3,4,5,6,7]',
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
  value REAL NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_promotions_experience ON experience_promotions (experience_id, start_at);

CREATE TABLE IF NOT EXISTS experience_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
) STRICT;
INSERT OR IGNORE INTO experience_revision (id, n) VALUES (1, 0);
-- What a priced search reads besides the cards (periods with their spots, promotions, add-on links), kept by
-- experiences.sale.ts until this moves. Apart from experience_revision: a booking taking spots need not reload cards.
CREATE TABLE IF NOT EXISTS experience_sale_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
) STRICT;
INSERT OR IGNORE INTO experience_sale_revision (id, n) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS experience_periods_sale_revision_insert AFTER INSERT ON experience_periods
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_periods_sale_revision_update AFTER UPDATE ON experience_periods
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_periods_sale_revision_delete AFTER DELETE ON experience_periods
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_promotions_sale_revision_insert AFTER INSERT ON experience_promotions
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_promotions_sale_revision_update AFTER UPDATE ON experience_promotions
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_promotions_sale_revision_delete AFTER DELETE ON experience_promotions
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_extras_sale_revision_insert AFTER INSERT ON experience_extras
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_extras_sale_revision_update AFTER UPDATE ON experience_extras
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_extras_sale_revision_delete AFTER DELETE ON experience_extras
BEGIN UPDATE experience_sale_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experiences_revision_insert AFTER INSERT ON experiences
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experiences_revision_update AFTER UPDATE ON experiences
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experiences_revision_delete AFTER DELETE ON experiences
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_texts_revision_insert AFTER INSERT ON experience_texts
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_texts_revision_update AFTER UPDATE ON experience_texts
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_texts_revision_delete AFTER DELETE ON experience_texts
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_images_revision_insert AFTER INSERT ON experience_images
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_images_revision_update AFTER UPDATE ON experience_images
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_images_revision_delete AFTER DELETE ON experience_images
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_adult_prices_revision_insert AFTER INSERT ON experience_adult_prices
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_adult_prices_revision_update AFTER UPDATE ON experience_adult_prices
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_adult_prices_revision_delete AFTER DELETE ON experience_adult_prices
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_child_prices_revision_insert AFTER INSERT ON experience_child_prices
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_child_prices_revision_update AFTER UPDATE ON experience_child_prices
BEGIN UPDATE experience_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS experience_child_prices_revision_delete AFTER DELETE ON experience_child_prices
BEGIN UPDATE experience_revision SET n = n + 1; END;
`

/**
 * Runs a bulk load (the seed, inside its transaction) without the revision triggers, then counts one change:
 * the triggers come back identical.
 */
export function withoutRevisionTriggers<T>(db: Database.Database, load: () => T): T {
  const triggers = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_revision\\_%' ESCAPE '\\'",
    )
    .all() as Array<{ name: string; sql: string }>
  for (const trigger of triggers) db.exec(`DROP TRIGGER "${trigger.name}"`)
  const result = load()
  for (const trigger of triggers) db.exec(trigger.sql)
  db.exec('UPDATE experience_revision SET n = n + 1')
  db.exec('UPDATE experience_sale_revision SET n = n + 1')
  return result
}
