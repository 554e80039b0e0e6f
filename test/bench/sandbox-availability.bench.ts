/**
 * Availability search for a city of about 500 hotels with 2 rooms, under 50 concurrent connections, over real
 * HTTP on loopback. The sandbox runs in a worker thread (its own event loop, as in the app where it is a separate
 * service) and the load generator in the main thread, so that each has one of the machine's cores.
 * Prints p50, p99 and requests per second for a fixed number of requests; no assertion (benchmarks print).
 */
import { Agent, request } from 'node:http'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

export const title = 'Sandbox availability search: ~500-hotel city, 2 rooms, 50 concurrent connections'

const REQUESTS = 2_000
const WARM_UP = 200
const CONCURRENCY = 50
/** Paris holds 30/762 of the demo hotels: 12,700 hotels put 500 there (catalog/seed.ts hotelsPerCity). */
const HOTELS = 12_700
const CITY_ID = 1
const API_KEY = 'sandbox-to-key-1'

interface Ready {
  url: string
  today: string
  cityHotels: number
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'sandbox-availability-server') {
  const { startSandboxServer } = await import('../../src/sandbox/server')
  const { findHotelIds } = await import('../../src/sandbox/catalog/hotels.repo')
  const server = await startSandboxServer({ port: 0, hotels: HOTELS })
  const ready: Ready = {
    url: server.url,
    today: server.sandbox.ctx.clock.now().toISOString().slice(0, 10),
    cityHotels: findHotelIds(server.sandbox.ctx.db, { cities: [CITY_ID] }).length,
  }
  parentPort?.postMessage(ready)
  parentPort?.on('message', (message) => {
    // Busy time of the server's event loop, so the run can tell server work from the load generator's.
    if (message === 'busy') parentPort?.postMessage({ busyMs: performance.eventLoopUtilization().active })
    if (message === 'stop') void server.close().then(() => process.exit(0))
  })
}

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

function get(agent: Agent, base: URL, path: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: base.hostname, port: base.port, path, headers: { 'X-API-Key': API_KEY } },
      (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function load(agent: Agent, ready: Ready, total: number, offset: number): Promise<number[]> {
  const base = new URL(ready.url)
  const latencies: number[] = []
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < total) {
      const index = next++
      const started = performance.now()
      const { status } = await get(agent, base, searchPath(ready.today, offset + index))
      latencies.push(performance.now() - started)
      if (status !== 200) throw new Error(`Request ${index} answered ${status}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return latencies
}

/** Milliseconds the server's event loop has been busy so far. */
function serverBusyMs(worker: Worker): Promise<number> {
  return new Promise((resolve) => {
    worker.once('message', (message: { busyMs: number }) => resolve(message.busyMs))
    worker.postMessage('busy')
  })
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

export async function run(): Promise<void> {
  // The worker loads this same TypeScript file, so it registers tsx's loader first.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((api) => api.register())
    .then(() => import(${JSON.stringify(import.meta.url)}))`
  const worker = new Worker(bootstrap, { eval: true, workerData: { role: 'sandbox-availability-server' } })
  const ready = await new Promise<Ready>((resolve, reject) => {
    worker.once('message', (message: Ready) => resolve(message))
    worker.once('error', reject)
  })
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  try {
    const sample = await get(agent, new URL(ready.url), searchPath(ready.today, 0))
    console.log(
      `catalog ${HOTELS} hotels, city ${CITY_ID} holds ${ready.cityHotels}; one answer = ${sample.bytes} bytes (page of 20)`,
    )
    await load(agent, ready, WARM_UP, 0)
    const busyBefore = await serverBusyMs(worker)
    const started = performance.now()
    const latencies = await load(agent, ready, REQUESTS, WARM_UP)
    const seconds = (performance.now() - started) / 1000
    const serverBusy = (await serverBusyMs(worker)) - busyBefore
    const sorted = [...latencies].sort((a, b) => a - b)
    console.log(
      `${REQUESTS} requests, ${CONCURRENCY} concurrent connections (after ${WARM_UP} warm-up requests)`,
    )
    console.log(`p50 ${percentile(sorted, 50).toFixed(1)} ms`)
    console.log(`p99 ${percentile(sorted, 99).toFixed(1)} ms (target < 100 ms)`)
    console.log(`max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`)
    console.log(`${(REQUESTS / seconds).toFixed(0)} requests/second`)
    console.log(
      `server busy ${(serverBusy / REQUESTS).toFixed(2)} ms per request (its event loop's active time)`,
    )
  } finally {
    agent.destroy()
    worker.postMessage('stop')
    await new Promise((resolve) => worker.once('exit', resolve))
  }
}
