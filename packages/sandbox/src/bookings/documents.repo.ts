import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'

/** Documents attached to a booking; the file itself lives in the store (small files: vouchers, invoices). */
export interface DocumentMeta {
  id: number
  booking_id: number
  file_name: string
  file_type: string
  uploaded_at: string
}

export interface DocumentRow extends DocumentMeta {
  content: Buffer
}

export function addDocument(
  db: Database.Database,
  bookingId: number,
  file: { fileName: string; fileType: string; content: Uint8Array; uploadedAt: string },
): DocumentMeta {
  const id = Number(
    statement(
      db,
      `INSERT INTO booking_documents (booking_id, file_name, file_type, content, uploaded_at)
         VALUES (?, ?, ?, ?, ?)`,
    ).run(bookingId, file.fileName, file.fileType, Buffer.from(file.content), file.uploadedAt)
      .lastInsertRowid,
  )
  return {
    id,
    booking_id: bookingId,
    file_name: file.fileName,
    file_type: file.fileType,
    uploaded_at: file.uploadedAt,
  }
}

export function listDocuments(db: Database.Database, bookingId: number): DocumentMeta[] {
  return statement(
    db,
    `SELECT id, booking_id, file_name, file_type, uploaded_at FROM booking_documents
       WHERE booking_id = ? ORDER BY uploaded_at, id`,
  ).all(bookingId) as DocumentMeta[]
}

export function readDocument(
  db: Database.Database,
  bookingId: number,
  documentId: number,
): DocumentRow | null {
  const row = statement(db, 'SELECT * FROM booking_documents WHERE id = ? AND booking_id = ?').get(
    documentId,
    bookingId,
  ) as DocumentRow | undefined
  return row ?? null
}
