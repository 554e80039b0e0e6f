import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import {
  addBookingNote,
  deleteBookingNote,
  editBookingNote,
  listBookingNotes,
} from '../../../src/main/agency-store/booking-notes.repo'
import { getAgencyRef, setAgencyRef } from '../../../src/main/agency-store/booking-refs.repo'
import { notesMarkers, searchAgencyText } from '../../../src/main/agency-store/booking-text.repo'
import { listBookings } from '../../../src/main/db/booking-queries.repo'
import { upsertBookingV1 } from '../../../src/main/db/bookings.repo'
import { allRows } from '../../../src/main/db/statements'
import { DeskError } from '../../../src/shared/ipc'
import { AT, bookingV1, memoryDb } from '../db/fixtures'

const change = { by: 'Ana', at: '2026-11-28T00:00:00.000Z' }
const later = { by: 'Rui', at: '2026-11-28T01:00:00.000Z' }
const S = 'sandbox|http://127.0.0.1:4010'

function store() {
  const db = memoryDb()
  attachAgencyStore(db, { file: ':memory:' })
  return db
}

function codeOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof DeskError) return error.code
    throw error
  }
  throw new Error('expected a DeskError')
}

describe('booking notes in the agency store', () => {
  it('keeps notes per service and booking with versions, and a tombstone on delete', () => {
    const db = store()
    const note = addBookingNote(db, S, 'B1', 'First call', change)
    addBookingNote(db, 'other-service', 'B1', 'Not this service', change)
    expect(note).toMatchObject({ bookingId: 'B1', author: 'Ana', createdAt: change.at, version: 1 })
    const edited = editBookingNote(db, note.id, 'First call, quiet room', later, 1)
    expect(edited).toMatchObject({
      version: 2,
      author: 'Ana',
      updatedBy: 'Rui',
      body: 'First call, quiet room',
    })
    expect(codeOf(() => editBookingNote(db, note.id, 'stale', later, 1))).toBe('CONFLICT')
    deleteBookingNote(db, note.id, later, 2)
    expect(listBookingNotes(db, S, 'B1')).toEqual([])
    expect(codeOf(() => deleteBookingNote(db, note.id, later, 3))).toBe('NOT_FOUND')
    // The row stays, tombstoned, for the desks that will sync it.
    expect(allRows(db, 'SELECT version, deleted_at FROM agency.booking_notes WHERE id = ?', note.id)).toEqual(
      [{ version: 3, deleted_at: later.at }],
    )
  })

  it("versions the agency's reference and refuses to write over one set meanwhile", () => {
    const db = store()
    expect(setAgencyRef(db, S, 'B1', 'AG-1', change, undefined)).toMatchObject({
      reference: 'AG-1',
      version: 1,
    })
    expect(codeOf(() => setAgencyRef(db, S, 'B1', 'AG-2', later, undefined))).toBe('CONFLICT')
    expect(setAgencyRef(db, S, 'B1', '', later, 1)).toBeNull()
    // Cleared: seen as none, a new reference needs no version.
    expect(setAgencyRef(db, S, 'B1', 'AG-3', later, undefined)).toMatchObject({
      reference: 'AG-3',
      version: 3,
    })
    expect(getAgencyRef(db, S, 'B1')?.updatedBy).toBe('Rui')
  })

  it('finds bookings by the reference and note words, accent-insensitive, deleted words gone', () => {
    const db = store()
    setAgencyRef(db, S, 'B1', 'AGX-7781', change, undefined)
    const note = addBookingNote(db, S, 'B2', 'Wants the Café terrace table', change)
    addBookingNote(db, 'other-service', 'B3', 'cafe elsewhere', change)
    expect(searchAgencyText(db, S, 'agx 77', 5)).toEqual([
      { bookingId: 'B1', reference: 'AGX-7781', noteExcerpt: null },
    ])
    expect(searchAgencyText(db, S, 'cafe terr', 5)).toEqual([
      { bookingId: 'B2', reference: null, noteExcerpt: 'Wants the Café terrace table' },
    ])
    deleteBookingNote(db, note.id, change, 1)
    expect(searchAgencyText(db, S, 'cafe', 5)).toEqual([])
  })

  it('marks list rows with the count, the latest note and the reference', () => {
    const db = store()
    addBookingNote(db, S, 'B1', 'older', change)
    addBookingNote(db, S, 'B1', 'newer', later)
    setAgencyRef(db, S, 'B2', 'AG-9', change, undefined)
    expect(notesMarkers(db, S, ['B1', 'B2', 'B3'])).toEqual([
      { bookingId: 'B1', count: 2, latest: 'newer', agencyRef: null },
      { bookingId: 'B2', count: 0, latest: null, agencyRef: 'AG-9' },
      { bookingId: 'B3', count: 0, latest: null, agencyRef: null },
    ])
  })

  it("lets the bookings list's search find a booking by its notes and reference beside the cache's words", () => {
    const db = store()
    upsertBookingV1(db, bookingV1('XNOTE1'), AT)
    upsertBookingV1(db, bookingV1('XNOTE2'), AT)
    addBookingNote(db, S, 'XNOTE1', 'VIP honeymoon', change)
    setAgencyRef(db, S, 'XNOTE2', 'AG-HONEY', change, undefined)
    const ids = (search: string, agencyService?: string) =>
      listBookings(db, { search, ...(agencyService === undefined ? {} : { agencyService }) }, { limit: 10 })
        .map((booking) => booking.id)
        .sort()
    expect(ids('honey', S)).toEqual(['XNOTE1', 'XNOTE2'])
    expect(ids('honey')).toEqual([])
    expect(ids('XNOTE1', S)).toEqual(['XNOTE1'])
  })
})
