import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  citiesOwnedBy,
  findHotelIds,
  findHotels,
  getHotel,
  getHotelImages,
  getHotelsByIds,
  type HotelRow,
} from '../../src/catalog/hotels.repo'
import { CITIES, COUNTRIES } from '../../src/catalog/locations'
import { CATALOG_SCHEMA } from '../../src/catalog/schema'
import { hotelsPerCity, seedCatalog } from '../../src/catalog/seed'
import { normalizeText } from '../../src/platform/text'

let db: Database.Database
let all: HotelRow[]
beforeAll(() => {
  db = new Database(':memory:')
  db.exec(CATALOG_SCHEMA)
  db.transaction(() => seedCatalog(db, 42, 1500))()
  all = findHotels(db, {}).rows
})
afterAll(() => db.close())

describe('seed', () => {
  it('places exactly N hotels, proportionally to the city weights', () => {
    const counts = hotelsPerCity(1500)
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(1500)
    expect(all).toHaveLength(1500)
    const paris = CITIES.find((city) => city.key === 'paris')
    const brno = CITIES.find((city) => city.key === 'brno')
    expect(counts.get(paris?.id ?? 0)).toBeGreaterThan(counts.get(brno?.id ?? 0) ?? 0)
    expect(all.filter((hotel) => hotel.cityId === paris?.id)).toHaveLength(counts.get(paris?.id ?? 0) ?? -1)
  })

  it('is a pure function of the seed', () => {
    const other = new Database(':memory:')
    other.exec(CATALOG_SCHEMA)
    other.transaction(() => seedCatalog(other, 42, 1500))()
    expect(findHotels(other, {}).rows).toEqual(all)
    const different = new Database(':memory:')
    different.exec(CATALOG_SCHEMA)
    different.transaction(() => seedCatalog(different, 7, 1500))()
    expect(findHotels(different, {}).rows.map((hotel) => hotel.name)).not.toEqual(
      all.map((hotel) => hotel.name),
    )
    other.close()
    different.close()
  })

  it('covers every star rating, both owners, some missing external ids and 16+ countries', () => {
    expect(new Set(all.map((hotel) => hotel.stars))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(new Set(all.map((hotel) => hotel.organizationId))).toEqual(new Set([3, 4]))
    expect(all.some((hotel) => hotel.giataId === null)).toBe(true)
    expect(all.some((hotel) => hotel.rakutenId !== null)).toBe(true)
    expect(new Set(all.map((hotel) => hotel.countryId)).size).toBeGreaterThanOrEqual(16)
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(16)
    expect(CITIES.length).toBeGreaterThanOrEqual(45)
  })
})

describe('findHotels', () => {
  it('combines filters with AND and list values with OR', () => {
    const [a, b] = CITIES
    const { rows, total } = findHotels(db, { cities: [a?.id ?? 0, b?.id ?? 0], stars: [4, 5], styles: [6] })
    expect(total).toBe(rows.length)
    expect(total).toBeGreaterThan(0)
    for (const hotel of rows) {
      expect([a?.id, b?.id]).toContain(hotel.cityId)
      expect([4, 5]).toContain(hotel.stars)
      expect(hotel.styleIds).toContain(6)
    }
    const expected = all.filter(
      (hotel) => [a?.id, b?.id].includes(hotel.cityId) && hotel.stars >= 4 && hotel.styleIds.includes(6),
    )
    expect(total).toBe(expected.length)
  })

  it('filters by kinds, sustainability, owners and ids; unknown ids match nothing', () => {
    expect(findHotels(db, { kinds: [9] }).rows.every((hotel) => hotel.kindIds.includes(9))).toBe(true)
    expect(findHotels(db, { kinds: [99] }).total).toBe(0)
    expect(
      findHotels(db, { sustainability: ['strong'] }).rows.every((h) => h.sustainability === 'strong'),
    ).toBe(true)
    expect(findHotels(db, { organizationIds: [3] }).rows.every((hotel) => hotel.organizationId === 3)).toBe(
      true,
    )
    expect(
      findHotels(db, { hotels: [5, 7, 999999] })
        .rows.map((hotel) => hotel.id)
        .sort(),
    ).toEqual([5, 7])
    expect(findHotels(db, { cities: [] }).total).toBe(1500)
  })

  it('matches names accent-insensitively and orders by relevance', () => {
    const target = all.find((hotel) => /[éèêëàâîôûüç]/.test(hotel.name))
    expect(target).toBeDefined()
    const query = normalizeText(target?.name ?? '')
    const { rows } = findHotels(db, { search: query.toUpperCase() })
    expect(rows.map((hotel) => hotel.id)).toContain(target?.id)
    expect(rows[0]?.score).toBe(100)
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i - 1]?.score).toBeGreaterThanOrEqual(rows[i]?.score ?? 0)
  })

  it('matches destinations by location name when asked', () => {
    const lisbon = CITIES.find((city) => city.key === 'lisboa')
    const byName = findHotels(db, { search: 'Lissabon' })
    const byPlace = findHotels(db, { search: 'Lissabon', searchLocations: true, locale: 'de' })
    expect(byName.total).toBe(0)
    expect(byPlace.total).toBeGreaterThan(0)
    expect(byPlace.rows.every((hotel) => hotel.cityId === lisbon?.id)).toBe(true)
  })

  it('sorts by name and stars both ways and pages without overlap', () => {
    const byName = findHotels(db, {}, { sort: { key: 'name', descending: false }, limit: 50 }).rows
    const names = byName.map((hotel) => normalizeText(hotel.name))
    expect(names).toEqual([...names].sort())
    const byStars = findHotels(db, {}, { sort: { key: 'stars', descending: true }, limit: 400 }).rows
    expect(byStars[0]?.stars).toBe(5)
    for (let i = 1; i < byStars.length; i += 1)
      expect(byStars[i - 1]?.stars).toBeGreaterThanOrEqual(byStars[i]?.stars ?? 0)
    const page1 = findHotels(db, {}, { limit: 100, offset: 0 }).rows.map((hotel) => hotel.id)
    const page2 = findHotels(db, {}, { limit: 100, offset: 100 }).rows.map((hotel) => hotel.id)
    expect(new Set([...page1, ...page2]).size).toBe(200)
  })
})

describe('lookups', () => {
  it('gets hotels, images and owned cities', () => {
    expect(getHotel(db, 1)?.id).toBe(1)
    expect(getHotel(db, 999999)).toBeNull()
    expect([...getHotelsByIds(db, [1, 2, 999999]).keys()].sort()).toEqual([1, 2])
    const images = getHotelImages(db, [1])
    expect(images.get(1)?.[0]?.name).toBe('Façade')
    expect(images.get(1)?.length).toBeGreaterThanOrEqual(2)
    expect(findHotelIds(db, { cities: [1] })).toHaveLength(all.filter((hotel) => hotel.cityId === 1).length)
    const owned = new Set(citiesOwnedBy(db, [4]))
    expect(owned).toEqual(
      new Set(all.filter((hotel) => hotel.organizationId === 4).map((hotel) => hotel.cityId)),
    )
  })
})
