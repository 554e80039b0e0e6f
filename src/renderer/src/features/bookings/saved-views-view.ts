import { BookingListInput } from '../../../../shared/ipc/bookings.contract'
import {
  BOOKING_LIST_COLUMNS,
  BookingListColumn,
  type SavedView,
  type ViewColumn,
  type ViewFilters,
} from '../../../../shared/ipc/views.contract'
import { BridgeError } from '../../bridge'
import {
  DEFAULT_FILTERS,
  listInputOf,
  searchParamsFromFilters,
  type BookingsFilters,
} from './bookings-filters'

/**
 * Saved views on the bookings screen: a view's filters as the screen's, and the screen's as a view's; the columns
 * in the URL when no view is open; the words for a write refused. Pure, so the menu, the navigation and the column
 * chooser agree.
 */

/** The URL's parameters of the open view and of the columns shown when no view is open. */
export const VIEW_PARAM = 'view'
export const COLUMNS_PARAM = 'cols'

export const DEFAULT_VIEW_COLUMNS: readonly ViewColumn[] = BOOKING_LIST_COLUMNS.map((id) => ({ id }))

/** The screen's filters as a view keeps them (the channel's input without paging). */
export function viewFiltersOf(filters: BookingsFilters): ViewFilters {
  const {
    offset: _offset,
    limit: _limit,
    refresh: _refresh,
    ...rest
  } = BookingListInput.unwrap().parse(listInputOf(filters, { offset: 0, limit: 1 }))
  return rest
}

/** A view's filters as the screen's. */
export function filtersOfView(view: ViewFilters): BookingsFilters {
  return {
    ...DEFAULT_FILTERS,
    search: view.search ?? '',
    states: view.states ?? [],
    kind: view.kind ?? null,
    createdFrom: view.createdFrom ?? null,
    createdTo: view.createdTo ?? null,
    checkInFrom: view.checkInFrom ?? null,
    checkInTo: view.checkInTo ?? null,
    stars: view.stars ?? [],
    hotelId: view.hotelId ?? null,
    experienceId: view.experienceId ?? null,
    customerFileId: view.customerFileId ?? null,
    withReplaced: view.withReplaced,
    sale: view.withSellingPrice === undefined ? null : view.withSellingPrice ? 'with' : 'without',
    marginBelow: view.marginRateBelow ?? null,
    marginAbove: view.marginRateAbove ?? null,
    sort: view.sort,
  }
}

/** The address that opens a view: its filters and sort, and its id (its columns come from the view itself). */
export function viewSearch(view: Pick<SavedView, 'id' | 'filters'>): string {
  const params = searchParamsFromFilters(filtersOfView(view.filters))
  params.set(VIEW_PARAM, view.id)
  return params.toString()
}

/** `cols=reference,customer`: the valid ones, each once; none valid (or absent): every column. */
export function columnsFromParam(raw: string | null): readonly ViewColumn[] {
  if (raw === null) return DEFAULT_VIEW_COLUMNS
  const ids = [...new Set(raw.split(','))].filter((id) => BookingListColumn.safeParse(id).success)
  return ids.length === 0 ? DEFAULT_VIEW_COLUMNS : ids.map((id) => ({ id: id as BookingListColumn }))
}

/** Null for the default columns: the address stays short. */
export function columnsParam(columns: readonly ViewColumn[]): string | null {
  const ids = columns.map((column) => column.id)
  return ids.join(',') === BOOKING_LIST_COLUMNS.join(',') ? null : ids.join(',')
}

/** Every column in the chooser's order: the shown ones in their order, then the hidden ones in the default order. */
export function chooserOrder(shown: readonly ViewColumn[]): BookingListColumn[] {
  const ids = shown.map((column) => column.id)
  return [...ids, ...BOOKING_LIST_COLUMNS.filter((id) => !ids.includes(id))]
}

/** The shown columns after a move or a tick, widths kept. */
export function columnsFrom(
  order: readonly BookingListColumn[],
  ticked: ReadonlySet<BookingListColumn>,
  before: readonly ViewColumn[],
): ViewColumn[] {
  return order.filter((id) => ticked.has(id)).map((id) => before.find((column) => column.id === id) ?? { id })
}

/** Moves one column up (-1) or down (+1) in the chooser's order; at an end, nothing moves. */
export function moved(
  order: readonly BookingListColumn[],
  id: BookingListColumn,
  step: -1 | 1,
): BookingListColumn[] {
  const from = order.indexOf(id)
  const to = from + step
  if (from < 0 || to < 0 || to >= order.length) return [...order]
  const next = [...order]
  next[from] = order[to] as BookingListColumn
  next[to] = id
  return next
}

/** What the agent reads when a write of a view was refused, with a way forward. */
export function viewWriteSentence(error: unknown): string {
  if (error instanceof BridgeError) {
    if (error.code === 'CONFLICT')
      return 'This view was changed on another desk since you opened it. Open it again from the views menu to see its latest version, then make your change.'
    if (error.code === 'NOT_FOUND') return 'This view was deleted on another desk.'
    return error.message
  }
  return 'The view could not be saved. Try again.'
}
