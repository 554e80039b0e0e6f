import type Database from 'better-sqlite3'
import { fuzzyScore, wordScore } from '../platform/text'

/**
 * The search endpoint's hotel index, built once per store connection on its first search (a reset swaps the
 * connection, so the index goes with it). Scanning every name with the fuzzy score, then scanning them again to
 * count, took over a second at 100,000 hotels; the index answers in milliseconds with the same results.
 *
 * Why the answers are the same: `fuzzyScore(name, query)` is above 0 only when every query token has a `wordScore`
 * above 0 on one word of the name (the exact, prefix and substring cases of the whole query imply it too). So the
 * names worth scoring are those holding, for each token, one of the matching words of the distinct-word vocabulary
 * (a few thousand words, scored instead of 100,000 names); only they get the real `fuzzyScore`, given the word
 * scores already computed, and the total is their count. Order as the repository's relevance order: score, then
 * popularity, then id.
 *
 * The catalog's hotels are written only by the seed (before any request on a connection); a module that comes to
 * write hotels afterwards must call `forgetHotelSearchIndex`.
 */

interface HotelSearchIndex {
  ids: Int32Array
  names: string[]
  /** Normalized names (the `name_norm` column), what `fuzzyScore` reads. */
  norms: string[]
  cityIds: Int32Array
  countryIds: Int32Array
  organizationIds: Int32Array
  /** Position in the no-text relevance order (popularity descending, then id): the tie-break after the score. */
  ranks: Int32Array
  /** Each distinct word of the normalized names, with the rows (ascending) whose name holds it. */
  postings: Map<string, Int32Array>
  /** Per row, how many query tokens it has matched so far (scratch, reset by each search). */
  matched: Int32Array
  /** Per row, its score in the current search (scratch: set for the matches before it is read). */
  scores: Float64Array
  /** The vocabulary's answer for recent tokens: typing repeats the words already typed ("grand h", "grand ho"). */
  tokens: Map<string, TokenMatch>
}

interface TokenMatch {
  /** Each matching word's score (the words absent score 0). */
  scores: Map<string, number>
  /** The rows of the matching words (a row may be in several lists). */
  postings: Int32Array[]
  size: number
}

/** How many tokens' matches an index keeps. */
const KEPT_TOKENS = 256

export interface IndexedHotelFilters {
  /** Normalized search text (`normalizeText`), not empty. */
  text: string
  countries?: readonly number[] | null
  organizationIds?: readonly number[] | null
}

export interface IndexedHotel {
  id: number
  name: string
  cityId: number
  countryId: number
  /** Relevance 0-100, as `findHotels` reports it. */
  score: number
}

interface RawIndexRow {
  id: number
  name: string
  name_norm: string
  city_id: number
  country_id: number
  organization_id: number
}

const indexes = new WeakMap<Database.Database, HotelSearchIndex>()

function buildIndex(db: Database.Database): HotelSearchIndex {
  // In relevance order, so a row's position is its rank.
  const raws = db
    .prepare(
      `SELECT id, name, name_norm, city_id, country_id, organization_id FROM hotels ORDER BY popularity DESC, id ASC`,
    )
    .all() as RawIndexRow[]
  const count = raws.length
  const index: HotelSearchIndex = {
    ids: new Int32Array(count),
    names: new Array<string>(count),
    norms: new Array<string>(count),
    cityIds: new Int32Array(count),
    countryIds: new Int32Array(count),
    organizationIds: new Int32Array(count),
    ranks: new Int32Array(count),
    postings: new Map(),
    matched: new Int32Array(count),
    scores: new Float64Array(count),
    tokens: new Map(),
  }
  const rowsOfWord = new Map<string, number[]>()
  raws.forEach((raw, row) => {
    index.ids[row] = raw.id
    index.names[row] = raw.name
    index.norms[row] = raw.name_norm
    index.cityIds[row] = raw.city_id
    index.countryIds[row] = raw.country_id
    index.organizationIds[row] = raw.organization_id
    index.ranks[row] = row
    for (const word of new Set(raw.name_norm.split(' '))) {
      const rows = rowsOfWord.get(word)
      if (rows === undefined) rowsOfWord.set(word, [row])
      else rows.push(row)
    }
  })
  for (const [word, rows] of rowsOfWord) index.postings.set(word, Int32Array.from(rows))
  return index
}

function indexOf(db: Database.Database): HotelSearchIndex {
  let index = indexes.get(db)
  if (index === undefined) {
    index = buildIndex(db)
    indexes.set(db, index)
  }
  return index
}

/** Drops a connection's index; the next search rebuilds it from the hotels table. */
export function forgetHotelSearchIndex(db: Database.Database): void {
  indexes.delete(db)
}

function matchToken(index: HotelSearchIndex, token: string): TokenMatch {
  const kept = index.tokens.get(token)
  if (kept !== undefined) {
    // Most recently used last, so the oldest is the first to go.
    index.tokens.delete(token)
    index.tokens.set(token, kept)
    return kept
  }
  const match: TokenMatch = { scores: new Map(), postings: [], size: 0 }
  for (const [word, rows] of index.postings) {
    const score = wordScore(token, word)
    if (score === 0) continue
    match.scores.set(word, score)
    match.postings.push(rows)
    match.size += rows.length
  }
  if (index.tokens.size >= KEPT_TOKENS) index.tokens.delete(index.tokens.keys().next().value as string)
  index.tokens.set(token, match)
  return match
}

/** The rows whose names match every token (each row once). */
function candidateRows(index: HotelSearchIndex, matches: readonly TokenMatch[]): number[] {
  const matched = index.matched
  matched.fill(0)
  // The rarest token first: later tokens only advance rows that earlier ones reached.
  const lists = [...matches].sort((a, b) => a.size - b.size).map((match) => match.postings)
  const candidates: number[] = []
  lists.forEach((postings, position) => {
    const last = position === lists.length - 1
    for (const rows of postings) {
      for (const row of rows) {
        if (matched[row] !== position) continue
        matched[row] = position + 1
        if (last) candidates.push(row)
      }
    }
  })
  return candidates
}

/** The best `limit` of the scored rows: score descending, then rank. */
function best(rows: number[], scores: Float64Array, ranks: Int32Array, limit: number): number[] {
  const before = (a: number, b: number): number => {
    const byScore = (scores[b] as number) - (scores[a] as number)
    return byScore !== 0 ? byScore : (ranks[a] as number) - (ranks[b] as number)
  }
  if (limit * 8 >= rows.length) return rows.sort(before).slice(0, limit)
  // A short list kept in order, entered only by rows that beat its last: most rows cost one comparison.
  const top: number[] = []
  for (const row of rows) {
    if (top.length === limit && before(row, top[limit - 1] as number) >= 0) continue
    let low = 0
    let high = top.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (before(top[middle] as number, row) <= 0) low = middle + 1
      else high = middle
    }
    top.splice(low, 0, row)
    if (top.length > limit) top.pop()
  }
  return top
}

/**
 * The first `limit` matching hotels in relevance order and the number of matches: what
 * `findHotels(db, { search, countries, organizationIds }, { limit })` answers, from the index.
 */
export function searchHotelIndex(
  db: Database.Database,
  filters: IndexedHotelFilters,
  limit: number,
): { rows: IndexedHotel[]; total: number } {
  const index = indexOf(db)
  const countries = filters.countries?.length ? new Set(filters.countries) : null
  const owners = filters.organizationIds?.length ? new Set(filters.organizationIds) : null
  const tokens = new Map(filters.text.split(' ').map((token) => [token, matchToken(index, token)]))
  // Exactly `wordScore` for every word of a candidate: a word absent from a token's scores scores 0 for it.
  const scoreWord = (token: string, word: string): number => tokens.get(token)?.scores.get(word) ?? 0
  const scores = index.scores
  const matches: number[] = []
  for (const row of candidateRows(index, [...tokens.values()])) {
    if (countries !== null && !countries.has(index.countryIds[row] as number)) continue
    if (owners !== null && !owners.has(index.organizationIds[row] as number)) continue
    const score = fuzzyScore(index.norms[row] as string, filters.text, scoreWord)
    if (score <= 0) continue
    scores[row] = score
    matches.push(row)
  }
  const rows = best(matches, scores, index.ranks, limit).map((row): IndexedHotel => ({
    id: index.ids[row] as number,
    name: index.names[row] as string,
    cityId: index.cityIds[row] as number,
    countryId: index.countryIds[row] as number,
    score: Math.round((scores[row] as number) * 100) / 100,
  }))
  return { rows, total: matches.length }
}
