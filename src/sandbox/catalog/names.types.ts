/**
 * Word lists for realistic demo hotel names and street addresses, per language of the country (see
 * locations.json `language`). Languages without a list fall back to English.
 */
export interface LanguageWords {
  prefixes: readonly string[]
  cores: readonly string[]
  streets: readonly string[]
  /** How an address reads there: {n} number, {street}, {city}. */
  addressFormat: string
}
