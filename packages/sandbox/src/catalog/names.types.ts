/**
 * Word lists for realistic demo hotel names, per language of the country (see
 * locations.json `language`). Languages without a list fall back to English. Addresses: addresses.ts.
 */
export interface LanguageWords {
  prefixes: readonly string[]
  cores: readonly string[]
}
