/**
 * The bookings desk's list over a cache of 10,000 bookings: what `bookings.list` runs in SQLite for each screen
 * change (the page of rows, the total and the counts per state), per filter and sort, on the cache as migrated
 * (with its indexes) beside the same cache with the list's indexes dropped (the baseline: same data, same
 * queries, full scans and sorts). Prints p50/p95 per query. Asserts nothing.
 */
import type { BookingListItemV1 } from '../../src/shared/api/bookings-v1'
import {
  countBookings,
  countBookingsByState,
  listBookings,
  type BookingFilters,
} from '../../src/main/db/booking-queries.repo'
import { upsertBookingListItems } from '../../src/main/db/booking-list-items.repo'
import { openDatabase } from '../../src/main/db/connection'
import type { Db } from '../../src/main/db/statements'
import { demoBookingItems } from './bookings-demo'
import { benchSize } from './bench-size'

export const title =
  'Bookings list: filters, sorts and counts over 10,000 cached bookings, with and without indexes'

const BOOKINGS = benchSize(10_000, 300)
const ROUNDS = benchSize(40, 5)
const LIST_INDEXES = [
  'bookings_created',
  'bookings_state',
  'bookings_check_in',
  'bookings_hotel',
  'bookings_customer_file',
  'bookings_reference',
  'bookings_customer',
  'bookings_product',
  'bookings_price',
  'booking_experiences_experience',
]

function filledCache(items: BookingListItemV1[], withIndexes: boolean): Db {
  const { db } = openDatabase({ file: ':memory:' })
  // Stars as the catalog would give them: set after the write, the way a sync fills them.
  upsertBookingListItems(db, items, new Date().toISOString())
  db.exec("UPDATE bookings SET stars = 1 + (seq % 5) WHERE kind = 'hotel'")
  if (!withIndexes) for (const index of LIST_INDEXES) db.exec(`DROP INDEX ${index}`)
  db.exec('ANALYZE')
  return db
}

/** What the channel runs for one screen change: a page of 50, the total, the counts per state. */
function screenChange(db: Db, filters: BookingFilters): number {
  const rows = listBookings(db, filters, { limit: 50 })
  countBookings(db, filters)
  countBookingsByState(db, filters)
  return rows.length
}

function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}

function measure(db: Db, filters: BookingFilters): { p50: number; p95: number; rows: number } {
  let rows = 0
  const samples: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now()
    rows = screenChange(db, filters)
    samples.push(performance.now() - start)
  }
  return { ...percentiles(samples.slice(3)), rows }
}

const CASES: [string, BookingFilters][] = [
  ['opening the desk (newest first)', { hideReplaced: true }],
  ['state: sent', { states: ['sent'], hideReplaced: true }],
  ['text: "mül"', { search: 'mül', hideReplaced: true }],
  ['text and state', { search: 'sousa', states: ['confirmed'], hideReplaced: true }],
  ['check-in in May 2026', { checkInFrom: '2026-05-01', checkInTo: '2026-05-31', hideReplaced: true }],
  ['one hotel', { hotelId: 'H17', hideReplaced: true }],
  ['one experience', { experienceId: 'X17', hideReplaced: true }],
  ['stars 4 and 5', { stars: [4, 5], hideReplaced: true }],
  ['sorted by customer', { sort: 'customer', hideReplaced: true }],
  ['sorted by price, highest first', { sort: '-price', hideReplaced: true }],
  ['sorted by reference', { sort: 'reference', hideReplaced: true }],
]

export async function run(): Promise<void> {
  const items = demoBookingItems(BOOKINGS)
  const indexed = filledCache(items, true)
  const baseline = filledCache(items, false)
  console.log(
    `  cache: ${BOOKINGS.toLocaleString('en')} bookings; each figure is page + total + counts per state`,
  )
  const ms = (value: number): string => `${value.toFixed(2)} ms`.padStart(9)
  console.log(
    `  ${'query'.padEnd(34)} ${'indexed p50'.padStart(11)} ${'p95'.padStart(9)}   ${'no index p50'.padStart(12)} ${'p95'.padStart(9)}  rows`,
  )
  for (const [name, filters] of CASES) {
    const withIndex = measure(indexed, filters)
    const without = measure(baseline, filters)
    console.log(
      `  ${name.padEnd(34)} ${ms(withIndex.p50).padStart(11)} ${ms(withIndex.p95)}   ${ms(without.p50).padStart(12)} ${ms(without.p95)}  ${withIndex.rows}`,
    )
  }
  indexed.close()
  baseline.close()
}
