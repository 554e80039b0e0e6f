/**
 * What the HTTP benchmarks share: the service under test runs in a worker thread (its own event loop and core, as
 * a separate service would) while the load generator runs in the main thread; a fixed number of requests goes out
 * over keep-alive connections at a fixed concurrency; latencies are printed as percentiles. Benchmarks print;
 * nothing here asserts a time.
 */
import { readFileSync } from 'node:fs'
import type { Agent } from 'node:http'
import { request } from 'node:http'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { benchSize } from './bench-size'

export const REQUESTS = benchSize(2_000, 60)
export const WARM_UP = benchSize(200, 10)
export const CONCURRENCY = 50

/**
 * Worker side: when this module runs as the worker `role`, starts the server and posts what the load needs; then
 * answers 'busy' (the server's event-loop active time, to tell server work from the load generator's) and 'stop'.
 * Does nothing on the main thread.
 */
export async function serveFromWorker<R>(
  role: string,
  start: () => Promise<{ ready: R; close(): Promise<void> }>,
): Promise<void> {
  if (isMainThread || (workerData as { role?: string } | null)?.role !== role) return
  const { ready, close } = await start()
  parentPort?.postMessage(ready)
  parentPort?.on('message', (message) => {
    if (message === 'busy') {
      parentPort?.postMessage({ busyMs: performance.eventLoopUtilization().active, cpuMs: threadCpuMs() })
    }
    if (message === 'stop') void close().then(() => process.exit(0))
  })
}

/**
 * CPU time this thread has used (user + system, ms; Linux: /proc/thread-self/stat in clock ticks, taken as
 * 100 per second), or null where that file does not exist. Unlike the event loop's active time, it leaves out the
 * time the thread waited for a core: on a loaded machine it is what the server's own work costs.
 */
function threadCpuMs(): { user: number; system: number } | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8')
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 }
  } catch {
    return null
  }
}

export interface ServerWorker<R> {
  ready: R
  /** Milliseconds the server's event loop has been busy so far. */
  busyMs(): Promise<number>
  /** Milliseconds of CPU the server's thread has used so far, in user and system mode (null off Linux). */
  cpuMs(): Promise<{ user: number; system: number } | null>
  stop(): Promise<void>
}

/** Main side: loads `moduleUrl` (a bench file calling serveFromWorker) in a worker and waits for it to be ready. */
export async function startServerWorker<R>(moduleUrl: string, role: string): Promise<ServerWorker<R>> {
  // The worker loads a TypeScript file, so it registers tsx's loader first.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((api) => api.register())
    .then(() => import(${JSON.stringify(moduleUrl)}))`
  const worker = new Worker(bootstrap, { eval: true, workerData: { role } })
  const ready = await new Promise<R>((resolve, reject) => {
    worker.once('message', (message: R) => resolve(message))
    worker.once('error', reject)
  })
  const usage = () =>
    new Promise<{ busyMs: number; cpuMs: { user: number; system: number } | null }>((resolve) => {
      worker.once('message', resolve)
      worker.postMessage('busy')
    })
  return {
    ready,
    busyMs: async () => (await usage()).busyMs,
    cpuMs: async () => (await usage()).cpuMs,
    stop: async () => {
      worker.postMessage('stop')
      await new Promise((resolve) => worker.once('exit', resolve))
    },
  }
}

export interface Sent {
  status: number
  body: Buffer
}

/** One HTTP request on the shared keep-alive agent. */
export function send(
  agent: Agent,
  base: URL,
  options: {
    method?: 'GET' | 'POST'
    path: string
    headers?: Record<string, string | number>
    body?: string
  },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Sends `total` requests, `concurrency` at a time; returns each one's latency in ms. A non-200 stops the run. */
export async function runLoad(
  total: number,
  concurrency: number,
  fire: (index: number) => Promise<Sent>,
): Promise<number[]> {
  const latencies: number[] = []
  let next = 0
  const connection = async (): Promise<void> => {
    while (next < total) {
      const index = next++
      const started = performance.now()
      const { status } = await fire(index)
      latencies.push(performance.now() - started)
      if (status !== 200) throw new Error(`Request ${index} answered ${status}`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, connection))
  return latencies
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

/** p50 and p99 of a measured run, in ms. */
export function percentiles(latencies: readonly number[]): { p50: number; p99: number } {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

/** p50, p99, max and throughput of a measured run, with an optional target for p99. */
export function printLatencies(latencies: readonly number[], seconds: number, p99Target?: number): void {
  const sorted = [...latencies].sort((a, b) => a - b)
  console.log(
    `${latencies.length} requests, ${CONCURRENCY} concurrent connections (after ${WARM_UP} warm-up requests)`,
  )
  console.log(`p50 ${percentile(sorted, 50).toFixed(1)} ms`)
  const target = p99Target === undefined ? '' : ` (target < ${p99Target} ms)`
  console.log(`p99 ${percentile(sorted, 99).toFixed(1)} ms${target}`)
  console.log(`max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`)
  console.log(`${(latencies.length / seconds).toFixed(0)} requests/second`)
}
