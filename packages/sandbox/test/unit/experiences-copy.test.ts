import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/app'
import { catalogModule } from '../../src/catalog/module'
import { CITIES, countryById } from '../../src/catalog/locations'
import { copyTables, SUPPLIER_LANGUAGE } from '../../src/experiences/copy'
import { COPY_LOCALES } from '../../src/experiences/copy/days'
import { experiencesModule } from '../../src/experiences/module'

// The demo experiences' copy: written in each supplier's languages, complete, and varied from city to city.

const open = (seed: number) =>
  createSandbox({
    modules: [catalogModule, experiencesModule],
    hotels: 200,
    seed,
    clockStart: '2031-01-15T10:00:00.000Z',
  })
let sandbox: Sandbox
beforeAll(() => {
  sandbox = open(42)
})
afterAll(() => sandbox.close())

interface TextRow {
  id: number
  organizationId: number
  cityId: number
  locale: string
  name: string
  summary: string
  description: string
  highlights: string | null
  includedServices: string
  excludedServices: string | null
}
const countryOf = (cityId: number) =>
  countryById(CITIES.find((city) => city.id === cityId)?.countryId ?? 0)?.language ?? ''
const texts = (db: Sandbox['ctx']['db']) =>
  db
    .prepare(
      `SELECT e.id, e.organization_id AS organizationId, e.city_id AS cityId, t.locale, t.name, t.summary,
         t.description, t.highlights, t.included_services AS includedServices, t.excluded_services AS excludedServices
       FROM experiences e JOIN experience_texts t ON t.experience_id = e.id ORDER BY e.id, t.locale`,
    )
    .all() as TextRow[]

describe('demo experience copy', () => {
  it('has every template in every supplier language, with the same number of alternatives', () => {
    const tables = copyTables()
    const keys = [...tables.en.keys()].sort()
    expect(keys.length).toBe(25)
    for (const locale of COPY_LOCALES) {
      expect([...tables[locale].keys()].sort()).toEqual(keys)
      for (const key of keys) {
        const copy = tables[locale].get(key)
        const en = tables.en.get(key)
        expect(copy?.names.length, `${locale} ${key}`).toBe(en?.names.length)
        expect(copy?.summaries.length, `${locale} ${key}`).toBe(en?.summaries.length)
        expect(copy?.body.length, `${locale} ${key}`).toBe(en?.body.length)
        expect(copy?.highlights.length, `${locale} ${key}`).toBe(en?.highlights.length)
        expect(copy?.included.length, `${locale} ${key}`).toBeGreaterThan(0)
      }
    }
  })

  it('writes English plus the supplier’s own language, filled in and different from the English', () => {
    const rows = texts(sandbox.ctx.db)
    const byId = new Map<number, TextRow[]>()
    for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row])
    expect(byId.size).toBeGreaterThan(250)
    for (const [, locales] of byId) {
      const owner = locales[0]?.organizationId ?? 0
      const language = countryOf(locales[0]?.cityId ?? 0)
      const expected = new Set([
        'en',
        SUPPLIER_LANGUAGE[owner],
        ...((COPY_LOCALES as readonly string[]).includes(language) ? [language] : []),
      ])
      expect(locales.map((row) => row.locale)).toEqual([...expected].sort())
      const en = locales.find((row) => row.locale === 'en')
      const own = locales.find((row) => row.locale === SUPPLIER_LANGUAGE[owner])
      for (const row of locales) {
        for (const value of [row.name, row.summary, row.description, row.includedServices]) {
          expect(value).not.toMatch(/\{[cn]\}|\bundefined\b|\bnull\b/)
          expect(value.length).toBeGreaterThan(3)
        }
      }
      expect(own?.name).not.toBe(en?.name)
      expect(own?.description).not.toBe(en?.description)
    }
    expect(rows.some((row) => row.locale === 'es' && /Ruta gastronómica por /.test(row.name))).toBe(true)
    expect(rows.some((row) => row.locale === 'fr' && /d’A/.test(row.name + row.summary))).toBe(true)
    expect(rows.some((row) => /de [AEIOU]msterdam/.test(row.name) && row.locale === 'fr')).toBe(false)
    // The city's language, written on the spot: German in Vienna, Italian in Rome, Portuguese in Porto.
    for (const [locale, city] of [
      ['de', 'Wien'],
      ['it', 'Roma'],
      ['pt', 'Porto'],
    ] as const) {
      expect(
        rows.some((row) => row.locale === locale && row.summary.includes(city)),
        `${locale} ${city}`,
      ).toBe(true)
    }
    const porto = rows.filter((row) => row.locale === 'pt' && row.description.includes('Porto'))
    expect(porto.length).toBeGreaterThan(0)
    expect(porto.some((row) => / (em|de|por) Porto/.test(row.summary + row.description + row.name))).toBe(
      false,
    )
  })

  it('varies: one kind of experience does not read the same in every city with the name swapped', () => {
    const rows = texts(sandbox.ctx.db).filter((row) => row.locale === 'en')
    const city = new Map(CITIES.map((entry) => [entry.id, entry.names.en]))
    const shape = (row: TextRow, field: 'summary' | 'description') =>
      row[field].replaceAll(city.get(row.cityId) ?? '?', '{c}')
    const walking = rows.filter((row) => /walking tour|on foot|old town of/i.test(row.name))
    expect(walking.length).toBeGreaterThan(10)
    expect(new Set(walking.map((row) => shape(row, 'description'))).size).toBeGreaterThan(walking.length / 2)
    expect(new Set(walking.map((row) => shape(row, 'summary'))).size).toBeGreaterThan(1)
    expect(
      new Set(walking.map((row) => row.name.replace(city.get(row.cityId) ?? '?', '{c}'))).size,
    ).toBeGreaterThan(1)
  })

  it('is a pure function of the seed', () => {
    const again = open(42)
    const other = open(7)
    try {
      expect(texts(again.ctx.db)).toEqual(texts(sandbox.ctx.db))
      expect(texts(other.ctx.db)).not.toEqual(texts(sandbox.ctx.db))
    } finally {
      again.close()
      other.close()
    }
  })
})
