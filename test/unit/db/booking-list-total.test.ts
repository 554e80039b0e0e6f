import { describe, expect, it } from 'vitest'
import {
  countBookings,
  countBookingsByState,
  totalOfStateCounts,
  type BookingFilters,
} from '../../../src/main/db/booking-queries.repo'
import { upsertBookingListItems } from '../../../src/main/db/booking-list-items.repo'
import { AT, listItem, memoryDb } from './fixtures'

describe('the bookings list total taken from its counts per state', () => {
  const seed = () => {
    const db = memoryDb()
    upsertBookingListItems(
      db,
      [
        listItem('B1', { lastName: 'Müller', internalReference: 'DESK-1', state: 'confirmed' }),
        listItem('B2', { lastName: 'Muller', internalReference: 'DESK-2', state: 'sent' }),
        listItem('B3', { lastName: 'Moss', internalReference: 'DESK-3', state: 'replaced' }),
        listItem('B4', { lastName: 'Sousa', internalReference: 'DESK-4', state: 'confirmed' }),
        listItem('B5', { lastName: 'Mulder', internalReference: 'DESK-5', state: 'canceled' }),
      ],
      AT,
    )
    return db
  }

  const cases: [string, BookingFilters][] = [
    ['no filter', {}],
    ['replaced hidden', { hideReplaced: true }],
    ['a state', { states: ['confirmed'] }],
    ['the replaced state, hidden', { states: ['replaced'], hideReplaced: true }],
    ['the replaced state, shown', { states: ['replaced', 'sent'] }],
    ['a text', { search: 'mul', hideReplaced: true }],
    ['a text and states', { search: 'desk', states: ['confirmed', 'canceled'], hideReplaced: true }],
    ['a text matching nothing', { search: 'zzz' }],
    ['a text with no word', { search: '!!' }],
  ]

  it.each(cases)('equals the counted total: %s', (_name, filters) => {
    const db = seed()
    const counted = countBookings(db, filters)
    expect(totalOfStateCounts(countBookingsByState(db, filters), filters)).toBe(counted)
  })

  it('counts what the filters keep', () => {
    const db = seed()
    // Not only equal to the other count: the figures themselves, so that a count that dropped rows is seen.
    expect(totalOfStateCounts(countBookingsByState(db, { hideReplaced: true }), { hideReplaced: true })).toBe(
      4,
    )
    const text = { search: 'mul', hideReplaced: true }
    expect(totalOfStateCounts(countBookingsByState(db, text), text)).toBe(3)
    expect(totalOfStateCounts({ confirmed: 2, replaced: 1 }, { states: ['replaced'] })).toBe(1)
  })
})
