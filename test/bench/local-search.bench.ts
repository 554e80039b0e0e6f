/**
 * Local hotel search over a 100,000-hotel cache, as the agent types: every keystroke of realistic queries is one
 * search (limit 20), measured at the repository and through the core's dispatch (`catalog.searchHotels`, with
 * its input and output validation). The cache is filled by a real catalog sync from the sandbox first. Prints
 * p50/p90/p99/max per keystroke; the target is well under 50 ms. Asserts nothing.
 */
import { join } from 'node:path'
import { createCore } from '../../src/main/core/create-core'
import { searchHotels } from '../../src/main/db/hotel-search.repo'
import { searchLocations } from '../../src/main/db/locations.repo'
import { createNodePlatform } from '../../src/main/platform/node/platform'
import { catalogModule } from '@agency-desk/sandbox'
import { startTestSandbox } from '../support/sandbox/test-sandbox'
import { fillDeskCache } from './desk-cache'
import { benchSize } from './bench-size'

export const title = 'Local hotel search: keystroke by keystroke over 100,000 cached hotels'

const HOTELS = benchSize(100_000, 2_000)
const ROUNDS = benchSize(5, 2)
/** What agents type: hotel names, cities in several spellings, a name and a city together. */
const TYPED = [
  'grand hotel',
  'hotel alpenblick',
  'lisboa',
  'zürich',
  'zurich',
  'paris',
  'riad marrakech',
  'park lane london',
  'casa sol nascente',
  'são paulo',
  'krakow',
  'munchen',
  'ipanema rio',
  'resort & spa',
  'the inn at golden gate',
]

/** Every keystroke of a typed text: "par" gives "p", "pa", "par". */
const keystrokes = (text: string): string[] => Array.from(text, (_char, index) => text.slice(0, index + 1))

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const ms = (value: number): string => `${value.toFixed(2)} ms`
  return `p50 ${ms(at(0.5))}, p90 ${ms(at(0.9))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1) ?? 0)} (${sorted.length} searches)`
}

async function measure(label: string, search: (text: string) => unknown): Promise<void> {
  const samples: number[] = []
  let hits = 0
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const text of TYPED) {
      for (const typed of keystrokes(text)) {
        const start = performance.now()
        const result = await search(typed)
        samples.push(performance.now() - start)
        if (Array.isArray(result) && result.length > 0) hits += 1
      }
    }
  }
  console.log(`  ${label}: ${percentiles(samples)}`)
  if (hits > 0)
    console.log(`    (${Math.round((hits / samples.length) * 100)}% of keystrokes found something)`)
}

export async function run(): Promise<void> {
  const server = await startTestSandbox({
    hotels: HOTELS,
    modules: [catalogModule],
  })
  try {
    const cache = await fillDeskCache(server.url, 'desk-bench-search-')
    const { db, file, folder } = cache
    console.log(`  cache filled by a catalog sync: ${cache.stored.toLocaleString('en')} hotels`)

    await measure('hotels, repository (searchHotels, limit 20)', (text) =>
      searchHotels(db, { text, limit: 20 }),
    )
    const paris = searchLocations(db, { text: 'paris', kinds: ['city'], limit: 1 })[0]
    await measure('hotels in one city (Paris, the largest), repository', (text) =>
      searchHotels(db, { text, cityId: paris?.id ?? '', limit: 20 }),
    )
    await measure('locations, repository (searchLocations, limit 10)', (text) =>
      searchLocations(db, { text, limit: 10 }),
    )

    const core = createCore({
      platform: createNodePlatform(join(folder, 'core')),
      app: { name: 'Agency Desk', version: 'bench', host: 'web' },
      sandbox: { start: async () => server.url, stop: async () => undefined },
      databaseFile: file,
    })
    await measure('hotels through dispatch (catalog.searchHotels, limit 20)', async (text) => {
      const result = await core.dispatch('catalog.searchHotels', { query: text, limit: 20 })
      if (!result.ok) throw new Error(result.error.message)
      return (result.data as { hotels: unknown[] }).hotels
    })
    await core.stop()
    cache.close()
  } finally {
    await server.close()
  }
}
