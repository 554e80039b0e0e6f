/**
 * Full catalog read: seed 100,000 hotels, then page through GET /api/v3/hotels with perPage 1000 over real HTTP,
 * as the desk's catalog sync does. Prints the seeding time, the read time and hotels per second; asserts nothing.
 */
import { HotelList } from '../../src/shared/api/catalog'
import { catalogModule } from '@agency-desk/sandbox'
import { sandboxClient } from '../support/sandbox/http-client'
import { startTestSandbox } from '../support/sandbox/test-sandbox'
import { benchSize } from './bench-size'

export const title = 'Sandbox catalog: full read of 100,000 hotels through GET /api/v3/hotels (perPage 1000)'

const HOTELS = benchSize(100_000, 2_000)

export async function run(): Promise<void> {
  const seedStart = performance.now()
  // The catalog module alone: this measures the catalog, not the rates or bookings demo data.
  const server = await startTestSandbox({ hotels: HOTELS, modules: [catalogModule] })
  const seedSeconds = (performance.now() - seedStart) / 1000
  const call = sandboxClient(server.url)
  try {
    const readStart = performance.now()
    let read = 0
    let pages = 0
    for (let page = 1; ; page += 1) {
      const response = await call(`/api/v3/hotels?perPage=1000&page=${page}`)
      if (response.status !== 200)
        throw new Error(`page ${page} answered ${response.status}: ${response.text.slice(0, 200)}`)
      const list = HotelList.parse(response.json)
      read += list.data.length
      pages += 1
      if (page >= list.meta.lastPage) break
    }
    const readSeconds = (performance.now() - readStart) / 1000
    console.log(`  seeded ${HOTELS.toLocaleString('en')} hotels in ${seedSeconds.toFixed(2)} s`)
    console.log(`  read ${read.toLocaleString('en')} hotels in ${pages} pages: ${readSeconds.toFixed(2)} s`)
    console.log(
      `  ${Math.round(read / readSeconds).toLocaleString('en')} hotels/s (response validation included)`,
    )
  } finally {
    await server.close()
  }
}
