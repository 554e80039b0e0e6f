import { describe, expect, it } from 'vitest'
import { bookingListSql, type BookingFilters } from '../../../src/main/db/booking-queries.repo'
import { HOTEL_SEARCH_SQL } from '../../../src/main/db/hotel-search.repo'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { CUSTOMER_NOTES_SQL } from '../../../src/main/agency-store/booking-notes.repo'
import { memoryDb, queryPlan } from './fixtures'

/**
 * The hot queries must be answered from an index, never by reading a whole table: the bookings list filters
 * (state, dates, search by customer or reference) and the catalog search. A plan line `SCAN <table>` without
 * `USING ... INDEX` is a full scan.
 */
const fullScan = (lines: string[]): string[] =>
  lines.filter((line) => /^SCAN (b|h|hotels|bookings)\b/.test(line) && !/USING (COVERING )?INDEX/.test(line))

function bookingPlan(filters: BookingFilters): string[] {
  const query = bookingListSql(filters)
  if (query === null) throw new Error('no query')
  return queryPlan(memoryDb(), query.sql, ...query.params, 50, 0)
}

describe('bookings list query plans', () => {
  it.each<[string, BookingFilters, RegExp]>([
    ['one state', { states: ['sent'] }, /SEARCH b USING INDEX bookings_state \(state=\?\)/],
    ['several states', { states: ['sent', 'pending'] }, /SEARCH b USING INDEX bookings_state \(state=\?\)/],
    [
      'state and check-in range',
      { states: ['confirmed'], checkInFrom: '2026-04-01', checkInTo: '2026-04-30' },
      /SEARCH b USING INDEX bookings_(state|check_in)/,
    ],
    [
      'check-in range',
      { checkInFrom: '2026-04-01', checkInTo: '2026-04-30' },
      /SEARCH b USING INDEX bookings_check_in \(check_in>\? AND check_in<\?\)/,
    ],
    [
      'created since',
      { createdFrom: '2026-01-01' },
      /SEARCH b USING INDEX bookings_created \(created_at>\?\)/,
    ],
    ['search by customer or reference', { search: 'mull' }, /SCAN f VIRTUAL TABLE INDEX \d+:M/],
    ['search and state', { search: 'desk-00', states: ['sent'] }, /SCAN f VIRTUAL TABLE INDEX \d+:M/],
  ])('%s uses an index', (_name, filters, expected) => {
    const plan = bookingPlan(filters)
    expect(plan.join('\n')).toMatch(expected)
    expect(fullScan(plan)).toEqual([])
  })

  it('a search reaches its bookings by rowid', () => {
    expect(bookingPlan({ search: 'mull' })).toContain('SEARCH b USING INTEGER PRIMARY KEY (rowid=?)')
  })

  it('the unfiltered list walks the creation index in order, without sorting', () => {
    const plan = bookingPlan({})
    expect(plan).toEqual(['SCAN b USING INDEX bookings_created'])
    expect(bookingPlan({ sort: 'checkIn' })).toEqual(['SCAN b USING INDEX bookings_check_in'])
  })

  it.each<[string, BookingFilters, RegExp]>([
    ['stars', { stars: [4, 5] }, /SCAN b USING INDEX bookings_created/],
    ['hotel', { hotelId: 'HOTA' }, /SEARCH b USING INDEX bookings_hotel \(hotel_id=\?\)/],
    [
      'customer file',
      { customerFileId: 'CF-1' },
      /SEARCH b USING INDEX bookings_customer_file \(customer_file_id=\?\)/,
    ],
    [
      'experience',
      { experienceId: 'EXP1' },
      /SEARCH booking_experiences USING (COVERING )?INDEX booking_experiences_experience \(experience_id=\?\)/,
    ],
  ])('the %s filter uses an index', (_name, filters, expected) => {
    const plan = bookingPlan(filters)
    expect(plan.join('\n')).toMatch(expected)
    expect(fullScan(plan)).toEqual([])
  })

  it.each<[BookingFilters['sort'], string]>([
    ['reference', 'bookings_reference'],
    ['-reference', 'bookings_reference'],
    ['customer', 'bookings_customer'],
    ['-customer', 'bookings_customer'],
    ['product', 'bookings_product'],
    ['state', 'bookings_state'],
    ['-price', 'bookings_price'],
  ])('sorting by %s walks %s in order, without sorting', (sort, index) => {
    expect(bookingPlan({ sort, hideReplaced: true })).toEqual([`SCAN b USING INDEX ${index}`])
  })

  it('the reference lookup (never book twice) uses the reference indexes', () => {
    const plan = queryPlan(
      memoryDb(),
      `SELECT id FROM bookings WHERE internal_reference = ? UNION SELECT id FROM bookings WHERE to_reference = ?`,
      'R',
      'R',
    ).join('\n')
    expect(plan).toMatch(/USING INDEX bookings_internal_reference \(internal_reference=\?\)/)
    expect(plan).toMatch(/USING INDEX bookings_to_reference \(to_reference=\?\)/)
  })
})

describe('bookings list with its selling prices', () => {
  function salePlan(filters: BookingFilters): string[] {
    const query = bookingListSql({ salesService: 'sandbox', ...filters })
    if (query === null) throw new Error('no query')
    const db = memoryDb()
    attachAgencyStore(db, { file: ':memory:' })
    return queryPlan(db, query.sql, ...query.params, 50, 0)
  }
  // Each row's sale by its booking, or (only bookings with a sale) the service's sales first, each booking by id.
  const saleLookup = /^SEARCH fs USING INDEX frozen_sales_booking \(service=\?( AND booking_id=\?)?\)/

  it("reaches each row's sale by the booking index, and keeps the list's own index", () => {
    const plan = salePlan({})
    expect(plan[0]).toBe('SCAN b USING INDEX bookings_created')
    expect(plan[1]).toMatch(saleLookup)
    expect(plan).toHaveLength(2)
    expect(fullScan(salePlan({ states: ['confirmed'] }))).toEqual([])
  })

  it.each<[string, BookingFilters]>([
    ['with a selling price', { withSellingPrice: true, states: ['confirmed'] }],
    ['without a selling price', { withSellingPrice: false, checkInFrom: '2026-12-01' }],
    ['margin rate below', { marginRateBelow: 10, states: ['confirmed'] }],
    ['sorted by margin rate', { sort: '-marginRate', states: ['confirmed'] }],
    ['sorted by selling price', { sort: 'selling', search: 'mull' }],
  ])('%s: every booking row from an index, every sale by its booking', (_name, filters) => {
    const plan = salePlan(filters)
    expect(fullScan(plan)).toEqual([])
    expect(
      plan.some((line) => saleLookup.test(line)),
      plan.join('\n'),
    ).toBe(true)
    expect(plan.some((line) => /^SCAN fs\b/.test(line))).toBe(false)
  })
})

describe('catalog search query plans', () => {
  it.each(Object.entries(HOTEL_SEARCH_SQL))('%s uses the FTS index or a location index', (name, sql) => {
    const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 'x')
    const plan = queryPlan(memoryDb(), sql, ...params)
    expect(fullScan(plan)).toEqual([])
    if (name === 'text') {
      expect(plan.join('\n')).toMatch(/SCAN hotels_fts VIRTUAL TABLE INDEX \d+:M/)
      expect(plan).toContain('SEARCH h USING INTEGER PRIMARY KEY (rowid=?)')
    } else {
      expect(plan.join('\n')).toMatch(/SEARCH h USING INDEX hotels_(city|country) \((city|country)_id=\?\)/)
    }
  })
})

describe('repository lookups', () => {
  it.each([
    [
      "SELECT * FROM outbox WHERE service = ? AND state = 'pending' ORDER BY position LIMIT 1",
      /SEARCH outbox USING INDEX outbox_service \(service=\? AND state=\?\)/,
    ],
    [
      "SELECT * FROM booking_creates WHERE service = ? AND state IN ('sending', 'unknown') ORDER BY created_at, id",
      /SEARCH booking_creates USING INDEX booking_creates_service_open \(service=\?\)/,
    ],
    ['SELECT * FROM booking_messages WHERE booking_id = ? ORDER BY sent_at, id', /booking_messages_booking/],
    [
      'SELECT * FROM booking_documents WHERE booking_id = ? ORDER BY uploaded_at, id',
      /booking_documents_booking/,
    ],
    ['SELECT * FROM booking_history WHERE booking_id = ? ORDER BY created_at, id', /booking_history_booking/],
    ['SELECT * FROM hotels WHERE id = ?', /SEARCH hotels USING INDEX sqlite_autoindex_hotels_1 \(id=\?\)/],
  ])('%s', (sql, expected) => {
    const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 'x')
    expect(queryPlan(memoryDb(), sql, ...params).join('\n')).toMatch(expected)
  })
})

describe("a customer's notes (the customer page)", () => {
  it("reaches the customer by its key, its file's bookings and their notes by index, never a scan", () => {
    const db = memoryDb()
    attachAgencyStore(db, { file: ':memory:' })
    const plan = queryPlan(db, CUSTOMER_NOTES_SQL, { service: 'sandbox', customerId: 'c', limit: 200 })
    expect(plan.filter((line) => /^SCAN /.test(line) && !/USING (COVERING )?INDEX/.test(line))).toEqual([])
    expect(plan.join('\n')).toMatch(/SEARCH c USING INDEX sqlite_autoindex_customers_1 \(id=\?\)/)
    expect(plan.join('\n')).toMatch(
      /SEARCH b USING (COVERING )?INDEX bookings_customer_file \(customer_file_id=\?\)/,
    )
    expect(plan.join('\n')).toMatch(
      /SEARCH n USING INDEX booking_notes_booking \(service=\? AND booking_id=\?\)/,
    )
  })
})
