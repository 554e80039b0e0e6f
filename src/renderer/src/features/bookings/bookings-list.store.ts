import { create } from 'zustand'
import type { BookingList, BookingSummary } from '../../../../shared/ipc/bookings.contract'
import { bridge, BridgeError } from '../../bridge'
import { listInputOf, type BookingsFilters } from './bookings-filters'

/** Rows asked of main at a time: more than a screen, small enough to answer (and validate) fast. */
export const PAGE_SIZE = 50

type Freshness = Pick<BookingList, 'total' | 'stateCounts' | 'source' | 'asOf' | 'refreshError'>

interface BookingsListState {
  /** The filters the rows below answer. */
  filters: BookingsFilters | null
  /** Loaded pages of rows, by page number (row index / PAGE_SIZE). */
  pages: Record<number, BookingSummary[]>
  list: Freshness | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** A refresh from the service runs in the background (the rows shown are the cache's meanwhile). */
  refreshing: boolean
  error: string | null
  /**
   * Shows the list for these filters: the cache's answer at once, then (with `refresh`) the service's list fetched
   * into the cache in the background.
   */
  show(filters: BookingsFilters, options?: { refresh?: boolean }): Promise<void>
  /** Loads the pages holding these rows, when not loaded or loading yet. */
  ensureRows(first: number, last: number): void
  /** Cached bookings changed: refetch the pages shown, quietly. */
  changed(): void
}

/** Bumped for each new set of filters: answers for older filters are dropped. */
let ticket = 0
const inFlight = new Set<number>()

const fetchPage = (filters: BookingsFilters, page: number, refresh = false) =>
  bridge.invoke(
    'bookings.list',
    listInputOf(filters, { offset: page * PAGE_SIZE, limit: PAGE_SIZE, refresh }),
  )

const freshnessOf = (list: BookingList): Freshness => ({
  total: list.total,
  stateCounts: list.stateCounts,
  source: list.source,
  asOf: list.asOf,
  refreshError: list.refreshError,
})

export const useBookingsListStore = create<BookingsListState>((set, get) => {
  /** Reads the first page again, and the other pages loaded, into one consistent state. */
  async function reload(filters: BookingsFilters, mine: number, refresh: boolean): Promise<void> {
    const first = await fetchPage(filters, 0, refresh)
    const others = Object.keys(get().pages)
      .map(Number)
      .filter((page) => page > 0 && page * PAGE_SIZE < first.total)
    const rest = await Promise.all(others.map((page) => fetchPage(filters, page)))
    if (mine !== ticket) return
    const pages: Record<number, BookingSummary[]> = { 0: first.bookings }
    others.forEach((page, index) => {
      pages[page] = rest[index]?.bookings ?? []
    })
    // Main says whether the last read of the service failed: a copy read after a poll succeeded is not offline.
    set({ pages, list: freshnessOf(first), status: 'ready', error: null })
  }

  return {
    filters: null,
    pages: {},
    list: null,
    status: 'idle',
    refreshing: false,
    error: null,

    async show(filters, options) {
      const mine = ++ticket
      inFlight.clear()
      set({ filters, status: 'loading', refreshing: false, error: null })
      try {
        const first = await fetchPage(filters, 0)
        if (mine !== ticket) return
        set({ pages: { 0: first.bookings }, list: freshnessOf(first), status: 'ready' })
      } catch (error) {
        if (mine !== ticket) return
        set({ status: get().list === null ? 'error' : 'ready', error: listErrorSentence(error) })
        return
      }
      if (!options?.refresh) return
      set({ refreshing: true })
      try {
        await reload(filters, mine, true)
      } catch {
        // The cache's rows stay; a refresh that could not run is not an error of the list.
      } finally {
        if (mine === ticket) set({ refreshing: false })
      }
    },

    ensureRows(firstRow, lastRow) {
      const { filters, pages, list } = get()
      if (filters === null || list === null) return
      const mine = ticket
      const lastPage = Math.floor(Math.min(lastRow, list.total - 1) / PAGE_SIZE)
      for (let page = Math.floor(firstRow / PAGE_SIZE); page <= lastPage; page += 1) {
        if (pages[page] !== undefined || inFlight.has(page)) continue
        inFlight.add(page)
        fetchPage(filters, page)
          .then((answer) => {
            if (mine !== ticket) return
            set((state) => ({ pages: { ...state.pages, [page]: answer.bookings } }))
          })
          .catch((error: unknown) => {
            if (mine === ticket) set({ error: listErrorSentence(error) })
          })
          .finally(() => {
            if (mine === ticket) inFlight.delete(page)
          })
      }
    },

    changed() {
      // Only from the cache: the poll or write that announced the change already fetched from the service.
      const { filters, status } = get()
      if (filters === null || status === 'idle') return
      reload(filters, ticket, false).catch(() => undefined)
    },
  }
})

/** The row at an index, when its page is loaded. */
export function rowAt(pages: Record<number, BookingSummary[]>, index: number): BookingSummary | undefined {
  return pages[Math.floor(index / PAGE_SIZE)]?.[index % PAGE_SIZE]
}

function listErrorSentence(error: unknown): string {
  const reason = error instanceof BridgeError ? ` (${error.message})` : ''
  return `The bookings could not be loaded${reason}. Try again.`
}
