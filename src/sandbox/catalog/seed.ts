import type Database from 'better-sqlite3'
import { bulkInsert, withoutIndexes } from '../platform/bulk'
import { createRng, type Rng } from '../platform/random'
import { normalizeText } from '../platform/text'
import { CITIES, COUNTRIES, REGIONS, countryById, type CityRef, type CountryRef } from './locations'
import { hotelAddress } from './addresses'
import { encodeDemoImages } from './demo-images'
import { familyNames } from './family-names'
import { IMAGE_NAMES, wordsFor } from './names'
import { SUSTAINABILITY_LEVELS } from './taxonomy'

/** Owners of the demo hotels: the two supplier organizations (see platform/organizations.ts). */
export const ATLAS_DMC_ID = 3
export const IBERIA_DMC_ID = 4
/**
 * Each supplier has its markets, so `scope=organization` means something: Iberia Local Experts owns the hotels of
 * the Iberian and Latin American markets, Atlas Ground Services the rest; both operate in a few gateway cities.
 */
const IBERIAN_MARKETS = new Set(['ES', 'PT', 'MX', 'AR', 'BR'])
const SHARED_CITIES = new Set(['paris', 'london', 'lisboa', 'marrakech'])

const KIND = { hotel: 1, boutique: 2, resort: 3, aparthotel: 4, guesthouse: 5, hostel: 6, villa: 7, bnb: 8 }
const RIAD = 9
const RYOKAN = 10
const POUSADA = 11

/**
 * How many of `total` hotels each city gets: proportional to the city weights, largest remainder first, so the
 * counts always add up to `total` and depend on nothing but `total`.
 */
export function hotelsPerCity(total: number): Map<number, number> {
  const weightSum = CITIES.reduce((sum, city) => sum + city.weight, 0)
  const shares = CITIES.map((city) => {
    const exact = (total * city.weight) / weightSum
    return { id: city.id, count: Math.floor(exact), remainder: exact - Math.floor(exact) }
  })
  let missing = total - shares.reduce((sum, share) => sum + share.count, 0)
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.id - b.id)) {
    if (missing <= 0) break
    share.count += 1
    missing -= 1
  }
  return new Map(shares.map((share) => [share.id, share.count]))
}

function seedLocations(db: Database.Database): void {
  const insertCountry = db.prepare(
    'INSERT INTO countries (id, alpha2, currency, name_en, name_fr, name_es, name_de, name_local) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  for (const c of COUNTRIES) {
    insertCountry.run(
      c.id,
      c.alpha2,
      c.currency,
      c.names.en,
      c.names.fr,
      c.names.es,
      c.names.de,
      c.names.local,
    )
  }
  const insertRegion = db.prepare(
    'INSERT INTO regions (id, country_id, name_en, name_fr, name_es, name_de, name_local) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const r of REGIONS) {
    insertRegion.run(r.id, r.countryId, r.names.en, r.names.fr, r.names.es, r.names.de, r.names.local)
  }
  const insertCity = db.prepare(
    `INSERT INTO cities (id, region_id, country_id, lat, lon, name_en, name_fr, name_es, name_de, name_local)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const c of CITIES) {
    insertCity.run(
      c.id,
      c.regionId,
      c.countryId,
      c.lat,
      c.lon,
      c.names.en,
      c.names.fr,
      c.names.es,
      c.names.de,
      c.names.local,
    )
  }
}

function pickKinds(rng: Rng, country: CountryRef, stars: number): number[] {
  if (country.alpha2 === 'MA' && rng.chance(0.45)) return [RIAD, KIND.guesthouse]
  if (country.alpha2 === 'JP' && rng.chance(0.25)) return [RYOKAN]
  if ((country.alpha2 === 'PT' || country.alpha2 === 'BR') && rng.chance(0.2)) return [POUSADA]
  if (stars <= 2) return [rng.weighted([KIND.hotel, KIND.hostel, KIND.guesthouse, KIND.bnb], [5, 2, 2, 2])]
  const main = rng.weighted(
    [KIND.hotel, KIND.boutique, KIND.resort, KIND.aparthotel, KIND.villa],
    [10, stars >= 4 ? 4 : 2, stars >= 4 ? 3 : 1, 2, stars === 5 ? 1 : 0],
  )
  return main === KIND.boutique && rng.chance(0.3) ? [KIND.hotel, KIND.boutique] : [main]
}

/** Words that promise luxury (never on a hotel under 4 stars) or a budget stay (never on one above 3). */
const LUXURY_WORDS = /\b(grand|gran|palace|palais|palacio|palácio|palazzo|royal|imperial|crown)\b/iu
const BUDGET_WORDS = /\b(hostal|hostel|pension|pensjonat|penzion|pansiyon|pansion|gasthof|albergo|inn)\b/iu

/** Fits the stars: luxury words from 4 stars, budget words up to 3; a list left empty keeps its plain words. */
function fitting(words: readonly string[], stars: number): readonly string[] {
  const kept = words.filter(
    (word) => !(stars < 4 && LUXURY_WORDS.test(word)) && !(stars > 3 && BUDGET_WORDS.test(word)),
  )
  return kept.length > 0 ? kept : words.filter((word) => !LUXURY_WORDS.test(word) && !BUDGET_WORDS.test(word))
}

const fittingCache = new Map<string, { cores: readonly string[]; prefixes: readonly string[] }>()
/** Cores that start in lower case ("do Mar", "del Duomo"), tested once rather than per hotel. */
const lowerStart = new Set<string>()

/** The country's name words that fit the stars, computed once per country and stars. */
function fittingWords(country: CountryRef, stars: number) {
  const key = `${country.alpha2}:${stars}`
  let words = fittingCache.get(key)
  if (words === undefined) {
    const all = wordsFor(country.language, country.alpha2)
    words = { cores: fitting(all.cores, stars), prefixes: fitting(all.prefixes, stars) }
    for (const core of words.cores) if (/^\p{Ll}/u.test(core)) lowerStart.add(core)
    fittingCache.set(key, words)
  }
  return words
}

/**
 * A hotel name that promises what the hotel is (see fitting) and is unique in its city (`taken`): a few draws of
 * the language's words, then a family-run name (family-names.ts), then the next ordinal of the first draw as a last resort (only very
 * large catalogs, or countries without family names, get there).
 */
function hotelName(
  rng: Rng,
  city: CityRef,
  country: CountryRef,
  kinds: number[],
  stars: number,
  taken: Map<string, number>,
  seed: number,
): string {
  const { cores, prefixes } = fittingWords(country, stars)
  const draw = (): string => {
    const core = rng.pick(cores)
    const prefix = rng.pick(prefixes)
    if (kinds.includes(RIAD)) return `Riad ${core}`
    if (kinds.includes(RYOKAN)) return `Ryokan ${core}`
    if (kinds.includes(POUSADA)) return `Pousada ${core}`
    // "do Mar", "del Duomo" need a head word before a suffix can follow.
    const base = lowerStart.has(core) ? `${prefix} ${core}` : core
    if (kinds.includes(KIND.hostel)) return `${base} Hostel`
    if (kinds.includes(KIND.aparthotel)) return `${base} Apartments ${city.names.local}`
    if (kinds.includes(KIND.resort)) return stars >= 4 ? `${base} Resort & Spa` : `${base} Resort`
    // Some hotels carry their city in the name, as many do ("Hotel Lumière Paris").
    return rng.chance(0.2) ? `${prefix} ${core} ${city.names.local}` : `${prefix} ${core}`
  }
  let name = draw()
  for (let attempt = 0; attempt < 2 && taken.has(name); attempt += 1) name = draw()
  if (taken.has(name)) {
    const first = name
    const families = familyNames(country.alpha2, seed)
    for (let attempt = 0; attempt < 3 && taken.has(name) && families.length > 0; attempt += 1) {
      const family = rng.pick(families)
      const prefix = rng.pick(prefixes)
      if (kinds.includes(KIND.hostel)) name = `${family} Hostel`
      else name = rng.chance(0.5) ? `${prefix} ${family}` : `${prefix} ${family} ${city.names.local}`
    }
    if (taken.has(name)) {
      // The ordinal after the last one given to this name: no walk from 2 each time.
      let ordinal = (taken.get(first) ?? 1) + 1
      while (taken.has(`${first} ${ordinal}`)) ordinal += 1
      taken.set(first, ordinal)
      name = `${first} ${ordinal}`
    }
  }
  if (!taken.has(name)) taken.set(name, 1)
  return name
}

/** Stars 1-5, weighted toward the mid-range as in a real catalog. */
const STAR_WEIGHTS = [5, 15, 35, 32, 13]

const HOTEL_COLUMNS = [
  'id',
  'name',
  'name_norm',
  'address',
  'city_id',
  'region_id',
  'country_id',
  'lat',
  'lon',
  'stars',
  'style_mask',
  'kind_mask',
  'sustainability',
  'currency',
  'giata_id',
  'koedia_id',
  'rakuten_id',
  'organization_id',
  'popularity',
  'image_first',
  'image_code',
]

/** Fills locations and `options.hotels` hotels; a pure function of the seed and the hotel count. */
export function seedCatalog(db: Database.Database, seed: number, hotelCount: number): void {
  seedLocations(db)
  const rng = createRng(seed, 'catalog.hotels')
  const nameRng = createRng(seed, 'catalog.names')
  const addressRng = createRng(seed, 'catalog.addresses')
  // One city per hotel, in a deterministic shuffled order so that ids do not cluster by city.
  const cityOfHotel: number[] = []
  for (const [cityId, count] of hotelsPerCity(hotelCount))
    for (let i = 0; i < count; i += 1) cityOfHotel.push(cityId)
  for (let i = cityOfHotel.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1))
    ;[cityOfHotel[i], cityOfHotel[j]] = [cityOfHotel[j] as number, cityOfHotel[i] as number]
  }

  const hotelRows: Array<Array<string | number | null>> = []
  const namesByCity = new Map<number, Map<string, number>>()
  const citiesById = new Map(CITIES.map((city) => [city.id, city]))
  let imageId = 0
  cityOfHotel.forEach((cityId, index) => {
    const id = index + 1
    const city = citiesById.get(cityId) as CityRef
    const country = countryById(city.countryId) as CountryRef
    const stars = rng.weighted([1, 2, 3, 4, 5], STAR_WEIGHTS)
    const kinds = pickKinds(rng, country, stars)
    const styles = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], rng.int(1, 3))
    if (stars === 5 && !styles.includes(6)) styles[0] = 6
    let taken = namesByCity.get(city.id)
    if (taken === undefined) namesByCity.set(city.id, (taken = new Map()))
    // Names draw from a stream of their own; the catalog stream burns the draws its earlier name generator made,
    // so that stars, kinds, owners and everything after stay what they were (and the demo bookings with them).
    rng.next()
    rng.next()
    if (
      ![RIAD, RYOKAN, POUSADA, KIND.hostel, KIND.aparthotel, KIND.resort].some((kind) => kinds.includes(kind))
    )
      rng.next()
    const name = hotelName(nameRng, city, country, kinds, stars, taken, seed)
    const iberian = SHARED_CITIES.has(city.key) ? rng.chance(0.5) : IBERIAN_MARKETS.has(country.alpha2)
    const owner = iberian ? IBERIA_DMC_ID : ATLAS_DMC_ID
    // External content ids: unique by construction (the step is wider than the random part), some missing.
    const giata = rng.chance(0.8) ? String(1_000_000 + id * 13 + rng.int(0, 12)) : null
    const koedia = rng.chance(0.6) ? `KD${String(id * 7 + rng.int(0, 6)).padStart(8, '0')}` : null
    const rakuten = rng.chance(0.5) ? String(20_000 + id * 11 + rng.int(0, 10)) : null
    // Addresses draw from their own stream too; the catalog stream burns the two draws the old one made here.
    rng.next()
    rng.next()
    const address = hotelAddress(addressRng, city, country)
    const hotelRow: Array<string | number | null> = [
      id,
      name,
      normalizeText(name),
      address,
      city.id,
      city.regionId,
      city.countryId,
      (city.lat + (rng.next() - 0.5) * 0.08).toFixed(6),
      (city.lon + (rng.next() - 0.5) * 0.1).toFixed(6),
      stars,
      styles.reduce((mask, style) => mask | (1 << (style - 1)), 0),
      kinds.reduce((mask, kind) => mask | (1 << (kind - 1)), 0),
      rng.weighted(SUSTAINABILITY_LEVELS, [3, 4, 3, 2]),
      country.currency,
      giata,
      koedia,
      rakuten,
      owner,
      Math.min(1000, Math.floor(rng.next() * 700) + stars * 60),
    ]
    // The first image is always the façade (the main picture); the others vary. Ids run on across hotels.
    const imageNames = [0]
    const imageCount = rng.int(2, 4)
    for (let position = 1; position < imageCount; position += 1)
      imageNames.push(rng.int(1, IMAGE_NAMES.length - 1))
    hotelRow.push(imageId + 1, encodeDemoImages(imageNames))
    imageId += imageCount
    hotelRows.push(hotelRow)
  })
  withoutIndexes(db, ['hotels'], () => bulkInsert(db, 'hotels', HOTEL_COLUMNS, hotelRows))
}
