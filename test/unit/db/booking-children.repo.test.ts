import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  documentFilePath,
  removeDocumentFiles,
  saveDocumentFile,
} from '../../../src/main/db/booking-document-files'
import {
  getBookingDocument,
  listBookingDocuments,
  listDocumentFiles,
  replaceBookingDocuments,
  upsertBookingDocument,
} from '../../../src/main/db/booking-documents.repo'
import { listBookingHistory, replaceBookingHistory } from '../../../src/main/db/booking-history.repo'
import {
  listBookingMessages,
  replaceBookingMessages,
  upsertBookingMessage,
} from '../../../src/main/db/booking-messages.repo'
import { upsertBookingListItems } from '../../../src/main/db/booking-list-items.repo'
import { createNodeFileStore } from '../../../src/main/platform/node/files'
import { AT, document, historyEntry, listItem, memoryDb, message } from './fixtures'

const LATER = '2026-03-01T12:00:00.000Z'

function withBooking() {
  const db = memoryDb()
  upsertBookingListItems(db, [listItem('B1')], AT)
  return db
}

describe('booking messages repository', () => {
  it('replaces the thread, keeps it in order and says when it was fetched', () => {
    const db = withBooking()
    expect(listBookingMessages(db, 'B1')).toEqual({ messages: [], fetchedAt: null })
    replaceBookingMessages(
      db,
      'B1',
      [message('M2', '2026-02-02T10:00:00.000Z'), message('M1', '2026-02-01T10:00:00.000Z')],
      AT,
    )
    upsertBookingMessage(db, 'B1', message('M3', '2026-02-03T10:00:00.000Z', 'Sent now'), LATER)
    let thread = listBookingMessages(db, 'B1')
    expect(thread.messages.map((m) => m.id)).toEqual(['M1', 'M2', 'M3'])
    expect(thread.fetchedAt).toBe(AT)
    expect(thread.messages[2]).toMatchObject({ messageType: 'request', raw: { message: 'Sent now' } })
    replaceBookingMessages(db, 'B1', [message('M3', '2026-02-03T10:00:00.000Z')], LATER)
    thread = listBookingMessages(db, 'B1')
    expect(thread.messages.map((m) => m.id)).toEqual(['M3'])
    expect(thread.fetchedAt).toBe(LATER)
  })

  it('refuses messages of a booking that is not cached', () => {
    const db = memoryDb()
    expect(() => replaceBookingMessages(db, 'B404', [message('M1', AT)], AT)).toThrow(/FOREIGN KEY/)
  })
})

describe('booking history repository', () => {
  it('replaces the log, oldest first', () => {
    const db = withBooking()
    replaceBookingHistory(
      db,
      'B1',
      [
        historyEntry('E2', 'B1', '2026-02-02T00:00:00.000Z', 'Confirmed'),
        historyEntry('E1', 'B1', '2026-02-01T00:00:00.000Z', 'Created'),
      ],
      AT,
    )
    const log = listBookingHistory(db, 'B1')
    expect(log.entries.map((e) => [e.id, e.label, e.userId])).toEqual([
      ['E1', 'Created', null],
      ['E2', 'Confirmed', null],
    ])
    expect(log.fetchedAt).toBe(AT)
    replaceBookingHistory(db, 'B1', [], LATER)
    expect(listBookingHistory(db, 'B1')).toEqual({ entries: [], fetchedAt: LATER })
  })
})

describe('booking documents repository and files', () => {
  it('keeps metadata, writes files under the data folder and removes the files of documents gone', async () => {
    const db = withBooking()
    const folder = mkdtempSync(join(tmpdir(), 'desk-docs-'))
    const files = createNodeFileStore(folder)
    replaceBookingDocuments(db, 'B1', [document('D1'), document('D2', '../../etc/passwd')], AT)
    expect(listBookingDocuments(db, 'B1').documents.map((d) => d.id)).toEqual(['D1', 'D2'])

    const absolute = await saveDocumentFile(db, files, 'D2', new Uint8Array([37, 80, 68, 70]), LATER)
    expect(absolute).toBe(join(folder, 'documents', 'B1', 'D2-passwd'))
    expect(readFileSync(absolute ?? '')).toEqual(Buffer.from('%PDF'))
    expect(getBookingDocument(db, 'D2')).toMatchObject({
      localPath: 'documents/B1/D2-passwd',
      sizeBytes: 4,
      downloadedAt: LATER,
    })
    expect(await saveDocumentFile(db, files, 'D404', new Uint8Array(), LATER)).toBeNull()
    expect(listDocumentFiles(db, 'B1')).toEqual(['documents/B1/D2-passwd'])

    // A refetch keeps what is known of the downloaded file of a document still listed...
    replaceBookingDocuments(db, 'B1', [document('D2', '../../etc/passwd')], LATER)
    expect(getBookingDocument(db, 'D2')?.localPath).toBe('documents/B1/D2-passwd')
    // ...and hands back the files of documents no longer listed.
    upsertBookingDocument(db, 'B1', document('D3'), LATER)
    const { removedFiles } = replaceBookingDocuments(db, 'B1', [document('D3')], LATER)
    expect(removedFiles).toEqual(['documents/B1/D2-passwd'])
    await removeDocumentFiles(files, removedFiles)
    expect(existsSync(absolute ?? '')).toBe(false)
    expect(listBookingDocuments(db, 'B1')).toMatchObject({ fetchedAt: LATER, documents: [{ id: 'D3' }] })
  })

  it('builds safe relative paths from ids', () => {
    expect(documentFilePath('B1', 'D1', 'Voucher (final).pdf')).toBe('documents/B1/D1-Voucher_final_.pdf')
    expect(documentFilePath('B1', 'D1', '...')).toBe('documents/B1/D1-document')
  })
})
