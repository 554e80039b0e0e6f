/**
 * Tables of the tour-operator experience module (STRICT, snake_case):
 * - `experience_price_offers`: the priceId handshake of POST /api/v1/experiences/liste. Everything the booking
 *   needs is frozen here (party, dates, period, price sheet, priced extras), so a booking made before `expires_at`
 *   (15 minutes on the simulated clock) is priced exactly as shown. `booking_id` is set once the offer is booked.
 * - `experience_exports`: generated PDF / spreadsheet files behind an export's `downloadUrl`, until `expires_at`.
 */
export const EXPERIENCE_BOOKING_SCHEMA = `
CREATE TABLE IF NOT EXISTS experience_price_offers (
  price_id TEXT PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  experience_id INTEGER NOT NULL,
  period_id INTEGER NOT NULL,
  period_state TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  adults INTEGER NOT NULL,
  children_birthdates TEXT NOT NULL,
  currency TEXT NOT NULL,
  price REAL NOT NULL,
  price_without_promo REAL NOT NULL,
  promotions TEXT NOT NULL,
  allotment INTEGER NOT NULL,
  sheet TEXT NOT NULL,
  extras TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  booking_id INTEGER
) STRICT;
CREATE INDEX IF NOT EXISTS experience_price_offers_expiry ON experience_price_offers (expires_at);

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
