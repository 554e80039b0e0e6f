import type Database from 'better-sqlite3'
import { getHotelsByIds, type HotelRow } from '../catalog/hotels.repo'
import { hotelProfile } from './cache'
import type { HotelRateProfile, RateSpec, RoomSpec, SupplierOffer } from './model'

/**
 * Finds demo hotels by what they sell (a supplier, a kind of board, a ladder, a promotion...): the demo data is
 * generated, so tests, demos and the README's examples locate their cases here instead of hard-coding ids.
 */
export interface RateCase {
  hotel: HotelRow
  profile: HotelRateProfile
  offer: SupplierOffer
  room: RoomSpec
  rate: RateSpec
}

export type RatePredicate = (found: RateCase) => boolean

/** The first `limit` (hotel, supplier, room, rate) matching, in hotel id order. */
export function findRateCases(
  db: Database.Database,
  seed: number,
  predicate: RatePredicate,
  options: { limit?: number; maxHotels?: number; distinctHotels?: boolean } = {},
): RateCase[] {
  const limit = options.limit ?? 1
  const maxHotels = options.maxHotels ?? 5_000
  const found: RateCase[] = []
  for (let start = 1; start <= maxHotels && found.length < limit; start += 250) {
    const ids = Array.from({ length: Math.min(250, maxHotels - start + 1) }, (_, index) => start + index)
    const hotels = getHotelsByIds(db, ids)
    if (hotels.size === 0) break
    for (const id of ids) {
      const hotel = hotels.get(id)
      if (hotel === undefined) continue
      const profile = hotelProfile(seed, hotel)
      let matched = false
      for (const offer of profile.suppliers) {
        for (const room of offer.rooms) {
          for (const rate of room.rates) {
            if (matched && options.distinctHotels !== false) break
            const candidate = { hotel, profile, offer, room, rate }
            if (predicate(candidate)) {
              found.push(candidate)
              matched = true
              if (found.length >= limit) return found
            }
          }
        }
      }
    }
  }
  return found
}

/** Like findRateCases with limit 1, throwing when the demo data has no such case. */
export function findRateCase(db: Database.Database, seed: number, predicate: RatePredicate): RateCase {
  const [found] = findRateCases(db, seed, predicate)
  if (found === undefined) throw new Error('No demo hotel matches this rate case.')
  return found
}
