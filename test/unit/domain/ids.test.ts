import { describe, expect, it } from 'vitest'
import { decodeId, encodeId, ENTITY_TAGS, looksLikeId } from '../../../src/shared/domain/ids'

describe('id encoding (spec: raw and encoded ids are interchangeable)', () => {
  it('round-trips every kind and accepts the raw number as well', () => {
    for (const kind of Object.keys(ENTITY_TAGS) as (keyof typeof ENTITY_TAGS)[]) {
      for (const id of [0, 1, 42, 99_999, 2 ** 32 + 5]) {
        const encoded = encodeId(kind, id)
        expect(decodeId(kind, encoded)).toBe(id)
        expect(decodeId(kind, String(id))).toBe(id)
        expect(decodeId(kind, id)).toBe(id)
      }
    }
  })

  it('gives short upper-case references that are never all digits', () => {
    for (let id = 1; id < 2000; id += 7) {
      const encoded = encodeId('booking', id)
      expect(encoded).toMatch(/^[A-Z]{6,}$/)
      expect(encoded).not.toMatch(/[IO]/)
    }
  })

  it('is stable: the same id always encodes the same way (cached or not)', () => {
    const first = encodeId('hotel', 1234)
    expect(encodeId('hotel', 1234)).toBe(first)
    expect(decodeId('hotel', first)).toBe(1234)
  })

  it('does not decode an id of another kind, so a hotel id used as a booking id is unknown', () => {
    expect(decodeId('booking', encodeId('hotel', 7))).toBeNull()
    expect(encodeId('hotel', 7)).not.toBe(encodeId('booking', 7))
  })

  it('refuses what is not an id in either form', () => {
    for (const value of ['', 'abc', 'XKQ', '12AB', '1; DROP TABLE x', '-1', '1.5', 'x'.repeat(40)]) {
      expect(decodeId('booking', value)).toBeNull()
    }
    expect(decodeId('booking', -1)).toBeNull()
    expect(decodeId('booking', 1.5)).toBeNull()
    expect(() => encodeId('booking', -3)).toThrow(RangeError)
  })

  it('refuses a non-canonical spelling that sqids would still decode', () => {
    const canonical = encodeId('booking', 77)
    const tampered = canonical.slice(0, -1) + (canonical.endsWith('X') ? 'K' : 'X')
    const decoded = decodeId('booking', tampered)
    if (decoded !== null) expect(encodeId('booking', decoded)).toBe(tampered)
  })

  it('tells id-shaped values apart for the 400 INVALID_*_ID checks', () => {
    expect(looksLikeId('123')).toBe(true)
    expect(looksLikeId(encodeId('city', 3))).toBe(true)
    expect(looksLikeId('paris')).toBe(false)
  })
})
