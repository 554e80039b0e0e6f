import { z } from 'zod'

/**
 * v3 conventions (spec, Conventions v3): ids are strings (encoded; raw digits are accepted on input), every
 * documented field is always present ([] for an empty collection, null for an absent scalar), responses are
 * `{ data, meta }`, lists carry the pagination meta.
 */
export const Id = z.string().min(1)
export const IsoDate = z.iso.date()
export const IsoTimestamp = z.iso.datetime({ offset: true })
/** A decimal-degree coordinate as the service sends it: a string. */
export const Coordinate = z.string().regex(/^-?\d{1,3}(\.\d+)?$/)

export const PaginationMeta = z.object({
  currentPage: z.number().int().min(1),
  lastPage: z.number().int().min(1),
  perPage: z.number().int().min(1).max(1000),
  total: z.number().int().min(0),
})
export type PaginationMeta = z.infer<typeof PaginationMeta>

/** A paginated list: `{ data: T[], meta: PaginationMeta }`. */
export const PaginatedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PaginationMeta })

/** A single resource: `{ data: T, meta: null }` (the sandbox's fixed-schema reading of "meta" for one item). */
export const SingleEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item, meta: z.null() })

/** `{ id, name }`: the reference shape of styles, kinds, cities, countries, owners. */
export const NamedRef = z.object({ id: Id, name: z.string() })
export type NamedRef = z.infer<typeof NamedRef>

/** Query parameters shared by the v3 lists (documentation of the wire; the sandbox parses them by hand). */
export const PaginationQuery = z.object({
  page: z.coerce.number().int().min(1).optional().describe('1-based page, default 1'),
  perPage: z.coerce.number().int().min(1).max(1000).optional().describe('default 20, maximum 1000'),
})

/** A list filter: repeated (`cities=1&cities=2`), deep-object (`cities[0]=1`, `cities[]=1`) or comma-separated. */
export const IdListParam = z.union([z.string(), z.array(z.string())])

export const LocaleParam = z.string().min(2).max(5).describe('ISO 639-1 language; unknown or omitted = en')
