/**
 * Tables of the catalog module. Locations mirror resources/reference/locations.json (for SQL joins by other
 * modules); hotels keep styles and kinds as bit masks (see taxonomy.ts) and a normalized name for accent-insensitive
 * matching. A hotel's demo images live in its row (image_first, image_code: see demo-images.ts) until a write
 * touches them; then they are rows of hotel_images, where `data` holds an uploaded file (null = the sandbox draws a
 * placeholder).
 */
export const CATALOG_SCHEMA = `
CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY,
  alpha2 TEXT NOT NULL UNIQUE,
  currency TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_es TEXT NOT NULL,
  name_de TEXT NOT NULL,
  name_local TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS regions (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  name_en TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_es TEXT NOT NULL,
  name_de TEXT NOT NULL,
  name_local TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS cities (
  id INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL REFERENCES regions(id),
  country_id INTEGER NOT NULL REFERENCES countries(id),
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  name_en TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_es TEXT NOT NULL,
  name_de TEXT NOT NULL,
  name_local TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS hotels (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_norm TEXT NOT NULL,
  address TEXT NOT NULL,
  city_id INTEGER NOT NULL,
  region_id INTEGER NOT NULL,
  country_id INTEGER NOT NULL,
  lat TEXT NOT NULL,
  lon TEXT NOT NULL,
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  style_mask INTEGER NOT NULL,
  kind_mask INTEGER NOT NULL,
  sustainability TEXT NOT NULL CHECK (sustainability IN ('zero', 'low', 'medium', 'strong')),
  currency TEXT NOT NULL,
  giata_id TEXT,
  koedia_id TEXT,
  rakuten_id TEXT,
  organization_id INTEGER NOT NULL,
  popularity INTEGER NOT NULL,
  image_first INTEGER NOT NULL,
  image_code INTEGER NOT NULL,
  images_stored INTEGER NOT NULL DEFAULT 0 CHECK (images_stored IN (0, 1))
) STRICT;
CREATE INDEX IF NOT EXISTS hotels_city ON hotels (city_id);
CREATE INDEX IF NOT EXISTS hotels_region ON hotels (region_id);
CREATE INDEX IF NOT EXISTS hotels_country ON hotels (country_id);
CREATE INDEX IF NOT EXISTS hotels_organization ON hotels (organization_id);
CREATE INDEX IF NOT EXISTS hotels_relevance ON hotels (popularity DESC, id);
CREATE INDEX IF NOT EXISTS hotels_name ON hotels (name_norm, id);
CREATE INDEX IF NOT EXISTS hotels_stars ON hotels (stars, name_norm, id);
CREATE INDEX IF NOT EXISTS hotels_image_first ON hotels (image_first);
CREATE TABLE IF NOT EXISTS hotel_images (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  media_type TEXT,
  data BLOB
) STRICT;
CREATE INDEX IF NOT EXISTS hotel_images_hotel ON hotel_images (hotel_id, position);
`
