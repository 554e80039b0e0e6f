import type { Migration } from '../migrate'

/**
 * The rate as the agent saw it when booking from this desk (owner: src/main/db/shown-rates.repo.ts), kept to be
 * compared later with what the booking says. The service does not know it, so no sync can bring it back.
 *
 * - `booking_shown_rates` is keyed by the service and the booking (`serviceIdentity`, as in 0070), with no foreign
 *   key to `bookings` on purpose: a switch of service empties the bookings cache (`clearBookingCache`), but a
 *   shown rate cannot be fetched again, so it stays under its service and shows again when the agent switches
 *   back and the booking is polled again. Another service's booking of the same id never sees it.
 * - `booking_creates.shown_rate_json`: the rate travels with the create, so a create that got no answer and is
 *   adopted later (even after a restart) stores it with the booking it finds.
 */
export const shownRatesMigration: Migration = {
  version: 80,
  name: 'shown-rates',
  up(db) {
    db.exec(`
      CREATE TABLE booking_shown_rates (
        service TEXT NOT NULL,
        booking_id TEXT NOT NULL,
        shown_rate_json TEXT NOT NULL,
        stored_at TEXT NOT NULL,
        PRIMARY KEY (service, booking_id)
      ) STRICT;

      ALTER TABLE booking_creates ADD COLUMN shown_rate_json TEXT;
    `)
  },
}
