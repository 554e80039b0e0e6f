import type { DestinationSuggestion } from '../../shared/ipc/catalog.contract'
import { searchHotels } from '../db/hotel-search.repo'
import { searchLocations } from '../db/locations.repo'
import type { Db } from '../db/statements'

const joinParts = (parts: readonly (string | null)[]): string | null =>
  parts.filter((part): part is string => part !== null && part !== '').join(', ') || null

/**
 * Destinations from the local catalog index, as `catalog.searchLocations` and `catalog.searchHotels` answer
 * them: places first (a place is what an agent types most), then hotels, `limit` in all. Places take at most
 * half, so that a hotel typed by name still shows when many places match the first letters. Works offline.
 */
export function localDestinations(db: Db, query: string, limit: number): DestinationSuggestion[] {
  const places = searchLocations(db, { text: query, limit }).map((hit): DestinationSuggestion => ({
    kind: hit.kind,
    id: hit.id,
    name: hit.name,
    detail: joinParts([hit.regionName, hit.countryName]),
  }))
  const hotels = searchHotels(db, { text: query, limit }).map((hit): DestinationSuggestion => ({
    kind: 'hotel',
    id: hit.id,
    name: hit.name,
    detail: joinParts([hit.cityName, hit.countryName]),
  }))
  // Half for places, unless hotels leave more room.
  const placeCount = Math.min(places.length, Math.max(Math.ceil(limit / 2), limit - hotels.length))
  return [...places.slice(0, placeCount), ...hotels.slice(0, limit - placeCount)]
}
