import type { BookingNotesMarker } from '../../shared/domain/booking-notes'
import { toPrefixQuery } from '../db/fts'
import { allRows, run, type Db } from '../db/statements'

/**
 * What the desk finds a booking by in its own data (agency.booking_text_fts, agency migration 40): the agency's
 * reference and the words of the live notes, one row per booking. The repositories that write notes and
 * references rebuild the booking's row in their transaction; a tombstoned note or a cleared reference leaves it.
 * The cache's own lookup (booking_lookup_fts) cannot index these: an SQLite trigger may not reach another file.
 */

export function reindexBookingText(db: Db, service: string, bookingId: string): void {
  run(db, 'DELETE FROM agency.booking_text_fts WHERE service = ? AND booking_id = ?', service, bookingId)
  run(
    db,
    `INSERT INTO agency.booking_text_fts (service, booking_id, reference, notes)
     SELECT @service, @bookingId, reference, notes FROM (SELECT
       (SELECT reference FROM agency.booking_refs
          WHERE service = @service AND booking_id = @bookingId AND deleted_at IS NULL) AS reference,
       (SELECT group_concat(body, char(10)) FROM agency.booking_notes
          WHERE service = @service AND booking_id = @bookingId AND deleted_at IS NULL) AS notes)
     WHERE coalesce(reference, '') <> '' OR notes IS NOT NULL`,
    { service, bookingId },
  )
}

const MARK_START = '\u0002'
const MARK_END = '\u0003'

export interface AgencyTextHit {
  bookingId: string
  /** The agency's reference, when the booking has one. */
  reference: string | null
  /** A few words of the notes around what matched, when the notes did. */
  noteExcerpt: string | null
}

/**
 * Bookings of this service whose agency reference or notes hold every word typed (as word prefixes,
 * accent-insensitive), a reference match first.
 */
export function searchAgencyText(db: Db, service: string, text: string, limit: number): AgencyTextHit[] {
  const match = toPrefixQuery(text)
  if (match === null) return []
  // The snippet marks matched words with STX/ETX: a snippet with a mark is one where the notes matched.
  const rows = allRows<{ booking_id: string; reference: string | null; excerpt: string | null }>(
    db,
    `SELECT booking_id, reference, snippet(booking_text_fts, 3, char(2), char(3), '…', 10) AS excerpt
     FROM agency.booking_text_fts
     WHERE booking_text_fts MATCH ? AND service = ?
     ORDER BY bm25(booking_text_fts, 0, 0, 4, 1) LIMIT ?`,
    match,
    service,
    limit,
  )
  return rows.map((row) => ({
    bookingId: row.booking_id,
    reference: row.reference === null || row.reference === '' ? null : row.reference,
    noteExcerpt:
      row.excerpt !== null && row.excerpt.includes(MARK_START)
        ? row.excerpt.replaceAll(MARK_START, '').replaceAll(MARK_END, '').replace(/\s+/gu, ' ')
        : null,
  }))
}

/** The ids of this service's bookings the text finds in the agency's data (the bookings list's search). */
export const AGENCY_TEXT_IDS_SQL =
  'SELECT booking_id FROM agency.booking_text_fts WHERE booking_text_fts MATCH ? AND service = ?'

/** Per booking asked: how many live notes, the latest one's text and the agency's reference. */
export function notesMarkers(db: Db, service: string, bookingIds: readonly string[]): BookingNotesMarker[] {
  if (bookingIds.length === 0) return []
  const rows = allRows<{
    booking_id: string
    count: number
    latest: string | null
    reference: string | null
  }>(
    db,
    `SELECT ids.value AS booking_id,
       (SELECT count(*) FROM agency.booking_notes n
          WHERE n.service = @service AND n.booking_id = ids.value AND n.deleted_at IS NULL) AS count,
       (SELECT n.body FROM agency.booking_notes n
          WHERE n.service = @service AND n.booking_id = ids.value AND n.deleted_at IS NULL
          ORDER BY n.created_at DESC, n.id DESC LIMIT 1) AS latest,
       (SELECT r.reference FROM agency.booking_refs r
          WHERE r.service = @service AND r.booking_id = ids.value AND r.deleted_at IS NULL) AS reference
     FROM json_each(@ids) ids`,
    { service, ids: JSON.stringify(bookingIds) },
  )
  return rows.map((row) => ({
    bookingId: row.booking_id,
    count: row.count,
    latest: row.latest,
    agencyRef: row.reference === null || row.reference === '' ? null : row.reference,
  }))
}

/** The agency's reference of each of this service's bookings that has one (the list's export). */
export function agencyRefsOf(db: Db, service: string): Map<string, string> {
  const rows = allRows<{ booking_id: string; reference: string }>(
    db,
    `SELECT booking_id, reference FROM agency.booking_refs
     WHERE service = ? AND deleted_at IS NULL AND reference IS NOT NULL AND reference <> ''`,
    service,
  )
  return new Map(rows.map((row) => [row.booking_id, row.reference]))
}
