import type { CatalogApi } from '../api/client'
import type { LocationInput } from '../db/locations.repo'
import { replaceCities, replaceCountries, replaceRegions } from '../db/locations.repo'
import type { Db } from '../db/statements'
import type { City, Country, PaginationMeta, Region } from '../../shared/api'

/**
 * Countries, regions and cities for the cache: the agent's locale gives the names shown, the other locales the
 * service speaks give the other spellings that search must find (Lisboa, Lisbonne, Zürich). A few hundred places
 * in all: a handful of one-page requests per pass.
 */
export const LOCATION_LOCALES = ['en', 'fr', 'es', 'de'] as const

export interface LocationLists {
  countries: LocationInput<Country>[]
  regions: LocationInput<Region>[]
  cities: LocationInput<City>[]
}

interface Page<T> {
  data: T[]
  meta: PaginationMeta
}

async function allPages<T>(fetchPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page += 1) {
    const list = await fetchPage(page)
    items.push(...list.data)
    if (page >= list.meta.lastPage || list.data.length === 0) return items
  }
}

interface Lists {
  countries: Country[]
  regions: Region[]
  cities: City[]
}

async function fetchLists(
  api: CatalogApi,
  locale: string,
  perPage: number,
  signal: AbortSignal | undefined,
): Promise<Lists> {
  const options = signal === undefined ? {} : { signal }
  const [countries, regions, cities] = await Promise.all([
    allPages((page) => api.countries({ page, perPage, locale, sort: 'id' }, options)),
    allPages((page) => api.regions({ page, perPage, locale, sort: 'id' }, options)),
    allPages((page) => api.cities({ page, perPage, locale, sort: 'id' }, options)),
  ])
  return { countries, regions, cities }
}

function withSpellings<T extends { id: string; name: string }>(
  items: readonly T[],
  others: readonly (readonly T[])[],
): LocationInput<T>[] {
  const spellings = new Map<string, string[]>()
  for (const list of others) {
    for (const item of list) {
      const names = spellings.get(item.id) ?? []
      names.push(item.name)
      spellings.set(item.id, names)
    }
  }
  return items.map((item) => ({ item, spellings: spellings.get(item.id) ?? [] }))
}

export async function fetchLocations(
  api: CatalogApi,
  locale: string,
  options: { perPage: number; signal?: AbortSignal },
): Promise<LocationLists> {
  const primary = await fetchLists(api, locale, options.perPage, options.signal)
  const others: Lists[] = []
  for (const other of LOCATION_LOCALES) {
    if (other !== locale) others.push(await fetchLists(api, other, options.perPage, options.signal))
  }
  return {
    countries: withSpellings(
      primary.countries,
      others.map((lists) => lists.countries),
    ),
    regions: withSpellings(
      primary.regions,
      others.map((lists) => lists.regions),
    ),
    cities: withSpellings(
      primary.cities,
      others.map((lists) => lists.cities),
    ),
  }
}

/** Stores the three lists in the caller's transaction (or its own). */
export function storeLocations(db: Db, lists: LocationLists, fetchedAt: string): void {
  db.transaction(() => {
    replaceCountries(db, lists.countries, fetchedAt)
    replaceRegions(db, lists.regions, fetchedAt)
    replaceCities(db, lists.cities, fetchedAt)
  })()
}

export function clearLocations(db: Db, at: string): void {
  storeLocations(db, { countries: [], regions: [], cities: [] }, at)
}
