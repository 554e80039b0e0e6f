import type { FileStore } from '../platform/types'
import { getBookingDocument, recordDocumentFile } from './booking-documents.repo'
import type { Db } from './statements'

/** Every booking's document files, relative to the data folder. */
export const DOCUMENTS_FOLDER = 'documents'

const safe = (value: string): string => value.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '')

/** The folder of a booking's document files, relative to the data folder. */
export const documentFolderPath = (bookingId: string): string => `${DOCUMENTS_FOLDER}/${safe(bookingId)}`

/**
 * Document files live under the data folder, written through the files adapter; SQLite keeps their relative
 * path. The path is built from ids only (the service's file name is reduced to a safe tail), so a hostile file
 * name cannot steer the write elsewhere.
 */
export function documentFilePath(bookingId: string, documentId: string, fileName: string): string {
  // Only the last path segment of the service's name, reduced to plain characters.
  const name = safe(fileName.split(/[\\/]/).pop() ?? '').slice(-80) || 'document'
  return `${documentFolderPath(bookingId)}/${safe(documentId)}-${name}`
}

/** Writes a downloaded document and records it. Returns the absolute path, or null for an unknown document. */
export async function saveDocumentFile(
  db: Db,
  files: FileStore,
  documentId: string,
  bytes: Uint8Array,
  downloadedAt: string,
): Promise<string | null> {
  const document = getBookingDocument(db, documentId)
  if (document === null) return null
  const localPath = documentFilePath(document.bookingId, document.id, document.fileName)
  const absolute = await files.write(localPath, bytes)
  recordDocumentFile(db, documentId, { localPath, sizeBytes: bytes.byteLength, downloadedAt })
  return absolute
}

/** Deletes files whose rows are gone (see replaceBookingDocuments); a file already missing is not an error. */
export async function removeDocumentFiles(
  files: Pick<FileStore, 'remove'>,
  localPaths: readonly string[],
): Promise<void> {
  for (const localPath of localPaths) await files.remove(localPath)
}
