import type { CustomerListItem } from '../../shared/domain/people'
import type { CUSTOMER_SORTS } from '../../shared/ipc/people.contract'
import { allRows, getRow, type Db } from '../db/statements'
import { CUSTOMER_COLUMNS, displayNameOf, toStoredCustomer, type StoredCustomer } from './customers.repo'
import type { RecordMetaRow } from './record-meta'
import { searchWords } from './search-fold'

/** Bookings that are no trip: counted as bookings, left out of the trips and of what was sold. */
const NOT_TRAVELLED = `('canceled', 'refused', 'replaced', 'failure', 'draft')`

export interface CustomerListQuery {
  query: string
  sort: (typeof CUSTOMER_SORTS)[number]
  limit: number
  offset: number
  /** The service whose bookings the cache holds: the files of another service have no bookings here. */
  service: string | null
  /** YYYY-MM-DD: trips starting after it are next, the others last. */
  today: string
  /** Only these customers (a customer page); absent: all. */
  ids?: string[]
}

interface ListRow extends RecordMetaRow {
  service: string | null
  file_id: string | null
  origin: StoredCustomer['origin']
  customer_json: string
  bookings: number
  last_trip: string | null
  next_trip: string | null
  travellers: number
}

/** A trip of the customer's file in the cache, as a correlated subquery (the bookings_customer_file index). */
const tripOf = (aggregate: 'max' | 'min', comparison: '<=' | '>'): string =>
  `(SELECT ${aggregate}(substr(b.check_in, 1, 10)) FROM bookings b
    WHERE b.customer_file_id = c.file_id AND c.service IS @service AND b.state NOT IN ${NOT_TRAVELLED}
      AND substr(b.check_in, 1, 10) ${comparison} @today)`
const BOOKINGS = `(SELECT count(*) FROM bookings b WHERE b.customer_file_id = c.file_id AND c.service IS @service)`
const LAST_TRIP = tripOf('max', '<=')
const NEXT_TRIP = tripOf('min', '>')

/** Each sort's order, with the one figure it needs as `sort_key` (null: none) and tie-breakers for a total order. */
const ORDER: Record<(typeof CUSTOMER_SORTS)[number], { key: string; order: string }> = {
  name: { key: 'NULL', order: 'c.sort_name, c.id' },
  lastTrip: { key: LAST_TRIP, order: 'sort_key IS NULL, sort_key DESC, c.sort_name, c.id' },
  nextTrip: { key: NEXT_TRIP, order: 'sort_key IS NULL, sort_key, c.sort_name, c.id' },
  bookings: { key: BOOKINGS, order: 'sort_key DESC, c.sort_name, c.id' },
  updated: { key: 'NULL', order: 'c.updated_at DESC, c.id' },
}

/**
 * One page of the customers list, searched and sorted by SQLite, in two steps: the page's ids (each query word
 * must be in the folded search text, customers.repo.ts searchTextOf; a sort by a figure works out that one figure
 * per matching customer), then the page's rows with every figure, correlated subqueries on the customer's file
 * (the bookings_customer_file index). The total is a count of its own. test/bench/customers-search.bench.ts
 * measures it over 10,000 customers.
 */
export function listCustomerPage(
  db: Db,
  list: CustomerListQuery,
): { items: CustomerListItem[]; total: number } {
  const words = searchWords(list.query)
  const where = [
    'c.deleted_at IS NULL',
    ...words.map((_, index) => `instr(c.search_text, @word${index}) > 0`),
  ]
  const filterParams: Record<string, unknown> = {}
  words.forEach((word, index) => (filterParams[`word${index}`] = word))
  if (list.ids !== undefined) {
    where.push('c.id IN (SELECT value FROM json_each(@ids))')
    filterParams['ids'] = JSON.stringify(list.ids)
  }
  const filter = where.join(' AND ')
  const total =
    getRow<{ total: number }>(
      db,
      `SELECT count(*) AS total FROM agency.customers c WHERE ${filter}`,
      filterParams,
    )?.total ?? 0
  const sort = ORDER[list.sort]
  const figures = { service: list.service, today: list.today }
  const pageIds = allRows<{ id: string }>(
    db,
    `SELECT c.id, ${sort.key} AS sort_key FROM agency.customers c WHERE ${filter}
     ORDER BY ${sort.order} LIMIT @limit OFFSET @offset`,
    { ...filterParams, ...(sort.key === 'NULL' ? {} : figures), limit: list.limit, offset: list.offset },
  ).map((row) => row.id)
  const rows = allRows<ListRow>(
    db,
    `SELECT ${CUSTOMER_COLUMNS.split(', ')
      .map((column) => `c.${column}`)
      .join(', ')}, ${BOOKINGS} AS bookings, ${LAST_TRIP} AS last_trip, ${NEXT_TRIP} AS next_trip,
       (SELECT count(*) FROM agency.travellers t WHERE t.customer_id = c.id AND t.deleted_at IS NULL) AS travellers
     FROM agency.customers c WHERE c.id IN (SELECT value FROM json_each(@ids))`,
    { ...figures, ids: JSON.stringify(pageIds) },
  )
  const position = new Map(pageIds.map((id, index) => [id, index]))
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
  const sold = soldByFile(
    db,
    list.service,
    rows.flatMap((row) => (row.file_id === null || row.service !== list.service ? [] : [row.file_id])),
  )
  return {
    total,
    items: rows.map((row) => {
      const stored = toStoredCustomer(row)
      return {
        id: stored.meta.id,
        fileId: stored.fileId,
        origin: stored.origin,
        displayName: displayNameOf(stored.customer),
        company: stored.customer.company,
        email: stored.customer.email,
        phoneNumber: stored.customer.phoneNumber,
        city: stored.customer.city,
        bookingsCount: row.bookings,
        sold:
          (row.file_id !== null && row.service === list.service ? sold.get(row.file_id) : undefined) ?? [],
        lastTrip: row.last_trip,
        nextTrip: row.next_trip,
        travellersCount: row.travellers,
      }
    }),
  }
}

/**
 * What was sold to each file, per currency: the selling price frozen at sale where the desk has one, the booking's
 * net otherwise. Money is never summed across currencies; cents are summed as integers.
 */
function soldByFile(
  db: Db,
  service: string | null,
  fileIds: string[],
): Map<string, { currency: string; amount: number }[]> {
  const sold = new Map<string, { currency: string; amount: number }[]>()
  if (fileIds.length === 0) return sold
  const rows = allRows<{ file_id: string; currency: string; cents: number }>(
    db,
    `SELECT b.customer_file_id AS file_id, coalesce(f.currency, b.currency) AS currency,
       sum(round(coalesce(f.sell, b.total_price) * 100)) AS cents
     FROM bookings b
     LEFT JOIN agency.frozen_sales f ON f.service IS ? AND f.booking_id = b.id AND f.deleted_at IS NULL
     WHERE b.customer_file_id IN (SELECT value FROM json_each(?)) AND b.state NOT IN ${NOT_TRAVELLED}
     GROUP BY 1, 2 ORDER BY 1, 2`,
    service,
    JSON.stringify(fileIds),
  )
  for (const row of rows) {
    const entry = { currency: row.currency, amount: row.cents / 100 }
    const list = sold.get(row.file_id)
    if (list === undefined) sold.set(row.file_id, [entry])
    else list.push(entry)
  }
  return sold
}

/** The customer's bookings in the cache, newest trip first. */
export function bookingIdsOfFile(db: Db, fileId: string): string[] {
  return allRows<{ id: string }>(
    db,
    'SELECT id FROM bookings WHERE customer_file_id = ? ORDER BY check_in DESC, id',
    fileId,
  ).map((row) => row.id)
}
