import type { Migration } from '../migrate'

/**
 * Bookings and what hangs off them.
 *
 * - `bookings`: one row per booking the desk knows, from whichever source came last (a list item, the v1 detail
 *   or the v3 detail); the summary columns are what the bookings list filters, sorts and searches on, and the
 *   details are kept whole as JSON beside them. `seq` is an aliased rowid for the FTS index (see 0010).
 * - `bookings_fts`: customer names, references, booking id and hotel name, accent-insensitive, prefix-indexed.
 * - `booking_list_items`, `booking_messages`, `booking_documents`, `booking_history`: the service's items as
 *   JSON with the columns they are ordered by; they belong to a booking row (cascade on delete).
 * - `booking_seen_states`: the state the agent was last told about, per booking. It has no foreign key on
 *   purpose: it must outlive a cache row so that a change made while the app was closed is still noticed.
 */
export const bookingsMigration: Migration = {
  version: 30,
  name: 'bookings',
  up(db) {
    db.exec(`
      CREATE TABLE bookings (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        state TEXT NOT NULL,
        dmc_state TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('hotel', 'experience')),
        check_in TEXT NOT NULL,
        check_out TEXT NOT NULL,
        created_at TEXT NOT NULL,
        customer_first_name TEXT NOT NULL,
        customer_last_name TEXT NOT NULL,
        internal_reference TEXT,
        to_reference TEXT,
        dmc_reference TEXT,
        hotel_id TEXT,
        hotel_name TEXT,
        total_price REAL NOT NULL,
        currency TEXT NOT NULL,
        v1_json TEXT,
        v1_fetched_at TEXT,
        v3_json TEXT,
        v3_fetched_at TEXT,
        messages_fetched_at TEXT,
        documents_fetched_at TEXT,
        history_fetched_at TEXT,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX bookings_created ON bookings (created_at, id);
      CREATE INDEX bookings_state ON bookings (state, created_at, id);
      CREATE INDEX bookings_check_in ON bookings (check_in, id);
      CREATE INDEX bookings_internal_reference ON bookings (internal_reference) WHERE internal_reference IS NOT NULL;
      CREATE INDEX bookings_to_reference ON bookings (to_reference) WHERE to_reference IS NOT NULL;

      CREATE VIRTUAL TABLE bookings_fts USING fts5(
        id,
        customer_first_name,
        customer_last_name,
        internal_reference,
        to_reference,
        dmc_reference,
        hotel_name,
        content = 'bookings',
        content_rowid = 'seq',
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      );
      CREATE TRIGGER bookings_fts_insert AFTER INSERT ON bookings BEGIN
        INSERT INTO bookings_fts (rowid, id, customer_first_name, customer_last_name, internal_reference,
          to_reference, dmc_reference, hotel_name)
        VALUES (new.seq, new.id, new.customer_first_name, new.customer_last_name, new.internal_reference,
          new.to_reference, new.dmc_reference, new.hotel_name);
      END;
      CREATE TRIGGER bookings_fts_delete AFTER DELETE ON bookings BEGIN
        INSERT INTO bookings_fts (bookings_fts, rowid, id, customer_first_name, customer_last_name,
          internal_reference, to_reference, dmc_reference, hotel_name)
        VALUES ('delete', old.seq, old.id, old.customer_first_name, old.customer_last_name, old.internal_reference,
          old.to_reference, old.dmc_reference, old.hotel_name);
      END;
      CREATE TRIGGER bookings_fts_update AFTER UPDATE ON bookings
      WHEN old.customer_first_name IS NOT new.customer_first_name
        OR old.customer_last_name IS NOT new.customer_last_name
        OR old.internal_reference IS NOT new.internal_reference
        OR old.to_reference IS NOT new.to_reference
        OR old.dmc_reference IS NOT new.dmc_reference
        OR old.hotel_name IS NOT new.hotel_name BEGIN
        INSERT INTO bookings_fts (bookings_fts, rowid, id, customer_first_name, customer_last_name,
          internal_reference, to_reference, dmc_reference, hotel_name)
        VALUES ('delete', old.seq, old.id, old.customer_first_name, old.customer_last_name, old.internal_reference,
          old.to_reference, old.dmc_reference, old.hotel_name);
        INSERT INTO bookings_fts (rowid, id, customer_first_name, customer_last_name, internal_reference,
          to_reference, dmc_reference, hotel_name)
        VALUES (new.seq, new.id, new.customer_first_name, new.customer_last_name, new.internal_reference,
          new.to_reference, new.dmc_reference, new.hotel_name);
      END;

      CREATE TABLE booking_list_items (
        booking_id TEXT PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        state TEXT NOT NULL,
        raw_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE booking_messages (
        id TEXT PRIMARY KEY,
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        sent_at TEXT NOT NULL,
        message_type TEXT NOT NULL,
        raw_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX booking_messages_booking ON booking_messages (booking_id, sent_at);

      CREATE TABLE booking_documents (
        id TEXT PRIMARY KEY,
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        file_name TEXT NOT NULL,
        file_type TEXT NOT NULL,
        uploaded_at TEXT NOT NULL,
        raw_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        local_path TEXT,
        size_bytes INTEGER,
        downloaded_at TEXT
      ) STRICT;
      CREATE INDEX booking_documents_booking ON booking_documents (booking_id, uploaded_at);

      CREATE TABLE booking_history (
        id TEXT PRIMARY KEY,
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        label TEXT NOT NULL,
        user_id TEXT,
        raw_json TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX booking_history_booking ON booking_history (booking_id, created_at);

      CREATE TABLE booking_seen_states (
        booking_id TEXT PRIMARY KEY,
        state TEXT NOT NULL,
        seen_at TEXT NOT NULL
      ) STRICT;
    `)
  },
}
