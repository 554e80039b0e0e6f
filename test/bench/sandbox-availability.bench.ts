/**
 * Availability search for a city of about 500 hotels with 2 rooms, under 50 concurrent connections, over real
 * HTTP on loopback (the sandbox in a worker thread, the load in the main thread: see http-load.ts).
 * Prints p50, p99 and requests per second for a fixed number of requests; no assertion (benchmarks print).
 */
import { Agent } from 'node:http'
import {
  CONCURRENCY,
  printLatencies,
  REQUESTS,
  runLoad,
  send,
  serveFromWorker,
  startServerWorker,
  WARM_UP,
} from './http-load'
import { benchSize } from './bench-size'

export const title = 'Sandbox availability search: ~500-hotel city, 2 rooms, 50 concurrent connections'

/** Paris holds 30/762 of the demo hotels: 12,700 hotels put 500 there (catalog/seed.ts hotelsPerCity). */
const HOTELS = benchSize(12_700, 2_400)
const CITY_ID = 1
const API_KEY = 'sandbox-to-key-1'
const ROLE = 'sandbox-availability-server'

interface Ready {
  url: string
  today: string
  cityHotels: number
}

await serveFromWorker<Ready>(ROLE, async () => {
  const { startTestSandbox } = await import('../support/sandbox/test-sandbox')
  const { findHotelIds } = await import('@agency-desk/sandbox/testing')
  const server = await startTestSandbox({ hotels: HOTELS })
  const ready: Ready = {
    url: server.url,
    today: server.sandbox.ctx.clock.now().toISOString().slice(0, 10),
    cityHotels: findHotelIds(server.sandbox.ctx.db, { cities: [CITY_ID] }).length,
  }
  return { ready, close: () => server.close() }
})

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Varied stays (15 check-in dates, 2 to 4 nights) so that no answer is simply repeated. */
function searchPath(today: string, index: number): string {
  const checkIn = addDays(today, 20 + (index % 15))
  const checkOut = addDays(checkIn, 2 + (index % 3))
  return (
    `/api/v3/hotels/availability?cities[]=${CITY_ID}&checkIn=${checkIn}&checkOut=${checkOut}` +
    '&rooms[0][adults]=2&rooms[1][adults]=2&rooms[1][childrenBirthdates][0]=2017-05-01'
  )
}

export async function run(): Promise<void> {
  await measureAvailability()
}

/** Runs the availability load, prints its figures and returns its latencies (other benches compare to them). */
export async function measureAvailability(): Promise<number[]> {
  const server = await startServerWorker<Ready>(import.meta.url, ROLE)
  const base = new URL(server.ready.url)
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const search = (index: number) =>
    send(agent, base, { path: searchPath(server.ready.today, index), headers: { 'X-API-Key': API_KEY } })
  try {
    const sample = await search(0)
    console.log(
      `catalog ${HOTELS} hotels, city ${CITY_ID} holds ${server.ready.cityHotels}; ` +
        `one answer = ${sample.body.length} bytes (page of 20)`,
    )
    await runLoad(WARM_UP, CONCURRENCY, search)
    const busyBefore = await server.busyMs()
    const started = performance.now()
    const latencies = await runLoad(REQUESTS, CONCURRENCY, (index) => search(WARM_UP + index))
    const seconds = (performance.now() - started) / 1000
    const serverBusy = (await server.busyMs()) - busyBefore
    printLatencies(latencies, seconds, 100)
    console.log(
      `server busy ${(serverBusy / REQUESTS).toFixed(2)} ms per request (its event loop's active time)`,
    )
    return latencies
  } finally {
    agent.destroy()
    await server.stop()
  }
}
