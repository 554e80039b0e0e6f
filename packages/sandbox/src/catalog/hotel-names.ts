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

export function nameShape(kinds: readonly number[]): number {
  if (kinds.includes(KIND.riad)) return SHAPE.riad
  if (kinds.includes(KIND.ryokan)) return SHAPE.ryokan
  if (kinds.includes(KIND.pousada)) return SHAPE.pousada
  if (kinds.includes(KIND.hostel)) return SHAPE.hostel
  if (kinds.includes(KIND.aparthotel)) return SHAPE.aparthotel
  if (kinds.includes(KIND.resort)) return SHAPE.resort
  return SHAPE.plain
}

/** A name and its normalized form (what name filters match). */
export interface Named {
  name: string
  norm: string
}

/**
 * A drawn name, made once and handed out again: its words, its normalized form once it is kept, and whether its city
 * has already taken it (names are never given back, so once true it stays true and the city's map of taken names,
 * tens of thousands of entries in a large city, need not be looked up again).
 */
interface Drawn {
  name: string
  pieces: readonly string[]
  norm: string | null
  taken: boolean
}

/** The words of one city's hotels of one star rating, and every name already made from them. */
interface Words {
  cores: readonly string[]
  prefixes: readonly string[]
  /** Cores that start in lower case ("do Mar", "del Duomo"): they need a head word before a suffix. */
  lowerStart: readonly boolean[]
  /** By (shape, prefix, core); sparse. */
  made: Array<Drawn | undefined>
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
  name(city: CityRef, country: CountryRef, shape: number, stars: number): Named {
    const words = this.wordsOf(city, country, stars)
    let taken = this.taken.get(city.id)
    if (taken === undefined) this.taken.set(city.id, (taken = new Map()))
    let first = this.draw(words, city, shape, stars)
    for (let attempt = 0; attempt < 2 && isTaken(taken, first); attempt += 1)
      first = this.draw(words, city, shape, stars)
    if (!isTaken(taken, first)) {
      taken.set(first.name, 1)
      first.taken = true
      return settle(first)
    }
    const rng = this.rng
    const { prefixes } = words
    // Family-run names are mostly new in their city: built as strings alone, normalized only when kept.
    const families = familyNames(country.alpha2, this.seed)
    let family: string[] | null = null
    let name = first.name
    // The first draw is taken: each family name is looked up once, and the last one decides.
    let free = false
    for (let attempt = 0; attempt < 3 && !free && families.length > 0; attempt += 1) {
      const surname = families[Math.floor(rng.next() * families.length)] as string
      const head = prefixes[Math.floor(rng.next() * prefixes.length)] as string
      family =
        shape === SHAPE.hostel
          ? [surname, 'Hostel']
          : rng.chance(0.5)
            ? [head, surname]
            : [head, surname, city.names.local]
      name = family.join(' ')
      free = !taken.has(name)
    }
    if (free && family !== null) {
      taken.set(name, 1)
      return { name, norm: normalizedPieces(family) }
    }
    // The ordinal after the last one given to this name: no walk from 2 each time.
    let ordinal = (taken.get(first.name) ?? 1) + 1
    while (taken.has(`${first.name} ${ordinal}`)) ordinal += 1
    taken.set(first.name, ordinal)
    const numbered = { name: `${first.name} ${ordinal}`, norm: `${settle(first).norm} ${ordinal}` }
    taken.set(numbered.name, 1)
    return numbered
  }

  private draw(words: Words, city: CityRef, shape: number, stars: number): Drawn {
    const rng = this.rng
    const { cores, prefixes } = words
    const core = Math.floor(rng.next() * cores.length)
    const prefix = Math.floor(rng.next() * prefixes.length)
    // Some hotels carry their city in the name, as many do ("Hotel Lumière Paris").
    const drawn = shape === SHAPE.plain && rng.chance(0.2) ? SHAPE.withCity : shape
    const key = (drawn * prefixes.length + prefix) * cores.length + core
    return (words.made[key] ??= drawnName(words, city, drawn, stars, prefix, core))
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
        made: new Array<Drawn | undefined>(SHAPES * fitted.prefixes.length * fitted.cores.length),
      }
      this.words.set(key, words)
    }
    return words
  }
}

/** Normalized words and names (normalizeText): a few hundred different ones for any catalog. */
const normalized = new Map<string, string>()

/**
 * The normalized form of words joined by spaces: normalizeText of words joined by a space is theirs joined by a
 * space (it folds each character on its own and turns every run of non-letters into one space), so a name costs
 * no normalization of its own (accented ones cost several microseconds), only its words' once.
 */
function normalizedPieces(pieces: readonly string[]): string {
  let norm = ''
  for (const piece of pieces) {
    let pieceNorm = normalized.get(piece)
    if (pieceNorm === undefined) normalized.set(piece, (pieceNorm = normalizeText(piece)))
    if (pieceNorm !== '') norm = norm === '' ? pieceNorm : `${norm} ${pieceNorm}`
  }
  return norm
}

/** Whether the city has taken the drawn name (by this draw, another star rating's, a family name or an ordinal). */
function isTaken(taken: Map<string, number>, drawn: Drawn): boolean {
  if (!drawn.taken && taken.has(drawn.name)) drawn.taken = true
  return drawn.taken
}

function settle(drawn: Drawn): Named {
  drawn.norm ??= normalizedPieces(drawn.pieces)
  return { name: drawn.name, norm: drawn.norm }
}

function drawnName(
  words: Words,
  city: CityRef,
  shape: number,
  stars: number,
  prefixIndex: number,
  coreIndex: number,
): Drawn {
  const pieces = drawnPieces(words, city, shape, stars, prefixIndex, coreIndex)
  return { name: pieces.join(' '), pieces, norm: null, taken: false }
}

/** The words of a drawn name, joined by spaces. */
function drawnPieces(
  words: Words,
  city: CityRef,
  shape: number,
  stars: number,
  prefixIndex: number,
  coreIndex: number,
): string[] {
  const core = words.cores[coreIndex] as string
  const prefix = words.prefixes[prefixIndex] as string
  if (shape === SHAPE.riad) return ['Riad', core]
  if (shape === SHAPE.ryokan) return ['Ryokan', core]
  if (shape === SHAPE.pousada) return ['Pousada', core]
  if (shape === SHAPE.withCity) return [prefix, core, city.names.local]
  if (shape === SHAPE.plain) return [prefix, core]
  // "do Mar", "del Duomo" need a head word before a suffix can follow.
  const base = words.lowerStart[coreIndex] === true ? [prefix, core] : [core]
  if (shape === SHAPE.hostel) return [...base, 'Hostel']
  if (shape === SHAPE.aparthotel) return [...base, 'Apartments', city.names.local]
  return [...base, stars >= 4 ? 'Resort & Spa' : 'Resort']
}
