import { afterAll, describe, expect, it } from 'vitest'
import { cityStreets, hotelPhone } from '../../src/catalog/addresses'
import { CITIES, cityById, countryById } from '../../src/catalog/locations'
import { catalogModule } from '../../src/catalog/module'
import { seedCatalog } from '../../src/catalog/seed'
import { openStore } from '../../src/platform/store'
import { buildHotelProfile } from '../../src/rates/profile'

/** The demo world's addresses, phones and check-in instructions read like the hotel's own city and country. */
const SEED = 42
const db = openStore(null, [catalogModule])
db.transaction(() => seedCatalog(db, SEED, 2_400))()
const hotels = db
  .prepare('SELECT id, address, city_id, stars, currency, kind_mask FROM hotels ORDER BY id')
  .all() as Array<{
  id: number
  address: string
  city_id: number
  stars: number
  currency: string
  kind_mask: number
}>
afterAll(() => db.close())

const cityOf = (hotel: { city_id: number }) =>
  cityById(hotel.city_id) as NonNullable<ReturnType<typeof cityById>>
const alpha2Of = (hotel: { city_id: number }) => countryById(cityOf(hotel).countryId)?.alpha2 ?? ''

/** Calling codes as the ITU assigns them, written out here rather than read from the generator. */
const CALLING_CODES: Record<string, string> = {
  FR: '33',
  ES: '34',
  PT: '351',
  IT: '39',
  DE: '49',
  CH: '41',
  AT: '43',
  NL: '31',
  GB: '44',
  GR: '30',
  PL: '48',
  CZ: '420',
  HR: '385',
  MA: '212',
  TR: '90',
  BR: '55',
  AR: '54',
  MX: '52',
  US: '1',
  JP: '81',
}

/** Each country's postcode as it sits in an address. */
const POSTCODES: Record<string, RegExp> = {
  FR: /^\d+ .+, \d{5} /u,
  ES: /, \d+, \d{5} /u,
  PT: /, \d+, \d{4}-\d{3} /u,
  IT: /, \d+, \d{5} /u,
  DE: / \d+, \d{5} /u,
  CH: / \d+, \d{4} /u,
  AT: / \d+, \d{4} /u,
  NL: / \d+, \d{4} [A-Z]{2} /u,
  GB: / [A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/u,
  GR: / \d+, \d{3} \d{2} /u,
  PL: / \d+, \d{2}-\d{3} /u,
  CZ: / \d+, \d{3} \d{2} /u,
  HR: / \d+, \d{5} /u,
  MA: /^\d+ .+, \d{5} /u,
  TR: / No:\d+, \d{5} /u,
  BR: /, \d+, .+ - [A-Z]{2}, \d{5}-\d{3}$/u,
  AR: / \d+, [A-Z]\d{4}[A-Z]{3} /u,
  MX: / \d+, \d{5} /u,
  US: /^\d+ .+, [A-Z]{2} \d{5}$/u,
  JP: /^〒\d{3}-\d{4} .+\d+-\d+-\d+$/u,
}

describe('the addresses of a 2,400-hotel world', () => {
  it('name the hotel’s own city', () => {
    for (const hotel of hotels) expect(hotel.address).toContain(cityOf(hotel).names.local)
  })

  it('never show a street of one city in another city', () => {
    const foreign: string[] = []
    for (const city of CITIES) {
      const streets = cityStreets(city.key)
      for (const hotel of hotels) {
        if (hotel.city_id === city.id) continue
        for (const street of streets)
          if (hotel.address.includes(street)) foreign.push(`${street}: ${hotel.address}`)
      }
    }
    expect(foreign).toEqual([])
  })

  it('give every city addresses on its own landmark streets', () => {
    for (const city of CITIES) {
      const streets = cityStreets(city.key)
      expect(streets.length, city.key).toBeGreaterThanOrEqual(4)
      const own = hotels.filter(
        (hotel) => hotel.city_id === city.id && streets.some((street) => hotel.address.includes(street)),
      )
      expect(own.length, city.key).toBeGreaterThan(0)
    }
  })

  it('put the promenade in Nice and the Kärntner Straße in Vienna, with their postcodes', () => {
    const on = (street: string) => hotels.filter((hotel) => hotel.address.includes(street))
    const promenade = on('Promenade des Anglais').map((hotel) => cityOf(hotel).key)
    expect(promenade.length).toBeGreaterThan(0)
    expect(new Set(promenade)).toEqual(new Set(['nice']))
    for (const hotel of on('Kärntner Straße'))
      expect(hotel.address).toMatch(/^Kärntner Straße \d+, 1010 Wien$/u)
    for (const hotel of on('Getreidegasse')) expect(cityOf(hotel).key).toBe('salzburg')
  })

  it('write the postcode the country’s way', () => {
    const wrong = hotels.filter((hotel) => !POSTCODES[alpha2Of(hotel)]?.test(hotel.address))
    expect(wrong.map((hotel) => hotel.address)).toEqual([])
    const paris = hotels.filter((hotel) => cityOf(hotel).key === 'paris')
    for (const hotel of paris) expect(hotel.address).toMatch(/, 750(0[1-9]|1\d|20) Paris$/u)
    const london = hotels.filter((hotel) => cityOf(hotel).key === 'london')
    for (const hotel of london) expect(hotel.address).toMatch(/^\d+ .+, London (W|SW|WC|EC|SE|NW)\d/u)
  })

  it('are the same for the same seed and differ for another', () => {
    const again = openStore(null, [catalogModule])
    again.transaction(() => seedCatalog(again, SEED, 2_400))()
    const other = openStore(null, [catalogModule])
    other.transaction(() => seedCatalog(other, 7, 2_400))()
    const addresses = (store: typeof db) =>
      (store.prepare('SELECT address FROM hotels ORDER BY id').all() as Array<{ address: string }>).map(
        (row) => row.address,
      )
    expect(addresses(again)).toEqual(hotels.map((hotel) => hotel.address))
    expect(addresses(other)).not.toEqual(hotels.map((hotel) => hotel.address))
    again.close()
    other.close()
  })
})

describe('the hotels’ phone numbers', () => {
  it('start with the country’s calling code and the city’s area code', () => {
    for (const hotel of hotels) {
      const phone = hotelPhone(SEED, hotel.id, cityOf(hotel).key) ?? ''
      expect(phone.startsWith(`+${CALLING_CODES[alpha2Of(hotel)]} `), phone).toBe(true)
      expect(phone).toMatch(/^\+[\d -]+$/u)
    }
    const sample = (key: string) => {
      const hotel = hotels.find((candidate) => cityOf(candidate).key === key) as (typeof hotels)[number]
      return hotelPhone(SEED, hotel.id, key)
    }
    expect(sample('wien')).toMatch(/^\+43 1 [1-9]\d{2} \d{2} \d{2}$/u)
    expect(sample('paris')).toMatch(/^\+33 1 [1-9]\d( \d{2}){3}$/u)
    expect(sample('madrid')).toMatch(/^\+34 91 [1-9]\d{2} \d{2} \d{2}$/u)
    expect(sample('london')).toMatch(/^\+44 20 7\d{3} \d{4}$/u)
  })

  it('are a pure function of the seed and the hotel', () => {
    const phones = hotels.map((hotel) => hotelPhone(SEED, hotel.id, cityOf(hotel).key))
    expect(hotels.map((hotel) => hotelPhone(SEED, hotel.id, cityOf(hotel).key))).toEqual(phones)
    expect(new Set(phones).size).toBeGreaterThan(hotels.length * 0.99)
  })
})

describe('the check-in instructions of the rates', () => {
  const profiles = hotels.slice(0, 400).map((hotel) => ({
    hotel,
    profile: buildHotelProfile(SEED, { id: hotel.id, stars: hotel.stars, cityId: hotel.city_id }),
  }))
  const texts = profiles.flatMap(({ hotel, profile }) =>
    profile.suppliers.flatMap((offer) =>
      offer.rooms.flatMap((room) =>
        room.rates.flatMap((rate) =>
          rate.checkInInstructions ? [{ hotel, text: rate.checkInInstructions }] : [],
        ),
      ),
    ),
  )

  it('give a late arrival the hotel’s own number', () => {
    const withPhone = texts.filter(({ text }) => /\+\d/u.test(text.en))
    expect(withPhone.length).toBeGreaterThan(50)
    for (const { hotel, text } of withPhone)
      expect(text.en).toContain(hotelPhone(SEED, hotel.id, cityOf(hotel).key) as string)
  })

  it('speak the country’s language where the sandbox does, and name its rules', () => {
    const inCountry = (alpha2: string) => texts.filter(({ hotel }) => alpha2Of(hotel) === alpha2)
    for (const { text } of inCountry('AT')) expect(text.de).toBeDefined()
    for (const { text } of inCountry('FR')) expect(text.fr).toBeDefined()
    for (const { text } of inCountry('ES')) expect(text.es).toBeDefined()
    expect(inCountry('IT').some(({ text }) => text.en.includes('imposta di soggiorno'))).toBe(true)
    expect(inCountry('US').every(({ text }) => !text.en.includes('taxe'))).toBe(true)
  })
})
