import type { CityRef } from '../../catalog/locations'
import type { Rng } from '../../platform/random'
import type { DemoTemplate, DemoTexts } from '../seed.content'
import { cityName, COPY_LOCALES, PT_WITH_ARTICLE, type CopyLocale } from './days'
import { DE } from './de'
import { EN } from './en'
import { ES } from './es'
import { FR } from './fr'
import { IT } from './it'
import { PT } from './pt'
import { parseCopy, type TemplateCopy } from './parse'
import { COMMON_TEXTS, NAME_VARIANTS, OPENERS, OTHER_OPENERS, type CommonTexts } from './voice'

/**
 * The copy of one demo experience in its supplier's languages. Each supplier writes English, its own language
 * (Atlas Ground Services French, Iberia Local Experts Spanish) and, through its local team, the language of the
 * city when the service keeps texts in it (German in Vienna, Italian in Rome, Portuguese in Lisbon, French in
 * Iberia's Paris tours). One set of choices (which name, which
 * summary, which sentences) is drawn per experience and applied to every language, so the translations say the
 * same thing.
 */
export const SUPPLIER_LANGUAGE: Record<number, CopyLocale> = { 3: 'fr', 4: 'es' }

export function supplierLocales(owner: number, cityLanguage: string | undefined): CopyLocale[] {
  const own = SUPPLIER_LANGUAGE[owner] ?? 'fr'
  const local = COPY_LOCALES.find((locale) => locale === cityLanguage)
  return [...new Set<CopyLocale>(['en', own, ...(local === undefined ? [] : [local])])].sort()
}

let tables: Record<CopyLocale, Map<string, TemplateCopy>> | null = null
export function copyTables(): Record<CopyLocale, Map<string, TemplateCopy>> {
  tables ??= {
    en: parseCopy(EN),
    fr: parseCopy(FR),
    es: parseCopy(ES),
    de: parseCopy(DE),
    it: parseCopy(IT),
    pt: parseCopy(PT),
  }
  return tables
}

export interface CopyChoices {
  name: number
  summary: number
  opener: number
  body: number[]
  highlights: number[]
}

/** Draws the choices for one experience (`rng` is its own stream, so other demo data never shifts). */
export function drawChoices(rng: Rng, copy: TemplateCopy): CopyChoices {
  const indexes = (length: number) => Array.from({ length }, (_, index) => index)
  return {
    name: rng.int(0, copy.names.length - 1),
    summary: rng.int(0, copy.summaries.length - 1),
    opener: rng.int(0, OPENERS.en.length - 1),
    body: rng
      .sample(indexes(copy.body.length), Math.min(copy.body.length, rng.int(2, 3)))
      .sort((a, b) => a - b),
    highlights: rng.sample(indexes(copy.highlights.length), 3),
  }
}

export function templateCopy(locale: CopyLocale, key: string): TemplateCopy {
  const copy = copyTables()[locale].get(key)
  if (copy === undefined) throw new Error(`Experience copy: no ${locale} text for ${key}`)
  return copy
}

const li = (items: readonly string[]) =>
  items.length === 0 ? '' : `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

const PT_CONTRACTIONS: ReadonlyArray<[string, string]> = [
  ['em {c}', 'no {c}'],
  ['de {c}', 'do {c}'],
  ['De {c}', 'Do {c}'],
  ['por {c}', 'pelo {c}'],
  ['sobre {c}', 'sobre o {c}'],
]

/** Fills `{c}` and `{n}`; French elides "de" before a vowel (d’Amsterdam), Portuguese contracts (no Porto). */
function filler(locale: CopyLocale, city: string, days: number): (text: string) => string {
  const elided = locale === 'fr' && /^[AEIOUÉÈÂÎÔaeiou]/.test(city)
  const contracted = locale === 'pt' && PT_WITH_ARTICLE.has(city)
  return (text) => {
    let out = elided ? text.replaceAll('de {c}', `d’${city}`) : text
    if (contracted) for (const [from, to] of PT_CONTRACTIONS) out = out.replaceAll(from, to)
    return out.replaceAll('{c}', city).replaceAll('{n}', String(days))
  }
}

export function variantName(name: string, variant: number, locale: CopyLocale): string {
  const list = NAME_VARIANTS[locale]
  const suffix = list[variant % list.length] ?? ''
  const round = Math.floor(variant / list.length)
  return `${name}${suffix}${round > 0 ? ` (${round + 1})` : ''}`
}

export function composeTexts(
  template: DemoTemplate,
  city: CityRef,
  variant: number,
  locale: CopyLocale,
  choices: CopyChoices,
): DemoTexts & CommonTexts {
  const copy = templateCopy(locale, template.key)
  const fill = filler(locale, cityName(city, locale), template.days ?? 1)
  const pick = (list: readonly string[], index: number) => fill(list[index] ?? list[0] ?? '')
  const body = choices.body.map((index) => pick(copy.body, index)).join(' ')
  // Add-ons are short notes under another experience: no supplier's introduction.
  const openers =
    template.type === 'transfer' || template.type === 'program'
      ? OTHER_OPENERS[template.type][locale]
      : OPENERS[locale]
  const opener = template.type === 'extra' ? '' : `<p>${pick(openers, choices.opener % openers.length)}</p>`
  return {
    name: variantName(pick(copy.names, choices.name), variant, locale),
    summary: pick(copy.summaries, choices.summary),
    description: `${opener}<p>${body}</p>`,
    highlights: li(
      copy.highlights.length === 0 ? [] : choices.highlights.map((index) => pick(copy.highlights, index)),
    ),
    includedServices: li(copy.included.map(fill)),
    excludedServices: li(copy.excluded.map(fill)),
    ...COMMON_TEXTS[locale],
  }
}
