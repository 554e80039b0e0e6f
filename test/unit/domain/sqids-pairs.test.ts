import fc from 'fast-check'
import Sqids from 'sqids'
import { describe, expect, it } from 'vitest'
import { ENTITY_TAGS, encodeId } from '../../../src/shared/domain/ids'
import { pairEncoder } from '../../../src/shared/domain/sqids-pairs'

/** The desk's own options (ids.ts): upper-case letters without I and O, at least 6 characters. */
const DESK = { alphabet: 'XKQBRTZWHMNPLVCGDFYJSEAU', minLength: 6 }

/** The ids where the blocklist changed sqids' answer: proof that a range exercises the blocked path. */
function blockedIn(options: ConstructorParameters<typeof Sqids>[0], tag: number, ids: number): number {
  const withList = new Sqids(options)
  const without = new Sqids({ ...options, blocklist: new Set() })
  let count = 0
  for (let id = 0; id < ids; id += 1) if (withList.encode([tag, id]) !== without.encode([tag, id])) count += 1
  return count
}

function expectSameOver(options: ConstructorParameters<typeof Sqids>[0], tags: number[], ids: number): void {
  const sqids = new Sqids(options)
  const fast = pairEncoder(sqids)
  for (const tag of tags) {
    for (let id = 0; id < ids; id += 1) {
      const expected = sqids.encode([tag, id])
      // One expect per mismatch only: 100,000s of passing expects would dominate the run.
      if (fast(tag, id) !== expected)
        expect(`${tag},${id} -> ${fast(tag, id)}`).toBe(`${tag},${id} -> ${expected}`)
    }
  }
}

describe('pairEncoder: sqids.encode([a, b]), faster', () => {
  it('equals sqids for every entity tag over the ids of a 100,000-hotel catalog and its images', () => {
    expectSameOver(DESK, [ENTITY_TAGS.hotel, ENTITY_TAGS.image], 100_000)
    expectSameOver(DESK, Object.values(ENTITY_TAGS), 3_000)
    // The range holds ids the blocklist re-generated (the first hotel one is 346), so that path is compared too.
    expect(blockedIn(DESK, ENTITY_TAGS.hotel, 3_000)).toBeGreaterThan(0)
  }, 120_000)

  it('equals sqids on random pairs up to 2^53', () => {
    const sqids = new Sqids(DESK)
    const fast = pairEncoder(sqids)
    fc.assert(
      fc.property(fc.nat(64), fc.maxSafeNat(), (tag, id) => fast(tag, id) === sqids.encode([tag, id])),
      { numRuns: 20_000 },
    )
  }, 60_000)

  it('equals sqids with its default alphabet (digits, so words blocked at the ends) and other lengths', () => {
    for (const minLength of [0, 10]) expectSameOver({ minLength }, [0, 61], 3_000)
    // With minLength 3 the first id of tag 7 the blocklist re-generates is 11,166.
    expectSameOver({ minLength: 3 }, [7], 12_000)
    expect(blockedIn({ minLength: 3 }, 7, 12_000)).toBeGreaterThan(0)
  }, 60_000)

  it('is what encodeId answers', () => {
    const sqids = new Sqids(DESK)
    for (const id of [0, 1, 99_999, 2 ** 31, 2 ** 40]) {
      expect(encodeId('hotel', id)).toBe(sqids.encode([ENTITY_TAGS.hotel, id]))
    }
  })
})
