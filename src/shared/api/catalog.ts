import { z } from 'zod'
import {
  Coordinate,
  Id,
  IdListParam,
  LocaleParam,
  NamedRef,
  PaginatedEnvelope,
  PaginationQuery,
  SingleEnvelope,
} from './common'

/** Hotel catalog item (spec: `GET /api/v3/hotels`, `GET /api/v3/hotels/{id}`). */
export const HotelImage = z.object({
  /** Attachment id, the one the hotel image endpoints accept. */
  id: Id,
  url: z.string(),
  name: z.string(),
})
export type HotelImage = z.infer<typeof HotelImage>

export const HotelCatalogItem = z.object({
  id: Id,
  name: z.string(),
  address: z.string(),
  city: NamedRef,
  country: NamedRef,
  lat: Coordinate,
  lon: Coordinate,
  stars: z.number().int().min(1).max(5),
  styles: z.array(NamedRef),
  kinds: z.array(NamedRef),
  currency: z.string().length(3),
  images: z.array(HotelImage),
  giataId: z.string().nullable(),
  koediaId: z.string().nullable(),
  rakutenId: z.string().nullable(),
  organizationId: Id,
  organization: NamedRef,
})
export type HotelCatalogItem = z.infer<typeof HotelCatalogItem>

export const HotelList = PaginatedEnvelope(HotelCatalogItem)
export type HotelList = z.infer<typeof HotelList>
export const HotelDetail = SingleEnvelope(HotelCatalogItem)
export type HotelDetail = z.infer<typeof HotelDetail>

export const Sustainability = z.enum(['zero', 'low', 'medium', 'strong'])
export type Sustainability = z.infer<typeof Sustainability>

export const HotelListQuery = PaginationQuery.extend({
  search: z.string().optional().describe('fuzzy, accent-insensitive hotel name'),
  countries: IdListParam.optional(),
  regions: IdListParam.optional(),
  cities: IdListParam.optional(),
  hotels: IdListParam.optional(),
  stars: IdListParam.optional().describe('exact star rating(s), 1-5'),
  kinds: IdListParam.optional(),
  styles: IdListParam.optional(),
  sustainability: z.union([Sustainability, z.array(Sustainability)]).optional(),
  locale: LocaleParam.optional(),
  sort: z
    .string()
    .regex(/^-?(name|stars)$/)
    .optional()
    .describe('name or stars, - prefix descending; omitted = relevance with search matches first'),
})

export const HotelDetailQuery = z.object({ locale: LocaleParam.optional() })
