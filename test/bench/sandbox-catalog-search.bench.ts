/**
 * Destination suggestions over 100,000 hotels, the service beside the desk's local index in the same run: every
 * keystroke (from the second letter, as the desk asks) of what agents type is one GET /api/v3/search over real HTTP
 * with the desk's online parameters (types city, region, country, hotel; perPage 12), then one `localDestinations`
 * over the desk's cache filled by a real catalog sync. Prints p50/p95/max per keystroke, elapsed and CPU time (the
 * sandbox runs in this process, so its CPU time is the client's and the server's); the service's target is 30 ms
 * p95. The catalog's own name search (GET /api/v3/hotels?search=, same index since issue 31.9) is timed beside.
 * Asserts nothing.
 */
import { localDestinations } from '../../src/main/catalog/local-destinations'
import { HotelList } from '../../src/shared/api/catalog'
import { SearchResponse } from '../../src/shared/api/search'
import { catalogModule } from '@agency-desk/sandbox'
import { sandboxClient } from '../support/sandbox/http-client'
import { startTestSandbox } from '../support/sandbox/test-sandbox'
import { fillDeskCache } from './desk-cache'
import { TYPED_DESTINATIONS } from './destination-typing'
import { benchSize } from './bench-size'

export const title = 'Destination suggestions over 100,000 hotels: the sandbox search beside the local index'

const HOTELS = benchSize(100_000, 2_000)
const ROUNDS = benchSize(3, 1)
/** The destinations typed in the suggestions-browser bench, and a few that match many, only with a typo, or none. */
const TYPED = [...TYPED_DESTINATIONS, 'hotel', 'krakw', 'qxzv']

/** "par" gives "pa", "par": one letter asks nothing. */
const keystrokes = (text: string): string[] =>
  Array.from(text, (_char, index) => text.slice(0, index + 1)).filter((typed) => typed.length >= 2)

function percentiles(samples: number[], unit = 'keystrokes'): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const ms = (value: number): string => `${value.toFixed(2)} ms`
  return `p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(sorted.at(-1) ?? 0)} (${sorted.length} ${unit})`
}

async function measure(label: string, search: (text: string) => Promise<number>): Promise<void> {
  const samples: number[] = []
  const cpu: number[] = []
  let found = 0
  // One untimed pass: the first request of a kind pays for compiling and preparing what later ones reuse.
  for (const text of TYPED) await search(text)
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const text of TYPED) {
      for (const typed of keystrokes(text)) {
        const start = performance.now()
        const startCpu = process.cpuUsage()
        const results = await search(typed)
        samples.push(performance.now() - start)
        const spent = process.cpuUsage(startCpu)
        cpu.push((spent.user + spent.system) / 1000)
        if (results > 0) found += 1
      }
    }
  }
  console.log(`  ${label}: ${percentiles(samples)}`)
  // The server runs in this process: its CPU time is the figure a loaded machine does not inflate.
  console.log(`    CPU time of this process per keystroke: ${percentiles(cpu)}`)
  console.log(`    (${Math.round((found / samples.length) * 100)}% of keystrokes found something)`)
}

export async function run(): Promise<void> {
  const seedStart = performance.now()
  const server = await startTestSandbox({ hotels: HOTELS, modules: [catalogModule] })
  console.log(
    `  sandbox seeded with ${HOTELS.toLocaleString('en')} hotels in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  )
  const call = sandboxClient(server.url)
  try {
    const cache = await fillDeskCache(server.url, 'desk-bench-suggest-')
    console.log(`  cache filled by a catalog sync: ${cache.stored.toLocaleString('en')} hotels`)
    try {
      await measure('sandbox GET /api/v3/search, round trip (perPage 12)', async (text) => {
        const query = new URLSearchParams({ query: text, types: 'city,region,country,hotel', perPage: '12' })
        const response = await call(`/api/v3/search?${query.toString()}`)
        if (response.status !== 200)
          throw new Error(`"${text}" answered ${response.status}: ${response.text}`)
        return SearchResponse.parse(response.json).data.length
      })
      await measure('sandbox GET /api/v3/hotels?search=, round trip (perPage 12)', async (text) => {
        const query = new URLSearchParams({ search: text, perPage: '12' })
        const response = await call(`/api/v3/hotels?${query.toString()}`)
        if (response.status !== 200)
          throw new Error(`"${text}" answered ${response.status}: ${response.text}`)
        return HotelList.parse(response.json).data.length
      })
      await measure('desk local index (localDestinations, limit 12)', async (text) =>
        Promise.resolve(localDestinations(cache.db, text, 12).length),
      )
    } finally {
      cache.close()
    }
  } finally {
    await server.close()
  }
}
