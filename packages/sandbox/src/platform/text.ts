/**
 * Accent-insensitive, typo-tolerant text matching shared by the catalog filters, the location filters and the
 * search endpoint. Pure functions: the hot path registers `fuzzyScore` as an SQLite function.
 */

// Letters that NFD does not decompose into a base letter plus a mark.
const FOLDS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

const PLAIN_WORDS = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/

/** Lower case, without accents, punctuation collapsed to single spaces: "Zürich-Öst" -> "zurich ost". */
export function normalizeText(value: string): string {
  // Plain ASCII words with single spaces (most names and queries) only need lower case: the general path below
  // would return the same, at several times the cost (it runs once per hotel when 100,000 are seeded).
  if (PLAIN_WORDS.test(value)) return value.toLowerCase()
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łøßæœđðþı]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Levenshtein distance, giving up (returning max + 1) as soon as it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      current.push(value)
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    previous = current
  }
  return previous[b.length] as number
}

/** How many typos a query token may carry: none under 4 letters, one up to 7, two from 8. */
function allowedTypos(token: string): number {
  if (token.length < 4) return 0
  return token.length < 8 ? 1 : 2
}

/** How well one word carries a query token: 1 when it starts with it, 0.8 inside it, less for a near miss, 0 not. */
export function wordScore(token: string, word: string): number {
  if (word.startsWith(token)) return 1
  const best = word.includes(token) ? 0.8 : 0
  const typos = allowedTypos(token)
  // A typo in the first letter is rare and checking it would cost a distance computation per word of every row.
  if (typos === 0 || word[0] !== token[0]) return best
  const distance = Math.min(
    editDistance(token, word, typos),
    editDistance(token, word.slice(0, token.length), typos),
    editDistance(token, word.slice(0, token.length + 1), typos),
  )
  return distance <= typos ? Math.max(best, 0.75 - 0.15 * distance) : best
}

/** `wordScore`, or a lookup that answers the same for the words it is asked about (an index's precomputed scores). */
export type WordScorer = (token: string, word: string) => number

/** The token's best word: 1 as soon as a word starts with it. */
function tokenScore(token: string, words: readonly string[], scoreWord: WordScorer): number {
  let best = 0
  for (const word of words) {
    const score = scoreWord(token, word)
    if (score === 1) return 1
    if (score > best) best = score
  }
  return best
}

/**
 * Relevance of a normalized name for a normalized query, 0 to 100: exact 100, name prefix 90, word prefix 80,
 * substring 70, every token a word prefix 60, then down to about 40 for typo-tolerant matches; 0 = no match.
 */
export function fuzzyScore(name: string, query: string, scoreWord: WordScorer = wordScore): number {
  if (query === '' || name === '') return 0
  if (name === query) return 100
  if (name.startsWith(query)) return 90
  if (` ${name}`.includes(` ${query}`)) return 80
  if (name.includes(query)) return 70
  const words = name.split(' ')
  const tokens = query.split(' ')
  let sum = 0
  for (const token of tokens) {
    const score = tokenScore(token, words, scoreWord)
    if (score === 0) return 0
    sum += score
  }
  return Math.round((20 + 40 * (sum / tokens.length)) * 100) / 100
}
