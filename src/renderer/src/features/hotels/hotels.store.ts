import { create } from 'zustand'
import type { HotelAvailabilityItem, RoomAvailability } from '../../../../shared/api/availability'
import type { PaginationMeta } from '../../../../shared/api/common'
import type { ChannelInput } from '../../../../shared/ipc'
import type { ServiceClock } from '../../../../shared/ipc/connectivity.contract'
import { isoDateInZone, toEpochMs } from '../../../../shared/domain/dates'
import {
  catalogCardOf,
  type AvailabilityQuery,
  type AvailabilityResult,
  type BookResult,
  type SearchLabel,
} from '../../../../shared/ipc/hotels.contract'
import { bridge } from '../../bridge'
import {
  deskKey,
  deskQueryClient,
  fetchDesk,
  useDeskQuery,
  type DeskKeyPrefix,
} from '../../bridge/desk-query'
import type { BookingDraft } from './booking-form'
import type { Replacing } from './replacement'
import { useRecentSearchesStore } from './recent-searches.store'
import type { CatalogInfo } from './catalog-view'
import { hotelErrorSentence } from './error-text'
import { carryPicks, compareRates, type CarriedPicks, type Repricing } from './reprice'
import { pickOption } from './selection'
import { defaultForm, sortParam, toAvailabilityInput, type SearchForm } from './search-form'

export type LoadStatus = 'idle' | 'loading' | 'done' | 'error'
export type { CatalogInfo }

export interface ResultsState {
  status: LoadStatus
  hotels: HotelAvailabilityItem[]
  meta: PaginationMeta | null
  error: string | null
}

export interface RoomsState {
  hotelId: string | null
  /** The stay these rooms were priced for (stayKey): another stay (dates, party) needs them priced again. */
  forStay: string | null
  status: LoadStatus
  rooms: RoomAvailability[]
  expiresAt: string | null
  /** The handshake (meta.requestId) a booking of these rates is sent with. */
  requestId: string | null
  /** When the rates were received (this computer's clock). */
  receivedAt: number
  /**
   * The service's clock at that moment: cancellation windows and expiresAt are on the service's clock, which
   * may differ from this computer's (a sandbox clock moved on, a skewed PC).
   */
  serviceNowAtReceipt: number
  /** When the handshake runs out, on this computer's clock (receivedAt + the hold main measured). */
  holdDeadline: number | null
  /** The service's clock main measured the hold with: a later jump of it moves the deadline (followServiceClock). */
  holdClock: ServiceClock | null
  /** These rooms were searched again for the same stay: what changed since the previous answer. */
  repricing: (Repricing & { picks: CarriedPicks }) | null
  error: string | null
}

/** The booking form being filled, kept while the agent looks elsewhere, for the same hotel and search. */
export interface BookingDraftState {
  /** Hotel and search it belongs to (draftKey). */
  key: string
  draft: BookingDraft
}

export type { Replacing }

interface HotelsState {
  form: SearchForm
  /** The query the results (and the rooms view) are for: the form as it was when searched. */
  searched: AvailabilityQuery | null
  /** The destination as the agent named it for that query (the form may have changed since). */
  searchedAs: SearchLabel | null
  /**
   * What was asked of main for it (the query, labelled when it was a new search): the key of the results' read
   * (useHotelResults), so that an answer to an overtaken search is never the one shown.
   */
  searchedInput: ChannelInput<'hotels.availability'> | null
  catalog: Record<string, CatalogInfo>
  /** Hotels looked up in the catalog and not found there (not synced yet). */
  catalogMissing: Record<string, true>
  rooms: RoomsState
  /** The bed choice picked per searched room (option keys of selection.ts), for the rooms shown. */
  picks: (string | null)[]
  /** The last booking made from these screens, shown as its confirmation. */
  lastBooking: BookResult | null
  bookingDraft: BookingDraftState | null
  replacing: Replacing | null
  pick(index: number, key: string | null): void
  saveBookingDraft(draft: BookingDraftState | null): void
  /** Starts (or, with null, abandons) changing a booking: searches and bookings carry its id until booked. */
  setReplacing(replacing: Replacing | null): void
  setLastBooking(result: BookResult | null): void
  editForm(patch: Partial<SearchForm>): void
  /** Runs the search for a page (1 = a new search) with the form as it is now. */
  search(page: number, locale: string): Promise<void>
  /** Changes the sort and, after a search, re-runs it in the new order (same parameters, page 1). */
  changeSort(patch: Pick<SearchForm, 'sortKey' | 'sortDirection'>, rerun: boolean): Promise<void>
  /** Changes the page size and, after a search, re-runs it from page 1 (same parameters). */
  changePerPage(perPage: SearchForm['perPage'], rerun: boolean): Promise<void>
  /** Another page of the same search. */
  goToPage(page: number): Promise<void>
  loadRooms(hotelId: string): Promise<void>
  /** Books the rates chosen (the booking screen's flow sends it once, from the review). */
  book(input: ChannelInput<'hotels.book'>): Promise<BookResult>
  /** Reads one hotel's catalog card again (the rooms screen: the catalog may have synced it since the search). */
  refreshCatalogCard(hotelId: string): Promise<void>
}

const today = isoDateInZone(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone)
const IDLE_RESULTS: ResultsState = { status: 'idle', hotels: [], meta: null, error: null }
const IDLE_ROOMS: RoomsState = {
  hotelId: null,
  forStay: null,
  status: 'idle',
  rooms: [],
  expiresAt: null,
  requestId: null,
  receivedAt: 0,
  serviceNowAtReceipt: 0,
  holdDeadline: null,
  holdClock: null,
  repricing: null,
  error: null,
}

/** The catalog cards main joined to a results page, into the store's catalog (null: not synced yet). */
function withCards(
  state: Pick<HotelsState, 'catalog' | 'catalogMissing'>,
  hotels: readonly Pick<AvailabilityResult['data'][number], 'id' | 'catalog'>[],
): Pick<HotelsState, 'catalog' | 'catalogMissing'> {
  const catalog = { ...state.catalog }
  const catalogMissing = { ...state.catalogMissing }
  for (const hotel of hotels) {
    if (hotel.catalog === null) {
      if (catalog[hotel.id] === undefined) catalogMissing[hotel.id] = true
    } else {
      catalog[hotel.id] = hotel.catalog
      delete catalogMissing[hotel.id]
    }
  }
  return { catalog, catalogMissing }
}

/** The search form's words for a search, for main to keep it among the recent ones. */
function labelOf(form: SearchForm): SearchLabel {
  return { destination: form.destination, destinationText: form.destinationText }
}

/** What prices rooms: dates, party, suppliers, language and the booking replaced (not the sort or the page). */
export function stayKey(query: AvailabilityQuery): string {
  return JSON.stringify([
    query.checkIn,
    query.checkOut,
    query.rooms,
    query.suppliers ?? null,
    query.locale ?? null,
    query.replaceBookingId ?? null,
  ])
}

/** The rooms read of one hotel for a search: the rooms screen's, and a result card's "Add to proposal". */
export function roomsRequest(hotelId: string, searched: AvailabilityQuery): ChannelInput<'hotels.rooms'> {
  return {
    hotelId,
    checkIn: searched.checkIn,
    checkOut: searched.checkOut,
    rooms: searched.rooms,
    ...(searched.suppliers === undefined ? {} : { suppliers: searched.suppliers }),
    ...(searched.locale == null ? {} : { locale: searched.locale }),
    ...(searched.replaceBookingId == null ? {} : { replaceBookingId: searched.replaceBookingId }),
  }
}

/** Are the rooms in the store those of this hotel for this search? */
export function roomsAreFor(rooms: RoomsState, hotelId: string, searched: AvailabilityQuery | null): boolean {
  return searched !== null && rooms.hotelId === hotelId && rooms.forStay === stayKey(searched)
}

const resultsKey = (input: ChannelInput<'hotels.availability'>): DeskKeyPrefix =>
  deskKey('hotels.availability', input)

/** Nothing searched yet: a key no search has (the read is never asked by itself). */
const NOT_SEARCHED = {} as ChannelInput<'hotels.availability'>

/** The results of the search asked last; while the next one is read, the previous results stay shown. */
export function useHotelResults(): ResultsState {
  const input = useHotelsStore((state) => state.searchedInput)
  const read = useDeskQuery('hotels.availability', input ?? NOT_SEARCHED, {
    enabled: false,
    keepPrevious: true,
  })
  if (input === null) return IDLE_RESULTS
  if (read.error !== null && !read.isFetching)
    return { ...IDLE_RESULTS, status: 'error', error: hotelErrorSentence(read.error, 'search') }
  const shown = read.data === undefined ? null : read.data
  if (read.isFetching || read.isPlaceholderData || shown === null)
    return { status: 'loading', hotels: shown?.data ?? [], meta: shown?.meta ?? null, error: null }
  return { status: 'done', hotels: shown.data, meta: shown.meta, error: null }
}

/** The hotel search's view state: the form (kept across sections and sorts), the results and the open hotel. */
export const useHotelsStore = create<HotelsState>((set, get) => {
  /**
   * One search, one call: main answers with the hotels and their catalog cards, and keeps the search among the
   * recent ones when it is labelled (a new search from the form).
   */
  async function run(query: AvailabilityQuery, recordAs?: SearchLabel): Promise<void> {
    const input = { ...query, ...(recordAs === undefined ? {} : { recordAs }) }
    const key = resultsKey(input)
    set({ searched: query, searchedInput: input })
    try {
      // Asked every time the agent searches, the same search too (prices move); the answer lands under its own
      // key, which is shown only while it is the search asked last.
      const answer = await deskQueryClient.fetchQuery({
        queryKey: key,
        queryFn: () => bridge.invoke('hotels.availability', input),
        staleTime: 0,
        // Kept while the agent looks elsewhere (the search's results come back with the section).
        gcTime: Infinity,
      })
      if (answer.recentSearches !== undefined) useRecentSearchesStore.getState().show(answer.recentSearches)
      set((state) => withCards(state, answer.data))
    } catch {
      // Main kept the search before asking the service: the menu reads the list again when next shown. The
      // error itself is the read's (useHotelResults).
      if (recordAs !== undefined) useRecentSearchesStore.getState().markStale()
    } finally {
      // Only the search shown is kept: older answers go.
      const shown = get().searchedInput
      deskQueryClient.removeQueries({
        queryKey: deskKey('hotels.availability'),
        predicate: (read) =>
          shown === null || JSON.stringify(read.queryKey) !== JSON.stringify(resultsKey(shown)),
      })
    }
  }

  return {
    form: defaultForm(today),
    searched: null,
    searchedAs: null,
    searchedInput: null,
    catalog: {},
    catalogMissing: {},
    rooms: IDLE_ROOMS,
    picks: [],
    lastBooking: null,
    bookingDraft: null,
    replacing: null,
    saveBookingDraft: (bookingDraft) => set({ bookingDraft }),
    setReplacing: (replacing) => set({ replacing }),
    pick(index, key) {
      const { rooms, searched, picks } = get()
      if (searched === null) return
      set({ picks: pickOption(rooms.rooms, searched.rooms, picks, index, key) })
    },
    setLastBooking: (lastBooking) => set({ lastBooking }),
    editForm: (patch) => set((state) => ({ form: { ...state.form, ...patch } })),
    async search(page, locale) {
      const { form, replacing } = get()
      const query = toAvailabilityInput(form, page, locale)
      if (page === 1) set({ searchedAs: labelOf(form) })
      await run(
        replacing === null ? query : { ...query, replaceBookingId: replacing.bookingId },
        page === 1 ? labelOf(form) : undefined,
      )
    },
    async changeSort(patch, rerun) {
      set((state) => ({ form: { ...state.form, ...patch } }))
      const searched = get().searched
      if (!rerun || searched === null) return
      const { sort: _previous, ...rest } = searched
      const sort = sortParam(patch)
      await run({ ...rest, ...(sort === undefined ? {} : { sort }), page: 1 })
    },
    async changePerPage(perPage, rerun) {
      set((state) => ({ form: { ...state.form, perPage } }))
      const searched = get().searched
      if (rerun && searched !== null) await run({ ...searched, perPage, page: 1 })
    },
    async goToPage(page) {
      const searched = get().searched
      if (searched !== null) await run({ ...searched, page })
    },
    book: (input) => bridge.invoke('hotels.book', input),
    async refreshCatalogCard(hotelId) {
      // A failed read leaves the card as the search brought it.
      const answer = await bridge.invoke('catalog.getHotel', { id: hotelId }).catch(() => null)
      if (answer === null) return
      const card = answer.hotel === null ? null : catalogCardOf(answer.hotel)
      set((state) => withCards(state, [{ id: hotelId, catalog: card }]))
    },
    async loadRooms(hotelId) {
      const searched = get().searched
      if (searched === null) return
      // The same stay searched again (an expired hold): what the agent saw and chose, to compare and carry over.
      const earlier = get().rooms
      const again = roomsAreFor(earlier, hotelId, searched) && earlier.status === 'done' ? earlier : null
      const earlierPicks = get().picks
      // The latest rooms request wins: an answer is shown only while the loading state it replaces is still the one
      // shown (a later request, or the hotel closed, put another there).
      const loading: RoomsState = { ...IDLE_ROOMS, hotelId, forStay: stayKey(searched), status: 'loading' }
      const stillAsked = () => get().rooms === loading
      set({ rooms: loading, picks: [] })
      try {
        const answer = await fetchDesk('hotels.rooms', roomsRequest(hotelId, searched))
        if (!stillAsked()) return
        const receivedAt = Date.now()
        const carried =
          again === null
            ? { picks: [], kept: 0, lost: 0 }
            : carryPicks(again.rooms, answer.data, searched.rooms, earlierPicks)
        set({
          rooms: {
            hotelId,
            forStay: stayKey(searched),
            status: 'done',
            rooms: answer.data,
            expiresAt: answer.meta.expiresAt,
            requestId: answer.meta.requestId,
            receivedAt,
            serviceNowAtReceipt: toEpochMs(answer.meta.expiresAt) - answer.hold.msLeft,
            holdDeadline: receivedAt + answer.hold.msLeft,
            holdClock: answer.hold.clock,
            repricing: again === null ? null : { ...compareRates(again.rooms, answer.data), picks: carried },
            error: null,
          },
          picks: carried.picks,
        })
      } catch (error) {
        if (!stillAsked()) return
        set({
          rooms: {
            ...IDLE_ROOMS,
            hotelId,
            forStay: stayKey(searched),
            status: 'error',
            error: hotelErrorSentence(error, 'rooms'),
          },
        })
      }
    },
  }
})
