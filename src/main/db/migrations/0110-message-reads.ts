import type { Migration } from '../migrate'

/**
 * `booking_message_reads`: up to when the agent has read each booking's thread on this computer (the newest
 * message's `sentAt` when the thread was shown), so that unread markers survive a restart. It belongs to the
 * bookings cache (emptied with it on a switch of service), without a foreign key: a thread can be read from the
 * service before the booking's own row is cached.
 */
export const messageReadsMigration: Migration = {
  version: 110,
  name: 'message-reads',
  up(db) {
    db.exec(`
      CREATE TABLE booking_message_reads (
        booking_id TEXT PRIMARY KEY,
        read_up_to TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
