import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'

/**
 * Messages of a booking. `sender_kind` says who wrote it: the caller's API user (`user`), the caller's
 * organization through an API key (`organization`), or the hotel / supplier (`hotel`). The sender's names are
 * stored as written, so a message keeps its signature if the hotel is renamed.
 */
export type SenderKind = 'user' | 'organization' | 'hotel'

/** `request`: written by the tour operator; `update`: written by the hotel or supplier. */
export type MessageType = 'request' | 'update'

export interface MessageRow {
  id: number
  booking_id: number
  sender_kind: SenderKind
  sender_id: number | null
  sender_first_name: string | null
  sender_last_name: string | null
  message: string
  message_type: MessageType
  sent_at: string
}

export interface NewMessage {
  senderKind: SenderKind
  senderId: number | null
  senderFirstName: string | null
  senderLastName: string | null
  message: string
  messageType: MessageType
  sentAt: string
}

export function addMessage(db: Database.Database, bookingId: number, message: NewMessage): MessageRow {
  const id = Number(
    statement(
      db,
      `INSERT INTO booking_messages (booking_id, sender_kind, sender_id, sender_first_name, sender_last_name,
           message, message_type, sent_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      bookingId,
      message.senderKind,
      message.senderId,
      message.senderFirstName,
      message.senderLastName,
      message.message,
      message.messageType,
      message.sentAt,
    ).lastInsertRowid,
  )
  return statement(db, 'SELECT * FROM booking_messages WHERE id = ?').get(id) as MessageRow
}

export function listMessages(db: Database.Database, bookingId: number): MessageRow[] {
  return statement(db, 'SELECT * FROM booking_messages WHERE booking_id = ? ORDER BY sent_at, id').all(
    bookingId,
  ) as MessageRow[]
}
