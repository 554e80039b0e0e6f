import { useCallback, useState } from 'react'
import { create } from 'zustand'
import type { BookingList, BookingListItem } from '../../../../shared/ipc/bookings.contract'
import { bridge, BridgeError } from '../../bridge'
import {
  deskKey,
  deskQueryClient,
  markStale,
  prefetchDesk,
  useDeskQueries,
  useDeskQuery,
  type DeskKeyPrefix,
} from '../../bridge/desk-query'
import {
  filtersFromSearchParams,
  listInputOf,
  searchParamsFromFilters,
  type BookingsFilters,
} from './bookings-filters'

/** Rows asked of main at a time: more than a screen, small enough to answer (and validate) fast. */
export const PAGE_SIZE = 50

/** Every read of the list, whatever its filters: all stale once the cache moved. */
export const bookingsListKey: DeskKeyPrefix = deskKey('bookings.list')

const pageInput = (filters: BookingsFilters, page: number) =>
  listInputOf(filters, { offset: page * PAGE_SIZE, limit: PAGE_SIZE })

/** A prefetched first page is the screen's answer if the screen reads it this soon (the render in between). */
const PREFETCHED_FRESH_MS = 1_000

/**
 * The first page for filters about to be shown (a keystroke, a click): asked before the screen renders them, so
 * that the wait for main overlaps the render instead of following it.
 */
export function prefetchFirstPage(filters: BookingsFilters, patch: Partial<BookingsFilters> = {}): void {
  // The filters as the address gives them back (what the screen will read), not as patched.
  const next = filtersFromSearchParams(searchParamsFromFilters({ ...filters, ...patch }))
  prefetchDesk('bookings.list', pageInput(next, 0), PREFETCHED_FRESH_MS)
}

/**
 * The search typed and not yet in the address (`over`: the address's search it was typed over). The list follows
 * it at once; the address, and with it the filter bar and the app's shell, follow once the agent pauses, so that a
 * keystroke renders the list alone.
 */
export const useTypedSearch = create<{ typed: { over: string; text: string } | null }>(() => ({
  typed: null,
}))

/**
 * The filters the list shows: the address's, with the search typed over them while the address has not moved
 * since (a commit, back or forward make the address's search win). Normalized as the address would give them back.
 */
export function listFiltersOf(
  filters: BookingsFilters,
  typed: { over: string; text: string } | null,
): BookingsFilters {
  if (typed === null || typed.over !== filters.search) return filters
  const next = filtersFromSearchParams(searchParamsFromFilters({ ...filters, search: typed.text }))
  return next.search === filters.search ? filters : next
}

interface BookingsListState {
  /** A refresh from the service runs in the background (the rows shown are the cache's meanwhile). */
  refreshing: boolean
  /** Fetches the service's list into main's cache; the pages shown are then read again from it. */
  refresh(filters: BookingsFilters): Promise<void>
}

export const useBookingsListStore = create<BookingsListState>((set) => ({
  refreshing: false,
  async refresh(filters) {
    set({ refreshing: true })
    try {
      const first = await bridge.invoke(
        'bookings.list',
        listInputOf(filters, { offset: 0, limit: PAGE_SIZE, refresh: true }),
      )
      // Every list read is older than the cache now; the first page is the answer itself, the other pages shown
      // are read again.
      const firstKey = deskKey('bookings.list', pageInput(filters, 0))
      markStale([bookingsListKey])
      deskQueryClient.setQueryData(firstKey, first)
      void deskQueryClient.invalidateQueries({
        queryKey: bookingsListKey,
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(firstKey),
      })
    } catch {
      // The cache's rows stay; a refresh that could not run is not an error of the list. A read of the cache that
      // failed is tried again, though (the agent asked).
      void deskQueryClient.invalidateQueries({
        queryKey: bookingsListKey,
        predicate: (query) => query.state.status === 'error',
      })
    } finally {
      set({ refreshing: false })
    }
  },
}))

type Freshness = Pick<BookingList, 'total' | 'stateCounts' | 'source' | 'asOf' | 'refreshError'>

export interface BookingsListRead {
  /** The first page's freshness and counts; while other filters are read, the last ones' (kept shown). */
  list: Freshness | null
  loading: boolean
  error: string | null
  rowAt(index: number): BookingListItem | undefined
  /** The table shows these rows: their pages are read (and kept read while the filters stay). */
  ensureRows(first: number, last: number): void
}

/** The list for these filters, page by page, from main's cache (it answers offline too). */
export function useBookingsList(filters: BookingsFilters): BookingsListRead {
  const filtersKey = JSON.stringify(filters)
  const first = useDeskQuery('bookings.list', pageInput(filters, 0), {
    keepPrevious: true,
    freshMs: PREFETCHED_FRESH_MS,
  })
  const [seen, setSeen] = useState<{ filtersKey: string; pages: readonly number[] }>({
    filtersKey,
    pages: [],
  })
  const morePages = seen.filtersKey === filtersKey ? seen.pages : []
  const more = useDeskQueries(
    'bookings.list',
    morePages.map((page) => pageInput(filters, page)),
  )
  const total = first.data?.total ?? 0
  const ensureRows = useCallback(
    (firstRow: number, lastRow: number) => {
      const lastPage = Math.floor(Math.min(lastRow, total - 1) / PAGE_SIZE)
      const wanted: number[] = []
      for (let page = Math.max(1, Math.floor(firstRow / PAGE_SIZE)); page <= lastPage; page += 1)
        wanted.push(page)
      setSeen((previous) => {
        const pages = previous.filtersKey === filtersKey ? previous.pages : []
        const added = wanted.filter((page) => !pages.includes(page))
        return added.length === 0 && previous.filtersKey === filtersKey
          ? previous
          : { filtersKey, pages: [...pages, ...added] }
      })
    },
    [filtersKey, total],
  )
  // While new filters are read, the first page shown is the last filters' (kept, as the counts are).
  const rowAt = (index: number): BookingListItem | undefined => {
    const page = Math.floor(index / PAGE_SIZE)
    const rows = page === 0 ? first.data?.bookings : more[morePages.indexOf(page)]?.data?.bookings
    return rows?.[index % PAGE_SIZE]
  }
  const failed = [first, ...more].find((read) => read.error !== null)?.error ?? null
  return {
    list: first.data === undefined ? null : freshnessOf(first.data),
    loading: first.data === undefined && first.error === null,
    error: failed === null ? null : listErrorSentence(failed),
    rowAt,
    ensureRows,
  }
}

const freshnessOf = (list: BookingList): Freshness => ({
  total: list.total,
  stateCounts: list.stateCounts,
  source: list.source,
  asOf: list.asOf,
  refreshError: list.refreshError,
})

function listErrorSentence(error: unknown): string {
  const reason = error instanceof BridgeError ? ` (${error.message})` : ''
  return `The bookings could not be loaded${reason}. Try again.`
}
