import { getRow, run, type Db } from './statements'

/** Up to when the agent has read a booking's messages (table `booking_message_reads`, migration 0110). */

export function getMessagesReadUpTo(db: Db, bookingId: string): string | null {
  return (
    getRow<{ read_up_to: string }>(
      db,
      'SELECT read_up_to FROM booking_message_reads WHERE booking_id = ?',
      bookingId,
    )?.read_up_to ?? null
  )
}

/** Never moves back: a thread read on an older copy does not mark newer messages unread again. */
export function markMessagesReadUpTo(db: Db, bookingId: string, upTo: string): void {
  run(
    db,
    `INSERT INTO booking_message_reads (booking_id, read_up_to) VALUES (?, ?)
     ON CONFLICT (booking_id) DO UPDATE SET read_up_to = max(read_up_to, excluded.read_up_to)`,
    bookingId,
    upTo,
  )
}
