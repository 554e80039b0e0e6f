import type { z } from 'zod'
import { BOOKING_STATES, type BookingState } from '../../../../shared/domain/booking-states'
import type { IsoDate } from '../../../../shared/domain/dates'
import type { BOOKING_SORT_COLUMNS } from '../../../../shared/ipc/bookings.contract'
import { BOOKING_SORTS, BookingListInput, type BookingSort } from '../../../../shared/ipc/bookings.contract'

/**
 * The list's filters and sort as the URL keeps them (react-router search params), so that back, forward and a
 * reload show the same list. Every parameter is checked with the field's own schema of `bookings.list`: a value
 * main would refuse is ignored, never an error.
 */

export type BookingKind = 'hotel' | 'experience'
export type BookingSortColumn = (typeof BOOKING_SORT_COLUMNS)[number]

export interface BookingsFilters {
  search: string
  states: BookingState[]
  kind: BookingKind | null
  createdFrom: IsoDate | null
  createdTo: IsoDate | null
  checkInFrom: IsoDate | null
  checkInTo: IsoDate | null
  stars: number[]
  hotelId: string | null
  experienceId: string | null
  customerFileId: string | null
  withReplaced: boolean
  /** Only bookings with or without a selling price (frozen at sale or set by hand); null: both. */
  sale: SaleFilter | null
  /**
   * Only bookings whose margin rate (margin as a percent of the selling price) is below / above this; a booking
   * without a selling price has no rate and never matches. Null: no bound.
   */
  marginBelow: number | null
  marginAbove: number | null
  sort: BookingSort
}

export type SaleFilter = 'with' | 'without'

export const DEFAULT_SORT: BookingSort = '-createdAt'

export const DEFAULT_FILTERS: Readonly<BookingsFilters> = {
  search: '',
  states: [],
  kind: null,
  createdFrom: null,
  createdTo: null,
  checkInFrom: null,
  checkInTo: null,
  stars: [],
  hotelId: null,
  experienceId: null,
  customerFileId: null,
  withReplaced: false,
  sale: null,
  marginBelow: null,
  marginAbove: null,
  sort: DEFAULT_SORT,
}

/** The URL's parameter of each filter: short, readable words an agent may also type or share. */
const PARAM = {
  search: 'q',
  states: 'state',
  kind: 'product',
  createdFrom: 'createdFrom',
  createdTo: 'createdTo',
  checkInFrom: 'checkInFrom',
  checkInTo: 'checkInTo',
  stars: 'stars',
  hotelId: 'hotel',
  experienceId: 'experience',
  customerFileId: 'file',
  withReplaced: 'replaced',
  sale: 'selling',
  marginBelow: 'marginBelow',
  marginAbove: 'marginAbove',
  sort: 'sort',
} as const satisfies Record<keyof BookingsFilters, string>

const FIELDS = BookingListInput.unwrap().shape

function parsed<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const result = schema.safeParse(value)
  return result.success ? result.data : null
}

/** Comma-separated values, each kept only when valid, without repeats, in a stable order. */
function listOf<T>(raw: string | null, valid: (value: string) => T | null, order: readonly T[]): T[] {
  if (raw === null) return []
  const chosen = new Set<T>()
  for (const part of raw.split(',')) {
    const value = valid(part.trim())
    if (value !== null) chosen.add(value)
  }
  return order.filter((value) => chosen.has(value))
}

function optional<T>(schema: z.ZodType<T | undefined>, raw: string | null): T | null {
  return raw === null ? null : (parsed(schema, raw) ?? null)
}

/** A number of the URL (`marginBelow=10`), kept only when the channel's schema takes it. */
function optionalNumber(schema: z.ZodType<number | undefined>, raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null
  return parsed(schema, Number(raw)) ?? null
}

export function filtersFromSearchParams(params: URLSearchParams): BookingsFilters {
  const get = (key: keyof BookingsFilters) => params.get(PARAM[key])
  const search = parsed(FIELDS.search, get('search') ?? '') ?? ''
  const dates = {
    createdFrom: optional(FIELDS.createdFrom, get('createdFrom')),
    createdTo: optional(FIELDS.createdTo, get('createdTo')),
    checkInFrom: optional(FIELDS.checkInFrom, get('checkInFrom')),
    checkInTo: optional(FIELDS.checkInTo, get('checkInTo')),
  }
  return {
    search,
    states: listOf(get('states'), (part) => parsed(FIELDS.states, [part])?.[0] ?? null, BOOKING_STATES),
    kind: optional(FIELDS.kind, get('kind')),
    ...dates,
    stars: listOf(get('stars'), (part) => parsed(FIELDS.stars, [Number(part)])?.[0] ?? null, [1, 2, 3, 4, 5]),
    hotelId: optional(FIELDS.hotelId, get('hotelId')),
    experienceId: optional(FIELDS.experienceId, get('experienceId')),
    customerFileId: optional(FIELDS.customerFileId, get('customerFileId')),
    withReplaced: get('withReplaced') === '1',
    sale: get('sale') === 'with' || get('sale') === 'without' ? (get('sale') as SaleFilter) : null,
    marginBelow: optionalNumber(FIELDS.marginRateBelow, get('marginBelow')),
    marginAbove: optionalNumber(FIELDS.marginRateAbove, get('marginAbove')),
    sort: (BOOKING_SORTS as readonly string[]).includes(get('sort') ?? '')
      ? (get('sort') as BookingSort)
      : DEFAULT_SORT,
  }
}

/** Only what differs from the defaults, in a fixed order: the same filters always make the same URL. */
export function searchParamsFromFilters(filters: BookingsFilters): URLSearchParams {
  const params = new URLSearchParams()
  const set = (key: keyof BookingsFilters, value: string | null) => {
    if (value !== null && value !== '') params.set(PARAM[key], value)
  }
  set('search', filters.search.trim())
  set('states', BOOKING_STATES.filter((state) => filters.states.includes(state)).join(','))
  set('kind', filters.kind)
  set('createdFrom', filters.createdFrom)
  set('createdTo', filters.createdTo)
  set('checkInFrom', filters.checkInFrom)
  set('checkInTo', filters.checkInTo)
  set('stars', [...filters.stars].sort((a, b) => a - b).join(','))
  set('hotelId', filters.hotelId)
  set('experienceId', filters.experienceId)
  set('customerFileId', filters.customerFileId)
  set('withReplaced', filters.withReplaced ? '1' : null)
  set('sale', filters.sale)
  set('marginBelow', filters.marginBelow === null ? null : String(filters.marginBelow))
  set('marginAbove', filters.marginAbove === null ? null : String(filters.marginAbove))
  set('sort', filters.sort === DEFAULT_SORT ? null : filters.sort)
  return params
}

/** Whether anything narrows the list (the sort does not). */
export function hasFilters(filters: BookingsFilters): boolean {
  const { sort: _sort, ...rest } = filters
  const { sort: _default, ...defaults } = DEFAULT_FILTERS
  return JSON.stringify(rest) !== JSON.stringify(defaults)
}

/** The filters without any narrowing, keeping the agent's sort. */
export function resetFilters(filters: BookingsFilters): BookingsFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort }
}

/** The channel's input for a page of the list. */
export function listInputOf(
  filters: BookingsFilters,
  page: { offset: number; limit: number; refresh?: boolean },
): z.input<typeof BookingListInput> {
  const search = filters.search.trim()
  return {
    ...(search === '' ? {} : { search }),
    ...(filters.states.length === 0 ? {} : { states: filters.states }),
    ...(filters.kind === null ? {} : { kind: filters.kind }),
    ...(filters.createdFrom === null ? {} : { createdFrom: filters.createdFrom }),
    ...(filters.createdTo === null ? {} : { createdTo: filters.createdTo }),
    ...(filters.checkInFrom === null ? {} : { checkInFrom: filters.checkInFrom }),
    ...(filters.checkInTo === null ? {} : { checkInTo: filters.checkInTo }),
    ...(filters.stars.length === 0 ? {} : { stars: filters.stars }),
    ...(filters.hotelId === null ? {} : { hotelId: filters.hotelId }),
    ...(filters.experienceId === null ? {} : { experienceId: filters.experienceId }),
    ...(filters.customerFileId === null ? {} : { customerFileId: filters.customerFileId }),
    ...(filters.sale === null ? {} : { withSellingPrice: filters.sale === 'with' }),
    ...(filters.marginBelow === null ? {} : { marginRateBelow: filters.marginBelow }),
    ...(filters.marginAbove === null ? {} : { marginRateAbove: filters.marginAbove }),
    withReplaced: filters.withReplaced,
    sort: filters.sort,
    offset: page.offset,
    limit: page.limit,
    refresh: page.refresh ?? false,
  }
}

/**
 * Columns read best from the dearest first. Dates read like a calendar, soonest first (agents clicking "Check-in"
 * want the next arrivals), and names and references A to Z.
 */
const DESCENDING_FIRST: readonly BookingSortColumn[] = ['price', 'selling', 'margin', 'marginRate']

export function sortColumnOf(sort: BookingSort): { column: BookingSortColumn; descending: boolean } {
  const descending = sort.startsWith('-')
  return { column: (descending ? sort.slice(1) : sort) as BookingSortColumn, descending }
}

/** A click on a column's header: the other direction when it sorts already, else its natural first direction. */
export function nextSort(current: BookingSort, column: BookingSortColumn): BookingSort {
  const { column: sorted, descending } = sortColumnOf(current)
  const wantDescending = sorted === column ? !descending : DESCENDING_FIRST.includes(column)
  return (wantDescending ? `-${column}` : column) as BookingSort
}

/** How a filter control changes the list's filters (replace: a new address entry rather than a new history step). */
export type FiltersChange = (patch: Partial<BookingsFilters>, options?: { replace?: boolean }) => void
