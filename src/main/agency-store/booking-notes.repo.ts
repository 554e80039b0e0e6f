import type { BookingNote, CustomerNote } from '../../shared/domain/booking-notes'
import { DeskError } from '../../shared/ipc'
import { allRows, getRow, run, type Db } from '../db/statements'
import {
  bumpRecordMeta,
  metaOfRow,
  metaParams,
  newRecordMeta,
  type Change,
  type RecordMetaRow,
  writeTombstone,
} from './record-meta'
import { reindexBookingText } from './booking-text.repo'

/**
 * A booking's internal notes (agency.booking_notes): desk-made UUIDs, optimistic versions, tombstones. Every write
 * rebuilds the booking's row of the search index in the same transaction (booking-text.repo.ts).
 */

interface NoteRow extends RecordMetaRow {
  service: string
  booking_id: string
  body: string
  author: string
  created_at: string
}

const COLUMNS =
  'id, version, updated_by, updated_at, deleted_at, service, booking_id, body, author, created_at'

function toNote(row: NoteRow): BookingNote {
  return {
    id: row.id,
    bookingId: row.booking_id,
    body: row.body,
    author: row.author,
    createdAt: row.created_at,
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  }
}

/** The live notes of a booking, oldest first. */
export function listBookingNotes(db: Db, service: string, bookingId: string): BookingNote[] {
  return allRows<NoteRow>(
    db,
    `SELECT ${COLUMNS} FROM agency.booking_notes
     WHERE service = ? AND booking_id = ? AND deleted_at IS NULL ORDER BY created_at, id`,
    service,
    bookingId,
  ).map(toNote)
}

/**
 * The live notes on a customer's bookings in the cache, newest first: the customer by its key, its file's bookings
 * by bookings_customer_file, each booking's notes by booking_notes_booking (query-plans test). CROSS JOIN fixes that
 * order: left to itself (no statistics) SQLite would read every note of the service and look each booking up.
 * Notes written in the same millisecond come in the order written (rowid), the later first.
 */
export const CUSTOMER_NOTES_SQL = `SELECT n.id, n.version, n.updated_by, n.updated_at, n.deleted_at, n.service, n.booking_id,
    n.body, n.author, n.created_at, b.internal_reference
  FROM agency.customers c
  CROSS JOIN bookings b ON b.customer_file_id = c.file_id
  CROSS JOIN agency.booking_notes n ON n.service = @service AND n.booking_id = b.id
  WHERE c.id = @customerId AND c.service = @service AND c.deleted_at IS NULL AND n.deleted_at IS NULL
  ORDER BY n.created_at DESC, n.rowid DESC
  LIMIT @limit`

export function listCustomerNotes(
  db: Db,
  service: string,
  customerId: string,
  limit: number,
): CustomerNote[] {
  return allRows<NoteRow & { internal_reference: string | null }>(db, CUSTOMER_NOTES_SQL, {
    service,
    customerId,
    limit,
  }).map((row) => ({ ...toNote(row), bookingReference: row.internal_reference }))
}

function noteRow(db: Db, id: string): NoteRow {
  const row = getRow<NoteRow>(db, `SELECT ${COLUMNS} FROM agency.booking_notes WHERE id = ?`, id)
  if (row === undefined) throw new DeskError('NOT_FOUND', 'There is no such note.')
  return row
}

export function addBookingNote(
  db: Db,
  service: string,
  bookingId: string,
  body: string,
  change: Change,
): BookingNote {
  return db
    .transaction(() => {
      const meta = newRecordMeta(change)
      run(
        db,
        `INSERT INTO agency.booking_notes (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ...metaParams(meta),
        service,
        bookingId,
        body,
        meta.updatedBy,
        meta.updatedAt,
      )
      reindexBookingText(db, service, bookingId)
      return toNote(noteRow(db, meta.id))
    })
    .immediate()
}

/** A new text for a note: refused (conflict) when it changed since the agent read `expectedVersion`. */
export function editBookingNote(
  db: Db,
  id: string,
  body: string,
  change: Change,
  expectedVersion: number,
): BookingNote {
  return db
    .transaction(() => {
      const current = noteRow(db, id)
      const meta = bumpRecordMeta(metaOfRow(current), change, expectedVersion)
      run(
        db,
        'UPDATE agency.booking_notes SET version = ?, updated_by = ?, updated_at = ?, body = ? WHERE id = ?',
        meta.version,
        meta.updatedBy,
        meta.updatedAt,
        body,
        id,
      )
      reindexBookingText(db, current.service, current.booking_id)
      return toNote(noteRow(db, id))
    })
    .immediate()
}

/** A tombstone: the row stays (with its text, the agency's record) but leaves the lists, the icons and search. */
export function deleteBookingNote(db: Db, id: string, change: Change, expectedVersion: number): BookingNote {
  return db
    .transaction(() => {
      const current = noteRow(db, id)
      writeTombstone(db, 'booking_notes', metaOfRow(current), change, expectedVersion)
      reindexBookingText(db, current.service, current.booking_id)
      return toNote(current)
    })
    .immediate()
}
