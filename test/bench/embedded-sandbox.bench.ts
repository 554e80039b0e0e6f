/**
 * Main's IPC round trip while the embedded sandbox works: the real web entry (src/main/web-main.ts, a child
 * process: its core, poller and web host) is asked `app.info` every 10 ms over its IPC transport, first idle, then
 * while 50 connections search hotel availability on its embedded sandbox (a city of about 500 hotels), with the
 * sandbox on main's own event loop (as it was) and in its worker thread (as it is). Prints p50/p99 of the round
 * trip side by side and each against idle. The calls are timed from a thread of their own, apart from the load
 * generator's. Asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { CONCURRENCY, runLoad, send, WARM_UP } from './http-load'
import { benchSize } from './bench-size'

export const title =
  "Main's IPC round trip (app.info) while the embedded sandbox serves 50 concurrent searches"

/** Paris holds 30/762 of the demo hotels: 12,700 hotels put about 500 there (as sandbox-availability.bench.ts). */
const HOTELS = benchSize(12_700, 2_400)
const CITY_ID = 1
const SEARCHES = benchSize(3_000, 60)
const IDLE_SAMPLES = benchSize(400, 20)
const PROBE_EVERY_MS = 10
const API_KEY = 'sandbox-to-key-1'

interface RunningApp {
  ipc: URL
  token: string
  sandbox: URL
  stop(): Promise<void>
}

async function startApp(thread: 'main' | 'worker'): Promise<RunningApp> {
  const data = mkdtempSync(join(tmpdir(), 'desk-bench-embedded-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/main/web-main.ts',
      ...['--port', '0', '--data', data],
      ...['--sandbox-hotels', String(HOTELS), '--sandbox-thread', thread],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const appUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = output.match(/http:\/\/127\.0\.0\.1:\d+\/#token=\S+/)
      if (found) resolve(found[0])
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`web-main exited (${code}):\n${output}`)))
  })
  // The core starts the sandbox on its first connectivity check; its port file says where it listens.
  const portFile = join(data, 'sandbox.port')
  for (let waited = 0; !existsSync(portFile); waited += 100) {
    if (waited > 120_000) throw new Error('The embedded sandbox did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const url = new URL(appUrl)
  return {
    ipc: new URL(url.origin),
    token: url.hash.replace('#token=', ''),
    sandbox: new URL(`http://127.0.0.1:${readFileSync(portFile, 'utf8').trim()}`),
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(data, { recursive: true, force: true })
    },
  }
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

/**
 * The prober, on a thread of its own: the load generator keeps this thread's event loop busy reading 50
 * connections' answers, and a round trip timed here would count that wait as main's. Asks app.info every
 * `everyMs` until told 'stop' (or `samples` are taken), then posts the round trips.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads')
const { Agent, request } = require('node:http')
const { url, token, everyMs, samples } = workerData
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
const roundTrips = []
let stopped = false
parentPort.on('message', () => (stopped = true))
const call = () => new Promise((resolve, reject) => {
  const req = request(new URL('/ipc/app.info', url), { method: 'POST', agent,
    headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' } }, (res) => {
    res.resume()
    res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error('app.info answered ' + res.statusCode))))
  })
  req.on('error', reject)
  req.end('{}')
})
;(async () => {
  while (!stopped && (samples === null || roundTrips.length < samples)) {
    const started = performance.now()
    await call()
    roundTrips.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  agent.destroy()
  parentPort.postMessage(roundTrips)
})()
`

/** Asks app.info every PROBE_EVERY_MS from the prober's thread until `until` settles (or `samples` are taken). */
async function probe(app: RunningApp, until: { samples: number } | Promise<unknown>): Promise<number[]> {
  const worker = new Worker(PROBER, {
    eval: true,
    workerData: {
      url: app.ipc.href,
      token: app.token,
      everyMs: PROBE_EVERY_MS,
      samples: until instanceof Promise ? null : until.samples,
    },
  })
  if (until instanceof Promise) void until.finally(() => worker.postMessage('stop'))
  try {
    return await new Promise<number[]>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    })
  } finally {
    await worker.terminate()
  }
}

function loadOn(app: RunningApp, today: string): (index: number) => ReturnType<typeof send> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  return (index) =>
    send(agent, app.sandbox, { path: searchPath(today, index), headers: { 'X-API-Key': API_KEY } })
}

const percentile = (samples: readonly number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

interface Row {
  label: string
  roundTrips: number[]
  searchP99: number | null
}

/** Waits until the catalog has synced once and nothing is syncing: the app as an agent finds it mid-morning. */
async function settled(app: RunningApp): Promise<void> {
  for (let waited = 0; waited < 300_000; waited += 500) {
    const answer = await fetch(new URL('/ipc/sync.status', app.ipc), {
      method: 'POST',
      headers: { Authorization: `Bearer ${app.token}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    const { data } = (await answer.json()) as {
      data: { datasets: { dataset: string; syncing: boolean; lastSyncedAt: string | null }[] }
    }
    const catalog = data.datasets.find((dataset) => dataset.dataset === 'catalog')
    if (catalog?.lastSyncedAt != null && data.datasets.every((dataset) => !dataset.syncing)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The app did not settle (catalog sync) within 5 minutes')
}

async function measure(thread: 'main' | 'worker'): Promise<Row[]> {
  const app = await startApp(thread)
  try {
    await settled(app)
    const clock = (await (await fetch(new URL('/_sandbox/clock', app.sandbox))).json()) as { now: string }
    const search = loadOn(app, clock.now.slice(0, 10))
    await runLoad(WARM_UP, CONCURRENCY, search)
    const rows: Row[] = []
    if (thread === 'worker') {
      rows.push({
        label: 'idle main',
        roundTrips: await probe(app, { samples: IDLE_SAMPLES }),
        searchP99: null,
      })
    }
    const load = runLoad(SEARCHES, CONCURRENCY, (index) => search(WARM_UP + index))
    const roundTrips = await probe(app, load)
    const searches = await load
    rows.push({
      label: thread === 'main' ? "sandbox on main's loop (before)" : 'sandbox in its worker (after)',
      roundTrips,
      searchP99: percentile(searches, 99),
    })
    return rows
  } finally {
    await app.stop()
  }
}

export async function run(): Promise<void> {
  const rows = [...(await measure('worker')), ...(await measure('main'))]
  const idle = rows.find((row) => row.label === 'idle main')
  const idleP99 = idle === undefined ? NaN : percentile(idle.roundTrips, 99)
  console.log(
    `catalog ${HOTELS} hotels; ${SEARCHES} availability searches at ${CONCURRENCY} connections; ` +
      `app.info every ${PROBE_EVERY_MS} ms over the web host`,
  )
  for (const row of rows) {
    const p99 = percentile(row.roundTrips, 99)
    const against = row === idle ? '' : ` = ${(p99 / idleP99).toFixed(1)}x idle (goal <= 2x)`
    const searches = row.searchP99 === null ? '' : `; searches p99 ${row.searchP99.toFixed(0)} ms`
    console.log(
      `${row.label.padEnd(32)} app.info p50 ${percentile(row.roundTrips, 50).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms${against} (${row.roundTrips.length} calls${searches})`,
    )
  }
}
