import { allRows, type Db } from './statements'

/**
 * Where cached places and hotels are, by id, for destination suggestions that came from the service: its
 * search answers a title and sometimes a description, the cache knows the city, region and country.
 */

export type PlaceKind = 'city' | 'region' | 'country' | 'hotel'

interface PlaceRow {
  id: string
  city: string | null
  region: string | null
  country: string | null
}

const SQL: Record<PlaceKind, string> = {
  hotel: `SELECT id, city_name AS city, NULL AS region, country_name AS country FROM hotels
    WHERE id IN (SELECT value FROM json_each(?))`,
  city: `SELECT ci.id, NULL AS city, r.name AS region, co.name AS country FROM cities ci
    LEFT JOIN regions r ON r.id = ci.region_id LEFT JOIN countries co ON co.id = ci.country_id
    WHERE ci.id IN (SELECT value FROM json_each(?))`,
  region: `SELECT r.id, NULL AS city, NULL AS region, co.name AS country FROM regions r
    LEFT JOIN countries co ON co.id = r.country_id WHERE r.id IN (SELECT value FROM json_each(?))`,
  country: `SELECT id, NULL AS city, NULL AS region, NULL AS country FROM countries
    WHERE id IN (SELECT value FROM json_each(?))`,
}

/**
 * "City, Country" of a hotel, "Region, Country" of a city, the country of a region, null for a country; a place
 * missing from the cache is missing from the map.
 */
export function placeDetails(db: Db, kind: PlaceKind, ids: readonly string[]): Map<string, string | null> {
  const details = new Map<string, string | null>()
  if (ids.length === 0) return details
  for (const row of allRows<PlaceRow>(db, SQL[kind], JSON.stringify(ids))) {
    const parts = [row.city, row.region, row.country].filter((part): part is string => Boolean(part))
    details.set(row.id, parts.length === 0 ? null : parts.join(', '))
  }
  return details
}

/** What tells cached hotels of one name and city apart: their address and stars, by id. */
export function hotelMarks(db: Db, ids: readonly string[]): Map<string, { address: string; stars: number }> {
  const marks = new Map<string, { address: string; stars: number }>()
  if (ids.length === 0) return marks
  const rows = allRows<{ id: string; address: string | null; stars: number }>(
    db,
    `SELECT id, raw_json ->> '$.address' AS address, stars FROM hotels WHERE id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(ids),
  )
  for (const row of rows) marks.set(row.id, { address: (row.address ?? '').trim(), stars: row.stars })
  return marks
}
