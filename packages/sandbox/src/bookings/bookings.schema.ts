/**
 * Tables of the bookings module (STRICT, snake_case). Timestamps are ISO 8601 UTC text, dates `YYYY-MM-DD` text,
 * money REAL rounded to 2 decimals on write. JSON columns hold the bed choice's nested lists exactly as they were
 * priced (ISO timestamps); the v1 view formats them on the way out.
 */
export const BOOKINGS_SCHEMA = `
CREATE TABLE IF NOT EXISTS customer_files (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  last_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS bookings (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  user_id INTEGER,
  kind TEXT NOT NULL DEFAULT 'hotel',
  hotel_id INTEGER NOT NULL,
  check_in TEXT NOT NULL,
  check_out TEXT NOT NULL,
  currency TEXT NOT NULL,
  total_price REAL NOT NULL,
  total_price_without_promo REAL NOT NULL,
  state TEXT NOT NULL,
  dmc_state TEXT NOT NULL,
  allotment_available INTEGER NOT NULL,
  supplier_code TEXT NOT NULL,
  customer_first_name TEXT NOT NULL,
  customer_last_name TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  customer_phone_number TEXT,
  customer_address TEXT,
  customer_additional_address TEXT,
  customer_city TEXT,
  customer_zip_code TEXT,
  customer_company TEXT,
  customer_file_id TEXT NOT NULL,
  internal_reference TEXT,
  tour_operator_name TEXT,
  network_name TEXT,
  note TEXT,
  lang TEXT,
  request_id TEXT,
  searched_party TEXT NOT NULL,
  replace_booking_id INTEGER,
  replaced_by_booking_id INTEGER,
  group_uuid TEXT NOT NULL,
  booking_ref TEXT NOT NULL,
  secret TEXT NOT NULL,
  dmc_reference TEXT,
  hotel_confirmation_number TEXT,
  hotel_keeper_message TEXT,
  hotel_keeper_message_sent_at TEXT,
  cancellation_fees REAL,
  cancel_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  canceled_at TEXT,
  state_changed_at TEXT NOT NULL,
  supplier_step INTEGER NOT NULL DEFAULT 0,
  reminder_sent_at TEXT,
  -- normalizeText() of customer names and references, matched by the list search filter
  search_text TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX IF NOT EXISTS bookings_org_created ON bookings (organization_id, created_at);
CREATE INDEX IF NOT EXISTS bookings_org_check_in ON bookings (organization_id, check_in);
CREATE INDEX IF NOT EXISTS bookings_state ON bookings (state);

CREATE TABLE IF NOT EXISTS booked_rooms (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  position INTEGER NOT NULL,
  hotel_room_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  supplier_code TEXT NOT NULL,
  other_proposal INTEGER NOT NULL DEFAULT 0,
  bed_choice_id TEXT NOT NULL,
  bed_choice_name TEXT NOT NULL,
  bed_choice_currency TEXT NOT NULL,
  total_price_with_promo REAL NOT NULL,
  total_price_without_promo REAL NOT NULL,
  price_per_day REAL NOT NULL,
  contracting_conditions TEXT,
  check_in_instructions TEXT,
  hotel_fees TEXT NOT NULL,
  cancel_conditions TEXT NOT NULL,
  meal_plans TEXT NOT NULL,
  promotions TEXT NOT NULL,
  tags TEXT NOT NULL,
  promotion_id TEXT,
  optional_promotion_ids TEXT NOT NULL DEFAULT '[]'
) STRICT;
CREATE INDEX IF NOT EXISTS booked_rooms_booking ON booked_rooms (booking_id, position);

CREATE TABLE IF NOT EXISTS booking_travelers (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  booked_room_id INTEGER NOT NULL REFERENCES booked_rooms (id),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL,
  gender TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birthdate TEXT NOT NULL,
  nationality TEXT,
  passport_number TEXT,
  expiration_date TEXT,
  age_is_exact INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX IF NOT EXISTS booking_travelers_booking ON booking_travelers (booking_id, booked_room_id, position);

CREATE TABLE IF NOT EXISTS booking_messages (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  sender_kind TEXT NOT NULL,
  sender_id INTEGER,
  sender_first_name TEXT,
  sender_last_name TEXT,
  message TEXT NOT NULL,
  message_type TEXT NOT NULL,
  sent_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS booking_messages_booking ON booking_messages (booking_id, sent_at);

CREATE TABLE IF NOT EXISTS booking_documents (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  file_name TEXT NOT NULL,
  file_type TEXT NOT NULL,
  content BLOB NOT NULL,
  uploaded_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS booking_documents_booking ON booking_documents (booking_id);

CREATE TABLE IF NOT EXISTS booking_histories (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  event TEXT NOT NULL,
  user_id INTEGER,
  first_name TEXT,
  last_name TEXT,
  label TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS booking_histories_booking ON booking_histories (booking_id, created_at);
-- Experience bookings (kind 'experience', hotel_id 0): one booked experience line per booking, its travelers and
-- its extras. Names are copied at booking time, so a booking reads the same after the experience is renamed or
-- archived. \`ladder\` is the cancellation ladder as percentages of the booking total (see experience-ladder.ts).
CREATE TABLE IF NOT EXISTS booked_experiences (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  position INTEGER NOT NULL,
  experience_id INTEGER NOT NULL,
  experience_name TEXT NOT NULL,
  experience_type TEXT NOT NULL,
  supplier_organization_id INTEGER NOT NULL,
  supplier_name TEXT NOT NULL,
  period_id INTEGER NOT NULL,
  period_state TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  adults INTEGER NOT NULL,
  children_birthdates TEXT NOT NULL,
  price REAL NOT NULL,
  price_without_promo REAL NOT NULL,
  promotions TEXT NOT NULL,
  ladder TEXT NOT NULL,
  selected_hotels TEXT NOT NULL DEFAULT '[]',
  extras_filters TEXT,
  to_reference TEXT,
  trip_id TEXT,
  price_id TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS booked_experiences_booking ON booked_experiences (booking_id, position);
CREATE INDEX IF NOT EXISTS booked_experiences_experience ON booked_experiences (experience_id, booking_id);
CREATE UNIQUE INDEX IF NOT EXISTS booked_experiences_price ON booked_experiences (price_id) WHERE price_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS booked_experience_travelers (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  booked_experience_id INTEGER NOT NULL REFERENCES booked_experiences (id),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL,
  gender TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birthdate TEXT NOT NULL,
  nationality TEXT,
  passport_number TEXT,
  expiration_date TEXT,
  age_is_exact INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX IF NOT EXISTS booked_experience_travelers_booking
  ON booked_experience_travelers (booking_id, booked_experience_id, position);

CREATE TABLE IF NOT EXISTS booked_experience_extras (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  booked_experience_id INTEGER NOT NULL REFERENCES booked_experiences (id),
  extra_experience_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  adult_count INTEGER NOT NULL,
  children_birthdates TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('global', 'day')),
  day_index INTEGER,
  price REAL NOT NULL,
  price_without_promo REAL NOT NULL,
  promotions TEXT NOT NULL,
  -- the add-on's price sheet as priced, so a change of counts re-prices at the booked conditions
  price_sheet TEXT NOT NULL,
  is_included TEXT,
  state TEXT NOT NULL CHECK (state IN ('booked', 'canceled')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  canceled_at TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS booked_experience_extras_booking ON booked_experience_extras (booking_id, id);

-- Counts every change that can move an experience's booking stats (experience-stats.ts keeps them until it
-- moves): its booked lines, and a booking's state or creation time (hotel bookings too: they are rarely changed
-- next to the searches that read the stats, and a trigger cannot forget a case).
CREATE TABLE IF NOT EXISTS experience_booking_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
) STRICT;
INSERT OR IGNORE INTO experience_booking_revision (id, n) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS booked_experiences_booking_revision_insert AFTER INSERT ON booked_experiences
BEGIN UPDATE experience_booking_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS booked_experiences_booking_revision_update AFTER UPDATE ON booked_experiences
BEGIN UPDATE experience_booking_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS booked_experiences_booking_revision_delete AFTER DELETE ON booked_experiences
BEGIN UPDATE experience_booking_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS bookings_booking_revision_update AFTER UPDATE OF state, created_at ON bookings
BEGIN UPDATE experience_booking_revision SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS bookings_booking_revision_delete AFTER DELETE ON bookings
BEGIN UPDATE experience_booking_revision SET n = n + 1; END;
`
