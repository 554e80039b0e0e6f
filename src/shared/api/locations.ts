import { z } from 'zod'
import {
  Coordinate,
  Id,
  IdListParam,
  LocaleParam,
  NamedRef,
  PaginatedEnvelope,
  PaginationQuery,
} from './common'

/**
 * `GET /api/v3/countries`, `/regions`, `/cities`. The spec lists the parameters but not the item shapes; the
 * sandbox's shapes (documented in its README) give each location its parent references so a client can build a
 * country > region > city tree from the three lists. Names are in the requested locale (fallback en).
 */
export const Country = z.object({
  id: Id,
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  alpha2: z.string().length(2),
})
export type Country = z.infer<typeof Country>

export const Region = z.object({
  id: Id,
  name: z.string(),
  country: NamedRef,
})
export type Region = z.infer<typeof Region>

export const City = z.object({
  id: Id,
  name: z.string(),
  lat: Coordinate,
  lon: Coordinate,
  region: NamedRef,
  country: NamedRef,
})
export type City = z.infer<typeof City>

export const CountryList = PaginatedEnvelope(Country)
export const RegionList = PaginatedEnvelope(Region)
export const CityList = PaginatedEnvelope(City)

export const LocationSort = z
  .string()
  .regex(/^-?(name|id)$/)
  .describe('name or id, - prefix for descending; default name')

export const LocationListQuery = PaginationQuery.extend({
  search: z.string().optional().describe('accent-insensitive name filter'),
  locale: LocaleParam.optional(),
  scope: z
    .literal('organization')
    .optional()
    .describe("only where the caller's organization (or group) operates"),
  sort: LocationSort.optional(),
})
export const RegionListQuery = LocationListQuery.extend({ countries: IdListParam.optional() })
export const CityListQuery = RegionListQuery.extend({ regions: IdListParam.optional() })
