import { DeskError } from '../../shared/ipc'
import type { BookingDocument, BookingDocuments } from '../../shared/ipc/bookings.contract'
import { checkUpload, safeFileName } from '../../shared/domain/documents'
import { isServiceError, type ApiClient } from '../api/client'
import { getBookingDocument, listBookingDocuments } from '../db/booking-documents.repo'
import type { Db } from '../db/statements'
import type { FileStore } from '../platform/types'
import type { BookingDocumentsService } from './booking-documents'

/**
 * A booking's documents between the agent and the service: the app's copy handed over (saved where the agent
 * chooses, or its bytes for a browser download), opened with the system's viewer, and an agent's file attached.
 * The service's file name never chooses a folder: it is reduced to a safe name first (safeFileName).
 */

export interface DocumentFile {
  fileName: string
  bytes: Uint8Array
  source: 'service' | 'cache'
}

export interface DocumentHandover {
  /** The document's bytes under a safe name, from the app's copy (kept for offline use) or the service. */
  file(bookingId: string, documentId: string): Promise<DocumentFile>
  open(bookingId: string, documentId: string): Promise<boolean>
  upload(bookingId: string, fileName: string, bytes: Uint8Array): Promise<BookingDocument>
}

export function createDocumentHandover(deps: {
  db: Db
  api: Pick<ApiClient, 'bookings'>
  files: FileStore
  documents: BookingDocumentsService
  isOnline: () => boolean
  service: () => string | null
}): DocumentHandover {
  const { db, files, documents } = deps
  /** Uploads whose answer was lost, by service, booking and name: how many of that name the booking had before. */
  const uncertain = new Map<string, number>()

  const file = async (bookingId: string, documentId: string): Promise<DocumentFile> => {
    const saved = await documents.download(bookingId, documentId)
    const stored = getBookingDocument(db, documentId)
    const bytes = stored?.localPath == null ? null : await files.read(stored.localPath)
    if (bytes === null)
      throw new DeskError('NOT_FOUND', `Booking ${bookingId} has no document ${documentId}.`)
    return { fileName: safeFileName(saved.fileName), bytes, source: saved.source }
  }

  return {
    file,
    async open(bookingId, documentId) {
      const saved = await documents.download(bookingId, documentId)
      return files.open(saved.path)
    },
    async upload(bookingId, fileName, bytes) {
      const check = checkUpload(bytes)
      if (!check.ok) throw new DeskError('INVALID_INPUT', check.reason, { field: 'file' })
      if (!deps.isOnline()) {
        throw new DeskError(
          'OFFLINE',
          'The service cannot be reached, so the document was not attached. Try again when it is back.',
        )
      }
      const service = deps.service()
      const name = safeFileName(fileName, `document.${check.mediaType.split('/')[1] ?? 'bin'}`)
      const key = `${service ?? ''}\n${bookingId}\n${name}`
      // Documents of this name on the service now: an upload is not idempotent, and an earlier try whose answer
      // was lost may have attached it (the same rule as a message's: more of them than before means it went in).
      const before = await documents.documents(bookingId)
      const sameName = (list: BookingDocuments) =>
        list.documents.filter((document) => document.fileName === name)
      const earlier = uncertain.get(key)
      if (earlier !== undefined && before.source === 'service') {
        uncertain.delete(key)
        const found = sameName(before)
        if (found.length > earlier) return found[found.length - 1] as BookingDocument
      }
      let answer: Awaited<ReturnType<typeof deps.api.bookings.uploadDocument>>
      try {
        answer = await deps.api.bookings.uploadDocument(
          bookingId,
          { fileName: name, bytes, contentType: check.mediaType },
          service === null ? {} : { service },
        )
      } catch (error) {
        if (!(isServiceError(error) && error.outcomeUnknown)) throw error
        const after = await documents.documents(bookingId).catch(() => null)
        if (after?.source === 'service') {
          const found = sameName(after)
          if (found.length > sameName(before).length) return found[found.length - 1] as BookingDocument
          throw error
        }
        uncertain.set(key, sameName(before).length)
        throw new DeskError(
          'OFFLINE',
          'The line dropped while the document was being sent: it may be attached. The desk checks the ' +
            'booking’s documents before sending it again.',
          { outcomeUnknown: true },
        )
      }
      // The answer's body is not shown by the spec: the list read again is the authority on what was attached.
      const listed = await documents.documents(bookingId)
      const attached =
        (answer === null ? undefined : listed.documents.find((document) => document.id === answer.id)) ??
        [...listed.documents].reverse().find((document) => document.fileName === name)
      if (attached !== undefined) return attached
      if (answer !== null) return { ...answer, downloaded: false }
      const newest = listBookingDocuments(db, bookingId).documents.at(-1)
      if (newest === undefined) {
        throw new DeskError('SERVICE_ERROR', 'The service took the document but does not list it yet.')
      }
      return { ...newest.raw, downloaded: newest.localPath !== null }
    },
  }
}
