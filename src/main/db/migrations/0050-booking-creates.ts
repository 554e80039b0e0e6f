import type { Migration } from '../migrate'

/**
 * Hotel booking creates, recorded before the request leaves (owner: src/main/bookings/booking-creates.repo.ts).
 *
 * A create that fails without an answer (timeout, connection reset) may have been made by the service. Its row
 * keeps the client-made reference until the service's bookings list has been searched for it: the booking is
 * then adopted (`done` with its id) or known not made (`not_made`), and only then may the agent try again.
 *
 * - `reference` is the `internalReference` sent; `known_ids_json` lists the bookings that already carried that
 *   reference before the attempt (an agent's own reference may be reused across bookings), so a lookup never
 *   adopts one of them.
 * - `request_id` is the availability handshake: one handshake makes one booking, so a second try with the same
 *   one is checked against this row first.
 * - No foreign key to bookings: the booking row may not exist yet (that is the point).
 */
export const bookingCreatesMigration: Migration = {
  version: 50,
  name: 'booking-creates',
  up(db) {
    db.exec(`
      CREATE TABLE booking_creates (
        id TEXT PRIMARY KEY,
        reference TEXT NOT NULL,
        agent_reference INTEGER NOT NULL CHECK (agent_reference IN (0, 1)),
        request_id TEXT NOT NULL,
        request_json TEXT NOT NULL,
        locale TEXT,
        known_ids_json TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('sending', 'unknown', 'done', 'not_made', 'failed')),
        booking_id TEXT,
        adopted INTEGER NOT NULL DEFAULT 0 CHECK (adopted IN (0, 1)),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error_json TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX booking_creates_reference ON booking_creates (reference, created_at);
      CREATE INDEX booking_creates_request ON booking_creates (request_id);
      CREATE INDEX booking_creates_open ON booking_creates (state) WHERE state IN ('sending', 'unknown');
    `)
  },
}
