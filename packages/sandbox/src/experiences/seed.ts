import type Database from 'better-sqlite3'
import { addDays } from '../../../../src/shared/domain/dates'
import { CITIES, countryById, type CityRef } from '../catalog/locations'
import type { SandboxContext } from '../platform/context'
import { createRng, type Rng } from '../platform/random'
import { CITY_ACTIVITIES } from './seed.activities.city'
import { OUTDOOR_ACTIVITIES } from './seed.activities.outdoor'
import { composeTexts, drawChoices, supplierLocales, templateCopy } from './copy'
import type { DemoTemplate } from './seed.content'
import { EXTRA_TEMPLATES, TRANSFER_TEMPLATES } from './seed.content.more'
import { insertDemoExperience, type DemoExperience } from './seed.insert'
import { PROGRAM_TEMPLATES, programDays } from './seed.programs'

/**
 * Demo experiences: a pure function of the seed and the simulated now. About 300 experiences over the 71 demo
 * cities (Paris has 60, 50 of them available, for the search bench), owned by the two supplier organizations
 * along the same market split as the hotels. Inserted with cached prepared statements inside the seeding
 * transaction.
 */
export const ATLAS_DMC_ID = 3
export const IBERIA_DMC_ID = 4
const IBERIAN_MARKETS = new Set(['ES', 'PT', 'MX', 'AR', 'BR'])
const SHARED_CITIES = new Set(['paris', 'london', 'lisboa', 'marrakech'])
const ACTIVITY_TEMPLATES: readonly DemoTemplate[] = [...CITY_ACTIVITIES, ...OUTDOOR_ACTIVITIES]
/** Cities where an earlier version of the seed always wrote French copy (see the draw kept below). */
const FRENCH_MARKETS = new Set(['FR', 'CH', 'MA'])
const PARIS_COUNT = 60

function experiencesInCity(city: CityRef): number {
  return city.key === 'paris' ? PARIS_COUNT : Math.max(2, Math.round(city.weight / 3))
}

function ownersOf(city: CityRef): number[] {
  if (SHARED_CITIES.has(city.key)) return [ATLAS_DMC_ID, IBERIA_DMC_ID]
  const country = countryById(city.countryId)
  return [country !== undefined && IBERIAN_MARKETS.has(country.alpha2) ? IBERIA_DMC_ID : ATLAS_DMC_ID]
}

const fits = (template: DemoTemplate, city: CityRef) =>
  (template.onlyIn === undefined || template.onlyIn.has(city.key)) &&
  (template.notIn === undefined || !template.notIn.has(city.key))

/** The templates a city offers, in order: extras first (other experiences link to them), then the rest. */
function cityPlan(
  rng: Rng,
  city: CityRef,
  count: number,
): Array<{ template: DemoTemplate; variant: number }> {
  const plan: Array<{ template: DemoTemplate; variant: number }> = []
  const extras = Math.min(EXTRA_TEMPLATES.length, count >= 12 ? 4 : count >= 5 ? 2 : 1)
  for (const template of rng.sample(EXTRA_TEMPLATES, extras)) plan.push({ template, variant: 0 })
  const transfers = count >= 12 ? 3 : count >= 4 ? 1 : 0
  for (const template of rng.sample(TRANSFER_TEMPLATES, transfers)) plan.push({ template, variant: 0 })
  const programs = count >= 40 ? 4 : count >= 8 ? 2 : count >= 3 ? 1 : 0
  for (const template of rng.sample(PROGRAM_TEMPLATES, programs)) plan.push({ template, variant: 0 })
  const activities = rng.sample(
    ACTIVITY_TEMPLATES.filter((template) => fits(template, city)),
    100,
  )
  for (let index = 0; plan.length < count; index += 1) {
    const template = activities[index % activities.length] as DemoTemplate
    plan.push({ template, variant: Math.floor(index / activities.length) })
  }
  return plan
}

function hotelLookup(db: Database.Database): (cityId: number) => number[] {
  // Walks the popularity index and stops once every city has its 8: with 100,000 hotels, reading them all cost a
  // noticeable share of the sandbox's start.
  const rows = db
    .prepare('SELECT id, city_id AS cityId FROM hotels ORDER BY popularity DESC, id')
    .iterate() as IterableIterator<{ id: number; cityId: number }>
  const byCity = new Map<number, number[]>()
  let full = 0
  for (const row of rows) {
    const list = byCity.get(row.cityId) ?? []
    if (list.length >= 8) continue
    list.push(row.id)
    byCity.set(row.cityId, list)
    if (list.length === 8 && (full += 1) === CITIES.length) break
  }
  return (cityId) => byCity.get(cityId) ?? []
}

export function seedExperiences(ctx: SandboxContext): void {
  const db = ctx.db
  const rng = createRng(ctx.options.seed, 'experiences')
  const copyRng = createRng(ctx.options.seed, 'experience-copy')
  const today = ctx.clock.now().toISOString().slice(0, 10)
  // Demo events (archiving, spots sold elsewhere) happened "yesterday evening": a stable instant, always past,
  // so the data depends on the clock's date only, not on the millisecond the seed ran.
  const now = `${addDays(today, -1)}T18:00:00.000Z`
  const hotelsByCity = hotelLookup(db)
  let sequence = 0
  for (const city of CITIES) {
    const country = countryById(city.countryId)
    const owners = ownersOf(city)
    const stops = CITIES.filter((other) => other.countryId === city.countryId && other.id !== city.id)
    const plan = cityPlan(rng, city, experiencesInCity(city))
    const extrasByOwner = new Map<number, number[]>()
    plan.forEach(({ template, variant }, index) => {
      sequence += 1
      // Shared cities alternate owners; extras are made for every owner so each can offer add-ons there.
      const owner = owners[index % owners.length] as number
      const isExtra = template.type === 'extra'
      const stateRoll = rng.next()
      const state =
        isExtra || (city.key === 'paris' && index < 50) || stateRoll < 0.9
          ? 'available'
          : stateRoll < 0.97
            ? 'in_progress'
            : 'archived'
      const days = template.days ?? 1
      const choices = drawChoices(copyRng, templateCopy('en', template.key))
      const pricingType =
        template.type === 'program'
          ? rng.weighted(['fit', 'sic', 'series'] as const, [2, 1, 2])
          : rng.weighted(['fit', 'sic'] as const, [8, 1])
      // An earlier seed drew here whether to write French copy; the draw stays so that every draw after it (and so
      // every other field of the demo data) is unchanged. The languages now follow the supplier (copy/index.ts).
      if (country === undefined || !FRENCH_MARKETS.has(country.alpha2)) rng.next()
      const experience: DemoExperience = {
        sequence,
        owner,
        city,
        template,
        state,
        pricingType,
        days,
        locales: Object.fromEntries(
          supplierLocales(owner, country?.language).map((locale) => [
            locale,
            composeTexts(template, city, variant, locale, choices),
          ]),
        ),
        hasToRequest: !isExtra && rng.chance(0.12),
        showcased: rng.chance(0.1),
        guidingLanguages: template.guiding
          ? [...new Set(['en', country?.language ?? 'en', rng.pick(['fr', 'es', 'de'])])]
          : [],
        programDays:
          template.type === 'program' ? programDays(rng, city, rng.sample(stops, 3), days, hotelsByCity) : [],
        extraIds: isExtra ? [] : rng.sample(extrasByOwner.get(owner) ?? [], rng.int(0, 2)),
        createdAt: `${addDays(today, -rng.int(30, 500))}T${String(rng.int(7, 18)).padStart(2, '0')}:15:00.000Z`,
        now,
        today,
      }
      const id = insertDemoExperience(db, rng, experience)
      if (isExtra) extrasByOwner.set(owner, [...(extrasByOwner.get(owner) ?? []), id])
    })
  }
}
