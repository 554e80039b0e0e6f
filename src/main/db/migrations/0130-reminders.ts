import type { Migration } from '../migrate'

/**
 * `reminders_sent`: each reminder the desk has given (a booking's deadline, at one lead time), so that it is given
 * once, whatever restarts, offline periods or jumps of the service's clock come between. Keyed by service,
 * booking, kind, deadline and lead: a new deadline (another ladder, another check-in) is another reminder. Not part
 * of the bookings cache: a switch of service and back must not remind again.
 */
export const remindersMigration: Migration = {
  version: 130,
  name: 'reminders',
  up(db) {
    db.exec(`
      CREATE TABLE reminders_sent (
        reminder_key TEXT PRIMARY KEY,
        service TEXT NOT NULL,
        booking_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        due_at TEXT NOT NULL,
        lead_hours INTEGER NOT NULL,
        given_at TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
