import { encodeId, type EntityKind } from '../../../../src/shared/domain/ids'

/**
 * encodeId, remembered: sqids encoding costs a few microseconds, and an availability page encodes the same hotel,
 * room, image and promotion ids on every request. Bounded: cleared when it grows past the limit.
 */
const MAX_ENTRIES = 200_000
const memo = new Map<string, string>()

export function encodedId(kind: EntityKind, id: number): string {
  const key = `${kind}:${id}`
  let encoded = memo.get(key)
  if (encoded === undefined) {
    if (memo.size >= MAX_ENTRIES) memo.clear()
    encoded = encodeId(kind, id)
    memo.set(key, encoded)
  }
  return encoded
}
