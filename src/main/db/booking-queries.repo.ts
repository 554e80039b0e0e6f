import type { BOOKING_SORT_COLUMNS, BookingSort, ListSale } from '../../shared/ipc/bookings.contract'
import { toPrefixQuery } from './fts'
import {
  SUMMARY_COLUMNS,
  toSummary,
  type BookingKind,
  type BookingRow,
  type BookingSummary,
} from './bookings.repo'
import { allRows, getRow, type Db } from './statements'

/**
 * The bookings list as the desk filters it, answered from the cache, offline too: every filter of the service's
 * v1 list (state, stay dates, creation dates, kind, stars, hotel, experience, customer file, replaced bookings on
 * demand) and free text over customer names, references, booking id and hotel name (accent-insensitive word
 * prefixes). Every combination is planned on an index (see test/unit/db/query-plans.test.ts).
 */

export type { BookingSort }
type BookingSortColumn = (typeof BOOKING_SORT_COLUMNS)[number]

export interface BookingFilters {
  states?: readonly string[]
  kind?: BookingKind
  /** Check-in on or after / on or before these days (YYYY-MM-DD). */
  checkInFrom?: string
  checkInTo?: string
  /** Created on or after / on or before these days (YYYY-MM-DD, UTC). */
  createdFrom?: string
  createdTo?: string
  /** Words that must each start a word of a customer name, a reference, the booking id or the hotel name. */
  search?: string
  /**
   * The service whose agency data (agency.db attached: its reference, its notes' words) the search also looks
   * in; absent, the search is the cache's alone.
   */
  agencyService?: string
  /** Hotel bookings of these star ratings. */
  stars?: readonly number[]
  hotelId?: string
  /** Experience bookings that include this experience. */
  experienceId?: string
  customerFileId?: string
  /** Leaves out bookings replaced by another one (the service's list hides them unless asked). */
  hideReplaced?: boolean
  /**
   * The service (serviceIdentity) whose frozen sales (agency.frozen_sales, the agency store attached as `agency`)
   * give the rows their selling price; without it no booking has one.
   */
  salesService?: string
  /** Only bookings with (true) or without (false) a selling price. */
  withSellingPrice?: boolean
  /** Only bookings with a selling price whose margin rate (percent of the selling price) is below / above this. */
  marginRateBelow?: number
  marginRateAbove?: number
  /** Default `-createdAt` (newest first). */
  sort?: BookingSort
}

export interface BookingPage {
  limit: number
  offset?: number
}

/** Margin as a percent of the selling price, as marginPercent (src/shared/domain/markup) says it; null without. */
const MARGIN_RATE = 'CASE WHEN fs.sell > 0 THEN fs.margin * 100.0 / fs.sell END'

/** The selling-price columns of a row; null when the booking has no sale. */
const SALE_COLUMNS = 'fs.sell AS sale_sell, fs.margin AS sale_margin, fs.currency AS sale_currency'

/** Terms of a sale sort, which no index can serve (they are the agency store's), so they come after the filters. */
const SALE_SORTS: ReadonlySet<BookingSortColumn> = new Set(['selling', 'margin', 'marginRate'])

/**
 * Each sort's terms, ascending, each matching an index of 0030 or 0100 (price sorts within each currency); the
 * sale sorts' terms are the joined frozen sale's.
 */
const ORDER_TERMS: Record<BookingSortColumn, readonly string[]> = {
  createdAt: ['b.created_at', 'b.id'],
  checkIn: ['b.check_in', 'b.id'],
  reference: ['coalesce(b.internal_reference, b.to_reference, b.id)', 'b.id'],
  customer: ['b.customer_last_name COLLATE NOCASE', 'b.customer_first_name COLLATE NOCASE', 'b.id'],
  product: ['b.product_name COLLATE NOCASE', 'b.id'],
  state: ['b.state', 'b.created_at', 'b.id'],
  price: ['b.currency', 'b.total_price', 'b.id'],
  selling: ['fs.currency', 'fs.sell', 'b.id'],
  margin: ['fs.currency', 'fs.margin', 'b.id'],
  marginRate: [MARGIN_RATE, 'b.id'],
}

function sortColumn(sort: BookingSort): BookingSortColumn {
  return (sort.startsWith('-') ? sort.slice(1) : sort) as BookingSortColumn
}

function orderBy(sort: BookingSort): string {
  const descending = sort.startsWith('-')
  return ORDER_TERMS[sortColumn(sort)]
    .map((term) => {
      const directed = descending ? `${term} DESC` : term
      // A booking without a selling price has nothing to rank: it comes last either way.
      return term.startsWith('b.') ? directed : `${directed} NULLS LAST`
    })
    .join(', ')
}

/** Whether the query needs the frozen sales: to show them, or to filter or sort on them. */
function usesSales(filters: BookingFilters): boolean {
  return (
    filters.salesService !== undefined ||
    filters.withSellingPrice !== undefined ||
    filters.marginRateBelow !== undefined ||
    filters.marginRateAbove !== undefined ||
    SALE_SORTS.has(sortColumn(filters.sort ?? '-createdAt'))
  )
}

/**
 * The frozen sale of each row (the unique index frozen_sales_booking serves it); without a service, a join that
 * matches nothing, so that a sale filter or sort reads "no selling price" rather than failing.
 */
function salesJoin(filters: BookingFilters): { sql: string; params: unknown[] } {
  if (filters.salesService === undefined)
    return {
      sql: 'LEFT JOIN (SELECT NULL AS sell, NULL AS margin, NULL AS currency WHERE 0) fs ON 1',
      params: [],
    }
  return {
    sql: 'LEFT JOIN agency.frozen_sales fs ON fs.service = ? AND fs.booking_id = b.id AND fs.deleted_at IS NULL',
    params: [filters.salesService],
  }
}

/** The day after a YYYY-MM-DD, so that "created on or before D" is `created_at < D+1` on ISO timestamps. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

export interface BuiltBookingQuery {
  from: string
  where: string
  params: unknown[]
}

/** The FROM and WHERE of a filtered list; exported for the query-plan tests. Null: the search matches nothing. */
export function buildBookingQuery(filters: BookingFilters): BuiltBookingQuery | null {
  const other = buildWithoutStates(filters)
  if (other === null) return null
  const where = [...other.where]
  const params = [...other.params]
  if (filters.states !== undefined && filters.states.length > 0) {
    where.push('b.state IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(filters.states))
  }
  return { from: other.from, where: where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`, params }
}

/** Every filter but the states: what the counts per state are counted over. */
function buildWithoutStates(
  filters: BookingFilters,
): { from: string; where: string[]; params: unknown[] } | null {
  const where: string[] = []
  const params: unknown[] = []
  let from = 'bookings b'
  if (filters.search !== undefined && filters.search.trim() !== '') {
    const match = toPrefixQuery(filters.search)
    if (match === null) return null
    if (filters.agencyService === undefined) {
      from = 'bookings_fts f JOIN bookings b ON b.seq = f.rowid'
      where.push('bookings_fts MATCH ?')
      params.push(match)
    } else {
      // Either index finds it: the cache's words or the agency's reference and notes (agency migration 40).
      where.push(
        `(b.seq IN (SELECT rowid FROM bookings_fts WHERE bookings_fts MATCH ?)
          OR b.id IN (SELECT booking_id FROM agency.booking_text_fts WHERE booking_text_fts MATCH ? AND service = ?))`,
      )
      params.push(match, match, filters.agencyService)
    }
  }
  if (usesSales(filters)) {
    const join = salesJoin(filters)
    from = `${from} ${join.sql}`
    // The join's parameters come before the WHERE's: they are in the FROM.
    params.unshift(...join.params)
  }
  if (filters.withSellingPrice !== undefined)
    where.push(filters.withSellingPrice ? 'fs.sell IS NOT NULL' : 'fs.sell IS NULL')
  if (filters.marginRateBelow !== undefined) {
    where.push(`${MARGIN_RATE} < ?`)
    params.push(filters.marginRateBelow)
  }
  if (filters.marginRateAbove !== undefined) {
    where.push(`${MARGIN_RATE} > ?`)
    params.push(filters.marginRateAbove)
  }
  if (filters.hideReplaced === true) where.push("b.state <> 'replaced'")
  if (filters.kind !== undefined) {
    where.push('b.kind = ?')
    params.push(filters.kind)
  }
  if (filters.checkInFrom !== undefined) {
    where.push('b.check_in >= ?')
    params.push(filters.checkInFrom)
  }
  if (filters.checkInTo !== undefined) {
    where.push('b.check_in <= ?')
    params.push(filters.checkInTo)
  }
  if (filters.createdFrom !== undefined) {
    where.push('b.created_at >= ?')
    params.push(filters.createdFrom)
  }
  if (filters.createdTo !== undefined) {
    where.push('b.created_at < ?')
    params.push(nextDay(filters.createdTo))
  }
  if (filters.stars !== undefined && filters.stars.length > 0) {
    where.push('b.stars IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(filters.stars))
  }
  if (filters.hotelId !== undefined) {
    where.push('b.hotel_id = ?')
    params.push(filters.hotelId)
  }
  if (filters.customerFileId !== undefined) {
    where.push('b.customer_file_id = ?')
    params.push(filters.customerFileId)
  }
  if (filters.experienceId !== undefined) {
    where.push('b.id IN (SELECT booking_id FROM booking_experiences WHERE experience_id = ?)')
    params.push(filters.experienceId)
  }
  return { from, where, params }
}

export function bookingListSql(filters: BookingFilters): { sql: string; params: unknown[] } | null {
  const built = buildBookingQuery(filters)
  if (built === null) return null
  const summary = SUMMARY_COLUMNS.split(',')
    .map((column) => `b.${column.trim()}`)
    .join(', ')
  const sale = usesSales(filters)
    ? SALE_COLUMNS
    : 'NULL AS sale_sell, NULL AS sale_margin, NULL AS sale_currency'
  const columns = `${summary}, ${sale}`
  return {
    sql: `SELECT ${columns} FROM ${built.from} ${built.where} ORDER BY ${orderBy(filters.sort ?? '-createdAt')} LIMIT ? OFFSET ?`,
    params: built.params,
  }
}

export interface BookingListRow extends BookingRow {
  sale_sell: number | null
  sale_margin: number | null
  sale_currency: string | null
}

export interface BookingListItem extends BookingSummary {
  sale: ListSale | null
}

export function toListItem(row: BookingListRow): BookingListItem {
  const sale =
    row.sale_sell === null || row.sale_margin === null || row.sale_currency === null
      ? null
      : { sell: row.sale_sell, margin: row.sale_margin, currency: row.sale_currency }
  return { ...toSummary(row), sale }
}

export function listBookings(db: Db, filters: BookingFilters, page: BookingPage): BookingListItem[] {
  const query = bookingListSql(filters)
  if (query === null) return []
  return allRows<BookingListRow>(db, query.sql, ...query.params, page.limit, page.offset ?? 0).map(toListItem)
}

export function countBookings(db: Db, filters: BookingFilters): number {
  const built = buildBookingQuery(filters)
  if (built === null) return 0
  return (
    getRow<{ n: number }>(db, `SELECT count(*) AS n FROM ${built.from} ${built.where}`, ...built.params)?.n ??
    0
  )
}

/**
 * How many bookings of each state match every filter but the states (the desk shows them beside the state
 * filter, so an agent sees what choosing another state would give). Replaced bookings are counted even when
 * hidden, so the desk can offer to show them.
 */
export function countBookingsByState(db: Db, filters: BookingFilters): Record<string, number> {
  const built = buildWithoutStates({ ...filters, hideReplaced: false })
  if (built === null) return {}
  const where = built.where.length === 0 ? '' : `WHERE ${built.where.join(' AND ')}`
  const rows = allRows<{ state: string; n: number }>(
    db,
    `SELECT b.state AS state, count(*) AS n FROM ${built.from} ${where} GROUP BY b.state`,
    ...built.params,
  )
  return Object.fromEntries(rows.map((row) => [row.state, row.n]))
}

/**
 * The total of the filtered list from its counts per state (countBookingsByState): the same bookings, counted once
 * instead of by another pass over the text index. The counts leave out the state filter and count replaced
 * bookings, so both are applied here.
 */
export function totalOfStateCounts(
  counts: Readonly<Record<string, number>>,
  filters: BookingFilters,
): number {
  const states = filters.states !== undefined && filters.states.length > 0 ? new Set(filters.states) : null
  let total = 0
  for (const [state, n] of Object.entries(counts)) {
    if (states !== null && !states.has(state)) continue
    if (filters.hideReplaced === true && state === 'replaced') continue
    total += n
  }
  return total
}
