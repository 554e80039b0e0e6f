import type { Migration } from '../migrate'

/**
 * `notifications`: the notification centre's entries (state changes announced by the poller, reminders given),
 * with the agent's read marks. Per service (`serviceIdentity`, the key the bookings cache uses): the centre lists
 * the active service's entries only, and a switch of service and back finds them again, so the table is not part
 * of the bookings cache and `clearBookingCache` leaves it alone. `entry_key` names the news (a change, a given
 * reminder): recorded once per service whatever is retried.
 */
export const notificationsMigration: Migration = {
  version: 140,
  name: 'notifications',
  up(db) {
    db.exec(`
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        service TEXT NOT NULL,
        entry_key TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('stateChanged', 'reminder')),
        booking_id TEXT NOT NULL,
        state TEXT NOT NULL,
        previous_state TEXT,
        reminder_kind TEXT,
        due_at TEXT,
        lead_hours INTEGER,
        title TEXT NOT NULL,
        customer TEXT,
        product TEXT,
        product_kind TEXT CHECK (product_kind IN ('hotel', 'experience')),
        reference TEXT,
        at TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        read_at TEXT,
        UNIQUE (service, entry_key)
      ) STRICT;
      CREATE INDEX notifications_by_service ON notifications (service, id);
      CREATE INDEX notifications_unread ON notifications (service, id) WHERE read_at IS NULL;
    `)
  },
}
