import { z } from 'zod'
import { HotelCatalogItem } from '../api/catalog'
import { IpcError } from './errors'
import { NoInput } from './schema-helpers'
import { DatasetSyncStatus } from './sync.contract'

/**
 * The hotel catalog and its locations, answered from the local cache (online or not), and the catalog sync.
 * Every answer carries `asOf`: when the cached catalog was last fetched.
 */

const CacheTime = {
  /** When the catalog was last fetched completely; during a first sync, the time of the last page stored. */
  asOf: z.iso.datetime().nullable(),
  /** False until a first full sync completes: the answer may miss hotels. */
  complete: z.boolean(),
}

export const HotelSearchInput = z.object({
  /** Words typed so far; each must start a word of the hotel's name or of its city (any spelling). */
  query: z.string().max(200),
  cityId: z.string().min(1).max(64).optional(),
  countryId: z.string().min(1).max(64).optional(),
  limit: z.number().int().min(1).max(100).default(20),
})

export const HotelHit = z.object({
  id: z.string(),
  name: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  countryId: z.string(),
  countryName: z.string(),
  stars: z.number().int(),
  address: z.string(),
  imageUrl: z.string().nullable(),
})
export type HotelHit = z.infer<typeof HotelHit>

export const HotelSearchResult = z.object({ hotels: z.array(HotelHit), ...CacheTime })
export type HotelSearchResult = z.infer<typeof HotelSearchResult>

export const LOCATION_KINDS = ['city', 'region', 'country'] as const
export const LocationKind = z.enum(LOCATION_KINDS)

export const LocationSearchInput = z.object({
  query: z.string().max(200),
  kinds: z.array(LocationKind).max(3).optional(),
  limit: z.number().int().min(1).max(50).default(10),
})

export const LocationHit = z.object({
  kind: LocationKind,
  id: z.string(),
  name: z.string(),
  countryName: z.string().nullable(),
  regionName: z.string().nullable(),
})
export type LocationHit = z.infer<typeof LocationHit>

export const LocationSearchResult = z.object({ locations: z.array(LocationHit), ...CacheTime })
export type LocationSearchResult = z.infer<typeof LocationSearchResult>

export const CachedHotelResult = z.object({
  /** The catalog item as the service sent it; null when the hotel is not in the cache. */
  hotel: HotelCatalogItem.nullable(),
  fetchedAt: z.iso.datetime().nullable(),
})

export const DESTINATION_KINDS = ['city', 'region', 'country', 'hotel'] as const
export const DestinationSuggestion = z.object({
  kind: z.enum(DESTINATION_KINDS),
  id: z.string(),
  name: z.string(),
  /** Where it is ("Portugal", "Lisbon, Portugal"), or the service's description; null when unknown. */
  detail: z.string().nullable(),
})
export type DestinationSuggestion = z.infer<typeof DestinationSuggestion>

export const SuggestDestinationsInput = z
  .object({
    query: z.string().trim().min(2).max(200),
    limit: z.number().int().min(1).max(30).default(12),
    /**
     * `local`: the local catalog index only, answered at once (what the box shows on every keystroke); `auto`: the
     * service when it can be reached, else the local index.
     */
    from: z.enum(['auto', 'local']).default('auto'),
    locale: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
  })
  .strict()

export const DestinationSuggestions = z.object({
  suggestions: z.array(DestinationSuggestion),
  /** `service`: GET /api/v3/search by types. `cache`: the local catalog index (offline, or the service failed). */
  source: z.enum(['service', 'cache']),
  /** Why the local index answered while online (the service's error); null otherwise. */
  fallback: IpcError.nullable(),
  ...CacheTime,
})
export type DestinationSuggestions = z.infer<typeof DestinationSuggestions>

export const CatalogFacet = z.object({
  id: z.string(),
  name: z.string(),
  /** Hotels of the cached catalog that have it. */
  hotels: z.number().int().min(0),
})
export type CatalogFacet = z.infer<typeof CatalogFacet>
export const CatalogFacets = z.object({
  kinds: z.array(CatalogFacet),
  styles: z.array(CatalogFacet),
  ...CacheTime,
})
export type CatalogFacets = z.infer<typeof CatalogFacets>

export const catalogChannels = {
  'catalog.searchHotels': { input: HotelSearchInput, output: HotelSearchResult },
  'catalog.searchLocations': { input: LocationSearchInput, output: LocationSearchResult },
  'catalog.getHotel': { input: z.object({ id: z.string().min(1).max(64) }), output: CachedHotelResult },
  /** A city of the cached catalog by id, as the destination box names it (a supplier's experience's city). */
  'catalog.getCity': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    output: z.object({ city: DestinationSuggestion.nullable() }),
  },
  /**
   * Destinations for the search box: the service's search by types (city, region, country, hotel) when it can be
   * reached, the local catalog index otherwise. The answer says which.
   */
  'catalog.suggestDestinations': { input: SuggestDestinationsInput, output: DestinationSuggestions },
  /** Hotel kinds and styles of the cached catalog, by name, with how many hotels have each. */
  'catalog.facets': {
    input: z
      .object({
        locale: z
          .string()
          .regex(/^[a-z]{2}$/)
          .optional(),
      })
      .strict()
      .default({}),
    output: CatalogFacets,
  },
  /** Starts a catalog sync now (or joins the one running) and answers at once; progress comes as events. */
  'catalog.syncNow': { input: NoInput, output: DatasetSyncStatus },
} as const

export const catalogEvents = {} as const
