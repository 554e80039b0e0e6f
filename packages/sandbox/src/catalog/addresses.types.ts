/**
 * How addresses and phone numbers read in each demo city and country (addresses.ts builds them).
 *
 * Patterns: `#` is a digit, `@` a capital letter (postcodes) — `+43 1 ### ## ##`, `SW1A #@@`, `1012 @@`.
 */
export interface CityStyle {
  /**
   * Streets of this city only (landmarks: the Promenade des Anglais is a Nice address, never a Paris one).
   * `name|postcode` pins the postcode pattern of a street whose district is known ('Kärntner Straße|1010').
   */
  streets: readonly string[]
  /** Postcode patterns of the city, for streets without a pinned one. */
  postcodes: readonly string[]
  /** Its landline numbers, with the country's calling code and the city's area code. */
  phone: string
  /** The city as an address writes it, when not just its local name ('New York, NY', '東京都'). */
  label?: string
  /** False where the country's common street names would read wrong (Catalan Barcelona, Venice's calli). */
  sharesCountryStreets?: false
}

export interface CountryStyle {
  /** {street} {n} {postcode} {city}. */
  format: string
  /** Street names found all over the country ('Hauptstraße', 'Calle Mayor'), shared by its cities. */
  streets: readonly string[]
  /** Highest house number drawn (default 120). */
  maxNumber?: number
  /** Japanese block numbers (chōme-banchi-gō) instead of a house number. */
  blockNumbers?: true
}

/** Consecutive postcodes, zero-padded: span(75001, 75020, 5) = Paris's arrondissements. */
export function span(from: number, to: number, width: number, step = 1): string[] {
  const codes: string[] = []
  for (let code = from; code <= to; code += step) codes.push(String(code).padStart(width, '0'))
  return codes
}
