import Sqids from 'sqids'
import { pairEncoder } from './sqids-pairs'

/**
 * The service returns ids encoded and accepts the raw numeric form or the encoded one everywhere (spec, v3
 * conventions). Encoded ids carry their entity kind, so a hotel id sent where a booking id is expected decodes to
 * nothing (a 404), never to another entity that happens to share the number.
 *
 * The alphabet is upper-case letters without I and O: short references an agent can read over the phone, and never
 * all digits, so a raw id and an encoded one can never be confused.
 */
const ALPHABET = 'XKQBRTZWHMNPLVCGDFYJSEAU'
const sqids = new Sqids({ alphabet: ALPHABET, minLength: 6 })
/** `encodePair(tag, id)`, computed faster (sqids-pairs.ts). */
const encodePair = pairEncoder(sqids)

export const ENTITY_TAGS = {
  hotel: 1,
  room: 2,
  bedChoice: 3,
  booking: 4,
  bookedRoom: 5,
  traveler: 6,
  message: 7,
  document: 8,
  history: 9,
  city: 10,
  region: 11,
  country: 12,
  organization: 13,
  user: 14,
  experience: 15,
  period: 16,
  program: 17,
  extra: 18,
  image: 19,
  promotion: 20,
  style: 21,
  kind: 22,
  facility: 23,
  bookedExperience: 24,
  bookedExtra: 25,
  experienceTraveler: 26,
  theme: 27,
  segment: 28,
} as const
export type EntityKind = keyof typeof ENTITY_TAGS

/**
 * sqids' blocklist keeps offensive words out of references that agents read to customers, at a few microseconds per
 * encode; lists of thousands of ids pay it once per id thanks to this cache. Bounded: cleared past the limit.
 */
const encoded = new Map<number, string>()
const CACHE_LIMIT = 500_000
const TAG_SPAN = 2 ** 32

function encodeCached(tag: number, id: number): string {
  // One numeric key per (tag, id) while ids stay below 2^32; larger ids skip the cache.
  if (id >= TAG_SPAN) return encodePair(tag, id)
  const key = tag * TAG_SPAN + id
  let value = encoded.get(key)
  if (value === undefined) {
    if (encoded.size >= CACHE_LIMIT) encoded.clear()
    value = encodePair(tag, id)
    encoded.set(key, value)
  }
  return value
}

export function encodeId(kind: EntityKind, id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Cannot encode id ${id}`)
  return encodeCached(ENTITY_TAGS[kind], id)
}

/** Raw digits or an encoded id of that kind -> the number; anything else -> null (the caller answers 404 or 400). */
export function decodeId(kind: EntityKind, value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null
  const text = value.trim()
  if (/^\d{1,15}$/.test(text)) return Number(text)
  if (!/^[A-Z]{6,32}$/.test(text)) return null
  const numbers = sqids.decode(text)
  if (numbers.length !== 2 || numbers[0] !== ENTITY_TAGS[kind]) return null
  // sqids decodes some strings it never produced; only the canonical spelling counts.
  const id = numbers[1] as number
  return Number.isSafeInteger(id) && encodeCached(ENTITY_TAGS[kind], id) === text ? id : null
}

/** True for a value that is an id in either form, whatever it decodes to (for 400 INVALID_*_ID checks). */
export function looksLikeId(value: string): boolean {
  return /^\d{1,15}$/.test(value.trim()) || /^[A-Z]{6,32}$/.test(value.trim())
}
