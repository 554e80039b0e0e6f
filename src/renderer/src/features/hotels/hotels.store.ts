import { create } from 'zustand'
import type { HotelAvailabilityItem, RoomAvailability } from '../../../../shared/api/availability'
import type { PaginationMeta } from '../../../../shared/api/common'
import { isoDateInZone } from '../../../../shared/domain/dates'
import type { AvailabilityInput, BookResult } from '../../../../shared/ipc/hotels.contract'
import { bridge } from '../../bridge'
import { catalogInfo, type CatalogInfo } from './catalog-view'
import { hotelErrorSentence } from './error-text'
import { pickOption } from './selection'
import { defaultForm, sortParam, toAvailabilityInput, type SearchForm } from './search-form'

export type LoadStatus = 'idle' | 'loading' | 'done' | 'error'
export type { CatalogInfo }

interface ResultsState {
  status: LoadStatus
  hotels: HotelAvailabilityItem[]
  meta: PaginationMeta | null
  error: string | null
}

interface RoomsState {
  hotelId: string | null
  status: LoadStatus
  rooms: RoomAvailability[]
  expiresAt: string | null
  /** The handshake (meta.requestId) a booking of these rates is sent with. */
  requestId: string | null
  /** When the rates were received: their cancellation timelines start there. */
  receivedAt: number
  error: string | null
}

interface HotelsState {
  form: SearchForm
  /** The query the results (and the rooms view) are for: the form as it was when searched. */
  searched: AvailabilityInput | null
  results: ResultsState
  catalog: Record<string, CatalogInfo>
  /** Hotels looked up in the catalog and not found there (not synced yet). */
  catalogMissing: Record<string, true>
  rooms: RoomsState
  /** The bed choice picked per searched room (option keys of selection.ts), for the rooms shown. */
  picks: (string | null)[]
  /** The last booking made from these screens, shown as its confirmation. */
  lastBooking: BookResult | null
  pick(index: number, key: string | null): void
  setLastBooking(result: BookResult | null): void
  editForm(patch: Partial<SearchForm>): void
  /** Runs the search for a page (1 = a new search) with the form as it is now. */
  search(page: number, locale: string): Promise<void>
  /** Changes the sort and, after a search, re-runs it in the new order (same parameters, page 1). */
  changeSort(patch: Pick<SearchForm, 'sortKey' | 'sortDirection'>, rerun: boolean): Promise<void>
  /** Another page of the same search. */
  goToPage(page: number): Promise<void>
  loadRooms(hotelId: string): Promise<void>
  /** Looks hotels up in the local catalog; `retryMissing` asks again for those not found before. */
  loadCatalog(ids: string[], retryMissing?: boolean): Promise<void>
}

const today = isoDateInZone(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone)
const IDLE_RESULTS: ResultsState = { status: 'idle', hotels: [], meta: null, error: null }
const IDLE_ROOMS: RoomsState = {
  hotelId: null,
  status: 'idle',
  rooms: [],
  expiresAt: null,
  requestId: null,
  receivedAt: 0,
  error: null,
}

// The latest request wins: an answer to an older one is dropped.
let searchTicket = 0
let roomsTicket = 0

/** The hotel search's view state: the form (kept across sections and sorts), the results and the open hotel. */
export const useHotelsStore = create<HotelsState>((set, get) => {
  async function run(query: AvailabilityInput): Promise<void> {
    const ticket = ++searchTicket
    set((state) => ({ searched: query, results: { ...state.results, status: 'loading', error: null } }))
    try {
      const answer = await bridge.invoke('hotels.availability', query)
      if (ticket !== searchTicket) return
      set({ results: { status: 'done', hotels: answer.data, meta: answer.meta, error: null } })
      void get().loadCatalog(answer.data.map((hotel) => hotel.id))
    } catch (error) {
      if (ticket !== searchTicket) return
      set({ results: { ...IDLE_RESULTS, status: 'error', error: hotelErrorSentence(error, 'search') } })
    }
  }

  return {
    form: defaultForm(today),
    searched: null,
    results: IDLE_RESULTS,
    catalog: {},
    catalogMissing: {},
    rooms: IDLE_ROOMS,
    picks: [],
    lastBooking: null,
    pick(index, key) {
      const { rooms, searched, picks } = get()
      if (searched === null) return
      set({ picks: pickOption(rooms.rooms, searched.rooms, picks, index, key) })
    },
    setLastBooking: (lastBooking) => set({ lastBooking }),
    editForm: (patch) => set((state) => ({ form: { ...state.form, ...patch } })),
    search: (page, locale) => run(toAvailabilityInput(get().form, page, locale)),
    async changeSort(patch, rerun) {
      set((state) => ({ form: { ...state.form, ...patch } }))
      const searched = get().searched
      if (!rerun || searched === null) return
      const { sort: _previous, ...rest } = searched
      const sort = sortParam(patch)
      await run({ ...rest, ...(sort === undefined ? {} : { sort }), page: 1 })
    },
    async goToPage(page) {
      const searched = get().searched
      if (searched !== null) await run({ ...searched, page })
    },
    async loadCatalog(ids, retryMissing = false) {
      const { catalog, catalogMissing } = get()
      const wanted = ids.filter(
        (id) => catalog[id] === undefined && (retryMissing || catalogMissing[id] === undefined),
      )
      if (wanted.length === 0) return
      const found = await Promise.all(
        wanted.map((id) => bridge.invoke('catalog.getHotel', { id }).catch(() => null)),
      )
      const entries: Record<string, CatalogInfo> = {}
      const missing: Record<string, true> = {}
      wanted.forEach((id, index) => {
        const answer = found[index]
        if (answer?.hotel) entries[id] = catalogInfo(answer.hotel)
        // A failed look-up is not "missing": it is asked again next time.
        else if (answer) missing[id] = true
      })
      set((state) => {
        const stillMissing = { ...state.catalogMissing, ...missing }
        for (const id of Object.keys(entries)) delete stillMissing[id]
        return { catalog: { ...state.catalog, ...entries }, catalogMissing: stillMissing }
      })
    },
    async loadRooms(hotelId) {
      const searched = get().searched
      if (searched === null) return
      const ticket = ++roomsTicket
      set({ rooms: { ...IDLE_ROOMS, hotelId, status: 'loading' }, picks: [] })
      try {
        const answer = await bridge.invoke('hotels.rooms', {
          hotelId,
          checkIn: searched.checkIn,
          checkOut: searched.checkOut,
          rooms: searched.rooms,
          ...(searched.suppliers === undefined ? {} : { suppliers: searched.suppliers }),
          ...(searched.locale == null ? {} : { locale: searched.locale }),
        })
        if (ticket !== roomsTicket) return
        set({
          rooms: {
            hotelId,
            status: 'done',
            rooms: answer.data,
            expiresAt: answer.meta.expiresAt,
            requestId: answer.meta.requestId,
            receivedAt: Date.now(),
            error: null,
          },
        })
      } catch (error) {
        if (ticket !== roomsTicket) return
        set({ rooms: { ...IDLE_ROOMS, hotelId, status: 'error', error: hotelErrorSentence(error, 'rooms') } })
      }
    },
  }
})
