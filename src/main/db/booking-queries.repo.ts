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
 * The bookings list as the desk filters it, answered from the cache: by state, stay dates, creation dates, kind,
 * and free text over customer names, references, booking id and hotel name (accent-insensitive word prefixes).
 * Every combination is planned on an index (see test/unit/db/query-plans.test.ts).
 */

export type BookingSort = 'createdAt' | '-createdAt' | 'checkIn' | '-checkIn'

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
  /** Default `-createdAt` (newest first). */
  sort?: BookingSort
}

export interface BookingPage {
  limit: number
  offset?: number
}

const ORDER: Record<BookingSort, string> = {
  createdAt: 'b.created_at, b.id',
  '-createdAt': 'b.created_at DESC, b.id DESC',
  checkIn: 'b.check_in, b.id',
  '-checkIn': 'b.check_in DESC, b.id DESC',
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
  const where: string[] = []
  const params: unknown[] = []
  let from = 'bookings b'
  if (filters.search !== undefined && filters.search.trim() !== '') {
    const match = toPrefixQuery(filters.search)
    if (match === null) return null
    from = 'bookings_fts f JOIN bookings b ON b.seq = f.rowid'
    where.push('bookings_fts MATCH ?')
    params.push(match)
  }
  if (filters.states !== undefined && filters.states.length > 0) {
    where.push('b.state IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(filters.states))
  }
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
  return { from, where: where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`, params }
}

export function bookingListSql(filters: BookingFilters): { sql: string; params: unknown[] } | null {
  const built = buildBookingQuery(filters)
  if (built === null) return null
  const columns = SUMMARY_COLUMNS.split(',')
    .map((column) => `b.${column.trim()}`)
    .join(', ')
  return {
    sql: `SELECT ${columns} FROM ${built.from} ${built.where} ORDER BY ${ORDER[filters.sort ?? '-createdAt']} LIMIT ? OFFSET ?`,
    params: built.params,
  }
}

export function listBookings(db: Db, filters: BookingFilters, page: BookingPage): BookingSummary[] {
  const query = bookingListSql(filters)
  if (query === null) return []
  return allRows<BookingRow>(db, query.sql, ...query.params, page.limit, page.offset ?? 0).map(toSummary)
}

export function countBookings(db: Db, filters: BookingFilters): number {
  const built = buildBookingQuery(filters)
  if (built === null) return 0
  return (
    getRow<{ n: number }>(db, `SELECT count(*) AS n FROM ${built.from} ${built.where}`, ...built.params)?.n ??
    0
  )
}
