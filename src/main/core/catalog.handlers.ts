import type { HandlersOf } from '../../shared/ipc'
import { searchHotels } from '../db/hotel-search.repo'
import { getHotel } from '../db/hotels.repo'
import { placeDetails } from '../db/catalog-places.repo'
import { getCity, searchLocations } from '../db/locations.repo'
import { catalogCacheTime } from '../sync/catalog-sync'
import type { CoreContext } from './core-context'

type CatalogChannel =
  | 'catalog.searchHotels'
  | 'catalog.searchLocations'
  | 'catalog.getHotel'
  | 'catalog.getCity'
  | 'catalog.suggestDestinations'
  | 'catalog.facets'
  | 'catalog.syncNow'

/**
 * Catalog channels. Every read answers from the local cache, so search works the same online or offline, and
 * says how old the data is (`asOf`); destination suggestions ask the service first and say which answered.
 */
export function catalogHandlers(ctx: CoreContext): HandlersOf<CatalogChannel> {
  return {
    'catalog.searchHotels': (input) => ({
      hotels: searchHotels(ctx.db, {
        text: input.query,
        limit: input.limit,
        ...(input.cityId === undefined ? {} : { cityId: input.cityId }),
        ...(input.countryId === undefined ? {} : { countryId: input.countryId }),
      }),
      ...catalogCacheTime(ctx.db),
    }),
    'catalog.searchLocations': (input) => ({
      locations: searchLocations(ctx.db, {
        text: input.query,
        limit: input.limit,
        ...(input.kinds === undefined ? {} : { kinds: input.kinds }),
      }),
      ...catalogCacheTime(ctx.db),
    }),
    'catalog.getHotel': (input) => {
      const hotel = getHotel(ctx.db, input.id)
      return { hotel: hotel?.raw ?? null, fetchedAt: hotel?.fetchedAt ?? null }
    },
    'catalog.getCity': ({ id }) => {
      const city = getCity(ctx.db, id)
      if (city === null) return { city: null }
      const detail = placeDetails(ctx.db, 'city', [id]).get(id) ?? null
      return { city: { kind: 'city', id: city.id, name: city.name, detail } }
    },
    'catalog.suggestDestinations': (input) => ctx.destinations.suggest(input),
    'catalog.facets': (input) => ctx.catalogFacets.facets(input.locale),
    'catalog.syncNow': () => {
      // Answers at once: a full pass takes a while, and its progress comes as sync.progress events.
      void ctx.catalogSync.syncNow()
      return ctx.catalogSync.status()
    },
  }
}
