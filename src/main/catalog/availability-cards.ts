import type { HotelAvailabilityResponse } from '../../shared/api/availability'
import { catalogCardOf, type AvailabilityResult } from '../../shared/ipc/hotels.contract'
import { getHotel } from '../db/hotels.repo'
import type { Db } from '../db/statements'

/**
 * The service's availability joined with the local catalog: each hotel of the page gets the card the results
 * show (stars, address, styles, kinds, images), or null while the catalog has not synced it. Joining here
 * spares the renderer a second call per search; the cache answers the same online or offline.
 */
export function withCatalogCards(
  db: Db,
  response: HotelAvailabilityResponse,
): Pick<AvailabilityResult, 'data' | 'meta'> {
  // A page may name a hotel twice (the service's paging is not ours to trust): each is read once.
  const cards = new Map<string, AvailabilityResult['data'][number]['catalog']>()
  const cardOf = (id: string) => {
    if (!cards.has(id)) {
      const cached = getHotel(db, id)
      cards.set(id, cached === null ? null : catalogCardOf(cached.raw))
    }
    return cards.get(id) ?? null
  }
  return {
    meta: response.meta,
    data: response.data.map((hotel) => ({ ...hotel, catalog: cardOf(hotel.id) })),
  }
}
