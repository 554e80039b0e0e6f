import type { Faker } from '@faker-js/faker'
import { faker as cs } from '@faker-js/faker/locale/cs_CZ'
import { faker as de } from '@faker-js/faker/locale/de'
import { faker as deAt } from '@faker-js/faker/locale/de_AT'
import { faker as deCh } from '@faker-js/faker/locale/de_CH'
import { faker as enGb } from '@faker-js/faker/locale/en_GB'
import { faker as enUs } from '@faker-js/faker/locale/en_US'
import { faker as es } from '@faker-js/faker/locale/es'
import { faker as esMx } from '@faker-js/faker/locale/es_MX'
import { faker as fr } from '@faker-js/faker/locale/fr'
import { faker as hr } from '@faker-js/faker/locale/hr'
import { faker as it } from '@faker-js/faker/locale/it'
import { faker as nl } from '@faker-js/faker/locale/nl'
import { faker as pl } from '@faker-js/faker/locale/pl'
import { faker as ptBr } from '@faker-js/faker/locale/pt_BR'
import { faker as ptPt } from '@faker-js/faker/locale/pt_PT'
import { faker as tr } from '@faker-js/faker/locale/tr'

/**
 * Family names of each country, from @faker-js/faker's locales (Latin-script countries only: Greek and Japanese
 * names would read oddly inside a Latin hotel name). Hotels run by a family carry its name ("Hôtel Dubois",
 * "Gasthof Huber"): the catalog seed uses them when a city has used up its plain names.
 */
const BY_COUNTRY: Record<string, Faker> = {
  FR: fr,
  MA: fr,
  ES: es,
  AR: es,
  MX: esMx,
  PT: ptPt,
  BR: ptBr,
  IT: it,
  DE: de,
  AT: deAt,
  CH: deCh,
  NL: nl,
  GB: enGb,
  US: enUs,
  PL: pl,
  CZ: cs,
  HR: hr,
  TR: tr,
}

const POOL_SIZE = 600
/**
 * Pools by locale, then seed: countries that share a locale (France and Morocco, Spain and Argentina) share its
 * pool, drawn once (a pool is some 2,400 faker draws: tens of milliseconds of a 100,000-hotel seed).
 */
const pools = new Map<Faker, Map<number, readonly string[]>>()
const NONE: readonly string[] = []

/**
 * Up to 600 distinct family names of the country for a seed (faker seeded once per locale: seeding is the costly
 * part); [] for a country without a locale here.
 */
export function familyNames(alpha2: string, seed: number): readonly string[] {
  const faker = BY_COUNTRY[alpha2]
  if (faker === undefined) return NONE
  let bySeed = pools.get(faker)
  if (bySeed === undefined) pools.set(faker, (bySeed = new Map()))
  let pool = bySeed.get(seed)
  if (pool === undefined) {
    const names = new Set<string>()
    faker.seed(seed)
    for (let draw = 0; draw < POOL_SIZE * 4 && names.size < POOL_SIZE; draw += 1) {
      // Spanish double surnames ("Montero Cuellar"): the first one names a family hotel.
      const name = faker.person.lastName().split(/[\s-]/)[0] ?? ''
      if (name.length > 1) names.add(name)
    }
    pool = [...names]
    bySeed.set(seed, pool)
  }
  return pool
}
