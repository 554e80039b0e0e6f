import reference from '../../../../resources/reference/locations.json' with { type: 'json' }
import { fuzzyScore, normalizeText } from '../platform/text'

/**
 * The real countries, regions and cities of resources/reference/locations.json, with their ids (1-based positions
 * in each list, stable because the file is only ever appended to). Locations are static reference data, so the
 * lookups below are in memory; the catalog module also copies them into SQLite tables for SQL joins.
 */
export const LOCALES = ['en', 'fr', 'es', 'de'] as const
export type Locale = (typeof LOCALES)[number]

/** A name per supported locale plus the name used on the spot (Lisboa, Zürich, Αθήνα). */
export type LocalizedNames = Record<Locale | 'local', string>

export interface CountryRef {
  id: number
  alpha2: string
  currency: string
  /** Language of hotel names generated there (ISO 639-1). */
  language: string
  names: LocalizedNames
}
export interface RegionRef {
  id: number
  key: string
  countryId: number
  names: LocalizedNames
}
export interface CityRef {
  id: number
  key: string
  regionId: number
  countryId: number
  lat: number
  lon: number
  /** Relative share of the demo hotels placed in this city. */
  weight: number
  names: LocalizedNames
}

/** Every spelling of a location, normalized, tagged with its locale: what name filters and search match. */
export interface NameVariant {
  /** Every locale spelling the name this way ('local' = the name used on the spot). */
  locales: Array<Locale | 'local'>
  norm: string
}

interface ReferenceFile {
  countries: Array<Omit<CountryRef, 'id'>>
  regions: Array<{ key: string; country: string; names: LocalizedNames }>
  cities: Array<{
    key: string
    region: string
    country: string
    lat: number
    lon: number
    weight: number
    names: LocalizedNames
  }>
}

/** Accepts any string as a locale: unknown or missing -> en (spec: locale default en). */
export function toLocale(value: string | null | undefined): Locale {
  const lower = (value ?? '').toLowerCase().slice(0, 2)
  return (LOCALES as readonly string[]).includes(lower) ? (lower as Locale) : 'en'
}

function load() {
  // A JSON import, so that a bundled main process (Electron) carries the data inside it.
  const file = reference as ReferenceFile
  const countries: CountryRef[] = file.countries.map((country, index) => ({ ...country, id: index + 1 }))
  const countryId = new Map(countries.map((country) => [country.alpha2, country.id]))
  const regions: RegionRef[] = file.regions.map((region, index) => ({
    id: index + 1,
    key: region.key,
    countryId: countryId.get(region.country) ?? 0,
    names: region.names,
  }))
  const regionId = new Map(regions.map((region) => [region.key, region.id]))
  const cities: CityRef[] = file.cities.map((city, index) => ({
    id: index + 1,
    key: city.key,
    regionId: regionId.get(city.region) ?? 0,
    countryId: countryId.get(city.country) ?? 0,
    lat: city.lat,
    lon: city.lon,
    weight: city.weight,
    names: city.names,
  }))
  return { countries, regions, cities }
}

const data = load()
export const COUNTRIES: readonly CountryRef[] = data.countries
export const REGIONS: readonly RegionRef[] = data.regions
export const CITIES: readonly CityRef[] = data.cities

const countriesById = new Map(COUNTRIES.map((country) => [country.id, country]))
const regionsById = new Map(REGIONS.map((region) => [region.id, region]))
const citiesById = new Map(CITIES.map((city) => [city.id, city]))

export const countryById = (id: number): CountryRef | undefined => countriesById.get(id)
export const regionById = (id: number): RegionRef | undefined => regionsById.get(id)
export const cityById = (id: number): CityRef | undefined => citiesById.get(id)
export const countryByAlpha2 = (alpha2: string): CountryRef | undefined =>
  COUNTRIES.find((country) => country.alpha2 === alpha2.toUpperCase())

/** The display name in a locale (every reference entry has all four). */
export function localName(names: LocalizedNames, locale: Locale): string {
  return names[locale] || names.en
}

const variantCache = new WeakMap<LocalizedNames, NameVariant[]>()
/** Distinct normalized spellings of a name, each with the locales that spell it so. */
export function nameVariants(names: LocalizedNames): NameVariant[] {
  const cached = variantCache.get(names)
  if (cached !== undefined) return cached
  const byNorm = new Map<string, NameVariant>()
  for (const locale of [...LOCALES, 'local'] as const) {
    const norm = normalizeText(names[locale])
    if (norm === '') continue
    const variant = byNorm.get(norm)
    if (variant === undefined) byNorm.set(norm, { locales: [locale], norm })
    else variant.locales.push(locale)
  }
  const variants = [...byNorm.values()]
  variantCache.set(names, variants)
  return variants
}

/**
 * Relevance of a location's names for a normalized query, with the spec's locale boost: a match in the requested
 * locale counts fully, a match in English (the fallback) slightly less, a match in another spelling less again.
 */
export function locationScore(names: LocalizedNames, query: string, locale: Locale): number {
  let best = 0
  for (const variant of nameVariants(names)) {
    const raw = fuzzyScore(variant.norm, query)
    if (raw === 0) continue
    const weight = variant.locales.includes(locale) ? 1 : variant.locales.includes('en') ? 0.95 : 0.9
    best = Math.max(best, raw * weight)
  }
  return Math.round(best * 100) / 100
}
