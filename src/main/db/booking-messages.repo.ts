import type { BookingMessageV1 } from '../../shared/api/bookings-v1'
import { allRows, getRow, parseJson, run, type Db } from './statements'

/**
 * Messages of a booking (`GET /api/v1/bookings/{id}/messages`, table `booking_messages`). The service answers
 * the whole thread, so a fetch replaces the cached thread. The booking row must exist (a list item or a detail
 * written first): messages belong to it and go with it.
 */

export interface CachedMessage {
  id: string
  bookingId: string
  sentAt: string
  messageType: string
  raw: BookingMessageV1
  fetchedAt: string
}

interface MessageRow {
  id: string
  booking_id: string
  sent_at: string
  message_type: string
  raw_json: string
  fetched_at: string
}

/** Replaces the booking's thread with the one fetched, and records when it was fetched, atomically. */
export function replaceBookingMessages(
  db: Db,
  bookingId: string,
  messages: readonly BookingMessageV1[],
  fetchedAt: string,
): void {
  db.transaction(() => {
    run(
      db,
      `DELETE FROM booking_messages WHERE booking_id = ? AND id NOT IN (SELECT value FROM json_each(?))`,
      bookingId,
      JSON.stringify(messages.map((message) => message.id)),
    )
    for (const message of messages) upsertMessage(db, bookingId, message, fetchedAt)
    run(db, 'UPDATE bookings SET messages_fetched_at = ? WHERE id = ?', fetchedAt, bookingId)
  })()
}

/** Adds one message (the answer of a message just sent) without touching the rest of the thread. */
export function upsertBookingMessage(
  db: Db,
  bookingId: string,
  message: BookingMessageV1,
  fetchedAt: string,
): void {
  upsertMessage(db, bookingId, message, fetchedAt)
}

function upsertMessage(db: Db, bookingId: string, message: BookingMessageV1, fetchedAt: string): void {
  run(
    db,
    `INSERT INTO booking_messages (id, booking_id, sent_at, message_type, raw_json, fetched_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET booking_id = excluded.booking_id, sent_at = excluded.sent_at,
       message_type = excluded.message_type, raw_json = excluded.raw_json, fetched_at = excluded.fetched_at`,
    message.id,
    bookingId,
    message.sentAt,
    message.messageType,
    JSON.stringify(message),
    fetchedAt,
  )
}

/** The thread, oldest first, with the time it was last fetched (null: never fetched, only single messages). */
export function listBookingMessages(
  db: Db,
  bookingId: string,
): { messages: CachedMessage[]; fetchedAt: string | null } {
  const messages = allRows<MessageRow>(
    db,
    'SELECT * FROM booking_messages WHERE booking_id = ? ORDER BY sent_at, id',
    bookingId,
  ).map((row) => ({
    id: row.id,
    bookingId: row.booking_id,
    sentAt: row.sent_at,
    messageType: row.message_type,
    raw: parseJson<BookingMessageV1>(row.raw_json),
    fetchedAt: row.fetched_at,
  }))
  const fetchedAt =
    getRow<{ at: string | null }>(
      db,
      'SELECT messages_fetched_at AS at FROM bookings WHERE id = ?',
      bookingId,
    )?.at ?? null
  return { messages, fetchedAt }
}
