import type Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogModule } from '../../src/catalog/module'
import { seedCatalog } from '../../src/catalog/seed'
import { openStore } from '../../src/platform/store'

/** The demo catalog's hotel names: unique in their city, and promising what the hotel is. */
const opened: Database.Database[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

function catalog(hotels: number): Array<{ name: string; city_id: number; stars: number; kind_mask: number }> {
  const db = openStore(null, [catalogModule])
  opened.push(db)
  db.transaction(() => seedCatalog(db, 42, hotels))()
  return db.prepare('SELECT name, city_id, stars, kind_mask FROM hotels').all() as Array<{
    name: string
    city_id: number
    stars: number
    kind_mask: number
  }>
}

const HOSTEL_BIT = 1 << 5

describe.each([2_400, 30_000])('a catalog of %i hotels', (size) => {
  const hotels = catalog(size)

  it('never gives two hotels of one city the same name', () => {
    const keys = hotels.map((hotel) => `${hotel.city_id}:${hotel.name}`)
    expect(new Set(keys).size).toBe(hotels.length)
  })

  it('keeps Grand, Palace, Palazzo and Royal for 4 and 5 stars, Resort from 3, budget words up to 3', () => {
    for (const hotel of hotels) {
      if (hotel.stars < 4)
        expect(hotel.name).not.toMatch(/\b(grand|gran|palace|palais|palacio|palazzo|royal)\b/i)
      if (hotel.stars < 3) expect(hotel.name).not.toMatch(/\bresort\b/i)
      if (hotel.stars > 3) expect(hotel.name).not.toMatch(/\b(hostal|hostel|pension|penzion|gasthof|inn)\b/i)
      if ((hotel.kind_mask & HOSTEL_BIT) !== 0) expect(hotel.stars).toBeLessThanOrEqual(2)
    }
    expect(hotels.some((hotel) => /\bgrand\b/i.test(hotel.name))).toBe(true)
    expect(hotels.some((hotel) => /\bhostel\b/i.test(hotel.name))).toBe(true)
  })
})
