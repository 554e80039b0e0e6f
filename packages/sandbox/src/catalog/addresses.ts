import { createRng, type Rng } from '../platform/random'
import { CENTRAL_CITIES } from './addresses.central'
import { EAST_CITIES } from './addresses.east'
import { OVERSEAS_CITIES } from './addresses.overseas'
import type { CityStyle, CountryStyle } from './addresses.types'
import { WEST_CITIES } from './addresses.west'
import type { CityRef, CountryRef } from './locations'

/**
 * Addresses and phone numbers of the demo hotels, written the way their own country writes them: the city's own
 * streets (landmarks never leave their city), the country's postcode and address order, the city's area code.
 */
const CITY_STYLES: Record<string, CityStyle> = {
  ...WEST_CITIES,
  ...CENTRAL_CITIES,
  ...EAST_CITIES,
  ...OVERSEAS_CITIES,
}

const GERMAN = '{street} {n}, {postcode} {city}'
const ROMANCE = '{street}, {n}, {postcode} {city}'
const COUNTRY_STYLES: Record<string, CountryStyle> = {
  FR: {
    format: '{n} {street}, {postcode} {city}',
    streets: ['Rue de la République', 'Avenue Jean Jaurès', 'Rue Pasteur', 'Boulevard Gambetta'],
  },
  ES: { format: ROMANCE, streets: ['Calle Mayor', 'Calle Real', 'Plaza de España', 'Calle del Carmen'] },
  PT: {
    format: ROMANCE,
    streets: ['Rua Direita', 'Avenida da República', 'Rua 25 de Abril', 'Largo da Igreja'],
  },
  IT: {
    format: ROMANCE,
    streets: ['Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Corso Italia', 'Via Cavour'],
  },
  DE: { format: GERMAN, streets: ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße'] },
  CH: { format: GERMAN, streets: ['Seestrasse', 'Dorfstrasse', 'Kirchgasse'] },
  AT: { format: GERMAN, streets: ['Hauptstraße', 'Bahnhofstraße', 'Kirchengasse'] },
  NL: { format: GERMAN, streets: ['Stationsweg', 'Kerkstraat', 'Molenstraat'] },
  GB: {
    format: '{n} {street}, {city} {postcode}',
    streets: ['High Street', 'Station Road', 'Church Street'],
  },
  GR: { format: GERMAN, streets: ['Ελευθερίου Βενιζέλου', '25ης Μαρτίου', 'Εθνικής Αντιστάσεως'] },
  PL: { format: GERMAN, streets: ['ul. Mickiewicza', 'ul. Kościuszki', 'ul. Sienkiewicza'] },
  CZ: { format: GERMAN, streets: ['Nádražní', 'Husova', 'Palackého'] },
  HR: {
    format: GERMAN,
    streets: ['Ulica kralja Tomislava', 'Ulica Ante Starčevića', 'Ulica Stjepana Radića'],
  },
  MA: {
    format: '{n} {street}, {postcode} {city}',
    streets: ['Avenue Mohammed V', 'Boulevard Hassan II', 'Rue Ibn Khaldoun'],
  },
  TR: {
    format: '{street} No:{n}, {postcode} {city}',
    streets: ['Atatürk Caddesi', 'Cumhuriyet Caddesi', 'İnönü Caddesi'],
  },
  BR: {
    format: '{street}, {n}, {city}, {postcode}',
    streets: ['Rua XV de Novembro', 'Rua Sete de Setembro', 'Avenida Getúlio Vargas', 'Rua Tiradentes'],
    maxNumber: 2400,
  },
  AR: {
    format: '{street} {n}, {postcode} {city}',
    streets: ['Avenida San Martín', 'Calle Belgrano', 'Avenida Sarmiento', 'Calle Rivadavia'],
    maxNumber: 2400,
  },
  MX: {
    format: '{street} {n}, {postcode} {city}',
    streets: ['Avenida Juárez', 'Calle Hidalgo', 'Avenida Morelos', 'Calle 5 de Mayo'],
    maxNumber: 600,
  },
  US: { format: '{n} {street}, {city} {postcode}', streets: [], maxNumber: 1800 },
  JP: { format: '〒{postcode} {city}{street}{n}', streets: [], blockNumbers: true },
}

/** Letters of British, Dutch and Argentinian postcodes (the British inward code never uses C, I, K, M, O, V). */
const POSTCODE_LETTERS = 'ABDEFGHJLNPRSTUWXYZ'

/** Fills a pattern: `#` a digit (the first one of a phone's local part never 0), `@` a letter. */
function fill(rng: Rng, pattern: string): string {
  let out = ''
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern.charCodeAt(index)
    if (char === DIGIT) out += String(rng.int(0, 9))
    else if (char === LETTER) out += POSTCODE_LETTERS[rng.int(0, POSTCODE_LETTERS.length - 1)]
    else out += pattern[index]
  }
  return out
}
const DIGIT = '#'.charCodeAt(0)
const LETTER = '@'.charCodeAt(0)

function styleOf(city: CityRef): CityStyle {
  const style = CITY_STYLES[city.key]
  if (style === undefined) throw new Error(`no address style for the city ${city.key}`)
  return style
}

/** The streets of a city alone (what addresses elsewhere never show), without their pinned postcodes. */
export function cityStreets(cityKey: string): readonly string[] {
  return (CITY_STYLES[cityKey]?.streets ?? []).map((street) => street.split('|')[0] as string)
}

/** A street and the postcode pattern pinned to it (`name|postcode`), if any. */
interface Street {
  name: string
  pinned: string | undefined
}

/**
 * A city's address style read once for all its hotels (100,000 hotels made each address split its street and
 * scan its format again): the streets split from their postcodes, the format cut at its fields.
 */
interface CityAddresses {
  own: readonly Street[]
  shared: readonly Street[]
  postcodes: readonly string[]
  maxNumber: number
  blockNumbers: boolean
  /** The format's text around its fields: text, field, text, field... text (fields in FIELDS). */
  pieces: readonly string[]
  fields: ReadonlyArray<(typeof FIELDS)[number]>
  city: string
}

const FIELDS = ['{street}', '{n}', '{postcode}', '{city}'] as const
const compiled = new Map<string, CityAddresses>()

function streetsOf(streets: readonly string[]): Street[] {
  return streets.map((street) => {
    const [name, pinned] = street.split('|') as [string, string | undefined]
    return { name, pinned }
  })
}

function compile(city: CityRef, country: CountryRef): CityAddresses {
  const style = styleOf(city)
  const countryStyle = COUNTRY_STYLES[country.alpha2] ?? { format: GERMAN, streets: [] }
  const pieces: string[] = []
  const fields: Array<(typeof FIELDS)[number]> = []
  let rest = countryStyle.format
  for (;;) {
    const next = FIELDS.map((field) => ({ field, at: rest.indexOf(field) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at)[0]
    if (next === undefined) break
    pieces.push(rest.slice(0, next.at))
    fields.push(next.field)
    rest = rest.slice(next.at + next.field.length)
  }
  pieces.push(rest)
  return {
    own: streetsOf(style.streets),
    shared: streetsOf(style.sharesCountryStreets === false ? [] : countryStyle.streets),
    postcodes: style.postcodes,
    maxNumber: countryStyle.maxNumber ?? 120,
    blockNumbers: countryStyle.blockNumbers === true,
    pieces,
    fields,
    city: style.label ?? city.names.local,
  }
}

/** A hotel's postal address in its own city. */
export function hotelAddress(rng: Rng, city: CityRef, country: CountryRef): string {
  let style = compiled.get(city.key)
  if (style === undefined) compiled.set(city.key, (style = compile(city, country)))
  // Two streets out of three are the city's own, the rest the country's common names.
  const roll = rng.next()
  const pool = style.shared.length > 0 && roll >= 2 / 3 ? style.shared : style.own
  const street = pool[Math.floor(rng.next() * pool.length)] as Street
  const number = style.blockNumbers
    ? `${rng.int(1, 8)}-${rng.int(1, 20)}-${rng.int(1, 20)}`
    : String(rng.int(1, style.maxNumber))
  const postcode = fill(
    rng,
    street.pinned ?? (style.postcodes[Math.floor(rng.next() * style.postcodes.length)] as string),
  )
  let address = style.pieces[0] as string
  for (let index = 0; index < style.fields.length; index += 1) {
    const field = style.fields[index]
    address +=
      (field === '{street}'
        ? street.name
        : field === '{n}'
          ? number
          : field === '{postcode}'
            ? postcode
            : style.city) + (style.pieces[index + 1] as string)
  }
  return address
}

/** A hotel's phone number: a pure function of the seed and the hotel id, on a stream of its own. */
export function hotelPhone(seed: number, hotelId: number, cityKey: string): string | null {
  const pattern = CITY_STYLES[cityKey]?.phone
  if (pattern === undefined) return null
  const rng = createRng(seed, `catalog.phones:${hotelId}`)
  // The local number never starts with 0 (that is the trunk prefix dialled inside the country).
  const local = pattern.indexOf('#')
  return pattern.slice(0, local) + String(rng.int(2, 9)) + fill(rng, pattern.slice(local + 1))
}
