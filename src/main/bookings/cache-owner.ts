import { clearBookingCache } from '../db/booking-cache.repo'
import type { Db } from '../db/statements'
import { deleteCursor, deleteDatasetState, getCursor, setCursor } from '../db/sync-state.repo'
import { BOOKINGS_DATASET, POLLER_CURSOR, type PollerCursor } from './poller/poller-cycle'

/**
 * Which service the bookings cache belongs to. The cache holds one service's bookings at a time: when the agent
 * switches to another (`serviceIdentity`), the previous one's bookings are cleared before the first poll of the
 * new one, so that the list never mixes them (two services may even use the same ids) and nothing of the switch is
 * announced as a change. Queued writes and hotel creates are kept: they carry their own service (0070).
 */

export const BOOKINGS_SERVICE_CURSOR = 'bookings.service'

interface BookingsServiceCursor {
  service: string
}

/**
 * The service of the cached bookings; null when unknown (nothing claimed or polled yet). A cache polled before
 * this cursor existed is known by the poller's cursor.
 */
export function cachedBookingsService(db: Db): string | null {
  return (
    getCursor<BookingsServiceCursor>(db, BOOKINGS_SERVICE_CURSOR)?.value.service ??
    getCursor<PollerCursor>(db, POLLER_CURSOR)?.value.source ??
    null
  )
}

/**
 * Whether an answer of the service may be written into the cache: it holds that service's bookings, or nothing
 * claimed yet. Work that outlives a switch (a write being sent, a create) asks before writing its answer.
 */
export function cacheHolds(db: Db, service: string): boolean {
  const cached = cachedBookingsService(db)
  return cached === null || cached === service
}

/**
 * Makes the cache the given service's, in one transaction. When it held another service's bookings, they are
 * cleared with their seen states, and the poller's cursor and the dataset's record are dropped: the next cycle is
 * a first run (it records the states without announcing them) and the list reads as never synced until then.
 * Returns the document files to delete (outside the transaction).
 */
export function claimBookingCache(
  db: Db,
  service: string,
  at: string,
): { cleared: boolean; removedFiles: string[] } {
  return db.transaction(() => {
    const previous = cachedBookingsService(db)
    if (previous === service) return { cleared: false, removedFiles: [] }
    setCursor(db, BOOKINGS_SERVICE_CURSOR, { service } satisfies BookingsServiceCursor, at)
    if (previous === null) return { cleared: false, removedFiles: [] }
    const { removedFiles } = clearBookingCache(db)
    deleteCursor(db, POLLER_CURSOR)
    deleteDatasetState(db, BOOKINGS_DATASET)
    return { cleared: true, removedFiles }
  })()
}
