import type { HotelCatalogItem } from '../../shared/api/catalog'
import { toPrefixQuery } from './fts'
import { allRows, parseJson, type Db } from './statements'

/**
 * Local hotel search over the cached catalog: what the hotel search box answers on every keystroke, online or
 * not. The FTS index (0010-catalog) covers hotel names and every spelling of their city.
 */

export interface HotelSearchQuery {
  /** Words typed so far; each must start a word of the name or of the city ("hot lis"). */
  text: string
  cityId?: string
  countryId?: string
  limit: number
}

export interface HotelHit {
  id: string
  name: string
  cityId: string
  cityName: string
  countryId: string
  countryName: string
  stars: number
  address: string
  /** The first image of the catalog item, for a thumbnail. */
  imageUrl: string | null
}

interface HitRow {
  id: string
  name: string
  city_id: string
  city_name: string
  country_id: string
  country_name: string
  stars: number
  raw_json: string
}

const toHit = (row: HitRow): HotelHit => {
  const raw = parseJson<Pick<HotelCatalogItem, 'address' | 'images'>>(row.raw_json)
  return {
    id: row.id,
    name: row.name,
    cityId: row.city_id,
    cityName: row.city_name,
    countryId: row.country_id,
    countryName: row.country_name,
    stars: row.stars,
    address: raw.address,
    imageUrl: raw.images[0]?.url ?? null,
  }
}

/**
 * A match in the name counts ten times one in the city: "lisb" lists "Lisboa Plaza" before the other hotels of
 * Lisbon. Ties (every hotel of a city matched by its city name) go to more stars, then the name. The place keys
 * only filter, they never rank.
 */
const RANK = 'bm25(hotels_fts, 10.0, 1.0, 0.0)'
const COLUMNS = 'h.id, h.name, h.city_id, h.city_name, h.country_id, h.country_name, h.stars, h.raw_json'

export const HOTEL_SEARCH_SQL = {
  /** Text, optionally within a place: the place is part of the FTS match (see hotelMatch). */
  text: `
    SELECT ${COLUMNS} FROM (
      SELECT rowid, ${RANK} AS score FROM hotels_fts WHERE hotels_fts MATCH ? ORDER BY score LIMIT ?
    ) f JOIN hotels h ON h.seq = f.rowid
    ORDER BY f.score, h.stars DESC, h.name`,
  city: `SELECT ${COLUMNS} FROM hotels h WHERE h.city_id = ? ORDER BY h.stars DESC LIMIT ?`,
  country: `SELECT ${COLUMNS} FROM hotels h WHERE h.country_id = ? ORDER BY h.stars DESC LIMIT ?`,
} as const

/** An FTS phrase for a place key, as the generated `place_keys` column spells it ("city<id>"). */
const placeKey = (prefix: 'city' | 'country', id: string): string => `"${prefix}${id.replace(/"/g, '""')}"`

/**
 * The words typed match names and city spellings only (a word such as "city" must not match every place key);
 * a city or country restricts the match inside the index.
 */
export function hotelMatch(words: string, place: { cityId?: string; countryId?: string } = {}): string {
  const parts = [`{name city_names} : (${words})`]
  if (place.cityId !== undefined) parts.push(`place_keys : ${placeKey('city', place.cityId)}`)
  if (place.countryId !== undefined) parts.push(`place_keys : ${placeKey('country', place.countryId)}`)
  return parts.join(' AND ')
}

/** Ranked hotels for the words typed, optionally in one city or country; [] for an empty query and no place. */
export function searchHotels(db: Db, query: HotelSearchQuery): HotelHit[] {
  const words = toPrefixQuery(query.text)
  const limit = Math.max(1, Math.trunc(query.limit))
  let rows: HitRow[]
  if (words !== null) {
    const place = {
      ...(query.cityId === undefined ? {} : { cityId: query.cityId }),
      ...(query.countryId === undefined ? {} : { countryId: query.countryId }),
    }
    rows = allRows<HitRow>(db, HOTEL_SEARCH_SQL.text, hotelMatch(words, place), limit)
  } else if (query.cityId !== undefined) {
    rows = allRows<HitRow>(db, HOTEL_SEARCH_SQL.city, query.cityId, limit)
  } else if (query.countryId !== undefined) {
    rows = allRows<HitRow>(db, HOTEL_SEARCH_SQL.country, query.countryId, limit)
  } else {
    rows = []
  }
  return rows.map(toHit)
}
