import { describe, expect, it } from 'vitest'
import { toPrefixQuery } from '../../../src/main/db/fts'
import { searchHotels } from '../../../src/main/db/hotel-search.repo'
import {
  countHotels,
  countHotelsInPass,
  deleteAllHotels,
  deleteHotelsNotInPass,
  getHotel,
  listHotelIds,
  upsertHotels,
} from '../../../src/main/db/hotels.repo'
import {
  countLocations,
  getCity,
  listCities,
  listCountries,
  listRegions,
  replaceCities,
  replaceCountries,
  replaceRegions,
  searchLocations,
} from '../../../src/main/db/locations.repo'
import type { Db } from '../../../src/main/db/statements'
import { AT, city, country, hotel, memoryDb, region } from './fixtures'

const CH = { id: 'KCH', name: 'Switzerland' }
const PT = { id: 'KPT', name: 'Portugal' }
const ZH = { id: 'RZH', name: 'Canton of Zürich' }
const LX = { id: 'RLX', name: 'Lisbon District' }
const ZURICH = { id: 'CZUR', name: 'Zurich' }
const LISBON = { id: 'CLIS', name: 'Lisbon' }

function seedLocations(db: Db): void {
  replaceCountries(
    db,
    [
      { item: country(CH.id, CH.name, 'CH'), spellings: ['Schweiz', 'Suisse', 'Suiza'] },
      { item: country(PT.id, PT.name, 'PT'), spellings: ['Portugal'] },
    ],
    AT,
  )
  replaceRegions(
    db,
    [
      { item: region(ZH.id, ZH.name, CH), spellings: ['Kanton Zürich'] },
      { item: region(LX.id, LX.name, PT), spellings: ['Distrito de Lisboa'] },
    ],
    AT,
  )
  replaceCities(
    db,
    [
      { item: city(ZURICH.id, ZURICH.name, ZH, CH), spellings: ['Zürich', 'Zúrich'] },
      { item: city(LISBON.id, LISBON.name, LX, PT), spellings: ['Lisboa', 'Lisbonne'] },
    ],
    AT,
  )
}

describe('toPrefixQuery', () => {
  it('quotes every word as a prefix and drops FTS syntax', () => {
    expect(toPrefixQuery('  hot  lis ')).toBe('"hot"* "lis"*')
    expect(toPrefixQuery('NEAR(a b) OR "x" -y*')).toBe('"NEAR"* "a"* "b"* "OR"* "x"* "y"*')
    expect(toPrefixQuery('  *- ')).toBeNull()
    expect(toPrefixQuery("l'Hôtel")).toBe('"l"* "Hôtel"*')
  })
})

describe('locations repository', () => {
  it('replaces each list as a set and reads it back', () => {
    const db = memoryDb()
    seedLocations(db)
    expect(countLocations(db)).toEqual({ country: 2, region: 2, city: 2 })
    expect(listCountries(db).map((c) => c.alpha2)).toEqual(['PT', 'CH'])
    expect(listRegions(db, CH.id).map((r) => r.name)).toEqual([ZH.name])
    expect(listCities(db, { countryId: PT.id }).map((c) => c.name)).toEqual(['Lisbon'])
    expect(listCities(db, { regionId: ZH.id }).map((c) => c.name)).toEqual(['Zurich'])
    expect(getCity(db, ZURICH.id)).toMatchObject({
      name: 'Zurich',
      regionId: ZH.id,
      countryId: CH.id,
      searchNames: 'Zurich | Zürich | Zúrich',
      raw: { lat: '47.3769' },
      fetchedAt: AT,
    })
    // A city no longer listed disappears, from the table and from search.
    replaceCities(
      db,
      [{ item: city(ZURICH.id, 'Zürich', ZH, CH), spellings: [] }],
      '2026-03-02T00:00:00.000Z',
    )
    expect(listCities(db).map((c) => c.name)).toEqual(['Zürich'])
    expect(searchLocations(db, { text: 'lisb', limit: 10, kinds: ['city'] })).toEqual([])
  })

  it('searches every spelling, accent-insensitive, by word prefix, cities first', () => {
    const db = memoryDb()
    seedLocations(db)
    expect(searchLocations(db, { text: 'zur', limit: 10 })).toEqual([
      { kind: 'city', id: ZURICH.id, name: 'Zurich', countryName: 'Switzerland', regionName: ZH.name },
      { kind: 'region', id: ZH.id, name: ZH.name, countryName: 'Switzerland', regionName: null },
    ])
    expect(searchLocations(db, { text: 'LISBOA', limit: 10 }).map((hit) => hit.id)).toEqual([
      LISBON.id,
      LX.id,
    ])
    expect(searchLocations(db, { text: 'schw', limit: 10 })).toEqual([
      { kind: 'country', id: CH.id, name: 'Switzerland', countryName: null, regionName: null },
    ])
    expect(searchLocations(db, { text: 'zur', kinds: ['region'], limit: 10 }).map((hit) => hit.kind)).toEqual(
      ['region'],
    )
    expect(searchLocations(db, { text: 'zur', limit: 1 })).toHaveLength(1)
    expect(searchLocations(db, { text: '--', limit: 10 })).toEqual([])
  })
})

describe('hotels repository', () => {
  it('upserts by id, keeps the raw item and counts per pass', () => {
    const db = memoryDb()
    const written = upsertHotels(db, [hotel('H1', 'Hotel Baur au Lac'), hotel('H2', 'Dolder Grand')], {
      fetchedAt: AT,
      syncPass: 1,
    })
    expect(written).toBe(2)
    upsertHotels(db, [hotel('H1', 'Hotel Baur au Lac', { stars: 5 })], { fetchedAt: AT, syncPass: 2 })
    expect(countHotels(db)).toBe(2)
    expect(countHotelsInPass(db, 2)).toBe(1)
    expect(getHotel(db, 'H1')).toMatchObject({
      name: 'Hotel Baur au Lac',
      stars: 5,
      syncPass: 2,
      raw: { stars: 5 },
    })
    expect(getHotel(db, 'nope')).toBeNull()
    expect(deleteHotelsNotInPass(db, 2)).toBe(1)
    expect(listHotelIds(db)).toEqual(['H1'])
    expect(deleteAllHotels(db)).toBe(1)
    expect(countHotels(db)).toBe(0)
  })

  it('indexes every spelling of the city once the locations are cached', () => {
    const db = memoryDb()
    upsertHotels(db, [hotel('H0', 'Alpina', { city: ZURICH })], { fetchedAt: AT, syncPass: 1 })
    // Before the city list: only the hotel's own city name.
    expect(searchHotels(db, { text: 'zür', limit: 5 }).map((hit) => hit.id)).toEqual(['H0'])
    expect(searchHotels(db, { text: 'zúrich', limit: 5 })).toHaveLength(1)
    seedLocations(db)
    upsertHotels(db, [hotel('H1', 'Central Plaza', { city: LISBON, country: PT })], {
      fetchedAt: AT,
      syncPass: 1,
    })
    expect(searchHotels(db, { text: 'lisboa', limit: 5 }).map((hit) => hit.id)).toEqual(['H1'])
    // A new spelling of a city reaches its hotels even when the hotels themselves did not change.
    upsertHotels(db, [hotel('H0', 'Alpina', { city: ZURICH })], { fetchedAt: AT, syncPass: 2 })
    expect(searchHotels(db, { text: 'zurigo', limit: 5 })).toEqual([])
    replaceCities(db, [{ item: city(ZURICH.id, ZURICH.name, ZH, CH), spellings: ['Zurigo'] }], AT)
    expect(searchHotels(db, { text: 'zurigo', limit: 5 }).map((hit) => hit.id)).toEqual(['H0'])
    expect(getHotel(db, 'H0')?.syncPass).toBe(2)
  })
})

describe('local hotel search', () => {
  function catalog(): Db {
    const db = memoryDb()
    seedLocations(db)
    upsertHotels(
      db,
      [
        hotel('H1', 'Hotel Zürichberg', { city: ZURICH, stars: 4 }),
        hotel('H2', 'Baur au Lac', { city: ZURICH, stars: 5 }),
        hotel('H3', 'Lisboa Plaza', { city: LISBON, country: PT, stars: 4 }),
        hotel('H4', 'Pestana Palace', { city: LISBON, country: PT, stars: 5 }),
        hotel('H5', 'Hotel Avenida', { city: LISBON, country: PT, stars: 3 }),
      ],
      { fetchedAt: AT, syncPass: 1 },
    )
    return db
  }

  it('finds by word prefix in the name or any spelling of the city, accents ignored', () => {
    const db = catalog()
    expect(searchHotels(db, { text: 'zur', limit: 10 }).map((hit) => hit.id)).toEqual(['H1', 'H2'])
    const lisb = searchHotels(db, { text: 'lisb', limit: 10 }).map((hit) => hit.id)
    // A name match ranks above the city matches, which go by stars.
    expect(lisb).toEqual(['H3', 'H4', 'H5'])
    expect(searchHotels(db, { text: 'hot lis', limit: 10 }).map((hit) => hit.id)).toEqual(['H5'])
    expect(
      searchHotels(db, { text: 'HÔTEL', limit: 10 })
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(['H1', 'H5'])
    expect(searchHotels(db, { text: 'xyz', limit: 10 })).toEqual([])
    // The place keys indexed for the city filter are never matched by what the agent types.
    expect(searchHotels(db, { text: 'city', limit: 10 })).toEqual([])
    expect(searchHotels(db, { text: 'countryk', limit: 10 })).toEqual([])
    expect(searchHotels(db, { text: 'cityclis', limit: 10 })).toEqual([])
  })

  it('answers hits ready for display', () => {
    const [hit] = searchHotels(catalog(), { text: 'baur', limit: 1 })
    expect(hit).toEqual({
      id: 'H2',
      name: 'Baur au Lac',
      cityId: ZURICH.id,
      cityName: 'Zurich',
      countryId: CH.id,
      countryName: 'Switzerland',
      stars: 5,
      address: '1 Main Street, Zurich',
      imageUrl: 'https://img.test/H2.png',
    })
  })

  it('filters by city or country, with or without text, and honours the limit', () => {
    const db = catalog()
    expect(searchHotels(db, { text: 'hotel', cityId: LISBON.id, limit: 10 }).map((hit) => hit.id)).toEqual([
      'H5',
    ])
    expect(searchHotels(db, { text: 'hotel', countryId: CH.id, limit: 10 }).map((hit) => hit.id)).toEqual([
      'H1',
    ])
    expect(searchHotels(db, { text: '', cityId: LISBON.id, limit: 10 }).map((hit) => hit.stars)).toEqual([
      5, 4, 3,
    ])
    expect(searchHotels(db, { text: '', countryId: CH.id, limit: 1 }).map((hit) => hit.id)).toEqual(['H2'])
    expect(searchHotels(db, { text: '', limit: 10 })).toEqual([])
    expect(searchHotels(db, { text: 'lisb', limit: 2 })).toHaveLength(2)
  })
})
