import type { BookingV1 } from '../../shared/api/bookings-v1'
import type { BookingV3 } from '../../shared/api/bookings-v3'
import { DeskError, type IpcError } from '../../shared/ipc'
import type {
  BookingDetail,
  BookingHistory,
  BookingList,
  BookingMessages,
} from '../../shared/ipc/bookings.contract'
import type { z } from 'zod'
import type { BookingListInput } from '../../shared/ipc/bookings.contract'
import type { DatasetSyncStatus } from '../../shared/ipc/sync.contract'
import { isServiceError, type ApiClient, type RequestOptions } from '../api/client'
import type { EventBus } from '../base/event-bus'
import { listBookingHistory, replaceBookingHistory } from '../db/booking-history.repo'
import { listBookingMessages, replaceBookingMessages } from '../db/booking-messages.repo'
import {
  countBookingsByState,
  listBookings,
  totalOfStateCounts,
  type BookingFilters,
} from '../db/booking-queries.repo'
import { getBooking, upsertBookingV1, upsertBookingV3 } from '../db/bookings.repo'
import { getShownRate } from '../db/shown-rates.repo'
import type { Db } from '../db/statements'
import {
  getDatasetState,
  markSyncFailed,
  markSyncSucceeded,
  type DatasetSyncRecord,
} from '../db/sync-state.repo'
import type { Clock } from '../platform/types'
import { describeDataset } from '../sync/sync-status'
import { getMessagesReadUpTo, markMessagesReadUpTo } from '../db/message-reads.repo'
import { listOutbox } from '../db/outbox.repo'
import { cachedBookingsService } from '../db/booking-cache-owner'
import type { PollResult } from './poller/booking-poller'
import { BOOKINGS_DATASET } from '../db/booking-cache-owner'
import {
  fetchOrFallBack,
  readScope,
  unavailable,
  type Fetched,
  type ReadScope,
} from '../read-through/read-through'
import { bookingTimeline } from './booking-timeline'
import { withUnreadMarks } from './message-marks'
import { openWritesOf, toSummaryView } from './views'

/**
 * The bookings' read channels: the list from the cache (which the poller keeps fresh; `refresh` runs a poll
 * first), and a booking's detail, messages and history from the service, falling back to the cache with the time
 * it was fetched when the service cannot be reached. A read belongs to the service it started on (readScope): after
 * a switch, its calls are not sent and its answers not cached.
 */

export interface BookingReadsDeps {
  db: Db
  api: Pick<ApiClient, 'bookings'>
  clock: Clock
  events: Pick<EventBus, 'publish'>
  isOnline: () => boolean
  /** The active service (`activeServiceIdentity`), null when the environment has no address. */
  service: () => string | null
  /** A poll cycle now (the list's refresh). */
  refreshList: () => Promise<PollResult>
  /** Told a thread dataset's status when its health changed (main's own listeners: sync health). */
  onStatusChange?: (status: DatasetSyncStatus) => void
  /**
   * The service whose agency data (agency.db: references, notes) the list's search also looks in; absent or null
   * (no agency store attached, no service yet), the search is the cache's alone.
   */
  agencySearchService?: () => string | null
}

export type ThreadDataset = 'messages' | 'documents'

export interface BookingReads {
  list(input: z.output<typeof BookingListInput>): Promise<BookingList>
  get(bookingId: string): Promise<BookingDetail>
  messages(bookingId: string): Promise<BookingMessages>
  history(bookingId: string): Promise<BookingHistory>
  /** The agent has read the thread (kept across restarts). */
  markMessagesRead(bookingId: string): { unreadCount: 0 }
  /** Makes sure the booking has a cache row (its children belong to it): the v1 detail when it has none. */
  ensureRow(bookingId: string, scope: ReadScope): Promise<void>
  /** The scope of a read starting now, on the active service. */
  scope(): ReadScope
  /** Records the outcome of a messages or documents fetch (null: it succeeded) for sync health. */
  recordFetch(dataset: ThreadDataset, error: unknown): void
}

export function createBookingReads(deps: BookingReadsDeps): BookingReads {
  const { db, api, clock } = deps
  const now = (): string => clock.now().toISOString()

  const recordFetch = (dataset: ThreadDataset, error: unknown): void => {
    const before = JSON.stringify(getDatasetState(db, dataset)?.lastError ?? null)
    const at = now()
    if (error === null) markSyncSucceeded(db, dataset, at)
    else {
      const code = isServiceError(error) ? error.code : 'INTERNAL'
      const message = error instanceof Error ? error.message : 'The fetch failed.'
      markSyncFailed(db, dataset, { code, message }, at)
    }
    const record = getDatasetState(db, dataset)
    // Only a change of health is worth an event: a read that succeeds like the last one is not news.
    if (JSON.stringify(record?.lastError ?? null) !== before || error === null) {
      const status = describeDataset(dataset, record, {
        now: clock.now(),
        syncing: false,
        progress: null,
        staleAfterMs: null,
        neverSyncedIsStale: false,
      })
      deps.events.publish('sync.statusChanged', status)
      deps.onStatusChange?.(status)
    }
  }

  const ensureRow = async (bookingId: string, scope: ReadScope): Promise<void> => {
    if (getBooking(db, bookingId) !== null) return
    const v1 = await api.bookings.getV1(bookingId, scope.options)
    if (scope.sameService()) upsertBookingV1(db, v1, now())
  }
  const scope = (): ReadScope => readScope(db, deps.service())
  /** A part of one booking (its messages, its history): from the service once the booking's row is there. */
  const fetchPartOf = <T>(bookingId: string, fetch: (options: RequestOptions) => Promise<T>) => {
    const read = scope()
    return fetchOrFallBack(
      deps.isOnline(),
      now,
      async () => {
        await ensureRow(bookingId, read)
        return fetch(read.options)
      },
      read.sameService,
    )
  }
  /** The cache answers a part it never held only for a booking it knows (an empty thread); else the failure. */
  const answerableFromCache = <T>(fetched: Fetched<T>, cachedAt: string | null, bookingId: string) => {
    if (!fetched.ok && cachedAt === null && getBooking(db, bookingId) === null) {
      throw unavailable(fetched.error, 'this booking')
    }
  }
  /** Of the service whose bookings the cache holds (the active one when nothing is claimed yet). */
  const shownRateOf = (bookingId: string) => {
    const service = cachedBookingsService(db) ?? deps.service()
    return service === null ? null : getShownRate(db, service, bookingId)
  }

  /** The last refresh of the list that did not reach the service (a poll's failure is kept in the dataset). */
  let failedRefresh: { service: string | null; error: IpcError; at: string } | null = null
  /**
   * Why the last read of the bookings' list failed, when it did: a refresh asked by the agent or the poller's last
   * cycle, whichever came after the last success. Null when the last read succeeded: a copy is called offline only
   * then, whatever a screen saw earlier.
   */
  const lastReadFailure = (record: DatasetSyncRecord | null): IpcError | null => {
    const syncedAt = record?.lastSyncedAt ?? null
    if (record?.lastError) {
      const { code, message } = record.lastError
      return code === 'NETWORK' || code === 'TIMEOUT'
        ? { code: 'OFFLINE', message: 'The service cannot be reached; the list is the local copy.' }
        : { code: 'SERVICE_ERROR', message, details: { code } }
    }
    if (failedRefresh === null || failedRefresh.service !== cachedBookingsService(db)) return null
    return syncedAt === null || syncedAt <= failedRefresh.at ? failedRefresh.error : null
  }

  return {
    recordFetch,
    ensureRow,
    scope,
    async list(input) {
      let refreshError: BookingList['refreshError'] = null
      let source: BookingList['source'] = 'cache'
      if (input.refresh) {
        const result = deps.isOnline()
          ? await deps.refreshList()
          : ({ ok: false, skipped: 'offline' } as const)
        if (result.ok) source = 'service'
        else {
          refreshError =
            result.skipped === null
              ? {
                  code: 'SERVICE_ERROR',
                  message: result.error.message,
                  details: { code: result.error.code },
                }
              : { code: 'OFFLINE', message: 'The service cannot be reached; the list is the local copy.' }
          failedRefresh = { service: cachedBookingsService(db), error: refreshError, at: now() }
        }
      }
      const record = getDatasetState(db, BOOKINGS_DATASET)
      const asOf = record?.lastSyncedAt ?? (source === 'service' ? now() : null)
      refreshError ??= lastReadFailure(record)
      const agencyService = deps.agencySearchService?.() ?? null
      const filters = {
        ...bookingFilters(input),
        ...salesOf(db, deps.service()),
        ...(agencyService === null ? {} : { agencyService }),
      }
      const bookings = listBookings(db, filters, { limit: input.limit, offset: input.offset }).map(
        (item) => ({ ...toSummaryView(item), sale: item.sale }),
      )
      // One pass counts the states; the total is theirs (a search's second pass over the text index was a third
      // of the answer's time).
      const stateCounts = countBookingsByState(db, filters)
      return {
        bookings,
        total: totalOfStateCounts(stateCounts, filters),
        stateCounts,
        source,
        asOf,
        pendingWrites: openWritesOf(
          db,
          bookings.map((booking) => booking.id),
        ),
        refreshError,
      }
    },

    async get(bookingId) {
      const read = scope()
      const fetched = await fetchOrFallBack(
        deps.isOnline(),
        now,
        async () => {
          const v1: BookingV1 = await api.bookings.getV1(bookingId, read.options)
          let v3: BookingV3 | null = null
          if (v1.kind === 'hotel') {
            try {
              v3 = await api.bookings.getV3(bookingId, read.options)
            } catch (error) {
              // v1 is the whole booking; v3 only adds detail, so its failure alone does not fail the read.
              if (!isServiceError(error)) throw error
            }
          }
          return { v1, v3 }
        },
        read.sameService,
      )
      if (fetched.ok) {
        db.transaction(() => {
          // v3 first: v1 carries every summary column, v3 lacks some.
          if (fetched.value.v3 !== null) upsertBookingV3(db, fetched.value.v3, fetched.at)
          upsertBookingV1(db, fetched.value.v1, fetched.at)
        })()
      }
      const cached = getBooking(db, bookingId)
      if (cached === null)
        throw fetched.ok
          ? new DeskError('INTERNAL', 'The booking was not stored.')
          : unavailable(fetched.error, 'this booking')
      return {
        summary: toSummaryView(cached),
        v1: cached.v1,
        v3: cached.v3,
        shownRate: shownRateOf(bookingId),
        source: fetched.ok ? 'service' : 'cache',
        asOf: fetched.ok ? fetched.at : (cached.v1FetchedAt ?? cached.v3FetchedAt ?? cached.fetchedAt),
        pendingWrites: openWritesOf(db, [bookingId]),
      }
    },

    async messages(bookingId) {
      const fetched = await fetchPartOf(bookingId, (options) => api.bookings.messages(bookingId, options))
      if (fetched.ok) replaceBookingMessages(db, bookingId, fetched.value, fetched.at)
      if (fetched.ok || fetched.error !== null) recordFetch('messages', fetched.ok ? null : fetched.error)
      const cached = listBookingMessages(db, bookingId)
      answerableFromCache(fetched, cached.fetchedAt, bookingId)
      return {
        ...withUnreadMarks(
          cached.messages.map((message) => message.raw),
          getMessagesReadUpTo(db, bookingId),
        ),
        source: fetched.ok ? 'service' : 'cache',
        asOf: cached.fetchedAt,
        pendingWrites: openWritesOf(db, [bookingId]),
      }
    },

    markMessagesRead(bookingId) {
      const newest = listBookingMessages(db, bookingId).messages.at(-1)?.raw.sentAt
      // Up to the newest message seen (the service's time), not this computer's clock.
      markMessagesReadUpTo(db, bookingId, newest ?? now())
      return { unreadCount: 0 as const }
    },

    async history(bookingId) {
      const fetched = await fetchPartOf(bookingId, (options) => api.bookings.histories(bookingId, options))
      if (fetched.ok) replaceBookingHistory(db, bookingId, fetched.value, fetched.at)
      const cached = listBookingHistory(db, bookingId)
      answerableFromCache(fetched, cached.fetchedAt, bookingId)
      const entries = cached.entries.map((entry) => entry.raw)
      const service = cachedBookingsService(db) ?? deps.service()
      const writes = service === null ? [] : listOutbox(db, { bookingId, service })
      return {
        entries,
        timeline: bookingTimeline(entries, writes),
        source: fetched.ok ? 'service' : 'cache',
        asOf: cached.fetchedAt,
      }
    },
  }
}

/**
 * The list channel's input as the cache's filters. Replaced bookings are hidden unless the agent asks for them or
 * chooses their state, as the service's list does (`withReplacedBookings`).
 */
export function bookingFilters(input: z.output<typeof BookingListInput>): BookingFilters {
  const { refresh: _refresh, limit: _limit, offset: _offset, withReplaced, ...filters } = input
  const hideReplaced = !withReplaced && !(input.states ?? []).includes('replaced')
  return { ...withoutUndefined(filters), hideReplaced }
}

/**
 * The selling prices shown are the frozen sales of the service whose bookings the cache holds, else (nothing
 * polled yet) the active one's, as pricing reads a booking's sale.
 */
export function salesOf(db: Db, active: string | null): { salesService?: string } {
  const service = cachedBookingsService(db) ?? active
  return service === null ? {} : { salesService: service }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}
