import type Database from 'better-sqlite3'
import { getHotelsByIds, type HotelRow } from '../catalog/hotels.repo'
import { cityById, countryById, regionById } from '../catalog/locations'

/** What a booking shows of its hotel (v1 `hotel`, v3 `hotel { id, name }`), read through the catalog's repository. */
export interface HotelSummary {
  id: number
  name: string
  stars: number
  address: string | null
  cityName: string | null
  regionName: string | null
  countryName: string | null
  currency: string
  organizationId: number
}

// English names: the v1 booking endpoints take no locale.
function summarize(row: HotelRow): HotelSummary {
  return {
    id: row.id,
    name: row.name,
    stars: row.stars,
    address: row.address,
    cityName: cityById(row.cityId)?.names.en ?? null,
    regionName: regionById(row.regionId)?.names.en ?? null,
    countryName: countryById(row.countryId)?.names.en ?? null,
    currency: row.currency,
    organizationId: row.organizationId,
  }
}

export function hotelSummaries(
  db: Database.Database,
  hotelIds: readonly number[],
): Map<number, HotelSummary> {
  const rows = getHotelsByIds(db, [...new Set(hotelIds)])
  return new Map([...rows].map(([id, row]) => [id, summarize(row)]))
}

export function hotelSummary(db: Database.Database, hotelId: number): HotelSummary | null {
  return hotelSummaries(db, [hotelId]).get(hotelId) ?? null
}
