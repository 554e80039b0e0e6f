import { describe, expect, it } from 'vitest'
import { BookingListInput } from '../../../src/shared/ipc/bookings.contract'
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  hasFilters,
  listInputOf,
  nextSort,
  resetFilters,
  searchParamsFromFilters,
  type BookingsFilters,
} from '../../../src/renderer/src/features/bookings/bookings-filters'

const everything: BookingsFilters = {
  search: 'müller',
  states: ['sent', 'confirmed'],
  kind: 'hotel',
  createdFrom: '2026-01-01',
  createdTo: '2026-01-31',
  checkInFrom: '2026-05-01',
  checkInTo: '2026-05-31',
  stars: [5, 4],
  hotelId: 'H17',
  experienceId: 'X3',
  customerFileId: 'CF-9',
  withReplaced: true,
  sale: 'without',
  marginBelow: 12.5,
  marginAbove: -5,
  sort: 'customer',
}

const fromQuery = (query: string) => filtersFromSearchParams(new URLSearchParams(query))

describe('bookings list filters in the URL', () => {
  it('reads no parameter as the default list, newest first', () => {
    expect(fromQuery('')).toEqual(DEFAULT_FILTERS)
    expect(searchParamsFromFilters(DEFAULT_FILTERS).toString()).toBe('')
    expect(hasFilters(DEFAULT_FILTERS)).toBe(false)
  })

  it('round-trips every filter, with lists in one stable order', () => {
    const params = searchParamsFromFilters(everything)
    const back = filtersFromSearchParams(params)
    expect(back).toEqual({ ...everything, states: ['sent', 'confirmed'], stars: [4, 5] })
    // The states come back in the spec's order and the stars ascending, whatever the order chosen.
    expect(params.get('state')).toBe('sent,confirmed')
    expect(params.get('stars')).toBe('4,5')
    expect(searchParamsFromFilters(back).toString()).toBe(
      searchParamsFromFilters(filtersFromSearchParams(searchParamsFromFilters(back))).toString(),
    )
  })

  it('writes readable parameters and leaves the defaults out', () => {
    const params = searchParamsFromFilters({ ...DEFAULT_FILTERS, search: '  sousa ', states: ['refused'] })
    expect(params.toString()).toBe('q=sousa&state=refused')
  })

  it('ignores what main would refuse instead of failing', () => {
    const filters = fromQuery(
      'state=confirmed,bogus,,confirmed&product=car&createdFrom=2026-02-30&checkInTo=tomorrow' +
        '&stars=0,3,9,x&sort=-nonsense&replaced=yes&hotel=' +
        encodeURIComponent(' ') +
        '&q=' +
        'x'.repeat(300),
    )
    expect(filters).toEqual({ ...DEFAULT_FILTERS, states: ['confirmed'], stars: [3] })
  })

  it('accepts every sort of the channel and falls back to newest first otherwise', () => {
    expect(fromQuery('sort=-price').sort).toBe('-price')
    expect(fromQuery('sort=reference').sort).toBe('reference')
    expect(fromQuery('sort=price;drop').sort).toBe('-createdAt')
    expect(fromQuery('sort=-marginRate').sort).toBe('-marginRate')
    expect(fromQuery('selling=with').sale).toBe('with')
    expect(fromQuery('selling=maybe').sale).toBeNull()
  })

  it('reads a margin bound as the channel takes it, and drops one it would refuse', () => {
    expect(fromQuery('marginBelow=10').marginBelow).toBe(10)
    expect(fromQuery('marginAbove=-2.5').marginAbove).toBe(-2.5)
    expect(fromQuery('marginBelow=ten').marginBelow).toBeNull()
    expect(fromQuery('marginBelow=').marginBelow).toBeNull()
    expect(fromQuery('marginAbove=5000').marginAbove).toBeNull()
    expect(searchParamsFromFilters({ ...DEFAULT_FILTERS, marginBelow: 8 }).toString()).toBe('marginBelow=8')
    expect(hasFilters({ ...DEFAULT_FILTERS, marginAbove: 0 })).toBe(true)
  })

  it('makes an input main accepts, without empty filters', () => {
    const input = listInputOf(everything, { offset: 100, limit: 100 })
    expect(BookingListInput.parse(input)).toMatchObject({
      search: 'müller',
      states: ['sent', 'confirmed'],
      stars: [5, 4],
      withSellingPrice: false,
      marginRateBelow: 12.5,
      marginRateAbove: -5,
      offset: 100,
      refresh: false,
    })
    expect(listInputOf(DEFAULT_FILTERS, { offset: 0, limit: 50, refresh: true })).toEqual({
      withReplaced: false,
      sort: '-createdAt',
      offset: 0,
      limit: 50,
      refresh: true,
    })
  })

  it('resets the filters but keeps the sort', () => {
    expect(resetFilters(everything)).toEqual({ ...DEFAULT_FILTERS, sort: 'customer' })
    expect(hasFilters({ ...DEFAULT_FILTERS, sort: 'price' })).toBe(false)
    expect(hasFilters({ ...DEFAULT_FILTERS, withReplaced: true })).toBe(true)
  })

  it('sorts a new column in its natural direction, and flips a sorted one', () => {
    expect(nextSort('-createdAt', 'customer')).toBe('customer')
    expect(nextSort('customer', 'customer')).toBe('-customer')
    expect(nextSort('-customer', 'customer')).toBe('customer')
    expect(nextSort('-createdAt', 'margin')).toBe('-margin')
    expect(nextSort('customer', 'price')).toBe('-price')
    expect(nextSort('-createdAt', 'createdAt')).toBe('createdAt')
  })

  it('sorts a date column soonest first on its first click, as agents read a calendar', () => {
    expect(nextSort('-createdAt', 'checkIn')).toBe('checkIn')
    expect(nextSort('checkIn', 'checkIn')).toBe('-checkIn')
    expect(nextSort('customer', 'createdAt')).toBe('createdAt')
  })
})
