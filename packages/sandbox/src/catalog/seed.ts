import type Database from 'better-sqlite3'
import { bulkWriter, withoutIndexes, type BulkValue } from '../platform/bulk'
import { createRng, type Rng } from '../platform/random'
import { CITIES, COUNTRIES, REGIONS, countryById, type CityRef, type CountryRef } from './locations'
import { hotelAddress } from './addresses'
import { encodeDemoImages } from './demo-images'
import { HotelNames, KIND, nameShape } from './hotel-names'
import { IMAGE_NAMES } from './names'
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
  if (country.alpha2 === 'MA' && rng.chance(0.45)) return [KIND.riad, KIND.guesthouse]
  if (country.alpha2 === 'JP' && rng.chance(0.25)) return [KIND.ryokan]
  if ((country.alpha2 === 'PT' || country.alpha2 === 'BR') && rng.chance(0.2)) return [KIND.pousada]
  if (stars <= 2) return [rng.weighted([KIND.hotel, KIND.hostel, KIND.guesthouse, KIND.bnb], [5, 2, 2, 2])]
  const main = rng.weighted(
    [KIND.hotel, KIND.boutique, KIND.resort, KIND.aparthotel, KIND.villa],
    [10, stars >= 4 ? 4 : 2, stars >= 4 ? 3 : 1, 2, stars === 5 ? 1 : 0],
  )
  return main === KIND.boutique && rng.chance(0.3) ? [KIND.hotel, KIND.boutique] : [main]
}

/** Stars 1-5, weighted toward the mid-range as in a real catalog. */
const STARS = [1, 2, 3, 4, 5]
const STAR_WEIGHTS = [5, 15, 35, 32, 13]
const STYLES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
const SUSTAINABILITY_WEIGHTS = [3, 4, 3, 2]
/** The shape of a plain hotel's name (nameShape): the only one whose old generator drew a third number. */
const NAMED_PLAIN = nameShape([KIND.hotel])

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

/** The bit mask of ids from 1 (styles, kinds): a loop, not a closure made per hotel. */
function bitMask(ids: readonly number[]): number {
  let mask = 0
  for (const id of ids) mask |= 1 << (id - 1)
  return mask
}

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
    const cityId = cityOfHotel[i] as number
    cityOfHotel[i] = cityOfHotel[j] as number
    cityOfHotel[j] = cityId
  }

  const names = new HotelNames(nameRng, seed)
  const citiesById = new Map(CITIES.map((city) => [city.id, city]))
  const row: BulkValue[] = new Array<BulkValue>(HOTEL_COLUMNS.length)
  let imageId = 0
  withoutIndexes(db, ['hotels'], () => {
    // Rows go to SQLite a chunk at a time as they are made (see bulkWriter), and one row array is reused.
    const writer = bulkWriter(db, 'hotels', HOTEL_COLUMNS)
    for (let index = 0; index < cityOfHotel.length; index += 1) {
      const id = index + 1
      const city = citiesById.get(cityOfHotel[index] as number) as CityRef
      const country = countryById(city.countryId) as CountryRef
      const stars = rng.weighted(STARS, STAR_WEIGHTS)
      const kinds = pickKinds(rng, country, stars)
      const styles = rng.sample(STYLES, rng.int(1, 3))
      if (stars === 5 && !styles.includes(6)) styles[0] = 6
      const shape = nameShape(kinds)
      // Names draw from a stream of their own; the catalog stream burns the draws its earlier name generator made,
      // so that stars, kinds, owners and everything after stay what they were (and the demo bookings with them).
      rng.next()
      rng.next()
      if (shape === NAMED_PLAIN) rng.next()
      const name = names.name(city, country, shape, stars)
      const iberian = SHARED_CITIES.has(city.key) ? rng.chance(0.5) : IBERIAN_MARKETS.has(country.alpha2)
      // External content ids: unique by construction (the step is wider than the random part), some missing.
      const giata = rng.chance(0.8) ? String(1_000_000 + id * 13 + rng.int(0, 12)) : null
      const koedia = rng.chance(0.6) ? `KD${String(id * 7 + rng.int(0, 6)).padStart(8, '0')}` : null
      const rakuten = rng.chance(0.5) ? String(20_000 + id * 11 + rng.int(0, 10)) : null
      // Addresses draw from their own stream too; the catalog stream burns the two draws the old one made here.
      rng.next()
      rng.next()
      row[0] = id
      row[1] = name.name
      row[2] = name.norm
      row[3] = hotelAddress(addressRng, city, country)
      row[4] = city.id
      row[5] = city.regionId
      row[6] = city.countryId
      row[7] = (city.lat + (rng.next() - 0.5) * 0.08).toFixed(6)
      row[8] = (city.lon + (rng.next() - 0.5) * 0.1).toFixed(6)
      row[9] = stars
      row[10] = bitMask(styles)
      row[11] = bitMask(kinds)
      row[12] = rng.weighted(SUSTAINABILITY_LEVELS, SUSTAINABILITY_WEIGHTS)
      row[13] = country.currency
      row[14] = giata
      row[15] = koedia
      row[16] = rakuten
      row[17] = iberian ? IBERIA_DMC_ID : ATLAS_DMC_ID
      row[18] = Math.min(1000, Math.floor(rng.next() * 700) + stars * 60)
      // The first image is always the façade (the main picture); the others vary. Ids run on across hotels.
      const imageNames = [0]
      const imageCount = rng.int(2, 4)
      for (let position = 1; position < imageCount; position += 1)
        imageNames.push(rng.int(1, IMAGE_NAMES.length - 1))
      row[19] = imageId + 1
      row[20] = encodeDemoImages(imageNames)
      imageId += imageCount
      writer.add(row)
    }
    writer.end()
  })
}
