/**
 * `catalog.facets` over a 100,000-hotel cache: the count of kinds and styles (one scan of every hotel's JSON) at
 * the repository, then through the core's dispatch, first call (counted) and following calls (kept until the
 * catalog changes). The cache is filled with the sandbox's own catalog items, repeated under new ids (a real
 * sync of 100,000 hotels is catalog-sync.bench.ts's subject). Prints p50/max. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCore } from '../../src/main/core/create-core'
import { countCatalogFacets } from '../../src/main/db/catalog-facets.repo'
import { openDatabase } from '../../src/main/db/connection'
import { upsertHotels } from '../../src/main/db/hotels.repo'
import { createNodePlatform } from '../../src/main/platform/node/platform'
import { catalogModule } from '@agency-desk/sandbox'
import { startTestSandbox } from '../support/sandbox/test-sandbox'
import { HotelList } from '../../src/shared/api/catalog'
import { benchSize } from './bench-size'

export const title = 'Catalog facets: kinds and styles counted over 100,000 cached hotels'

const COPIES = benchSize(100, 2)
const PER_COPY = 1000
const ROUNDS = benchSize(7, 2)

function figures(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const ms = (value: number): string => `${value.toFixed(1)} ms`
  return `p50 ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)} (${sorted.length} calls)`
}

export async function run(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'desk-bench-facets-'))
  const server = await startTestSandbox({
    hotels: PER_COPY,
    modules: [catalogModule],
  })
  try {
    const response = await fetch(`${server.url}/api/v3/hotels?perPage=${PER_COPY}`, {
      headers: { 'X-API-Key': 'sandbox-to-key-1' },
    })
    const items = HotelList.parse(await response.json()).data
    const file = join(folder, 'cache.db')
    const { db } = openDatabase({ file })
    for (let copy = 0; copy < COPIES; copy += 1) {
      upsertHotels(
        db,
        items.map((item) => ({ ...item, id: `${item.id}-${copy}` })),
        { fetchedAt: new Date().toISOString(), syncPass: 1 },
      )
    }
    console.log(`  cache filled: ${(items.length * COPIES).toLocaleString('en')} hotels`)

    const counted: number[] = []
    let facets = 0
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now()
      const found = countCatalogFacets(db)
      counted.push(performance.now() - start)
      facets = found.kinds.length + found.styles.length
    }
    console.log(`  count, repository (countCatalogFacets): ${figures(counted)}, ${facets} facets`)

    const core = createCore({
      platform: createNodePlatform(join(folder, 'core')),
      app: { name: 'Agency Desk', version: 'bench', host: 'web' },
      sandbox: { start: async () => server.url, stop: async () => undefined },
      databaseFile: file,
    })
    const timed = async (): Promise<number> => {
      const start = performance.now()
      const result = await core.dispatch('catalog.facets', {})
      if (!result.ok) throw new Error(result.error.message)
      return performance.now() - start
    }
    const first = await timed()
    const kept: number[] = []
    for (let round = 0; round < ROUNDS * 10; round += 1) kept.push(await timed())
    console.log(
      `  through dispatch (catalog.facets): first call ${first.toFixed(1)} ms; then ${figures(kept)}`,
    )
    await core.stop()
    db.close()
  } finally {
    await server.close()
    rmSync(folder, { recursive: true, force: true })
  }
}
