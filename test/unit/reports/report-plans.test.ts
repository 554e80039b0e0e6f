import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { reportRowsSql, type ReportQuery } from '../../../src/main/reports/report-rows'
import { memoryDb, queryPlan } from '../db/fixtures'

/** A twelve-month report reads the period's bookings from an index, and each one's sale and list item by key. */
function plan(query: ReportQuery): string[] {
  const db = memoryDb()
  attachAgencyStore(db, { file: ':memory:' })
  const { sql, params } = reportRowsSql(query)
  return queryPlan(db, sql, ...params)
}

const YEAR = { service: 'sandbox', from: '2025-12-31', to: '2027-01-01', states: ['confirmed'] }

describe('report query plans', () => {
  it.each<[string, ReportQuery, RegExp]>([
    ['by creation', { ...YEAR, basis: 'created' }, /SEARCH b USING INDEX bookings_(created|state)/],
    ['by travel', { ...YEAR, basis: 'travel' }, /SEARCH b USING INDEX bookings_(check_in|state)/],
    ['by creation, one kind', { ...YEAR, basis: 'created', kind: 'hotel' }, /SEARCH b USING INDEX/],
    [
      'the answers: requests only',
      { ...YEAR, basis: 'created', states: ['sent', 'confirmed', 'refused'], onRequestOnly: true },
      /SEARCH b USING INDEX/,
    ],
  ])('%s: an index range, no full scan', (_name, query, expected) => {
    const lines = plan(query)
    expect(lines.join('\n')).toMatch(expected)
    expect(lines.filter((line) => /^SCAN (b|i|s)\b/.test(line))).toEqual([])
    expect(lines.join('\n')).toMatch(/SEARCH s USING INDEX frozen_sales_booking/)
    expect(lines.join('\n')).toMatch(/SEARCH i USING INDEX sqlite_autoindex_booking_list_items_1/)
  })
})
