import type { CustomerListItem } from '../../shared/domain/people'
import type { CUSTOMER_SORTS } from '../../shared/ipc/people.contract'
import { allRows, type Db } from '../db/statements'
import { CUSTOMER_COLUMNS, displayNameOf, toStoredCustomer, type StoredCustomer } from './customers.repo'
import type { RecordMetaRow } from './record-meta'
import { containsPattern, searchWords } from './search-fold'

/** Bookings that are no trip: counted as bookings, left out of the trips and of what was sold. */
const NOT_TRAVELLED = `('canceled', 'refused', 'replaced', 'failure', 'draft')`

const ORDER: Record<(typeof CUSTOMER_SORTS)[number], string> = {
  name: 'c.sort_name, c.id',
  lastTrip: 'last_trip IS NULL, last_trip DESC, c.sort_name, c.id',
  nextTrip: 'next_trip IS NULL, next_trip, c.sort_name, c.id',
  bookings: 'bookings DESC, c.sort_name, c.id',
  updated: 'c.updated_at DESC, c.id',
}

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
  total: number
}

/**
 * One page of the customers list, searched and sorted by SQLite: each query word must appear in the folded search
 * text (customers.repo.ts searchTextOf). The booking figures come from the cache's bookings of the customer's file
 * (the bookings_customer_file index), the total from a window count over the same filter.
 */
export function listCustomerPage(
  db: Db,
  list: CustomerListQuery,
): { items: CustomerListItem[]; total: number } {
  const words = searchWords(list.query)
  const where = ['c.deleted_at IS NULL', ...words.map(() => `c.search_text LIKE ? ESCAPE '\\'`)]
  const params: unknown[] = [list.today, list.today, list.service, ...words.map(containsPattern)]
  if (list.ids !== undefined) {
    where.push('c.id IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(list.ids))
  }
  const rows = allRows<ListRow>(
    db,
    `WITH stats AS (
       SELECT customer_file_id AS file_id, count(*) AS bookings,
         max(CASE WHEN state NOT IN ${NOT_TRAVELLED} AND substr(check_in, 1, 10) <= ? THEN substr(check_in, 1, 10) END)
           AS last_trip,
         min(CASE WHEN state NOT IN ${NOT_TRAVELLED} AND substr(check_in, 1, 10) > ? THEN substr(check_in, 1, 10) END)
           AS next_trip
       FROM bookings WHERE customer_file_id IS NOT NULL GROUP BY customer_file_id
     ), travellers AS (
       SELECT customer_id, count(*) AS n FROM agency.travellers WHERE deleted_at IS NULL GROUP BY customer_id
     )
     SELECT ${CUSTOMER_COLUMNS.split(', ')
       .map((column) => `c.${column}`)
       .join(', ')}, coalesce(s.bookings, 0) AS bookings, s.last_trip, s.next_trip,
       coalesce(t.n, 0) AS travellers, count(*) OVER () AS total
     FROM agency.customers c
     LEFT JOIN stats s ON c.service IS ? AND s.file_id = c.file_id
     LEFT JOIN travellers t ON t.customer_id = c.id
     WHERE ${where.join(' AND ')}
     ORDER BY ${ORDER[list.sort]}
     LIMIT ? OFFSET ?`,
    ...params,
    list.limit,
    list.offset,
  )
  const sold = soldByFile(
    db,
    list.service,
    rows.flatMap((row) => (row.file_id === null || row.service !== list.service ? [] : [row.file_id])),
  )
  return {
    total: rows[0]?.total ?? 0,
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
