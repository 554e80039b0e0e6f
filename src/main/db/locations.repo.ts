import type { City, Country, Region } from '../../shared/api/locations'
import { joinSpellings, toPrefixQuery } from './fts'
import { allRows, getRow, parseJson, run, type Db } from './statements'

/**
 * Countries, regions and cities of the catalog (tables of 0010-catalog). The lists are small (tens to a few
 * hundred places) and always fetched whole, so each is replaced as a set: upsert what came, delete what did not.
 */

export type LocationKind = 'country' | 'region' | 'city'

/** A location as received in the agent's locale, with every spelling the service gave in other locales. */
export interface LocationInput<T> {
  item: T
  /** Names of the same place in other locales (the item's own name is added). */
  spellings: readonly string[]
}

export interface CachedCountry {
  id: string
  name: string
  alpha2: string
  raw: Country
  fetchedAt: string
}
export interface CachedRegion {
  id: string
  name: string
  countryId: string
  raw: Region
  fetchedAt: string
}
export interface CachedCity {
  id: string
  name: string
  regionId: string
  countryId: string
  /** Every spelling, for search: "Zurich | Zürich | Zúrich". */
  searchNames: string
  raw: City
  fetchedAt: string
}

export interface LocationHit {
  kind: LocationKind
  id: string
  name: string
  /** The country's name; null for a country. */
  countryName: string | null
  /** The region's name for a city; null otherwise. */
  regionName: string | null
}

interface Row {
  id: string
  name: string
  search_names: string
  raw_json: string
  fetched_at: string
}

const TABLE: Record<LocationKind, 'countries' | 'regions' | 'cities'> = {
  country: 'countries',
  region: 'regions',
  city: 'cities',
}

/** Rewrites one kind's part of the location index, in the caller's transaction. */
function reindex(db: Db, kind: LocationKind): void {
  run(db, 'DELETE FROM locations_fts WHERE kind = ?', kind)
  run(
    db,
    `INSERT INTO locations_fts (kind, location_id, names) SELECT ?, id, search_names FROM ${TABLE[kind]}`,
    kind,
  )
}

/** Deletes the rows of a kind whose ids are not in `ids` (the list just fetched). */
function deleteOthers(db: Db, kind: LocationKind, ids: readonly string[]): number {
  return run(
    db,
    `DELETE FROM ${TABLE[kind]} WHERE id NOT IN (SELECT value FROM json_each(?))`,
    JSON.stringify(ids),
  ).changes
}

export function replaceCountries(
  db: Db,
  countries: readonly LocationInput<Country>[],
  fetchedAt: string,
): void {
  db.transaction(() => {
    for (const { item, spellings } of countries) {
      run(
        db,
        `INSERT INTO countries (id, name, alpha2, search_names, raw_json, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, alpha2 = excluded.alpha2,
           search_names = excluded.search_names, raw_json = excluded.raw_json, fetched_at = excluded.fetched_at`,
        item.id,
        item.name,
        item.alpha2,
        joinSpellings([item.name, item.alpha2, ...spellings]),
        JSON.stringify(item),
        fetchedAt,
      )
    }
    deleteOthers(
      db,
      'country',
      countries.map((country) => country.item.id),
    )
    reindex(db, 'country')
  })()
}

export function replaceRegions(db: Db, regions: readonly LocationInput<Region>[], fetchedAt: string): void {
  db.transaction(() => {
    for (const { item, spellings } of regions) {
      run(
        db,
        `INSERT INTO regions (id, country_id, name, search_names, raw_json, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET country_id = excluded.country_id, name = excluded.name,
           search_names = excluded.search_names, raw_json = excluded.raw_json, fetched_at = excluded.fetched_at`,
        item.id,
        item.country.id,
        item.name,
        joinSpellings([item.name, ...spellings]),
        JSON.stringify(item),
        fetchedAt,
      )
    }
    deleteOthers(
      db,
      'region',
      regions.map((region) => region.item.id),
    )
    reindex(db, 'region')
  })()
}

/**
 * Also brings the search spellings of the city's hotels up to date when they changed: the hotel sync leaves an
 * unchanged hotel row alone, so this is where a new spelling reaches the hotel index.
 */
export function replaceCities(db: Db, cities: readonly LocationInput<City>[], fetchedAt: string): void {
  db.transaction(() => {
    for (const { item, spellings } of cities) {
      const searchNames = joinSpellings([item.name, ...spellings])
      const before = getRow<{ search_names: string }>(
        db,
        'SELECT search_names FROM cities WHERE id = ?',
        item.id,
      )
      if (before !== undefined && before.search_names !== searchNames) {
        run(db, 'UPDATE hotels SET city_names = ? WHERE city_id = ?', searchNames, item.id)
      }
      run(
        db,
        `INSERT INTO cities (id, region_id, country_id, name, search_names, raw_json, fetched_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET region_id = excluded.region_id, country_id = excluded.country_id,
           name = excluded.name, search_names = excluded.search_names, raw_json = excluded.raw_json,
           fetched_at = excluded.fetched_at`,
        item.id,
        item.region.id,
        item.country.id,
        item.name,
        searchNames,
        JSON.stringify(item),
        fetchedAt,
      )
    }
    deleteOthers(
      db,
      'city',
      cities.map((city) => city.item.id),
    )
    reindex(db, 'city')
  })()
}

export function listCountries(db: Db): CachedCountry[] {
  return allRows<Row & { alpha2: string }>(db, 'SELECT * FROM countries ORDER BY name').map((row) => ({
    id: row.id,
    name: row.name,
    alpha2: row.alpha2,
    raw: parseJson<Country>(row.raw_json),
    fetchedAt: row.fetched_at,
  }))
}

export function listRegions(db: Db, countryId?: string): CachedRegion[] {
  const rows =
    countryId === undefined
      ? allRows<Row & { country_id: string }>(db, 'SELECT * FROM regions ORDER BY name')
      : allRows<Row & { country_id: string }>(
          db,
          'SELECT * FROM regions WHERE country_id = ? ORDER BY name',
          countryId,
        )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    countryId: row.country_id,
    raw: parseJson<Region>(row.raw_json),
    fetchedAt: row.fetched_at,
  }))
}

type CityRow = Row & { region_id: string; country_id: string }
const toCity = (row: CityRow): CachedCity => ({
  id: row.id,
  name: row.name,
  regionId: row.region_id,
  countryId: row.country_id,
  searchNames: row.search_names,
  raw: parseJson<City>(row.raw_json),
  fetchedAt: row.fetched_at,
})

export function listCities(db: Db, filter: { countryId?: string; regionId?: string } = {}): CachedCity[] {
  if (filter.regionId !== undefined) {
    return allRows<CityRow>(
      db,
      'SELECT * FROM cities WHERE region_id = ? ORDER BY name',
      filter.regionId,
    ).map(toCity)
  }
  if (filter.countryId !== undefined) {
    return allRows<CityRow>(
      db,
      'SELECT * FROM cities WHERE country_id = ? ORDER BY name',
      filter.countryId,
    ).map(toCity)
  }
  return allRows<CityRow>(db, 'SELECT * FROM cities ORDER BY name').map(toCity)
}

export function getCity(db: Db, id: string): CachedCity | null {
  const row = getRow<CityRow>(db, 'SELECT * FROM cities WHERE id = ?', id)
  return row === undefined ? null : toCity(row)
}

export function countLocations(db: Db): Record<LocationKind, number> {
  const count = (table: string): number =>
    getRow<{ n: number }>(db, `SELECT count(*) AS n FROM ${table}`)?.n ?? 0
  return { country: count('countries'), region: count('regions'), city: count('cities') }
}

/**
 * Places whose name (in any locale) starts with the words typed: "lisb" finds Lisbon, "zur" Zürich. Best match
 * first; on a tie cities before regions before countries, as the service's search does.
 */
export function searchLocations(
  db: Db,
  query: { text: string; kinds?: readonly LocationKind[]; limit: number },
): LocationHit[] {
  const match = toPrefixQuery(query.text)
  if (match === null) return []
  const kinds = query.kinds === undefined || query.kinds.length === 0 ? null : JSON.stringify(query.kinds)
  const hits = allRows<{ kind: LocationKind; id: string; score: number }>(
    db,
    `SELECT kind, location_id AS id, bm25(locations_fts) AS score FROM locations_fts
     WHERE locations_fts MATCH ? AND (? IS NULL OR kind IN (SELECT value FROM json_each(?)))
     ORDER BY score, CASE kind WHEN 'city' THEN 0 WHEN 'region' THEN 1 ELSE 2 END LIMIT ?`,
    match,
    kinds,
    kinds,
    query.limit,
  )
  return hits.map((hit) => describe(db, hit.kind, hit.id)).filter((hit): hit is LocationHit => hit !== null)
}

function describe(db: Db, kind: LocationKind, id: string): LocationHit | null {
  if (kind === 'country') {
    const row = getRow<{ name: string }>(db, 'SELECT name FROM countries WHERE id = ?', id)
    return row === undefined ? null : { kind, id, name: row.name, countryName: null, regionName: null }
  }
  if (kind === 'region') {
    const row = getRow<{ name: string; country_name: string | null }>(
      db,
      `SELECT r.name, c.name AS country_name FROM regions r LEFT JOIN countries c ON c.id = r.country_id
       WHERE r.id = ?`,
      id,
    )
    return row === undefined
      ? null
      : { kind, id, name: row.name, countryName: row.country_name, regionName: null }
  }
  const row = getRow<{ name: string; country_name: string | null; region_name: string | null }>(
    db,
    `SELECT ci.name, co.name AS country_name, r.name AS region_name FROM cities ci
     LEFT JOIN countries co ON co.id = ci.country_id LEFT JOIN regions r ON r.id = ci.region_id WHERE ci.id = ?`,
    id,
  )
  return row === undefined
    ? null
    : { kind, id, name: row.name, countryName: row.country_name, regionName: row.region_name }
}
