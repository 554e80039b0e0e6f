import { allRows, run, type Db } from './statements'

/**
 * The whole bookings cache at once: what is emptied when the agent switches to another service, whose bookings
 * must not be listed beside the previous one's (their ids may even be the same).
 */

/**
 * Deletes every cached booking with its list item, messages, document metadata and history (children first,
 * rather than relying on the cascade), and every seen state, in one transaction. The FTS index follows through
 * its triggers. Returns the local paths of downloaded documents, for the caller to delete through the files
 * adapter (a file removal cannot be part of the transaction). Queued writes and hotel creates are not touched:
 * they are scoped by their service column instead (migration 0070). Nor are shown rates (0080): the service
 * cannot give them back, so they are kept per service and show again when its bookings are polled again.
 */
export function clearBookingCache(db: Db): { removedFiles: string[] } {
  return db.transaction(() => {
    const removedFiles = allRows<{ local_path: string }>(
      db,
      'SELECT local_path FROM booking_documents WHERE local_path IS NOT NULL',
    ).map((row) => row.local_path)
    for (const table of [
      'booking_list_items',
      'booking_messages',
      'booking_documents',
      'booking_history',
      'bookings',
      'booking_seen_states',
      'booking_message_reads',
    ]) {
      run(db, `DELETE FROM ${table}`)
    }
    return { removedFiles }
  })()
}
