import type { Migration } from '../migrate'

/**
 * Queued writes and hotel creates belong to the service they were made on (`serviceIdentity` in
 * src/main/base/environment.ts: `sandbox`, or the environment and its address). A cancellation queued for staging
 * must never be replayed against production after the agent switches, and a create that got no answer is looked
 * up on the service it was sent to only. Entries of another service stay as they are and are sent or looked up
 * when the agent switches back to it.
 *
 * - Rows written before this step get `sandbox`, the environment the desk starts on.
 * - `outbox_service` serves the replay and the "anything waiting before it" check, both of one service, in
 *   replay order; `outbox_state` stays for the counts over every service (quit check, sync health).
 * - `booking_creates_service_open` serves the lookups of one service's creates without an outcome; it replaces
 *   `booking_creates_open` (a partial index on `state` alone), which it also serves for the count over every
 *   service.
 */
export const serviceScopeMigration: Migration = {
  version: 70,
  name: 'service-scope',
  up(db) {
    db.exec(`
      ALTER TABLE outbox ADD COLUMN service TEXT NOT NULL DEFAULT 'sandbox';
      CREATE INDEX outbox_service ON outbox (service, state, position);

      ALTER TABLE booking_creates ADD COLUMN service TEXT NOT NULL DEFAULT 'sandbox';
      DROP INDEX booking_creates_open;
      CREATE INDEX booking_creates_service_open ON booking_creates (service, created_at, id)
        WHERE state IN ('sending', 'unknown');
    `)
  },
}
