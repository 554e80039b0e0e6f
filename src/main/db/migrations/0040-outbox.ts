import type { Migration } from '../migrate'

/**
 * Writes the agent made while the service could not be reached (a message, a cancellation), replayed in order
 * exactly once when it is back.
 *
 * - `position` is the replay order; AUTOINCREMENT so that a number is never handed out twice, even after the
 *   done entries are purged.
 * - `id` is made by the client when the write is queued: the renderer shows the pending entry by it.
 * - No foreign key to bookings on purpose: a pending write must never vanish with a cache row.
 */
export const outboxMigration: Migration = {
  version: 40,
  name: 'outbox',
  up(db) {
    db.exec(`
      CREATE TABLE outbox (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        booking_id TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'failed', 'done')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error_json TEXT,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX outbox_state ON outbox (state, position);
      CREATE INDEX outbox_booking ON outbox (booking_id, position);
    `)
  },
}
