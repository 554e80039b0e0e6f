import { describe, expect, it } from 'vitest'
import type { HotelAvailabilityItem } from '../../../src/shared/api/availability'
import { withCatalogCards } from '../../../src/main/catalog/availability-cards'
import { upsertHotels } from '../../../src/main/db/hotels.repo'
import { AT, hotel, memoryDb } from '../db/fixtures'

/** The results page joined with the local catalog: what the cards show, null for a hotel not synced yet. */
const found = (id: string, name: string): HotelAvailabilityItem => ({
  id,
  name,
  price: 420,
  currency: 'EUR',
  promotions: [],
  instantAvailability: true,
  minimumStay: 1,
  rooms: [],
})
const meta = { currentPage: 1, lastPage: 1, perPage: 20, total: 3 }

describe('availability cards', () => {
  it('give each hotel of the page its catalog card, in the page order; an uncached one gets null', () => {
    const db = memoryDb()
    upsertHotels(db, [hotel('H1', 'Alfama Rooms', { stars: 3 }), hotel('H2', 'Baixa Suites')], {
      fetchedAt: AT,
      syncPass: 1,
    })
    const page = [found('H2', 'Baixa Suites'), found('NOSUCH', 'Not synced'), found('H1', 'Alfama Rooms')]
    const joined = withCatalogCards(db, { data: page, meta })
    expect(joined.meta).toEqual(meta)
    expect(joined.data.map((item) => [item.id, item.catalog?.name ?? null])).toEqual([
      ['H2', 'Baixa Suites'],
      ['NOSUCH', null],
      ['H1', 'Alfama Rooms'],
    ])
    // The service's answer is kept as it came; the card carries what the results show of the catalog.
    expect(joined.data[2]).toMatchObject({
      ...page[2],
      catalog: { stars: 3, city: 'Zurich', country: 'Switzerland' },
    })
    expect(joined.data[2]?.catalog?.styles).toEqual([{ id: 'STY', name: 'City break' }])
  })

  it('read a hotel named twice on a page once, and give both the same card', () => {
    const db = memoryDb()
    upsertHotels(db, [hotel('H1', 'Alfama Rooms')], { fetchedAt: AT, syncPass: 1 })
    const joined = withCatalogCards(db, {
      data: [found('H1', 'Alfama Rooms'), found('H1', 'Alfama Rooms')],
      meta,
    })
    expect(joined.data[0]?.catalog).toEqual(joined.data[1]?.catalog)
    expect(joined.data[0]?.catalog).not.toBeNull()
  })
})
