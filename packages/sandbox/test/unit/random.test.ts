import { describe, expect, it } from 'vitest'
import { createRng } from '../../src/platform/random'

const draw = (seed: number, stream: string, n = 20) => {
  const rng = createRng(seed, stream)
  return Array.from({ length: n }, () => rng.next())
}

describe('createRng', () => {
  it('is a pure function of seed and stream', () => {
    expect(draw(42, 'hotels')).toEqual(draw(42, 'hotels'))
    expect(draw(42, 'hotels')).not.toEqual(draw(43, 'hotels'))
    expect(draw(42, 'hotels')).not.toEqual(draw(42, 'bookings'))
  })

  it('stays in range and covers it', () => {
    const rng = createRng(7, 'range')
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i += 1) {
      const value = rng.int(1, 5)
      expect(value).toBeGreaterThanOrEqual(1)
      expect(value).toBeLessThanOrEqual(5)
      seen.add(value)
      const unit = rng.next()
      expect(unit).toBeGreaterThanOrEqual(0)
      expect(unit).toBeLessThan(1)
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('follows weights and never picks a zero weight', () => {
    const rng = createRng(1, 'weights')
    const counts = { a: 0, b: 0, c: 0 }
    for (let i = 0; i < 3000; i += 1) counts[rng.weighted(['a', 'b', 'c'] as const, [1, 0, 3])] += 1
    expect(counts.b).toBe(0)
    expect(counts.c).toBeGreaterThan(counts.a)
  })

  it('samples distinct items', () => {
    const rng = createRng(3, 'sample')
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4)
    expect(new Set(sample).size).toBe(4)
    expect(rng.sample([1, 2], 5)).toHaveLength(2)
    expect(() => rng.pick([])).toThrow()
  })
})
