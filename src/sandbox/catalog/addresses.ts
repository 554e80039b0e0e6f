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
  for (const char of pattern) {
    if (char === '#') out += String(rng.int(0, 9))
    else if (char === '@') out += POSTCODE_LETTERS[rng.int(0, POSTCODE_LETTERS.length - 1)]
    else out += char
  }
  return out
}

function styleOf(city: CityRef): CityStyle {
  const style = CITY_STYLES[city.key]
  if (style === undefined) throw new Error(`no address style for the city ${city.key}`)
  return style
}

/** The streets of a city alone (what addresses elsewhere never show), without their pinned postcodes. */
export function cityStreets(cityKey: string): readonly string[] {
  return (CITY_STYLES[cityKey]?.streets ?? []).map((street) => street.split('|')[0] as string)
}

/** A hotel's postal address in its own city. */
export function hotelAddress(rng: Rng, city: CityRef, country: CountryRef): string {
  const style = styleOf(city)
  const countryStyle = COUNTRY_STYLES[country.alpha2] ?? { format: GERMAN, streets: [] }
  const shared = style.sharesCountryStreets === false ? [] : countryStyle.streets
  // Two streets out of three are the city's own, the rest the country's common names.
  const roll = rng.next()
  const pool = shared.length > 0 && roll >= 2 / 3 ? shared : style.streets
  const [street, pinned] = rng.pick(pool).split('|') as [string, string | undefined]
  const number = countryStyle.blockNumbers
    ? `${rng.int(1, 8)}-${rng.int(1, 20)}-${rng.int(1, 20)}`
    : String(rng.int(1, countryStyle.maxNumber ?? 120))
  const postcode = fill(rng, pinned ?? rng.pick(style.postcodes))
  return countryStyle.format
    .replace('{street}', street)
    .replace('{n}', number)
    .replace('{postcode}', postcode)
    .replace('{city}', style.label ?? city.names.local)
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
