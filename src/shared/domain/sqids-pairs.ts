import type Sqids from 'sqids'

/**
 * `sqids.encode([tag, id])`, the same string, several times faster. A catalog sync asks the service for 100,000
 * hotels and their 200,000 images, each id encoded once: sqids spent ~7 µs on each (1.7 s of the sandbox's page
 * production), rebuilding from strings on every call what depends only on the first number's offset (the rotated,
 * reversed and shuffled alphabets) and testing its whole blocklist with `includes`.
 *
 * This encoder follows sqids 0.3's `encodeNumbers` step by step for two numbers, with those alphabets computed
 * once per offset and the blocklist test made a lookup of the id's substrings. test/unit/domain/sqids-pairs.test.ts
 * compares it with sqids over every id of the catalog's range and random ones up to 2^53.
 */

interface SqidsInternals {
  alphabet: string
  minLength: number
  blocklist: Set<string>
}

/** What one offset of the alphabet gives: the prefix and the alphabets of the numbers and the padding. */
interface OffsetAlphabets {
  prefix: string
  /** Alphabet of the first number (the reversed rotation without its first char), and the separator after it. */
  first: string
  separator: string
  /** Alphabet of the second number, and the first char of its shuffled alphabet (the padding's separator). */
  second: string
  secondHead: string
  /** The padding's successive shuffles, as many as a short id needs. */
  padding: string[]
}

export type PairEncoder = (first: number, second: number) => string

export function pairEncoder(sqids: Sqids): PairEncoder {
  // sqids keeps these private in its typings; the unit test pins the behaviour to the library's own encode.
  const internals = sqids as unknown as SqidsInternals
  const { alphabet, minLength, blocklist } = internals
  const size = alphabet.length
  const shuffle = (chars: string): string => {
    const list = chars.split('')
    for (let i = 0, j = list.length - 1; j > 0; i++, j--) {
      const r = (i * j + (list[i] as string).charCodeAt(0) + (list[j] as string).charCodeAt(0)) % list.length
      ;[list[i], list[r]] = [list[r] as string, list[i] as string]
    }
    return list.join('')
  }
  const byOffset: OffsetAlphabets[] = []
  for (let offset = 0; offset < size; offset += 1) {
    const reversed = (alphabet.slice(offset) + alphabet.slice(0, offset)).split('').reverse().join('')
    const afterFirst = shuffle(reversed)
    const padding: string[] = []
    let current = afterFirst
    for (let step = 0; step <= minLength; step += 1) {
      current = shuffle(current)
      padding.push(current)
    }
    byOffset.push({
      prefix: alphabet.charAt(offset),
      first: reversed.slice(1),
      separator: reversed.charAt(0),
      second: afterFirst.slice(1),
      secondHead: afterFirst.charAt(0),
      padding,
    })
  }
  const codes = Array.from(alphabet, (char) => char.charCodeAt(0))

  // Ids are at least `minLength` long: words of 3 letters or fewer block only an id equal to them.
  const short = new Set<string>()
  const anywhere = new Set<string>()
  const atEnds: string[] = []
  let longest = 0
  for (const word of blocklist) {
    if (word.length <= 3) short.add(word)
    else if (/\d/.test(word)) atEnds.push(word)
    else {
      anywhere.add(word)
      longest = Math.max(longest, word.length)
    }
  }
  const blocked = (id: string): boolean => {
    const lower = id.toLowerCase()
    if (lower.length <= 3) {
      for (const word of blocklist) if (word === lower) return true
      return false
    }
    if (short.has(lower)) return true
    for (const word of atEnds) {
      if (word.length <= lower.length && (lower.startsWith(word) || lower.endsWith(word))) return true
    }
    // `lower.includes(word)` for some word of 4+ letters: one of lower's substrings of that length is the word.
    for (let start = 0; start + 4 <= lower.length; start += 1) {
      const end = Math.min(lower.length, start + longest)
      for (let stop = start + 4; stop <= end; stop += 1)
        if (anywhere.has(lower.slice(start, stop))) return true
    }
    return false
  }

  const toId = (value: number, chars: string): string => {
    let id = ''
    let rest = value
    do {
      id = chars.charAt(rest % chars.length) + id
      rest = Math.floor(rest / chars.length)
    } while (rest > 0)
    return id
  }

  const encode = (first: number, second: number, increment: number): string => {
    if (increment > size) throw new Error('Reached max attempts to re-generate the ID')
    // sqids: the offset sums each number's alphabet char code plus its index, starting from the count.
    const sum = 2 + (codes[first % size] as number) + (codes[second % size] as number) + 1
    const at = byOffset[(sum + increment) % size] as OffsetAlphabets
    let id = at.prefix + toId(first, at.first) + at.separator + toId(second, at.second)
    if (minLength > id.length) {
      id += at.secondHead
      for (let step = 0; minLength - id.length > 0; step += 1) {
        const padding = at.padding[step] as string
        id += padding.slice(0, Math.min(minLength - id.length, padding.length))
      }
    }
    return blocked(id) ? encode(first, second, increment + 1) : id
  }
  return (first, second) => encode(first, second, 0)
}
