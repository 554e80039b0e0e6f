import { allRows, type Db } from '../db/statements'

/**
 * What the reports read from the cache: one row per booking of the period, with the few facts a report groups
 * on, taken from the summary columns, the cached v1 detail (supplier, destination, agent, cancellation) and the
 * list item (supplier and agent when no detail was fetched), and the agency's frozen sale joined from
 * `agency.frozen_sales` in the same query. SQLite filters (period, kind, states) on the bookings' indexes; the
 * grouping into days of the agency's time zone is done by the caller (SQLite knows no DST).
 */

export interface ReportQuery {
  /** The cache's service (`cachedBookingsService`): frozen sales are kept per service and booking id. */
  service: string | null
  basis: 'created' | 'travel'
  /** Days, inclusive. For `created` they are local days: the caller widens them by a day each side. */
  from: string
  to: string
  kind?: 'hotel' | 'experience'
  states: readonly string[]
  /** Only requests the supplier answers (`dmc_state` other than instant booking): the answers report. */
  onRequestOnly?: boolean
}

export interface ReportRow {
  id: string
  state: string
  dmc_state: string | null
  kind: 'hotel' | 'experience'
  check_in: string
  created_at: string
  currency: string
  total_price: number
  sell: number | null
  net: number | null
  supplier: string | null
  country: string | null
  city: string | null
  product: string | null
  customer_file_id: string | null
  agent: string | null
  cancelled_at: string | null
  cancellation_fees: number | null
}

/** The day after a YYYY-MM-DD (calendar arithmetic). */
export function dayAfter(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const PERSON = (json: string): string =>
  `nullif(trim(concat_ws(' ', ${json} ->> '$.user.firstName', ${json} ->> '$.user.lastName')), '')`

/**
 * The list item's JSON is read only for a booking without a cached detail: they name the same user, and parsing
 * both for every booking was most of a twelve-month report's time (test/bench/reports.bench.ts).
 */
const SELECT = `
  SELECT b.id, b.state, b.dmc_state, b.kind, b.check_in, b.created_at, b.currency, b.total_price,
    s.sell, s.net,
    coalesce(b.v1_json ->> '$.supplierCode', i.raw_json ->> '$.supplierCode',
      b.v1_json ->> '$.experiencesBooked[0].experience.organizationName') AS supplier,
    b.v1_json ->> '$.hotel.countryName' AS country,
    b.v1_json ->> '$.hotel.cityName' AS city,
    b.product_name AS product,
    b.customer_file_id,
    coalesce(CASE WHEN b.v1_json IS NULL THEN ${PERSON('i.raw_json')} ELSE ${PERSON('b.v1_json')} END,
      s.sold_by) AS agent,
    b.v1_json ->> '$.canceledAt' AS cancelled_at,
    b.v1_json ->> '$.cancellationFees' AS cancellation_fees
  FROM bookings b
  LEFT JOIN booking_list_items i ON i.booking_id = b.id
  LEFT JOIN agency.frozen_sales s ON s.service = ? AND s.booking_id = b.id AND s.deleted_at IS NULL`

/** The SQL of a report's rows; exported for the query-plan tests. */
export function reportRowsSql(query: ReportQuery): { sql: string; params: unknown[] } {
  const where: string[] = []
  const params: unknown[] = [query.service]
  if (query.basis === 'created') {
    where.push('b.created_at >= ? AND b.created_at < ?')
    params.push(query.from, dayAfter(query.to))
  } else {
    where.push('b.check_in >= ? AND b.check_in <= ?')
    params.push(query.from, query.to)
  }
  where.push('b.state IN (SELECT value FROM json_each(?))')
  params.push(JSON.stringify(query.states))
  if (query.kind !== undefined) {
    where.push('b.kind = ?')
    params.push(query.kind)
  }
  if (query.onRequestOnly === true) where.push("b.dmc_state IS NOT NULL AND b.dmc_state <> 'instant_booking'")
  return { sql: `${SELECT} WHERE ${where.join(' AND ')}`, params }
}

/** Bookings of the period, filtered on the indexed columns (creation or check-in, state, kind). */
export function readReportRows(db: Db, query: ReportQuery): ReportRow[] {
  const { sql, params } = reportRowsSql(query)
  return allRows<ReportRow>(db, sql, ...params)
}

export interface AnswerTimeRow {
  booking_id: string
  answered_at: string
  label: string
  user_id: string | null
}

/**
 * The first confirmation or refusal in each booking's cached history (the supplier's answer), for the bookings
 * given; a booking whose history the desk never fetched has none.
 */
export function readAnswers(db: Db, bookingIds: readonly string[]): AnswerTimeRow[] {
  if (bookingIds.length === 0) return []
  return allRows<AnswerTimeRow>(
    db,
    `SELECT h.booking_id, min(h.created_at) AS answered_at, h.label, h.user_id
     FROM booking_history h
     WHERE h.booking_id IN (SELECT value FROM json_each(?))
       AND (h.label LIKE 'Confirmed%' OR h.label LIKE 'Refused%')
     GROUP BY h.booking_id`,
    JSON.stringify(bookingIds),
  )
}
