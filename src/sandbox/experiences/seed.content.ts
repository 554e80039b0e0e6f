import type { Difficulty, ExperienceType } from '../../shared/api/experiences-v3.enums'

/**
 * Copy of the demo experiences, in English and French: one template per kind of experience, completed with the
 * city's name in each language. Descriptions are small HTML fragments, as suppliers write them.
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
  en: (city: string) => DemoTexts
  fr: (city: string) => DemoTexts
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

export const li = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

const VARIANTS_EN = [
  '',
  ' – small group',
  ' – private tour',
  ' – morning edition',
  ' for families',
  ' – evening edition',
]
const VARIANTS_FR = [
  '',
  ' – petit groupe',
  ' – visite privée',
  ' – édition du matin',
  ' en famille',
  ' – édition du soir',
]
/** The n-th variant of a template's name, so one city can offer the same kind of tour several ways. */
export function variantName(name: string, variant: number, locale: 'en' | 'fr'): string {
  const list = locale === 'en' ? VARIANTS_EN : VARIANTS_FR
  const suffix = list[variant % list.length] ?? ''
  const round = Math.floor(variant / list.length)
  return `${name}${suffix}${round > 0 ? ` (${round + 1})` : ''}`
}
