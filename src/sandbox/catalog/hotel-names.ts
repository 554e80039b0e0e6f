import type { Rng } from '../platform/random'
import { normalizeText } from '../platform/text'
import { familyNames } from './family-names'
import type { CityRef, CountryRef } from './locations'
import { wordsFor } from './names'

/** Kind ids (taxonomy.ts HOTEL_KINDS) that the catalog seed draws and names hotels after. */
export const KIND = {
  hotel: 1,
  boutique: 2,
  resort: 3,
  aparthotel: 4,
  guesthouse: 5,
  hostel: 6,
  villa: 7,
  bnb: 8,
  riad: 9,
  ryokan: 10,
  pousada: 11,
} as const

/** Words that promise luxury (never on a hotel under 4 stars) or a budget stay (never on one above 3). */
const LUXURY_WORDS = /\b(grand|gran|palace|palais|palacio|palácio|palazzo|royal|imperial|crown)\b/iu
const BUDGET_WORDS = /\b(hostal|hostel|pension|pensjonat|penzion|pansiyon|pansion|gasthof|albergo|inn)\b/iu

/** Fits the stars: luxury words from 4 stars, budget words up to 3; a list left empty keeps its plain words. */
function fitting(words: readonly string[], stars: number): readonly string[] {
  const kept = words.filter(
    (word) => !(stars < 4 && LUXURY_WORDS.test(word)) && !(stars > 3 && BUDGET_WORDS.test(word)),
  )
  return kept.length > 0 ? kept : words.filter((word) => !LUXURY_WORDS.test(word) && !BUDGET_WORDS.test(word))
}

/**
 * How a name is built from its drawn words, one shape per hotel kind (see draw in HotelNames.name); the plain
 * hotel has two, without and with its city.
 */
const SHAPE = { riad: 0, ryokan: 1, pousada: 2, hostel: 3, aparthotel: 4, resort: 5, plain: 6, withCity: 7 }
const SHAPES = 8
/** Shapes of a family-run name: "<family> Hostel", "<prefix> <family>", "<prefix> <family> <city>". */
const FAMILY_SHAPE = { hostel: 0, plain: 1, withCity: 2 }
const FAMILY_SHAPES = 3

export function nameShape(kinds: readonly number[]): number {
  if (kinds.includes(KIND.riad)) return SHAPE.riad
  if (kinds.includes(KIND.ryokan)) return SHAPE.ryokan
  if (kinds.includes(KIND.pousada)) return SHAPE.pousada
  if (kinds.includes(KIND.hostel)) return SHAPE.hostel
  if (kinds.includes(KIND.aparthotel)) return SHAPE.aparthotel
  if (kinds.includes(KIND.resort)) return SHAPE.resort
  return SHAPE.plain
}

/** A name and its normalized form (what name filters match), made once and handed out again. */
interface Made {
  name: string
  norm: string
}

/** The words of one city's hotels of one star rating, and every name already made from them. */
interface Words {
  cores: readonly string[]
  prefixes: readonly string[]
  /** Cores that start in lower case ("do Mar", "del Duomo"): they need a head word before a suffix. */
  lowerStart: readonly boolean[]
  /** By (shape, prefix, core); sparse. */
  made: Array<Made | undefined>
  /** Family-run names by (family, prefix, family shape). */
  family: Map<number, Made>
}

/**
 * The hotel names of a catalog: each promises what the hotel is (see fitting) and is unique in its city. A name
 * is a few draws of the language's words, then a family-run name (family-names.ts), then the next ordinal of the
 * first draw as a last resort (only very large catalogs, or countries without family names, get there).
 *
 * A catalog of 100,000 hotels draws several names per hotel in its large cities. Each different name is built
 * once per city and star rating and handed out again by the indexes of its words: a repeated draw costs no new
 * string to build, flatten and hash before the city's taken names can be looked up, nor a new normalization.
 */
export class HotelNames {
  private readonly words = new Map<number, Words>()
  private readonly taken = new Map<number, Map<string, number>>()
  private readonly fitted = new Map<string, { cores: readonly string[]; prefixes: readonly string[] }>()

  constructor(
    private readonly rng: Rng,
    private readonly seed: number,
  ) {}

  /** The next hotel's name (normalized too); `shape` is nameShape(kinds). Draws exactly as it always has. */
  name(city: CityRef, country: CountryRef, shape: number, stars: number): Made {
    const rng = this.rng
    const words = this.wordsOf(city, country, stars)
    let taken = this.taken.get(city.id)
    if (taken === undefined) this.taken.set(city.id, (taken = new Map()))
    const { cores, prefixes } = words
    const draw = (): Made => {
      const core = Math.floor(rng.next() * cores.length)
      const prefix = Math.floor(rng.next() * prefixes.length)
      // Some hotels carry their city in the name, as many do ("Hotel Lumière Paris").
      const drawn = shape === SHAPE.plain && rng.chance(0.2) ? SHAPE.withCity : shape
      const key = (drawn * prefixes.length + prefix) * cores.length + core
      return (words.made[key] ??= made(drawnName(words, city, drawn, stars, prefix, core)))
    }
    let result = draw()
    for (let attempt = 0; attempt < 2 && taken.has(result.name); attempt += 1) result = draw()
    if (taken.has(result.name)) {
      const first = result.name
      const families = familyNames(country.alpha2, this.seed)
      for (let attempt = 0; attempt < 3 && taken.has(result.name) && families.length > 0; attempt += 1) {
        const family = Math.floor(rng.next() * families.length)
        const prefix = Math.floor(rng.next() * prefixes.length)
        const familyShape =
          shape === SHAPE.hostel
            ? FAMILY_SHAPE.hostel
            : rng.chance(0.5)
              ? FAMILY_SHAPE.plain
              : FAMILY_SHAPE.withCity
        const key = (family * prefixes.length + prefix) * FAMILY_SHAPES + familyShape
        let found = words.family.get(key)
        if (found === undefined) {
          const surname = families[family] as string
          const head = prefixes[prefix] as string
          found = made(
            familyShape === FAMILY_SHAPE.hostel
              ? `${surname} Hostel`
              : familyShape === FAMILY_SHAPE.plain
                ? `${head} ${surname}`
                : `${head} ${surname} ${city.names.local}`,
          )
          words.family.set(key, found)
        }
        result = found
      }
      if (taken.has(result.name)) {
        // The ordinal after the last one given to this name: no walk from 2 each time.
        let ordinal = (taken.get(first) ?? 1) + 1
        while (taken.has(`${first} ${ordinal}`)) ordinal += 1
        taken.set(first, ordinal)
        result = made(`${first} ${ordinal}`)
      }
    }
    if (!taken.has(result.name)) taken.set(result.name, 1)
    return result
  }

  private wordsOf(city: CityRef, country: CountryRef, stars: number): Words {
    const key = city.id * 8 + stars
    let words = this.words.get(key)
    if (words === undefined) {
      const fittingKey = `${country.alpha2}:${stars}`
      let fitted = this.fitted.get(fittingKey)
      if (fitted === undefined) {
        const all = wordsFor(country.language, country.alpha2)
        fitted = { cores: fitting(all.cores, stars), prefixes: fitting(all.prefixes, stars) }
        this.fitted.set(fittingKey, fitted)
      }
      words = {
        ...fitted,
        lowerStart: fitted.cores.map((core) => /^\p{Ll}/u.test(core)),
        made: new Array<Made | undefined>(SHAPES * fitted.prefixes.length * fitted.cores.length),
        family: new Map(),
      }
      this.words.set(key, words)
    }
    return words
  }
}

function made(name: string): Made {
  return { name, norm: normalizeText(name) }
}

function drawnName(
  words: Words,
  city: CityRef,
  shape: number,
  stars: number,
  prefixIndex: number,
  coreIndex: number,
): string {
  const core = words.cores[coreIndex] as string
  const prefix = words.prefixes[prefixIndex] as string
  if (shape === SHAPE.riad) return `Riad ${core}`
  if (shape === SHAPE.ryokan) return `Ryokan ${core}`
  if (shape === SHAPE.pousada) return `Pousada ${core}`
  if (shape === SHAPE.withCity) return `${prefix} ${core} ${city.names.local}`
  if (shape === SHAPE.plain) return `${prefix} ${core}`
  // "do Mar", "del Duomo" need a head word before a suffix can follow.
  const base = words.lowerStart[coreIndex] === true ? `${prefix} ${core}` : core
  if (shape === SHAPE.hostel) return `${base} Hostel`
  if (shape === SHAPE.aparthotel) return `${base} Apartments ${city.names.local}`
  return stars >= 4 ? `${base} Resort & Spa` : `${base} Resort`
}
