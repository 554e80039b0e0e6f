import { describe, expect, it } from 'vitest'
import {
  forgetSeenState,
  getSeenState,
  getSeenStates,
  recordSeenStates,
} from '../../../src/main/db/seen-states.repo'
import {
  clearInterruptedSyncs,
  deleteCursor,
  getCursor,
  getDatasetState,
  listDatasetStates,
  markSyncFailed,
  markSyncStarted,
  markSyncStopped,
  markSyncSucceeded,
  setCursor,
} from '../../../src/main/db/sync-state.repo'
import { AT, memoryDb } from './fixtures'

const LATER = '2026-03-01T12:00:00.000Z'

describe('sync state repository', () => {
  it('follows a dataset through start, failure and success', () => {
    const db = memoryDb()
    expect(getDatasetState(db, 'catalog')).toBeNull()
    markSyncStarted(db, 'catalog', AT)
    expect(getDatasetState(db, 'catalog')).toMatchObject({
      inProgress: true,
      startedAt: AT,
      lastSyncedAt: null,
    })
    markSyncFailed(db, 'catalog', { code: 'NETWORK', message: 'No answer.' }, LATER)
    expect(getDatasetState(db, 'catalog')).toMatchObject({
      inProgress: false,
      lastError: { code: 'NETWORK', message: 'No answer.' },
      lastErrorAt: LATER,
    })
    markSyncStarted(db, 'catalog', LATER)
    // The last error stays visible while the next run is under way.
    expect(getDatasetState(db, 'catalog')?.lastError?.code).toBe('NETWORK')
    markSyncSucceeded(db, 'catalog', LATER)
    expect(getDatasetState(db, 'catalog')).toMatchObject({
      inProgress: false,
      lastSyncedAt: LATER,
      lastError: null,
      lastErrorAt: null,
    })
    markSyncSucceeded(db, 'bookings', AT)
    expect(listDatasetStates(db).map((state) => state.dataset)).toEqual(['bookings', 'catalog'])
  })

  it('clears and reports runs interrupted by a crash', () => {
    const db = memoryDb()
    markSyncStarted(db, 'catalog', AT)
    markSyncStarted(db, 'bookings', AT)
    markSyncSucceeded(db, 'bookings', AT)
    markSyncStarted(db, 'messages', AT)
    expect(clearInterruptedSyncs(db, ['catalog', 'bookings'], LATER)).toEqual(['catalog'])
    expect(getDatasetState(db, 'catalog')?.inProgress).toBe(false)
    // Another owner's run is left alone.
    expect(getDatasetState(db, 'messages')?.inProgress).toBe(true)
    expect(clearInterruptedSyncs(db, ['catalog'], LATER)).toEqual([])
    markSyncStopped(db, 'messages', LATER)
    expect(getDatasetState(db, 'messages')).toMatchObject({ inProgress: false, updatedAt: LATER })
  })

  it('keeps typed JSON cursors', () => {
    const db = memoryDb()
    expect(getCursor(db, 'catalog.hotels')).toBeNull()
    setCursor(db, 'catalog.hotels', { pass: 3, nextPage: 7 }, AT)
    setCursor(db, 'catalog.hotels', { pass: 3, nextPage: 8 }, LATER)
    expect(getCursor<{ pass: number; nextPage: number }>(db, 'catalog.hotels')).toEqual({
      value: { pass: 3, nextPage: 8 },
      updatedAt: LATER,
    })
    deleteCursor(db, 'catalog.hotels')
    expect(getCursor(db, 'catalog.hotels')).toBeNull()
  })
})

describe('seen states repository', () => {
  it('records, reads and forgets the states announced', () => {
    const db = memoryDb()
    recordSeenStates(db, [
      { bookingId: 'B1', state: 'sent', seenAt: AT },
      { bookingId: 'B2', state: 'confirmed', seenAt: AT },
    ])
    recordSeenStates(db, [{ bookingId: 'B1', state: 'confirmed', seenAt: LATER }])
    expect(getSeenState(db, 'B1')).toEqual({ bookingId: 'B1', state: 'confirmed', seenAt: LATER })
    expect([...getSeenStates(db).keys()].sort()).toEqual(['B1', 'B2'])
    expect([...getSeenStates(db, ['B2', 'B3']).keys()]).toEqual(['B2'])
    forgetSeenState(db, 'B1')
    expect(getSeenState(db, 'B1')).toBeNull()
  })
})
