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
 * Lisbon. Ties (every hotel of a city matched by its city name) go to more stars, then the name.
 */
const RANK = 'bm25(hotels_fts, 10.0, 1.0)'
const COLUMNS = 'h.id, h.name, h.city_id, h.city_name, h.country_id, h.country_name, h.stars, h.raw_json'

export const HOTEL_SEARCH_SQL = {
  text: `
    SELECT ${COLUMNS} FROM (
      SELECT rowid, ${RANK} AS score FROM hotels_fts WHERE hotels_fts MATCH ? ORDER BY score LIMIT ?
    ) f JOIN hotels h ON h.seq = f.rowid
    ORDER BY f.score, h.stars DESC, h.name`,
  textInCity: `
    SELECT ${COLUMNS} FROM hotels_fts f JOIN hotels h ON h.seq = f.rowid
    WHERE hotels_fts MATCH ? AND h.city_id = ?
    ORDER BY ${RANK}, h.stars DESC, h.name LIMIT ?`,
  textInCountry: `
    SELECT ${COLUMNS} FROM hotels_fts f JOIN hotels h ON h.seq = f.rowid
    WHERE hotels_fts MATCH ? AND h.country_id = ?
    ORDER BY ${RANK}, h.stars DESC, h.name LIMIT ?`,
  city: `SELECT ${COLUMNS} FROM hotels h WHERE h.city_id = ? ORDER BY h.stars DESC LIMIT ?`,
  country: `SELECT ${COLUMNS} FROM hotels h WHERE h.country_id = ? ORDER BY h.stars DESC LIMIT ?`,
} as const

/** Ranked hotels for the words typed, optionally in one city or country; [] for an empty query and no place. */
export function searchHotels(db: Db, query: HotelSearchQuery): HotelHit[] {
  const match = toPrefixQuery(query.text)
  const limit = Math.max(1, Math.trunc(query.limit))
  let rows: HitRow[]
  if (match === null) {
    if (query.cityId !== undefined) rows = allRows<HitRow>(db, HOTEL_SEARCH_SQL.city, query.cityId, limit)
    else if (query.countryId !== undefined)
      rows = allRows<HitRow>(db, HOTEL_SEARCH_SQL.country, query.countryId, limit)
    else rows = []
  } else if (query.cityId !== undefined) {
    rows = allRows<HitRow>(db, HOTEL_SEARCH_SQL.textInCity, match, query.cityId, limit)
  } else if (query.countryId !== undefined) {
    rows = allRows<HitRow>(db, HOTEL_SEARCH_SQL.textInCountry, match, query.countryId, limit)
  } else {
    rows = allRows<HitRow>(db, HOTEL_SEARCH_SQL.text, match, limit)
  }
  return rows.map(toHit)
}
