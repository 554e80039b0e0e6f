import type { BookingHistoryEntryV1, BookingV1 } from '../../shared/api/bookings-v1'
import type { BookingsApi } from '../api/client'
import { isTransientServiceError } from '../api/errors'
import { replaceBookingHistory } from '../db/booking-history.repo'
import { cacheHolds } from '../db/booking-cache-owner'
import { upsertBookingV1 } from '../db/bookings.repo'
import { allRows, type Db } from '../db/statements'
import type { LadderBackfill } from './ladder-backfill'

/**
 * The reports read what only a booking's v1 detail and history say: when a cancellation happened and what it
 * cost (`canceledAt`, `cancellationFees`), and when the supplier answered a request (the first "Confirmed" or
 * "Refused" entry). The poller fetches those for bookings that change while the desk watches, never for a
 * booking it first sees in a list page: a cancellation or an answer that happened before the desk's first poll
 * (every demo booking of the sandbox, a desk installed on a running agency) would read "Not known", a fee of 0
 * and no time to answer. Beside the reminders' ladders, a few of them are fetched at each check, newest first:
 * cancelled bookings without their detail, answered requests without their history. Each is fetched once (they
 * then stay cached; a later change of state fetches them again through the poller).
 */

export const REPORT_DETAILS_PER_CHECK = 40

/** States in which a request has had the supplier's answer (a cancelled or replaced one was confirmed first). */
const ANSWERED = ['confirmed', 'refused', 'canceled', 'replaced']

/** Bookings whose report facts the cache lacks, newest first (the manager looks at recent periods first). */
export function bookingsLackingReportDetails(db: Db, limit: number): string[] {
  return allRows<{ id: string }>(
    db,
    `SELECT id FROM bookings b
     WHERE (b.state = 'canceled' AND b.v1_json IS NULL)
        OR (b.dmc_state IS NOT NULL AND b.dmc_state <> 'instant_booking'
            AND b.state IN (SELECT value FROM json_each(?))
            AND NOT EXISTS (SELECT 1 FROM booking_history h WHERE h.booking_id = b.id))
     ORDER BY b.created_at DESC, b.id
     LIMIT ?`,
    JSON.stringify(ANSWERED),
    limit,
  ).map((row) => row.id)
}

export interface ReportDetailsBackfill {
  /** Fetches a few missing details and histories; resolves with the bookings updated. Never rejects. */
  run(): Promise<string[]>
}

export function createReportDetailsBackfill(deps: {
  db: Db
  api: Pick<BookingsApi, 'getV1' | 'histories'>
  service: () => string | null
  isOffline: () => boolean
  at: () => string
  limit?: number
  log?: (message: string, error?: unknown) => void
}): ReportDetailsBackfill {
  const { db } = deps
  // Bookings the service would not give (gone, another organization's): not asked again in this session.
  const refused = new Set<string>()
  return {
    async run() {
      const service = deps.service()
      if (service === null || deps.isOffline() || !cacheHolds(db, service)) return []
      const limit = deps.limit ?? REPORT_DETAILS_PER_CHECK
      const wanted = bookingsLackingReportDetails(db, limit + refused.size)
        .filter((id) => !refused.has(id))
        .slice(0, limit)
      const fetched: { v1: BookingV1; history: BookingHistoryEntryV1[] }[] = []
      for (const id of wanted) {
        try {
          const [v1, history] = await Promise.all([
            deps.api.getV1(id, { service }),
            deps.api.histories(id, { service }),
          ])
          fetched.push({ v1, history })
        } catch (error) {
          // The service cannot be used now: keep what came, try the rest at the next check.
          if (isTransientServiceError(error)) break
          refused.add(id)
          deps.log?.(`[reports] booking ${id}: no detail for the reports`, error)
        }
      }
      if (fetched.length === 0) return []
      const at = deps.at()
      // A switch of service while fetching: these answers are not the cache's to keep.
      return db.transaction(() => {
        if (!cacheHolds(db, service)) return []
        for (const { v1, history } of fetched) {
          upsertBookingV1(db, v1, at)
          replaceBookingHistory(db, v1.id, history, at)
        }
        return fetched.map(({ v1 }) => v1.id)
      })()
    },
  }
}

/** The reminders' check fetches the ladders first (their deadlines are near), then what the reports lack. */
export function withReportDetails(ladders: LadderBackfill, reports: ReportDetailsBackfill): LadderBackfill {
  return {
    async run(today) {
      const updated = await ladders.run(today)
      return [...updated, ...(await reports.run())]
    },
  }
}
