import type { BookingHistoryEntryV1, BookingListItemV1, BookingV1 } from '../../../shared/api/bookings-v1'
import { BOOKING_LIST_MAX_PER_PAGE } from '../../../shared/api/bookings-v1'
import type { BookingV3 } from '../../../shared/api/bookings-v3'
import type { BookingState } from '../../../shared/domain/booking-states'
import type { BookingStateChanged } from '../../../shared/ipc/bookings.contract'
import type { NotificationEntry } from '../../../shared/ipc/notifications.contract'
import { ServiceError, type BookingsApi } from '../../api/client'
import { isTransientServiceError } from '../../api/errors'
import { replaceBookingHistory } from '../../db/booking-history.repo'
import { upsertBookingListItems } from '../../db/booking-list-items.repo'
import { getBooking, listBookingStates, upsertBookingV1, upsertBookingV3 } from '../../db/bookings.repo'
import { listOutbox } from '../../db/outbox.repo'
import { getSeenStates, recordSeenStates } from '../../db/seen-states.repo'
import type { Db } from '../../db/statements'
import { BOOKINGS_DATASET, POLLER_CURSOR, type PollerCursor } from '../../db/booking-cache-owner'
import { getCursor, markSyncSucceeded, setCursor } from '../../db/sync-state.repo'
import { detectChanges } from './poller-changes'

/**
 * One poll cycle: every booking's state from `POST /api/v1/bookings/list` (pages of 1,000, ordered by id so that
 * a booking made during the cycle cannot shift a page), then the v1 detail and the history (and the v3 detail when
 * the cache holds one) of the bookings that changed only. API calls per cycle: the list pages, plus two or three
 * per change. The cache, the seen states and the cursor are written in one transaction, and the changes are
 * returned for the caller to announce after the commit: a crash in between loses an announcement, never repeats
 * one ("at most one per change"). The list is compared with what the desk knew before it was asked for, and a
 * booking whose cached or seen state someone else wrote during the cycle (the outbox, after the agent's cancel) is
 * left as they wrote it: an answer older than theirs neither overwrites it nor is announced (issue 18).
 */

export interface PollCycleDeps {
  db: Db
  api: Pick<BookingsApi, 'list' | 'getV1' | 'getV3' | 'histories'>
  now: () => Date
  /** The service polled (`serviceIdentity`): every call is pinned to it (RequestOptions.service). */
  source: string
  /**
   * Asked inside the write transaction: false when the cache now belongs to another service (the agent switched
   * during the cycle), and nothing of this cycle may be written into it.
   */
  ownsCache?: () => boolean
  signal?: AbortSignal
  perPage?: number
  /** Detail fetches in flight at once. */
  concurrency?: number
  log?: (message: string, error?: unknown) => void
  /**
   * Records the changes in the notification centre, inside the cycle's transaction (with the seen states), and
   * returns the entries recorded.
   */
  recordChanges?: (changes: readonly BookingStateChanged[], at: string) => NotificationEntry[]
}

export interface PollCycleOutcome {
  firstRun: boolean
  listed: number
  listPages: number
  refetched: string[]
  changes: BookingStateChanged[]
  /** The notification centre's entries recorded for the changes. */
  notices: NotificationEntry[]
  /** Requests sent to the service during the cycle (list pages and detail reads). */
  apiCalls: number
}

interface Fetched {
  v1: BookingV1 | null
  v3: BookingV3 | null
  history: BookingHistoryEntryV1[] | null
}

export async function runPollCycle(deps: PollCycleDeps): Promise<PollCycleOutcome> {
  const { db, api } = deps
  const options = { service: deps.source, ...(deps.signal === undefined ? {} : { signal: deps.signal }) }
  const perPage = Math.min(deps.perPage ?? BOOKING_LIST_MAX_PER_PAGE, BOOKING_LIST_MAX_PER_PAGE)
  let apiCalls = 0

  // What the desk knew before the list was asked for. Read after the list instead, it could be newer than the list
  // (the outbox recording the agent's cancellation while the list was on its way): the older list would then read
  // as a change back ("canceled -> confirmed"), be recorded as seen, and the cancellation announced next cycle.
  const before = knownStates(db)
  const items: BookingListItemV1[] = []
  let listPages = 0
  for (let page = 1; ; page += 1) {
    apiCalls += 1
    listPages += 1
    const answer = await api.list({ column: 'id', withReplacedBookings: true, page, perPage }, options)
    items.push(...answer.data)
    const last = answer.meta === null || page >= answer.meta.lastPage || answer.data.length < perPage
    if (last) break
  }

  const cursor = getCursor<PollerCursor>(db, POLLER_CURSOR)?.value ?? null
  const firstRun = cursor === null || cursor.source !== deps.source
  const detection = detectChanges({ listed: items, cached: before.cached, seen: before.seen, firstRun })

  const fetched = new Map<string, Fetched>()
  const at = deps.now().toISOString()
  const queue = [...detection.refetch]
  const worker = async (): Promise<void> => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      // v3 adds what v1 lacks (passport details, room travelers): kept fresh where the agent has opened it.
      const hasV3 = (getBooking(db, id)?.v3 ?? null) !== null
      try {
        apiCalls += hasV3 ? 3 : 2
        const [v1, history, v3] = await Promise.all([
          api.getV1(id, options),
          api.histories(id, options),
          hasV3 ? api.getV3(id, options) : Promise.resolve(null),
        ])
        fetched.set(id, { v1, v3, history })
      } catch (error) {
        // The service cannot be used right now: the whole cycle stops and is tried again later.
        if (isTransientServiceError(error)) throw error
        // One unreadable booking (gone, refused, malformed) must not hold back every other announcement.
        deps.log?.(`[poller] booking ${id}: details not refreshed`, error)
        fetched.set(id, { v1: null, v3: null, history: null })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? 4) }, worker))
  deps.signal?.throwIfAborted()

  const byId = new Map(items.map((item) => [item.id, item]))
  let changes = detection.announce.map((change): BookingStateChanged => {
    const item = byId.get(change.bookingId)
    const v1 = fetched.get(change.bookingId)?.v1 ?? null
    return {
      bookingId: change.bookingId,
      previousState: change.previousState as BookingState,
      state: change.state as BookingState,
      kind: item?.kind ?? v1?.kind ?? (v1?.experiencesBooked.length ? 'experience' : 'hotel'),
      hotelName: v1?.hotel?.displayName ?? item?.hotel?.displayName ?? null,
      experienceName: v1?.experiencesBooked[0]?.experience.name ?? null,
      reference: item?.customerInternalReference ?? item?.toReference ?? null,
      changedAt: v1?.updatedAt ?? at,
    }
  })

  let notices: NotificationEntry[] = []
  db.transaction(() => {
    if (deps.ownsCache?.() === false) {
      throw new ServiceError({
        code: 'SERVICE_CHANGED',
        message: 'The active environment changed during the cycle; its answers were not kept.',
      })
    }
    // Written by someone else since the cycle began (the outbox's cancellation and its refresh, a booking page's
    // read): newer than this cycle's answers, which neither overwrite them nor announce against them. The next
    // cycle compares again.
    const moved = movedSince(db, before)
    changes = changes.filter((change) => !moved.seen.has(change.bookingId) && !cancelOfTheAgent(db, change))
    upsertBookingListItems(
      db,
      items.filter((item) => !moved.cached.has(item.id)),
      at,
    )
    for (const [id, details] of fetched) {
      if (moved.cached.has(id)) continue
      if (details.v1 !== null) upsertBookingV1(db, details.v1, at)
      if (details.v3 !== null) upsertBookingV3(db, details.v3, at)
      if (details.history !== null) replaceBookingHistory(db, id, details.history, at)
    }
    recordSeenStates(
      db,
      detection.record
        .filter((entry) => !moved.seen.has(entry.id))
        .map((entry) => ({ bookingId: entry.id, state: entry.state, seenAt: at })),
    )
    const next: PollerCursor = {
      source: deps.source,
      initializedAt: firstRun || cursor === null ? at : cursor.initializedAt,
      lastCycleAt: at,
    }
    setCursor(db, POLLER_CURSOR, next, at)
    markSyncSucceeded(db, BOOKINGS_DATASET, at)
    // With the seen states: an entry of the centre exists exactly when the change counts as announced.
    if (changes.length > 0 && deps.recordChanges !== undefined) notices = deps.recordChanges(changes, at)
  })()

  return {
    firstRun,
    listed: items.length,
    listPages,
    refetched: detection.refetch,
    changes,
    notices,
    apiCalls,
  }
}

interface KnownStates {
  /** State of each booking in the cache. */
  cached: Map<string, string>
  /** State the agent was last told about (or made themselves), per booking. */
  seen: Map<string, string>
}

function knownStates(db: Db): KnownStates {
  return {
    cached: new Map(listBookingStates(db).map((row) => [row.id, row.state])),
    seen: new Map([...getSeenStates(db)].map(([id, state]) => [id, state.state])),
  }
}

/** The bookings whose cached or seen state was written since `before` was read. */
function movedSince(db: Db, before: KnownStates): { cached: Set<string>; seen: Set<string> } {
  const now = knownStates(db)
  const differ = (was: Map<string, string>, is: Map<string, string>): Set<string> =>
    new Set([...is].filter(([id, state]) => was.get(id) !== state).map(([id]) => id))
  return { cached: differ(before.cached, now.cached), seen: differ(before.seen, now.seen) }
}

/**
 * The agent's own cancellation, applied by the service but not yet answered to the outbox (in flight, or its answer
 * lost and the write waiting to be checked): the list already says canceled, the seen state not yet.
 */
function cancelOfTheAgent(db: Db, change: BookingStateChanged): boolean {
  if (change.state !== 'canceled') return false
  return listOutbox(db, { bookingId: change.bookingId, states: ['pending', 'sending'] }).some(
    (write) => write.kind === 'booking.cancel',
  )
}
