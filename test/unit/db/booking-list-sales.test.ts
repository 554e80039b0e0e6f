import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { recordFrozenSale, setManualSale } from '../../../src/main/agency-store/frozen-sales.repo'
import { upsertBookingListItems } from '../../../src/main/db/booking-list-items.repo'
import { countBookings, listBookings, type BookingFilters } from '../../../src/main/db/booking-queries.repo'
import { AT, listItem, memoryDb } from './fixtures'

/**
 * The list's selling and margin columns come from the agency store's frozen sales, joined in the list's own SQL:
 * sorted and filtered with the other columns, the service's sales only, a deleted sale never.
 */
describe('bookings list with selling prices', () => {
  const change = { by: 'Ana', at: AT }
  const seed = () => {
    const db = memoryDb()
    attachAgencyStore(db, { file: ':memory:' })
    upsertBookingListItems(
      db,
      ['B1', 'B2', 'B3', 'B4'].map((id, index) =>
        listItem(id, { state: 'confirmed', createdAt: `2026-01-0${index + 1}T08:00:00.000Z` }),
      ),
      AT,
    )
    const sale = (bookingId: string, net: number, sell: number, currency = 'EUR') =>
      recordFrozenSale(
        db,
        'sandbox',
        { bookingId, currency, net, sell, margin: sell - net, source: 'rule', rule: null, note: '' },
        change,
      )
    sale('B1', 100, 110) // 9.1 %
    sale('B2', 100, 125) // 20 %
    sale('B3', 1000, 1040, 'JPY') // 3.8 %
    // Another service's sale of a booking of the same id is not this list's.
    recordFrozenSale(
      db,
      'staging|https://x.test',
      { bookingId: 'B4', currency: 'EUR', net: 1, sell: 2, margin: 1, source: 'rule', rule: null, note: '' },
      change,
    )
    return db
  }
  const ids = (db: ReturnType<typeof seed>, filters: BookingFilters) =>
    listBookings(db, { salesService: 'sandbox', ...filters }, { limit: 50 }).map((booking) => booking.id)

  it('gives each row its selling price and margin, null without one', () => {
    const rows = listBookings(seed(), { salesService: 'sandbox', sort: 'createdAt' }, { limit: 50 })
    expect(rows.map((row) => [row.id, row.sale])).toEqual([
      ['B1', { sell: 110, margin: 10, currency: 'EUR' }],
      ['B2', { sell: 125, margin: 25, currency: 'EUR' }],
      ['B3', { sell: 1040, margin: 40, currency: 'JPY' }],
      ['B4', null],
    ])
  })

  it('sorts by selling price and margin within each currency, by margin rate across, none last', () => {
    const db = seed()
    expect(ids(db, { sort: 'selling' })).toEqual(['B1', 'B2', 'B3', 'B4'])
    expect(ids(db, { sort: '-selling' })).toEqual(['B3', 'B2', 'B1', 'B4'])
    expect(ids(db, { sort: '-margin' })).toEqual(['B3', 'B2', 'B1', 'B4'])
    expect(ids(db, { sort: 'marginRate' })).toEqual(['B3', 'B1', 'B2', 'B4'])
    expect(ids(db, { sort: '-marginRate' })).toEqual(['B2', 'B1', 'B3', 'B4'])
  })

  it('filters on having a selling price and on the margin rate, and counts the same', () => {
    const db = seed()
    expect(ids(db, { withSellingPrice: true, sort: 'createdAt' })).toEqual(['B1', 'B2', 'B3'])
    expect(ids(db, { withSellingPrice: false })).toEqual(['B4'])
    expect(ids(db, { marginRateBelow: 10, sort: 'createdAt' })).toEqual(['B1', 'B3'])
    expect(ids(db, { marginRateAbove: 10 })).toEqual(['B2'])
    expect(ids(db, { marginRateAbove: 5, marginRateBelow: 15 })).toEqual(['B1'])
    expect(countBookings(db, { salesService: 'sandbox', marginRateBelow: 10 })).toBe(2)
  })

  it('follows a selling price set by hand', () => {
    const db = seed()
    setManualSale(
      db,
      'sandbox',
      {
        bookingId: 'B4',
        currency: 'EUR',
        net: 100,
        sell: 150,
        margin: 50,
        source: 'manual',
        rule: null,
        note: '',
      },
      change,
      undefined,
    )
    expect(ids(db, { sort: '-marginRate' })).toEqual(['B4', 'B2', 'B1', 'B3'])
  })

  it('without a service no booking has a selling price, and the sale filters say so', () => {
    const db = seed()
    expect(listBookings(db, {}, { limit: 50 }).every((row) => row.sale === null)).toBe(true)
    expect(countBookings(db, { withSellingPrice: true })).toBe(0)
    expect(countBookings(db, { withSellingPrice: false })).toBe(4)
  })
})
