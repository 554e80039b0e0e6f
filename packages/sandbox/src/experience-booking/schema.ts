/**
 * Tables of the tour-operator experience module (STRICT, snake_case):
 * - the priceId handshake of POST /api/v1/experiences/liste is a signed token (price-token.ts) that carries the
 *   party, dates, period and frozen price; `experience_price_parts` holds the frozen name and price sheet of each
 *   priced add-on by content hash (written once, reused by every search that prices the same conditions), so that
 *   a booking made before the priceId expires (15 minutes on the simulated clock) is priced exactly as shown;
 *   `experience_booked_prices` records each booked priceId (one booking per priceId).
 * - `experience_exports`: generated PDF / spreadsheet files behind an export's `downloadUrl`, until `expires_at`.
 */
export const EXPERIENCE_BOOKING_SCHEMA = `
-- The row-per-offer handshake of earlier stores: its priceIds were UUIDs, unknown (401) to the signed tokens.
DROP TABLE IF EXISTS experience_price_offers;

CREATE TABLE IF NOT EXISTS experience_price_parts (
  hash TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  used_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_price_parts_used ON experience_price_parts (used_at);

CREATE TABLE IF NOT EXISTS experience_booked_prices (
  price_id TEXT PRIMARY KEY,
  booking_id INTEGER NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_booked_prices_expiry ON experience_booked_prices (expires_at);

CREATE TABLE IF NOT EXISTS experience_exports (
  token TEXT PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  experience_id INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  content BLOB NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS experience_exports_expiry ON experience_exports (expires_at);
`
