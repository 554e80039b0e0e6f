import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { EmbeddedSandbox } from './base/environment'
import { startSandboxAt, type SandboxWorkerData, type SandboxWorkerMessage } from './embedded-sandbox-start'
import { mainLog } from './base/main-log'

/**
 * The sandbox that a fresh install runs on: started on loopback the first time the core needs it, in a worker
 * thread of its own (embedded-sandbox-worker.ts), so that its work (a search over 100,000 hotels takes about
 * 160 ms) never blocks main's IPC, poller or notifications. Its store is a file of the data folder, so bookings
 * made on it survive a restart of the app, and state changes that happen while the app is closed are seen at the
 * next start. It comes back on the port it had last time when that port is free, so the addresses it gave out
 * (hotel image URLs kept in the cache) stay valid across restarts.
 *
 * `thread: 'main'` runs it on main's own event loop instead: only to measure what the worker saves
 * (test/bench/embedded-sandbox.bench.ts).
 */
export function createEmbeddedSandbox(
  dataFolder: string | null,
  options: {
    nativeBinding?: string
    hotels?: number
    thread?: 'worker' | 'main'
    /** How long a stop waits for the thread's own close (tests lengthen it to prove the thread answers). */
    stopGraceMs?: number
  } = {},
): EmbeddedSandbox {
  const portFile = dataFolder === null ? null : join(dataFolder, 'sandbox.port')
  const data: Omit<SandboxWorkerData, 'port'> = {
    dbFile: dataFolder === null ? null : join(dataFolder, 'sandbox.db'),
    ...(options.nativeBinding === undefined ? {} : { nativeBinding: options.nativeBinding }),
    ...(options.hotels === undefined ? {} : { hotels: options.hotels }),
  }
  let running: Promise<RunningSandbox> | null = null
  let launching: AbortController | null = null

  const launch = async (): Promise<RunningSandbox> => {
    const port = readLastPort(portFile) ?? 0
    const abort = (launching = new AbortController())
    const started =
      options.thread === 'main'
        ? await startInProcess({ ...data, port })
        : await startInWorker({ ...data, port }, options.stopGraceMs ?? STOP_GRACE_MS, abort.signal)
    if (portFile !== null) writeFileSync(portFile, String(started.port))
    return started
  }

  return {
    async start() {
      running ??= launch()
      try {
        return (await running).url
      } catch (error) {
        running = null
        throw error
      }
    },
    async stop() {
      const stopping = running
      running = null
      // A stop during the start (a quit while a large demo store opens) ends the thread at once: whoever waits for
      // the sandbox (the poller, the catalog sync) is told it is gone instead of holding the quit up.
      launching?.abort()
      launching = null
      if (stopping) await (await stopping.catch(() => null))?.close()
    },
  }
}

interface RunningSandbox {
  url: string
  port: number
  close(): Promise<void>
}

/** How long a stopping sandbox may take to close its server and store before its thread is ended. */
const STOP_GRACE_MS = 5_000

async function startInWorker(
  data: SandboxWorkerData,
  stopGraceMs: number,
  stopped: AbortSignal,
): Promise<RunningSandbox> {
  const worker = spawnWorker(data)
  const listeners: { message?: (reply: SandboxWorkerMessage) => void; error?: (error: Error) => void } = {}
  const onStop = () => {
    listeners.error?.(new Error('The embedded sandbox was stopped while it started.'))
    void worker.terminate()
  }
  const onExit = (code: number) =>
    listeners.error?.(new Error(`The embedded sandbox stopped at start (exit ${code}).`))
  const message = await new Promise<SandboxWorkerMessage>((resolve, reject) => {
    listeners.message = resolve
    listeners.error = reject
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', onExit)
    if (stopped.aborted) onStop()
    else stopped.addEventListener('abort', onStop, { once: true })
  }).finally(() => {
    stopped.removeEventListener('abort', onStop)
    // Only the start's own listeners go: `removeAllListeners()` also took Node's internal ones, after which the
    // thread's "stopped" never reached main and every stop waited out the grace period (Ctrl+C took 5 s more).
    if (listeners.message) worker.off('message', listeners.message)
    if (listeners.error) worker.off('error', listeners.error)
    worker.off('exit', onExit)
  })
  if (message.type !== 'started') {
    await worker.terminate()
    const failure: NodeJS.ErrnoException = new Error(
      message.type === 'failed' ? message.message : 'The embedded sandbox did not start.',
    )
    if (message.type === 'failed' && message.code !== null) failure.code = message.code
    throw failure
  }
  // A failure after the start (a bug in the sandbox) ends its thread, not the app: the next start makes a new one.
  worker.on('error', (error) => mainLog.error('[embedded sandbox]', error.message))
  return {
    url: message.url,
    port: message.port,
    async close() {
      const stopped = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, stopGraceMs)
        worker.on('message', (reply: SandboxWorkerMessage) => {
          if (reply.type === 'stopped') {
            clearTimeout(timer)
            resolve()
          }
        })
        worker.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
      })
      worker.postMessage('stop')
      await stopped
      await worker.terminate()
    },
  }
}

/**
 * The worker's code: the built file beside main's bundle (out/main/embedded-sandbox-worker.js); run from the
 * source (tsx, vitest), the TypeScript file, with tsx's loader registered in the thread first.
 */
function spawnWorker(data: SandboxWorkerData): Worker {
  const built = new URL('./embedded-sandbox-worker.js', import.meta.url)
  if (existsSync(fileURLToPath(built))) return new Worker(built, { workerData: data })
  const source = new URL('./embedded-sandbox-worker.ts', import.meta.url).href
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'))
  const bootstrap = `import(${tsx}).then((api) => api.register()).then(() => import(${JSON.stringify(source)}))`
  return new Worker(bootstrap, { eval: true, workerData: data })
}

async function startInProcess(data: SandboxWorkerData): Promise<RunningSandbox> {
  const server = await startSandboxAt(data)
  return { url: server.url, port: server.port, close: () => server.close() }
}

function readLastPort(portFile: string | null): number | null {
  if (portFile === null || !existsSync(portFile)) return null
  const port = Number(readFileSync(portFile, 'utf8').trim())
  return Number.isInteger(port) && port > 1024 && port < 65536 ? port : null
}
