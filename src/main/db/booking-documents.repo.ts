import type { BookingDocumentV1 } from '../../shared/api/bookings-v1'
import { allRows, getRow, parseJson, run, type Db } from './statements'

/**
 * Documents of a booking (`GET /api/v1/bookings/{id}/documents`, table `booking_documents`): the metadata here,
 * the files themselves under the data folder (booking-document-files.ts writes them through the files adapter
 * and records their path). A fetch replaces the cached list; the booking row must exist first.
 */

export interface CachedDocument {
  id: string
  bookingId: string
  fileName: string
  fileType: string
  uploadedAt: string
  raw: BookingDocumentV1
  fetchedAt: string
  /** Path of the downloaded file relative to the data folder; null until downloaded. */
  localPath: string | null
  sizeBytes: number | null
  downloadedAt: string | null
}

interface DocumentRow {
  id: string
  booking_id: string
  file_name: string
  file_type: string
  uploaded_at: string
  raw_json: string
  fetched_at: string
  local_path: string | null
  size_bytes: number | null
  downloaded_at: string | null
}

const toDocument = (row: DocumentRow): CachedDocument => ({
  id: row.id,
  bookingId: row.booking_id,
  fileName: row.file_name,
  fileType: row.file_type,
  uploadedAt: row.uploaded_at,
  raw: parseJson<BookingDocumentV1>(row.raw_json),
  fetchedAt: row.fetched_at,
  localPath: row.local_path,
  sizeBytes: row.size_bytes,
  downloadedAt: row.downloaded_at,
})

/**
 * Replaces the booking's document list with the one fetched, keeping what is known of files already downloaded.
 * Returns the local paths of documents that are gone, for the caller to delete through the files adapter (a
 * file removal cannot be part of the transaction).
 */
export function replaceBookingDocuments(
  db: Db,
  bookingId: string,
  documents: readonly BookingDocumentV1[],
  fetchedAt: string,
): { removedFiles: string[] } {
  return db.transaction(() => {
    const keep = JSON.stringify(documents.map((document) => document.id))
    const removedFiles = allRows<{ local_path: string }>(
      db,
      `SELECT local_path FROM booking_documents WHERE booking_id = ? AND local_path IS NOT NULL
         AND id NOT IN (SELECT value FROM json_each(?))`,
      bookingId,
      keep,
    ).map((row) => row.local_path)
    run(
      db,
      'DELETE FROM booking_documents WHERE booking_id = ? AND id NOT IN (SELECT value FROM json_each(?))',
      bookingId,
      keep,
    )
    for (const document of documents) upsertDocument(db, bookingId, document, fetchedAt)
    run(db, 'UPDATE bookings SET documents_fetched_at = ? WHERE id = ?', fetchedAt, bookingId)
    return { removedFiles }
  })()
}

/** Adds or updates one document (the answer of an upload) without touching the others. */
export function upsertBookingDocument(
  db: Db,
  bookingId: string,
  document: BookingDocumentV1,
  fetchedAt: string,
): void {
  upsertDocument(db, bookingId, document, fetchedAt)
}

function upsertDocument(db: Db, bookingId: string, document: BookingDocumentV1, fetchedAt: string): void {
  run(
    db,
    `INSERT INTO booking_documents (id, booking_id, file_name, file_type, uploaded_at, raw_json, fetched_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET booking_id = excluded.booking_id, file_name = excluded.file_name,
       file_type = excluded.file_type, uploaded_at = excluded.uploaded_at, raw_json = excluded.raw_json,
       fetched_at = excluded.fetched_at`,
    document.id,
    bookingId,
    document.fileName,
    document.fileType,
    document.uploadedAt,
    JSON.stringify(document),
    fetchedAt,
  )
}

export function listBookingDocuments(
  db: Db,
  bookingId: string,
): { documents: CachedDocument[]; fetchedAt: string | null } {
  const documents = allRows<DocumentRow>(
    db,
    'SELECT * FROM booking_documents WHERE booking_id = ? ORDER BY uploaded_at, id',
    bookingId,
  ).map(toDocument)
  const fetchedAt =
    getRow<{ at: string | null }>(
      db,
      'SELECT documents_fetched_at AS at FROM bookings WHERE id = ?',
      bookingId,
    )?.at ?? null
  return { documents, fetchedAt }
}

export function getBookingDocument(db: Db, documentId: string): CachedDocument | null {
  const row = getRow<DocumentRow>(db, 'SELECT * FROM booking_documents WHERE id = ?', documentId)
  return row === undefined ? null : toDocument(row)
}

/** Records where the downloaded file was written (relative to the data folder). */
export function recordDocumentFile(
  db: Db,
  documentId: string,
  file: { localPath: string; sizeBytes: number; downloadedAt: string },
): boolean {
  return (
    run(
      db,
      'UPDATE booking_documents SET local_path = ?, size_bytes = ?, downloaded_at = ? WHERE id = ?',
      file.localPath,
      file.sizeBytes,
      file.downloadedAt,
      documentId,
    ).changes > 0
  )
}

/** Local files of a booking's documents: what to delete with the booking. */
export function listDocumentFiles(db: Db, bookingId: string): string[] {
  return allRows<{ local_path: string }>(
    db,
    'SELECT local_path FROM booking_documents WHERE booking_id = ? AND local_path IS NOT NULL',
    bookingId,
  ).map((row) => row.local_path)
}
