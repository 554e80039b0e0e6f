import type { BookingV1 } from '../../shared/api/bookings-v1'
import type { BookingsApi } from '../api/client'
import { isTransientServiceError } from '../api/errors'
import { confirmedWithoutLadder, upsertBookingV1 } from '../db/bookings.repo'
import type { Db } from '../db/statements'
import { cacheHolds } from '../db/booking-cache-owner'

/**
 * The end of free cancellation comes from a booking's ladder, which only the v1 detail carries; the poller fetches
 * details of bookings that change only (its list pages are what keeps 10,000 bookings cheap). A confirmed booking
 * made elsewhere, or confirmed at once, would so never be reminded of. Before each reminder check, a few of them
 * are fetched: confirmed, the stay within LADDER_HORIZON_DAYS, no detail cached, nearest check-in first, at most
 * LADDERS_PER_CHECK. Each is fetched once (its detail then stays cached, and a change of state fetches it again);
 * at one check a minute, 600 such bookings take an hour, the nearest (whose deadlines come first) in minutes.
 */

export const LADDERS_PER_CHECK = 10
/** Free cancellation ends before check-in, and a reminder comes at most days before it. */
export const LADDER_HORIZON_DAYS = 60

export interface LadderBackfill {
  /** Fetches a few missing ladders; resolves with the bookings updated. Never rejects. */
  run(today: string): Promise<string[]>
}

export function createLadderBackfill(deps: {
  db: Db
  api: Pick<BookingsApi, 'getV1'>
  service: () => string | null
  isOffline: () => boolean
  at: () => string
  limit?: number
  log?: (message: string, error?: unknown) => void
}): LadderBackfill {
  const { db } = deps
  // Bookings the service would not give (gone, another organization's): not asked again in this session.
  const refused = new Set<string>()
  return {
    async run(today) {
      const service = deps.service()
      if (service === null || deps.isOffline() || !cacheHolds(db, service)) return []
      const limit = deps.limit ?? LADDERS_PER_CHECK
      const until = new Date(Date.parse(`${today}T00:00:00Z`) + LADDER_HORIZON_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10)
      const wanted = confirmedWithoutLadder(db, today, until, limit + refused.size)
        .filter((id) => !refused.has(id))
        .slice(0, limit)
      const fetched: BookingV1[] = []
      for (const id of wanted) {
        try {
          fetched.push(await deps.api.getV1(id, { service }))
        } catch (error) {
          // The service cannot be used now: keep what came, try the rest at the next check.
          if (isTransientServiceError(error)) break
          refused.add(id)
          deps.log?.(`[reminders] booking ${id}: no detail for its ladder`, error)
        }
      }
      if (fetched.length === 0) return []
      const at = deps.at()
      // A switch of service while fetching: these answers are not the cache's to keep.
      return db.transaction(() => {
        if (!cacheHolds(db, service)) return []
        for (const booking of fetched) upsertBookingV1(db, booking, at)
        return fetched.map((booking) => booking.id)
      })()
    },
  }
}
