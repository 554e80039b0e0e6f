/**
 * A small seeded PRNG (sfc32 seeded through a string hash) so every demo data set is a pure function of the seed.
 * Each generator stream is named ("hotels", "bookings", ...) so that one module drawing more numbers never shifts
 * another module's data.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks with the given relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T
  /** k distinct items in random order (k is clamped to the list length). */
  sample<T>(items: readonly T[], k: number): T[]
}

/** cyrb128-style hash of a string into four 32-bit words. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]
}

export function createRng(seed: number, stream = 'default'): Rng {
  let [a, b, c, d] = hashSeed(`${seed}:${stream}`)
  const next = (): number => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  // Warm up: the first outputs of sfc32 correlate with the seed words.
  for (let i = 0; i < 12; i += 1) next()

  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted(items, weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0)
      let roll = next() * total
      for (let i = 0; i < items.length; i += 1) {
        roll -= weights[i] ?? 0
        if (roll < 0) return items[i] as (typeof items)[number]
      }
      return items[items.length - 1] as (typeof items)[number]
    },
    sample(items, k) {
      const copy = items.slice()
      // A swap through a variable, not a destructuring one: that allocates an array per swap, and the catalog
      // seed samples a hotel's styles 100,000 times.
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1))
        const item = copy[i] as (typeof copy)[number]
        copy[i] = copy[j] as (typeof copy)[number]
        copy[j] = item
      }
      copy.length = Math.max(0, Math.min(k, copy.length))
      return copy
    },
  }
  return rng
}
