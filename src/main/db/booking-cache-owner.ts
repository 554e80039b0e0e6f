import { parkBookingCache, restoreBookingCache } from './booking-cache.repo'
import type { Db } from './statements'
import { getCursor, setCursor } from './sync-state.repo'

/**
 * Which service the live bookings cache belongs to. It holds one service's bookings at a time: when the agent
 * switches to another (`serviceIdentity`), the previous one's are parked and the new one's brought back
 * (booking-cache.repo.ts) before anything of the new one is polled or shown, so that the list never mixes them
 * (two services may even use the same ids) and shows the new one's at once. Queued writes and hotel creates carry
 * their own service (0070).
 */

export const BOOKINGS_SERVICE_CURSOR = 'bookings.service'

/** The poller's cursor and the bookings list's sync record: both belong to the service the cache holds. */
export const POLLER_CURSOR = 'bookings.poller'
export const BOOKINGS_DATASET = 'bookings'

export interface PollerCursor {
  /** Which service the seen states come from; another one starts over without announcing. */
  source: string
  initializedAt: string
  lastCycleAt: string
}

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

/** Rows of the shared sync tables that belong to a service's bookings cache: parked and restored with it. */
const CACHE_ROWS = { cursors: [POLLER_CURSOR], datasets: [BOOKINGS_DATASET] } as const

/**
 * Makes the cache the given service's, in one transaction. When it held another service's bookings, they are
 * parked (with their seen states, the poller's cursor and the list's sync record) and the new service's parked
 * cache comes back, so that its list shows at once, as of when it was last fetched, and its next poll announces
 * only what changed since. A service never cached here starts empty: its first cycle records the states without
 * announcing them. Returns whether the cache changed hands and how many bookings came back.
 */
export function claimBookingCache(
  db: Db,
  service: string,
  at: string,
): { switched: boolean; restoredBookings: number } {
  return db.transaction(() => {
    const previous = cachedBookingsService(db)
    if (previous === service) return { switched: false, restoredBookings: 0 }
    setCursor(db, BOOKINGS_SERVICE_CURSOR, { service } satisfies BookingsServiceCursor, at)
    if (previous === null) return { switched: false, restoredBookings: 0 }
    parkBookingCache(db, previous, CACHE_ROWS)
    return { switched: true, restoredBookings: restoreBookingCache(db, service, CACHE_ROWS) }
  })()
}
