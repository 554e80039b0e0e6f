import type { HotelRateProfile } from './model'
import { buildHotelProfile, type RateHotel } from './profile'

/**
 * Rate profiles are pure functions of (seed, hotel), so they are built once and kept: the availability search
 * then prices a 500-hotel city with arithmetic only. Bounded so that a 100,000-hotel catalog cannot grow the
 * process without limit (a full clear is fine: rebuilding is cheap and deterministic).
 */
const MAX_PROFILES = 40_000
const bySeed = new Map<number, Map<number, HotelRateProfile>>()

function cacheFor(seed: number): Map<number, HotelRateProfile> {
  let cache = bySeed.get(seed)
  if (cache === undefined) {
    cache = new Map()
    bySeed.set(seed, cache)
  }
  return cache
}

export function cachedProfile(seed: number, hotelId: number): HotelRateProfile | undefined {
  return bySeed.get(seed)?.get(hotelId)
}

export function hotelProfile(seed: number, hotel: RateHotel): HotelRateProfile {
  const cache = cacheFor(seed)
  let profile = cache.get(hotel.id)
  if (profile === undefined) {
    if (cache.size >= MAX_PROFILES) cache.clear()
    profile = buildHotelProfile(seed, hotel)
    cache.set(hotel.id, profile)
  }
  return profile
}
