/**
 * Experience search with pricing (POST /api/v1/experiences/liste with dates and a party of 2 adults and 1 child)
 * in Paris, the demo city of about 50 bookable experiences, under 50 concurrent connections over real HTTP on
 * loopback (the sandbox in a worker thread, the load in the main thread: see http-load.ts). Every answer prices
 * each result and signs its priceId handshake. Prints p50, p99 and requests per second, then runs the hotel
 * availability bench in the same process and prints both p99 side by side (the machine's load moves both alike);
 * no assertion.
 */
import { Agent } from 'node:http'
import { measureAvailability } from './sandbox-availability.bench'
import {
  CONCURRENCY,
  percentiles,
  printLatencies,
  REQUESTS,
  runLoad,
  send,
  serveFromWorker,
  startServerWorker,
  WARM_UP,
} from './http-load'

export const title =
  'Sandbox experience search with pricing: Paris (~50 experiences), 2 adults + 1 child, 50 connections'

const CITY_ID = 1
const API_KEY = 'sandbox-to-key-1'
const ROLE = 'sandbox-experiences-server'

interface Ready {
  url: string
  today: string
  cityExperiences: number
}

await serveFromWorker<Ready>(ROLE, async () => {
  const { startTestSandbox } = await import('../support/sandbox/test-sandbox')
  const { listExperiences } = await import('@agency-desk/sandbox/testing')
  const server = await startTestSandbox()
  const ready: Ready = {
    url: server.url,
    today: server.sandbox.ctx.clock.now().toISOString().slice(0, 10),
    cityExperiences: listExperiences(server.sandbox.ctx.db, { viewer: null, cityIds: [CITY_ID] }).total,
  }
  return { ready, close: () => server.close() }
})

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

export async function run(): Promise<void> {
  const server = await startServerWorker<Ready>(import.meta.url, ROLE)
  const base = new URL(server.ready.url)
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  let latencies: number[]
  const search = (index: number) => {
    const body = searchBody(server.ready.today, index)
    return send(agent, base, {
      method: 'POST',
      path: '/api/v1/experiences/liste',
      headers: {
        'X-API-Key': API_KEY,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      },
      body,
    })
  }
  try {
    const sample = await search(0)
    // Only the sample is parsed: the load loop must not spend the client's core on JSON.
    const results = JSON.parse(sample.body.toString('utf8')) as Array<{ price: unknown }>
    const priced = results.filter((result) => result.price !== null).length
    console.log(
      `city ${CITY_ID} lists ${server.ready.cityExperiences} experiences; one answer = ${results.length} results, ` +
        `${priced} priced (each with a signed priceId), ${sample.body.length} bytes`,
    )
    await runLoad(WARM_UP, CONCURRENCY, search)
    const busyBefore = await server.busyMs()
    const cpuBefore = await server.cpuMs()
    const started = performance.now()
    latencies = await runLoad(REQUESTS, CONCURRENCY, (index) => search(WARM_UP + index))
    const seconds = (performance.now() - started) / 1000
    const serverBusy = (await server.busyMs()) - busyBefore
    const cpuAfter = await server.cpuMs()
    printLatencies(latencies, seconds, 100)
    console.log(
      `server busy ${(serverBusy / REQUESTS).toFixed(2)} ms per request (its event loop's active time)`,
    )
    if (cpuBefore !== null && cpuAfter !== null) {
      const perRequest = (ms: number) => (ms / REQUESTS).toFixed(2)
      const user = cpuAfter.user - cpuBefore.user
      const system = cpuAfter.system - cpuBefore.system
      console.log(
        `server CPU ${perRequest(user + system)} ms per request (its thread's own CPU time: user ` +
          `${perRequest(user)}, system ${perRequest(system)})`,
      )
    }
  } finally {
    agent.destroy()
    await server.stop()
  }
  const experiences = percentiles(latencies)
  console.log('\n-- hotel availability, same run (baseline)')
  const hotels = percentiles(await measureAvailability())
  console.log(
    `\nexperience search p50 ${experiences.p50.toFixed(1)} ms, p99 ${experiences.p99.toFixed(1)} ms | ` +
      `hotel availability p50 ${hotels.p50.toFixed(1)} ms, p99 ${hotels.p99.toFixed(1)} ms`,
  )
}
