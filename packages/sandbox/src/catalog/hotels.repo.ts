import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import { hotelImageFile, imagesOfHotels } from './hotel-images.repo'
import { searchHotelIndex } from './hotel-search-index'
import { fuzzyScore, normalizeText } from '../platform/text'
import { CITIES, countryById, locationScore, regionById, type Locale } from './locations'
import { HOTEL_KINDS, HOTEL_STYLES, idsToMask, maskToIds, type SustainabilityLevel } from './taxonomy'

/**
 * The hotel catalog repository. Both the catalog list (GET /api/v3/hotels) and the availability search select
 * hotels through `findHotels` / `findHotelIds`, so a filter means the same thing on both. The signatures are
 * stable: other modules depend on them.
 *
 * Every filter is optional; an absent, null or empty list means "no restriction". Filters combine with AND; the
 * ids inside one list combine with OR (a hotel in any of the cities, with any of the styles).
 */
export interface HotelFilters {
  /** Free text: accent-insensitive, typo-tolerant match on the hotel name. */
  search?: string | null
  /**
   * Also match `search` against the hotel's city, region and country names in every locale (the free-text
   * destination of the availability search). The catalog list matches names only.
   */
  searchLocations?: boolean
  /** Locale whose location names count most when `searchLocations` is set (default en). */
  locale?: Locale
  countries?: readonly number[] | null
  regions?: readonly number[] | null
  cities?: readonly number[] | null
  hotels?: readonly number[] | null
  /** Exact star ratings (1-5). */
  stars?: readonly number[] | null
  kinds?: readonly number[] | null
  styles?: readonly number[] | null
  sustainability?: readonly SustainabilityLevel[] | null
  /** Owner organizations (a dmc's own list, or the search's organizationId). */
  organizationIds?: readonly number[] | null
}

export type HotelSortKey = 'relevance' | 'name' | 'stars'
export interface HotelSort {
  key: HotelSortKey
  descending: boolean
}
export interface HotelPage {
  /** Default relevance: best search matches first, then the most popular hotels. */
  sort?: HotelSort
  /** Absent = every matching row. */
  limit?: number
  offset?: number
}

export interface HotelRow {
  id: number
  name: string
  address: string
  cityId: number
  regionId: number
  countryId: number
  /** Decimal degrees as strings, as the wire shows them. */
  lat: string
  lon: string
  stars: number
  styleIds: number[]
  kindIds: number[]
  sustainability: SustainabilityLevel
  currency: string
  giataId: string | null
  koediaId: string | null
  rakutenId: string | null
  /** Owner (a dmc organization). */
  organizationId: number
  /** Deterministic demo popularity, 0-1000: the relevance order when there is no search text. */
  popularity: number
  /** Search relevance 0-100 for this query (0 without search text). */
  score: number
}

export interface HotelImageRow {
  id: number
  hotelId: number
  position: number
  name: string
  /** Media type of an uploaded file; null for the generated placeholder. */
  mediaType: string | null
}

interface RawHotel {
  id: number
  name: string
  address: string
  city_id: number
  region_id: number
  country_id: number
  lat: string
  lon: string
  stars: number
  style_mask: number
  kind_mask: number
  sustainability: SustainabilityLevel
  currency: string
  giata_id: string | null
  koedia_id: string | null
  rakuten_id: string | null
  organization_id: number
  popularity: number
  score: number
}

const COLUMNS = `h.id, h.name, h.name_norm, h.address, h.city_id, h.region_id, h.country_id, h.lat, h.lon, h.stars,
  h.style_mask, h.kind_mask, h.sustainability, h.currency, h.giata_id, h.koedia_id, h.rakuten_id,
  h.organization_id, h.popularity`

const withFuzzy = new WeakSet<Database.Database>()
/**
 * The shared statement cache (filters change the SQL shape, never the values in it), with the search's fuzzy-match
 * SQL function registered on the connection first: SQLite resolves functions when it prepares.
 */
function hotelStatement(db: Database.Database, sql: string): Database.Statement {
  if (!withFuzzy.has(db)) {
    // The SQL function is registered once per connection (reset opens a new one).
    db.function('sbx_fuzzy', { deterministic: true }, (name: unknown, query: unknown) =>
      typeof name === 'string' && typeof query === 'string' ? fuzzyScore(name, query) : 0,
    )
    withFuzzy.add(db)
  }
  return statement(db, sql)
}

const hasItems = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  list !== undefined && list !== null && list.length > 0

/** Per-city relevance of the search text against city, region and country names: {"c12": 95, ...}. */
function locationScores(query: string, locale: Locale): Record<string, number> {
  const scores: Record<string, number> = {}
  for (const city of CITIES) {
    const region = regionById(city.regionId)
    const country = countryById(city.countryId)
    // A city name match ranks above a region match, which ranks above a country match.
    const score = Math.max(
      locationScore(city.names, query, locale),
      region === undefined ? 0 : locationScore(region.names, query, locale) * 0.9,
      country === undefined ? 0 : locationScore(country.names, query, locale) * 0.85,
    )
    if (score > 0) scores[`c${city.id}`] = Math.round(score * 100) / 100
  }
  return scores
}

interface BuiltQuery {
  /** SELECT of the filtered rows, with a `score` column. */
  sql: string
  params: unknown[]
  searching: boolean
}

function buildQuery(filters: HotelFilters): BuiltQuery {
  const where: string[] = []
  const params: unknown[] = []
  const inList = (column: string, values: readonly unknown[] | null | undefined): void => {
    if (!hasItems(values)) return
    where.push(`${column} IN (SELECT value FROM json_each(?))`)
    params.push(JSON.stringify(values))
  }
  inList('h.country_id', filters.countries)
  inList('h.region_id', filters.regions)
  inList('h.city_id', filters.cities)
  inList('h.id', filters.hotels)
  inList('h.stars', filters.stars)
  inList('h.sustainability', filters.sustainability)
  inList('h.organization_id', filters.organizationIds)
  if (hasItems(filters.kinds)) {
    where.push('(h.kind_mask & ?) != 0')
    params.push(idsToMask(filters.kinds, HOTEL_KINDS))
  }
  if (hasItems(filters.styles)) {
    where.push('(h.style_mask & ?) != 0')
    params.push(idsToMask(filters.styles, HOTEL_STYLES))
  }

  const query = normalizeText(filters.search ?? '')
  const whereSql = where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`
  if (query === '') {
    return { sql: `SELECT ${COLUMNS}, 0 AS score FROM hotels h ${whereSql}`, params, searching: false }
  }
  let scoreSql = 'sbx_fuzzy(h.name_norm, ?)'
  const scoreParams: unknown[] = [query]
  if (filters.searchLocations === true) {
    scoreSql = `max(${scoreSql}, coalesce(json_extract(?, '$.c' || h.city_id), 0))`
    scoreParams.push(JSON.stringify(locationScores(query, filters.locale ?? 'en')))
  }
  // The inner query computes the score once per row; the outer one keeps the matches.
  return {
    sql: `SELECT * FROM (SELECT ${COLUMNS}, ${scoreSql} AS score FROM hotels h ${whereSql}) h WHERE h.score > 0`,
    params: [...scoreParams, ...params],
    searching: true,
  }
}

function orderBy(sort: HotelSort | undefined, searching: boolean): string {
  const direction = sort?.descending === true ? 'DESC' : 'ASC'
  switch (sort?.key ?? 'relevance') {
    case 'name':
      return `ORDER BY h.name_norm ${direction}, h.id ${direction}`
    case 'stars':
      return `ORDER BY h.stars ${direction}, h.name_norm ASC, h.id ASC`
    default:
      return searching
        ? 'ORDER BY h.score DESC, h.popularity DESC, h.id ASC'
        : 'ORDER BY h.popularity DESC, h.id ASC'
  }
}

function toRow(raw: RawHotel): HotelRow {
  return {
    id: raw.id,
    name: raw.name,
    address: raw.address,
    cityId: raw.city_id,
    regionId: raw.region_id,
    countryId: raw.country_id,
    lat: raw.lat,
    lon: raw.lon,
    stars: raw.stars,
    styleIds: maskToIds(raw.style_mask),
    kindIds: maskToIds(raw.kind_mask),
    sustainability: raw.sustainability,
    currency: raw.currency,
    giataId: raw.giata_id,
    koediaId: raw.koedia_id,
    rakutenId: raw.rakuten_id,
    organizationId: raw.organization_id,
    popularity: raw.popularity,
    score: Math.round(raw.score * 100) / 100,
  }
}

/**
 * A name search with no other filter than countries and owners, in relevance order: what the search index
 * (hotel-search-index.ts) answers exactly, in milliseconds instead of a fuzzy score of every row (~200 ms over
 * 100,000 hotels). Any other filter, sort or the location match takes the scan.
 */
function indexable(filters: HotelFilters, sort: HotelSort | undefined): boolean {
  return (
    normalizeText(filters.search ?? '') !== '' &&
    filters.searchLocations !== true &&
    (sort?.key ?? 'relevance') === 'relevance' &&
    !hasItems(filters.regions) &&
    !hasItems(filters.cities) &&
    !hasItems(filters.hotels) &&
    !hasItems(filters.stars) &&
    !hasItems(filters.kinds) &&
    !hasItems(filters.styles) &&
    !hasItems(filters.sustainability)
  )
}

/** One page of matching hotels and the total number of matches. */
export function findHotels(
  db: Database.Database,
  filters: HotelFilters,
  page: HotelPage = {},
): { rows: HotelRow[]; total: number } {
  if (!indexable(filters, page.sort)) return scanHotels(db, filters, page)
  const offset = page.offset ?? 0
  const found = searchHotelIndex(
    db,
    {
      text: normalizeText(filters.search ?? ''),
      countries: filters.countries ?? null,
      organizationIds: filters.organizationIds ?? null,
    },
    page.limit === undefined ? Number.MAX_SAFE_INTEGER : offset + page.limit,
  )
  const hits = found.rows.slice(offset)
  const byId = getHotelsByIds(
    db,
    hits.map((hit) => hit.id),
  )
  const rows = hits.flatMap((hit) => {
    const row = byId.get(hit.id)
    return row === undefined ? [] : [{ ...row, score: hit.score }]
  })
  return { rows, total: found.total }
}

/** `findHotels` by the straightforward scan: every filter and sort; the reference the index is tested against. */
export function scanHotels(
  db: Database.Database,
  filters: HotelFilters,
  page: HotelPage = {},
): { rows: HotelRow[]; total: number } {
  const built = buildQuery(filters)
  const total = (
    hotelStatement(db, `SELECT count(*) AS n FROM (${built.sql})`).get(...built.params) as { n: number }
  ).n
  const sql = `${built.sql} ${orderBy(page.sort, built.searching)} LIMIT ? OFFSET ?`
  const raws = hotelStatement(db, sql).all(...built.params, page.limit ?? -1, page.offset ?? 0) as RawHotel[]
  return { rows: raws.map(toRow), total }
}

/** Ids of every matching hotel, in the requested order (default relevance): the availability search's input. */
/** Ids of the matching hotels in the sort's order; the first `limit` only when given. */
export function findHotelIds(
  db: Database.Database,
  filters: HotelFilters,
  sort?: HotelSort,
  limit?: number,
): number[] {
  const built = buildQuery(filters)
  const sql = `SELECT h.id FROM (${built.sql}) h ${orderBy(sort, built.searching)}`
  if (limit === undefined)
    return hotelStatement(db, sql)
      .pluck()
      .all(...built.params) as number[]
  return hotelStatement(db, `${sql} LIMIT ?`)
    .pluck()
    .all(...built.params, limit) as number[]
}

export function getHotel(db: Database.Database, id: number): HotelRow | null {
  const raw = hotelStatement(db, `SELECT ${COLUMNS}, 0 AS score FROM hotels h WHERE h.id = ?`).get(id) as
    RawHotel | undefined
  return raw === undefined ? null : toRow(raw)
}

/** Hotels by id (unknown ids are simply absent from the map). */
export function getHotelsByIds(db: Database.Database, ids: readonly number[]): Map<number, HotelRow> {
  const sql = `SELECT ${COLUMNS}, 0 AS score FROM hotels h WHERE h.id IN (SELECT value FROM json_each(?))`
  const raws = hotelStatement(db, sql).all(JSON.stringify(ids)) as RawHotel[]
  return new Map(raws.map((raw) => [raw.id, toRow(raw)]))
}

/** Images of these hotels, in display order (see hotel-images.repo.ts). */
export function getHotelImages(
  db: Database.Database,
  hotelIds: readonly number[],
): Map<number, HotelImageRow[]> {
  return imagesOfHotels(db, hotelIds)
}

/** One image with its stored file (null data = a generated placeholder). */
export function getHotelImageFile(
  db: Database.Database,
  imageId: number,
): { id: number; hotelId: number; mediaType: string | null; data: Buffer | null } | null {
  return hotelImageFile(db, imageId)
}

/** Distinct cities where these organizations own hotels (scope=organization of the location lists). */
export function citiesOwnedBy(db: Database.Database, organizationIds: readonly number[]): number[] {
  const sql = `SELECT DISTINCT city_id FROM hotels WHERE organization_id IN (SELECT value FROM json_each(?))`
  return hotelStatement(db, sql).pluck().all(JSON.stringify(organizationIds)) as number[]
}
