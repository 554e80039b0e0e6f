import type { Difficulty, ExperienceType } from '../../../../src/shared/api/experiences-v3.enums'

/**
 * The demo experiences' templates: one per kind of experience. Their copy, per supplier language, lives in ./copy
 * and is keyed by `key`. Descriptions are small HTML fragments, as suppliers write them.
 */
export interface DemoTexts {
  name: string
  summary: string
  description: string
  highlights: string
  includedServices: string
  excludedServices: string
}

export interface DemoTemplate {
  key: string
  type: ExperienceType
  themes: number[]
  segments: number[]
  difficulty: Difficulty | null
  hours: number
  minutes: number
  guiding: boolean
  pax: [number, number]
  /** Minimum age, when the experience has one. */
  minAge: number | null
  /** Base adult price in EUR. */
  price: number
  /** Number of days of a program (1 otherwise). */
  days?: number
  /** Cities (keys) where it makes sense; absent = everywhere. */
  onlyIn?: ReadonlySet<string>
  notIn?: ReadonlySet<string>
}

export const INLAND = new Set([
  'madrid',
  'granada',
  'munchen',
  'salzburg',
  'innsbruck',
  'brno',
  'zagreb',
  'marrakech',
  'fes',
  'mendoza',
  'oaxaca',
  'ciudad-de-mexico',
  'kyoto',
  'sao-paulo',
  'warszawa',
])
export const NO_WINE = new Set([
  'marrakech',
  'fes',
  'casablanca',
  'essaouira',
  'istanbul',
  'antalya',
  'izmir',
  'tokyo',
  'kyoto',
  'osaka',
  'new-york',
  'miami',
  'cancun',
  'oaxaca',
  'ciudad-de-mexico',
  'sao-paulo',
  'rio-de-janeiro',
  'salvador',
  'florianopolis',
  'london',
  'edinburgh',
  'amsterdam',
  'rotterdam',
  'gdansk',
  'warszawa',
  'krakow',
])
