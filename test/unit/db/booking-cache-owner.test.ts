import { describe, expect, it } from 'vitest'
import type { ParsedBookingRequest } from '../../../src/shared/api/bookings-v3'
import { insertBookingCreate } from '../../../src/main/booking-creates/booking-creates.repo'
import { recordDocumentFile, replaceBookingDocuments } from '../../../src/main/db/booking-documents.repo'
import { replaceBookingHistory } from '../../../src/main/db/booking-history.repo'
import { upsertBookingListItems } from '../../../src/main/db/booking-list-items.repo'
import { replaceBookingMessages } from '../../../src/main/db/booking-messages.repo'
import { countBookings } from '../../../src/main/db/booking-queries.repo'
import { upsertBookingV3 } from '../../../src/main/db/bookings.repo'
import { countOutbox, enqueueOutbox } from '../../../src/main/db/outbox.repo'
import { getSeenStates, recordSeenStates } from '../../../src/main/db/seen-states.repo'
import type { Db } from '../../../src/main/db/statements'
import {
  getCursor,
  getDatasetState,
  markSyncSucceeded,
  setCursor,
} from '../../../src/main/db/sync-state.repo'
import { BOOKINGS_DATASET, POLLER_CURSOR } from '../../../src/main/db/booking-cache-owner'
import {
  cachedBookingsService,
  cacheHolds,
  claimBookingCache,
} from '../../../src/main/db/booking-cache-owner'
import { parkedServices } from '../../../src/main/db/booking-cache.repo'
import { AT, bookingV3, document, historyEntry, listItem, memoryDb, message } from '../db/fixtures'

const LATER = '2026-03-02T09:00:00.000Z'

const STAGING = 'staging https://staging.example.test'

const count = (db: Db, table: string): number =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n

/** A cache polled from the sandbox: a booking with every kind of child, its seen state, cursor and dataset. */
function sandboxCache(): Db {
  const db = memoryDb()
  upsertBookingListItems(db, [listItem('B1'), listItem('B2')], AT)
  upsertBookingV3(db, bookingV3('B1'), AT)
  replaceBookingMessages(db, 'B1', [message('M1', AT)], AT)
  replaceBookingHistory(db, 'B1', [historyEntry('H1', 'B1', AT, 'Booking confirmed')], AT)
  replaceBookingDocuments(db, 'B1', [document('D1')], AT)
  recordDocumentFile(db, 'D1', { localPath: 'documents/B1/D1-voucher.pdf', sizeBytes: 3, downloadedAt: AT })
  recordSeenStates(db, [{ bookingId: 'B1', state: 'confirmed', seenAt: AT }])
  setCursor(db, POLLER_CURSOR, { source: 'sandbox', initializedAt: AT, lastCycleAt: AT }, AT)
  markSyncSucceeded(db, BOOKINGS_DATASET, AT)
  enqueueOutbox(db, {
    kind: 'booking.message',
    bookingId: 'B1',
    payload: {},
    service: 'sandbox',
    createdAt: AT,
  })
  insertBookingCreate(db, {
    id: 'C1',
    service: 'sandbox',
    reference: 'AD-1',
    agentReference: false,
    requestId: 'REQ',
    // Never read here: the row only has to be there.
    request: {} as ParsedBookingRequest,
    locale: null,
    shownRate: null,
    knownIds: [],
    createdAt: AT,
  })
  return db
}

describe('the service of the bookings cache', () => {
  it('is known from the poller cursor of a cache polled before it was recorded', () => {
    const db = sandboxCache()
    expect(cachedBookingsService(db)).toBe('sandbox')
    expect(cacheHolds(db, 'sandbox')).toBe(true)
    expect(cacheHolds(db, STAGING)).toBe(false)
    expect(cachedBookingsService(memoryDb())).toBeNull()
    expect(cacheHolds(memoryDb(), STAGING)).toBe(true)
  })

  it('claimed by another service: every cached booking, child and seen state is parked at once', () => {
    const db = sandboxCache()
    expect(claimBookingCache(db, STAGING, AT)).toEqual({ switched: true, restoredBookings: 0 })
    for (const table of [
      'bookings',
      'booking_list_items',
      'booking_messages',
      'booking_documents',
      'booking_history',
      'booking_seen_states',
    ]) {
      expect(count(db, table)).toBe(0)
    }
    expect(countBookings(db, { search: 'B1' })).toBe(0)
    expect(getSeenStates(db).size).toBe(0)
    // Staging was never cached: its first cycle is a first run, and its list reads as never synced until then.
    expect(getCursor(db, POLLER_CURSOR)).toBeNull()
    expect(getDatasetState(db, BOOKINGS_DATASET)).toBeNull()
    expect(cachedBookingsService(db)).toBe(STAGING)
    expect(parkedServices(db)).toEqual([{ serviceKey: 'sandbox', bookings: 2 }])
    // Writes and creates stay: they carry their own service.
    expect(countOutbox(db, 'sandbox').pending).toBe(1)
    expect(count(db, 'booking_creates')).toBe(1)
  })

  it('claimed back: the service finds its own cache as it left it, and never the other one beside it', () => {
    const db = sandboxCache()
    claimBookingCache(db, STAGING, AT)
    // Staging's own bookings, one of them with the same id as the sandbox's.
    upsertBookingListItems(db, [listItem('B1'), listItem('S9')], LATER)
    recordSeenStates(db, [{ bookingId: 'S9', state: 'sent', seenAt: LATER }])
    markSyncSucceeded(db, BOOKINGS_DATASET, LATER)

    expect(claimBookingCache(db, 'sandbox', LATER)).toEqual({ switched: true, restoredBookings: 2 })
    expect(ids(db)).toEqual(['B1', 'B2'])
    expect(count(db, 'booking_messages')).toBe(1)
    expect(count(db, 'booking_history')).toBe(1)
    expect(db.prepare('SELECT local_path FROM booking_documents').all()).toEqual([
      { local_path: 'documents/B1/D1-voucher.pdf' },
    ])
    expect([...getSeenStates(db).keys()]).toEqual(['B1'])
    expect(countBookings(db, { search: 'B1' })).toBe(1)
    // Its poller goes on from where it was, and the list is as of its own last fetch.
    expect(getCursor(db, POLLER_CURSOR)?.value).toMatchObject({ source: 'sandbox' })
    expect(getDatasetState(db, BOOKINGS_DATASET)?.lastSyncedAt).toBe(AT)
    expect(parkedServices(db)).toEqual([{ serviceKey: STAGING, bookings: 2 }])

    // And staging again: its own two, with its own record.
    expect(claimBookingCache(db, STAGING, LATER)).toEqual({ switched: true, restoredBookings: 2 })
    expect(ids(db)).toEqual(['B1', 'S9'])
    expect(count(db, 'booking_messages')).toBe(0)
    expect(getDatasetState(db, BOOKINGS_DATASET)?.lastSyncedAt).toBe(LATER)
    expect(getCursor(db, POLLER_CURSOR)).toBeNull()
  })

  it('claimed by its own service, or first claimed, is left as it is', () => {
    const db = sandboxCache()
    expect(claimBookingCache(db, 'sandbox', AT)).toEqual({ switched: false, restoredBookings: 0 })
    expect(count(db, 'bookings')).toBe(2)

    const fresh = memoryDb()
    upsertBookingListItems(fresh, [listItem('B1')], AT)
    expect(claimBookingCache(fresh, STAGING, AT)).toEqual({ switched: false, restoredBookings: 0 })
    expect(count(fresh, 'bookings')).toBe(1)
    expect(cachedBookingsService(fresh)).toBe(STAGING)
    // Switching away later parks what was claimed for staging.
    expect(claimBookingCache(fresh, 'sandbox', AT).switched).toBe(true)
    expect(count(fresh, 'bookings')).toBe(0)
    expect(parkedServices(fresh)).toEqual([{ serviceKey: STAGING, bookings: 1 }])
  })
})

const ids = (db: Db): string[] =>
  (db.prepare('SELECT id FROM bookings ORDER BY id').all() as { id: string }[]).map((row) => row.id)
