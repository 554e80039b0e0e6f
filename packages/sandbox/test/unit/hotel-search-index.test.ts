import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  forgetHotelSearchIndex,
  searchHotelIndex,
  type IndexedHotelFilters,
} from '../../src/catalog/hotel-search-index'
import { findHotels, scanHotels } from '../../src/catalog/hotels.repo'
import { CATALOG_SCHEMA } from '../../src/catalog/schema'
import { seedCatalog } from '../../src/catalog/seed'
import { normalizeText } from '../../src/platform/text'

let db: Database.Database
let names: string[]
beforeAll(() => {
  db = new Database(':memory:')
  db.exec(CATALOG_SCHEMA)
  db.transaction(() => seedCatalog(db, 42, 1500))()
  names = findHotels(db, {}).rows.map((hotel) => normalizeText(hotel.name))
})
afterAll(() => db.close())

/** What the repository's full scan answers: the reference the index must match. */
function scanned(filters: IndexedHotelFilters, limit: number) {
  const { rows, total } = scanHotels(
    db,
    { search: filters.text, countries: filters.countries, organizationIds: filters.organizationIds },
    { limit },
  )
  return {
    rows: rows.map(({ id, name, cityId, countryId, score }) => ({ id, name, cityId, countryId, score })),
    total,
  }
}

/** Queries taken from the seeded names: whole words, prefixes, inner substrings, typos, pairs of words. */
function queriesFromNames(): string[] {
  const queries = new Set<string>(['hotel', 'ho', 'grand hotel', 'qxzv', 'zurich', 'sao paulo', 'riad marr'])
  names.forEach((name, position) => {
    if (position % 113 !== 0) return
    const words = name.split(' ')
    const word = words[position % words.length] ?? ''
    queries.add(word)
    queries.add(word.slice(0, 3))
    queries.add(word.slice(1, 5))
    // One letter changed after the first: only the typo tolerance can find it.
    if (word.length >= 5) queries.add(`${word.slice(0, 2)}x${word.slice(3)}`)
    if (words.length >= 2) queries.add(`${words[0] ?? ''} ${(words[1] ?? '').slice(0, 2)}`)
    queries.add(name)
  })
  return [...queries].filter((query) => query.length >= 2)
}

describe('the search index answers what the full scan answers', () => {
  it('for every query, the same first hotels in the same order, with the same scores and total', () => {
    const kinds = { none: 0, many: 0, typoOnly: 0 }
    for (const text of queriesFromNames()) {
      for (const limit of [12, 2000]) {
        const expected = scanned({ text }, limit)
        expect(searchHotelIndex(db, { text }, limit), `"${text}" limit ${limit}`).toEqual(expected)
        if (expected.total === 0) kinds.none += 1
        if (expected.total > 100) kinds.many += 1
        if (expected.rows.length > 0 && expected.rows.every((row) => row.score < 60)) kinds.typoOnly += 1
      }
    }
    // The queries reached every kind of answer, so the comparison proved something for each.
    expect(kinds.none).toBeGreaterThan(0)
    expect(kinds.many).toBeGreaterThan(0)
    expect(kinds.typoOnly).toBeGreaterThan(0)
    // The reference is the slow full scan, run twice per query.
  }, 60_000)

  it('with country and owner filters', () => {
    const [first] = findHotels(db, { search: 'hotel' }, { limit: 1 }).rows
    expect(first).toBeDefined()
    const filters: IndexedHotelFilters[] = [
      { text: 'hotel', countries: [first?.countryId ?? 0] },
      { text: 'hotel', organizationIds: [first?.organizationId ?? 0] },
      { text: 'ho', countries: [first?.countryId ?? 0], organizationIds: [first?.organizationId ?? 0] },
      { text: 'hotel', countries: [], organizationIds: null },
    ]
    for (const filter of filters) {
      const expected = scanned(filter, 12)
      expect(expected.total).toBeGreaterThan(0)
      expect(searchHotelIndex(db, filter, 12)).toEqual(expected)
    }
  })

  it('serves findHotels pages (every field, any offset) exactly as the scan does', () => {
    const [first] = scanHotels(db, { search: 'hotel' }, { limit: 1 }).rows
    const filters = [
      { search: 'hotel' },
      { search: 'Grand Ho' },
      { search: 'zurich', countries: [first?.countryId ?? 0] },
      { search: 'ho', organizationIds: [first?.organizationId ?? 0] },
      { search: 'qxzv' },
    ]
    for (const filter of filters) {
      for (const page of [{ limit: 12 }, { limit: 12, offset: 12 }, { limit: 5, offset: 40 }, {}]) {
        expect(findHotels(db, filter, page), `${JSON.stringify(filter)} ${JSON.stringify(page)}`).toEqual(
          scanHotels(db, filter, page),
        )
      }
    }
  }, 60_000)

  it('follows the connection: a forgotten index is rebuilt from the table', () => {
    const before = searchHotelIndex(db, { text: 'hotel' }, 3)
    forgetHotelSearchIndex(db)
    expect(searchHotelIndex(db, { text: 'hotel' }, 3)).toEqual(before)
    const other = new Database(':memory:')
    other.exec(CATALOG_SCHEMA)
    other.transaction(() => seedCatalog(other, 7, 200))()
    expect(searchHotelIndex(other, { text: 'hotel' }, 5000).total).toBe(
      scanHotels(other, { search: 'hotel' }).total,
    )
    other.close()
  })
})
