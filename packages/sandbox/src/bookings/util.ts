import { createHash } from 'node:crypto'

import { encodeId, type EntityKind } from '../../../../src/shared/domain/ids'
import { roundMoney } from '../../../../src/shared/domain/money'

/** Prices are rounded to 2 decimals (spec, conventions). */
export const money = roundMoney

/** Deterministic hex string from its parts: stable references for seeded and created bookings alike. */
export function stableHex(length: number, ...parts: Array<string | number>): string {
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, length)
}

/** A UUID-shaped (version 5 style) identifier derived from its parts. */
export function stableUuid(...parts: Array<string | number>): string {
  const hex = stableHex(32, ...parts)
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

// Encoding an id costs a few microseconds and a 1,000-booking list encodes about 5,000 of them on every poll;
// ids never change meaning, so the encodings are kept (bounded: the cache is dropped when it grows too large).
const encoded = new Map<string, string>()
const MAX_CACHED_IDS = 500_000

export function encodeIdCached(kind: EntityKind, id: number): string {
  const key = `${kind}:${id}`
  let value = encoded.get(key)
  if (value === undefined) {
    if (encoded.size >= MAX_CACHED_IDS) encoded.clear()
    value = encodeId(kind, id)
    encoded.set(key, value)
  }
  return value
}
