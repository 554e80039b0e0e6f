import { join } from 'node:path'
import { DeskError } from '../../shared/ipc'
import type { BookingDocuments } from '../../shared/ipc/bookings.contract'
import type { ApiClient } from '../api/client'
import { removeDocumentFiles, saveDocumentFile } from '../db/booking-document-files'
import {
  getBookingDocument,
  listBookingDocuments,
  replaceBookingDocuments,
} from '../db/booking-documents.repo'
import { getBooking } from '../db/bookings.repo'
import type { Db } from '../db/statements'
import type { Clock, FileStore } from '../platform/types'
import type { BookingReads } from './booking-reads'
import { fetchOrFallBack, unavailable } from '../read-through/read-through'

/**
 * A booking's documents: the list from the service (the cache when it cannot be reached), and the files saved
 * under the data folder through the files adapter. A file already saved is answered from disk, online or not:
 * a document's bytes do not change once uploaded.
 */

export interface SavedDocumentView {
  path: string
  fileName: string
  sizeBytes: number
  source: 'service' | 'cache'
}

export interface BookingDocumentsService {
  documents(bookingId: string): Promise<BookingDocuments>
  download(bookingId: string, documentId: string): Promise<SavedDocumentView>
}

export function createBookingDocuments(deps: {
  db: Db
  api: Pick<ApiClient, 'bookings'>
  clock: Clock
  files: FileStore
  isOnline: () => boolean
  reads: Pick<BookingReads, 'ensureRow' | 'recordFetch' | 'scope'>
}): BookingDocumentsService {
  const { db, api, files } = deps
  const now = (): string => deps.clock.now().toISOString()

  const refresh = async (bookingId: string) => {
    const read = deps.reads.scope()
    const fetched = await fetchOrFallBack(
      deps.isOnline(),
      now,
      async () => {
        await deps.reads.ensureRow(bookingId, read)
        return api.bookings.documents(bookingId, read.options)
      },
      read.sameService,
    )
    if (fetched.ok) {
      const { removedFiles } = replaceBookingDocuments(db, bookingId, fetched.value, fetched.at)
      await removeDocumentFiles(files, removedFiles)
    }
    if (fetched.ok || fetched.error !== null)
      deps.reads.recordFetch('documents', fetched.ok ? null : fetched.error)
    return fetched
  }

  return {
    async documents(bookingId) {
      const fetched = await refresh(bookingId)
      const cached = listBookingDocuments(db, bookingId)
      if (!fetched.ok && cached.fetchedAt === null && getBooking(db, bookingId) === null) {
        throw unavailable(fetched.error, 'this booking')
      }
      return {
        documents: cached.documents.map((document) => ({
          ...document.raw,
          downloaded: document.localPath !== null,
        })),
        source: fetched.ok ? 'service' : 'cache',
        asOf: cached.fetchedAt,
      }
    },

    async download(bookingId, documentId) {
      let document = getBookingDocument(db, documentId)
      if (document !== null && document.bookingId !== bookingId) document = null
      if (document?.localPath != null) {
        try {
          const bytes = await files.read(document.localPath)
          return {
            path: join(files.dataFolder, document.localPath),
            fileName: document.fileName,
            sizeBytes: bytes.byteLength,
            source: 'cache',
          }
        } catch {
          // The file was removed from disk: fetch it again below.
        }
      }
      if (document === null) {
        await refresh(bookingId)
        document = getBookingDocument(db, documentId)
        if (document === null || document.bookingId !== bookingId) {
          throw new DeskError('NOT_FOUND', `Booking ${bookingId} has no document ${documentId}.`)
        }
      }
      if (!deps.isOnline()) throw unavailable(null, 'this document')
      const read = deps.reads.scope()
      const file = await api.bookings.downloadDocument(bookingId, documentId, read.options)
      if (!read.sameService()) {
        // Its row went with the previous service's cache: the document is the other service's.
        throw new DeskError(
          'CONFLICT',
          'The environment changed during the download. Open the document again.',
        )
      }
      const path = await saveDocumentFile(db, files, documentId, file.bytes, now())
      if (path === null)
        throw new DeskError('NOT_FOUND', `Booking ${bookingId} has no document ${documentId}.`)
      return { path, fileName: document.fileName, sizeBytes: file.bytes.byteLength, source: 'service' }
    },
  }
}
