import { describe, expect, it } from 'vitest'
import {
  canonicalJson,
  forgetRecentSearch,
  listRecentSearches,
  saveRecentSearch,
} from '../../../src/main/db/recent-searches.repo'
import { MAX_RECENT_SEARCHES, RecentSearchInput } from '../../../src/shared/ipc/hotels.contract'
import { memoryDb } from './fixtures'

const at = (minute: number): string => new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString()

function search(cityId: string, options: { adults?: number; name?: string } = {}) {
  return RecentSearchInput.parse({
    destination: { kind: 'city', id: cityId, name: options.name ?? `City ${cityId}`, detail: 'Portugal' },
    destinationText: options.name ?? `City ${cityId}`,
    query: {
      checkIn: '2026-04-10',
      checkOut: '2026-04-12',
      rooms: [{ adults: options.adults ?? 2 }],
      cities: [cityId],
    },
  })
}

describe('recent searches', () => {
  it('lists the newest first, with an id and the time saved', () => {
    const db = memoryDb()
    saveRecentSearch(db, search('C1'), { id: 'a', at: at(1) })
    saveRecentSearch(db, search('C2'), { id: 'b', at: at(2) })
    const listed = listRecentSearches(db)
    expect(listed.map((entry) => [entry.id, entry.savedAt])).toEqual([
      ['b', at(2)],
      ['a', at(1)],
    ])
    expect(listed[1]).toEqual({ ...search('C1'), id: 'a', savedAt: at(1) })
  })

  it('the same search saved again moves to the top with the new time, same id, no duplicate', () => {
    const db = memoryDb()
    saveRecentSearch(db, search('C1'), { id: 'a', at: at(1) })
    saveRecentSearch(db, search('C2'), { id: 'b', at: at(2) })
    // Same destination and query; the label is spelled differently (another language): still the same search.
    saveRecentSearch(db, search('C1', { name: 'Lisboa' }), { id: 'c', at: at(3) })
    const listed = listRecentSearches(db)
    expect(listed.map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(listed[0]).toMatchObject({ savedAt: at(3), destinationText: 'Lisboa' })
  })

  it('another party is another search', () => {
    const db = memoryDb()
    saveRecentSearch(db, search('C1'), { id: 'a', at: at(1) })
    saveRecentSearch(db, search('C1', { adults: 3 }), { id: 'b', at: at(2) })
    expect(listRecentSearches(db).map((entry) => entry.id)).toEqual(['b', 'a'])
  })

  it('keeps at most MAX_RECENT_SEARCHES, dropping the oldest, also when saved within the same instant', () => {
    const db = memoryDb()
    const count = MAX_RECENT_SEARCHES + 3
    for (let index = 0; index < count; index += 1) {
      saveRecentSearch(db, search(`C${index}`), { id: `s${index}`, at: at(0) })
    }
    const listed = listRecentSearches(db)
    expect(listed).toHaveLength(MAX_RECENT_SEARCHES)
    expect(listed[0]?.id).toBe(`s${count - 1}`)
    expect(listed.at(-1)?.id).toBe(`s${count - MAX_RECENT_SEARCHES}`)
    expect(db.prepare('SELECT count(*) AS n FROM recent_searches').get()).toEqual({ n: MAX_RECENT_SEARCHES })
  })

  it('forgets one search by id; an unknown id changes nothing', () => {
    const db = memoryDb()
    saveRecentSearch(db, search('C1'), { id: 'a', at: at(1) })
    saveRecentSearch(db, search('C2'), { id: 'b', at: at(2) })
    expect(forgetRecentSearch(db, 'a')).toBe(true)
    expect(forgetRecentSearch(db, 'nope')).toBe(false)
    expect(listRecentSearches(db).map((entry) => entry.id)).toEqual(['b'])
  })

  it('compares searches on canonical JSON: key order and absent keys do not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: undefined } })).toBe(
      canonicalJson({ a: { d: [2, { x: 0, y: 1 }] }, b: 1 }),
    )
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }))
  })
})
