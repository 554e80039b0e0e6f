import { z } from 'zod'
import { Id, IdListParam, LocaleParam, PaginatedEnvelope, PaginationQuery } from './common'

export const SEARCH_TYPES = [
  'hotel',
  'experience',
  'activity',
  'transfer',
  'program',
  'city',
  'region',
  'country',
  'trip_template',
] as const
export const SearchType = z.enum(SEARCH_TYPES)
export type SearchType = z.infer<typeof SearchType>

/** `GET /api/v3/search` result. `description` and `alpha2` are null when the result has none. */
export const SearchResult = z.object({
  id: Id,
  type: SearchType,
  title: z.string(),
  description: z.string().nullable(),
  score: z.number(),
  alpha2: z.string().length(2).nullable(),
})
export type SearchResult = z.infer<typeof SearchResult>

export const SearchResponse = PaginatedEnvelope(SearchResult)
export type SearchResponse = z.infer<typeof SearchResponse>

export const SearchQuery = PaginationQuery.extend({
  query: z.string().min(2).describe('free text, minimum 2 characters'),
  types: z.union([z.string(), z.array(z.string())]).describe('repeated or comma-separated SearchType values'),
  locale: LocaleParam.optional(),
  countries: IdListParam.optional(),
  organizationId: z.string().optional(),
  standaloneExperiencesOnly: z.enum(['true', 'false']).optional(),
  searchDescriptions: z.enum(['true', 'false']).optional(),
})
