import type { HotelCatalogItem } from '../../shared/api/catalog'
import { allRows, getRow, parseJson, run, statement, type Db } from './statements'

/**
 * The hotel catalog (table `hotels` and its FTS index, 0010-catalog). Rows are written a page at a time by the
 * catalog sync; each carries the number of the full pass that last saw it, so a completed pass can delete the
 * hotels the service no longer lists.
 */

export interface CachedHotel {
  id: string
  name: string
  cityId: string
  cityName: string
  countryId: string
  countryName: string
  stars: number
  organizationId: string
  /** The catalog item exactly as the service sent it. */
  raw: HotelCatalogItem
  fetchedAt: string
  syncPass: number
}

interface HotelRow {
  id: string
  name: string
  city_id: string
  city_name: string
  country_id: string
  country_name: string
  stars: number
  organization_id: string
  raw_json: string
  fetched_at: string
  sync_pass: number
}

const toHotel = (row: HotelRow): CachedHotel => ({
  id: row.id,
  name: row.name,
  cityId: row.city_id,
  cityName: row.city_name,
  countryId: row.country_id,
  countryName: row.country_name,
  stars: row.stars,
  organizationId: row.organization_id,
  raw: parseJson<HotelCatalogItem>(row.raw_json),
  fetchedAt: row.fetched_at,
  syncPass: row.sync_pass,
})

/**
 * The city's every spelling comes from the cities table when the locations are already cached (the sync fetches
 * them first), else the hotel's own city name: "lisboa" then finds the hotels of Lisbon in any locale.
 * Positional parameters, bound straight from the hotel's fields: no object built per row (a sync binds 100,000).
 */
const UPSERT = `
  INSERT INTO hotels (id, name, city_id, city_name, city_names, country_id, country_name, stars, organization_id,
    raw_json, fetched_at, sync_pass)
  VALUES (?, ?, ?, ?, coalesce((SELECT search_names FROM cities WHERE id = ?), ?), ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, city_id = excluded.city_id, city_name = excluded.city_name,
    city_names = excluded.city_names, country_id = excluded.country_id, country_name = excluded.country_name,
    stars = excluded.stars, organization_id = excluded.organization_id, raw_json = excluded.raw_json,
    fetched_at = excluded.fetched_at, sync_pass = excluded.sync_pass`

/**
 * A periodic full pass meets mostly unchanged hotels. The page's stored JSON is read in one query and compared
 * as text (same service, same key order); unchanged hotels are then marked seen in one statement that touches no
 * indexed column, so neither the indexes nor the FTS index are rewritten. Only new or changed hotels go through
 * the full upsert.
 */
const STORED_JSON = `SELECT id, raw_json FROM hotels WHERE id IN (SELECT value FROM json_each(?))`
const MARK_SEEN = `UPDATE hotels SET sync_pass = ?, fetched_at = ? WHERE id IN (SELECT value FROM json_each(?))`

/**
 * Inserts or updates hotels by id, in one transaction (a savepoint inside the caller's, so the sync can write
 * its cursor atomically with the page). Returns the number of hotels written.
 */
export function upsertHotels(
  db: Db,
  hotels: readonly HotelCatalogItem[],
  stamp: { fetchedAt: string; syncPass: number },
): number {
  return db.transaction(() => {
    const stored = new Map(
      allRows<{ id: string; raw_json: string }>(
        db,
        STORED_JSON,
        JSON.stringify(hotels.map((hotel) => hotel.id)),
      ).map((row) => [row.id, row.raw_json]),
    )
    const unchanged: string[] = []
    const upsert = statement(db, UPSERT)
    for (const hotel of hotels) {
      const rawJson = JSON.stringify(hotel)
      if (stored.get(hotel.id) === rawJson) {
        unchanged.push(hotel.id)
        continue
      }
      upsert.run(
        hotel.id,
        hotel.name,
        hotel.city.id,
        hotel.city.name,
        hotel.city.id,
        hotel.city.name,
        hotel.country.id,
        hotel.country.name,
        hotel.stars,
        hotel.organizationId,
        rawJson,
        stamp.fetchedAt,
        stamp.syncPass,
      )
    }
    if (unchanged.length > 0) run(db, MARK_SEEN, stamp.syncPass, stamp.fetchedAt, JSON.stringify(unchanged))
    return hotels.length
  })()
}

/** After a complete pass: the hotels it did not see are no longer listed by the service. */
export function deleteHotelsNotInPass(db: Db, syncPass: number): number {
  return run(db, 'DELETE FROM hotels WHERE sync_pass <> ?', syncPass).changes
}

export function deleteAllHotels(db: Db): number {
  return run(db, 'DELETE FROM hotels').changes
}

export function getHotel(db: Db, id: string): CachedHotel | null {
  const row = getRow<HotelRow>(db, 'SELECT * FROM hotels WHERE id = ?', id)
  return row === undefined ? null : toHotel(row)
}

export function countHotels(db: Db): number {
  return getRow<{ n: number }>(db, 'SELECT count(*) AS n FROM hotels')?.n ?? 0
}

/** Hotels seen by a given pass: the progress of a resumed pass, counted from what is really stored. */
export function countHotelsInPass(db: Db, syncPass: number): number {
  return getRow<{ n: number }>(db, 'SELECT count(*) AS n FROM hotels WHERE sync_pass = ?', syncPass)?.n ?? 0
}

/** Every cached hotel id, sorted (consistency checks: compare with the service's list). */
export function listHotelIds(db: Db): string[] {
  return allRows<{ id: string }>(db, 'SELECT id FROM hotels ORDER BY id').map((row) => row.id)
}
