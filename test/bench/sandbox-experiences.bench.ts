/**
 * Experience search with pricing (POST /api/v1/experiences/liste with dates and a party of 2 adults and 1 child)
 * in Paris, the demo city of about 50 bookable experiences, under 50 concurrent connections over real HTTP on
 * loopback. Every answer prices each result and stores its priceId handshake. The sandbox runs in a worker thread
 * (its own event loop, as in the app where it is a separate service) and the load generator in the main thread.
 * Prints p50, p99 and requests per second for a fixed number of requests; no assertion (benchmarks print).
 */
import { Agent, request } from 'node:http'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

export const title =
  'Sandbox experience search with pricing: Paris (~50 experiences), 2 adults + 1 child, 50 connections'

const REQUESTS = 2_000
const WARM_UP = 200
const CONCURRENCY = 50
const CITY_ID = 1
const API_KEY = 'sandbox-to-key-1'

interface Ready {
  url: string
  today: string
  cityExperiences: number
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'sandbox-experiences-server') {
  const { startSandboxServer } = await import('../../src/sandbox/server')
  const { listExperiences } = await import('../../src/sandbox/experiences/experiences.repo')
  const server = await startSandboxServer({ port: 0 })
  const ready: Ready = {
    url: server.url,
    today: server.sandbox.ctx.clock.now().toISOString().slice(0, 10),
    cityExperiences: listExperiences(server.sandbox.ctx.db, { viewer: null, cityIds: [CITY_ID] }).total,
  }
  parentPort?.postMessage(ready)
  parentPort?.on('message', (message) => {
    if (message === 'stop') void server.close().then(() => process.exit(0))
  })
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Varied departures (15 dates) and children's ages (3), so that no answer is simply repeated. */
function searchBody(today: string, index: number): string {
  return JSON.stringify({
    cities: [CITY_ID],
    startAt: addDays(today, 20 + (index % 15)),
    experienceComposition: {
      adults: 2,
      children: 1,
      childrenBirthdates: [addDays(today, -365 * (5 + (index % 3)))],
    },
  })
}

function post(agent: Agent, base: URL, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: '/api/v1/experiences/liste',
        headers: {
          'X-API-Key': API_KEY,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
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
      const { status } = await post(agent, base, searchBody(ready.today, offset + index))
      latencies.push(performance.now() - started)
      if (status !== 200) throw new Error(`Request ${index} answered ${status}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return latencies
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

export async function run(): Promise<void> {
  // The worker loads this same TypeScript file, so it registers tsx's loader first.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((api) => api.register())
    .then(() => import(${JSON.stringify(import.meta.url)}))`
  const worker = new Worker(bootstrap, { eval: true, workerData: { role: 'sandbox-experiences-server' } })
  const ready = await new Promise<Ready>((resolve, reject) => {
    worker.once('message', (message: Ready) => resolve(message))
    worker.once('error', reject)
  })
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  try {
    const sample = await post(agent, new URL(ready.url), searchBody(ready.today, 0))
    // Only the sample is parsed: the load loop must not spend the client's core on JSON.
    const results = JSON.parse(sample.text) as Array<{ price: unknown }>
    const priced = results.filter((result) => result.price !== null).length
    console.log(
      `city ${CITY_ID} lists ${ready.cityExperiences} experiences; one answer = ${results.length} results, ` +
        `${priced} priced (each with a stored priceId), ${sample.text.length} bytes`,
    )
    await load(agent, ready, WARM_UP, 0)
    const started = performance.now()
    const latencies = await load(agent, ready, REQUESTS, WARM_UP)
    const seconds = (performance.now() - started) / 1000
    const sorted = [...latencies].sort((a, b) => a - b)
    console.log(
      `${REQUESTS} requests, ${CONCURRENCY} concurrent connections (after ${WARM_UP} warm-up requests)`,
    )
    console.log(`p50 ${percentile(sorted, 50).toFixed(1)} ms`)
    console.log(`p99 ${percentile(sorted, 99).toFixed(1)} ms`)
    console.log(`max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`)
    console.log(`${(REQUESTS / seconds).toFixed(0)} requests/second`)
  } finally {
    agent.destroy()
    worker.postMessage('stop')
    await new Promise((resolve) => worker.once('exit', resolve))
  }
}
