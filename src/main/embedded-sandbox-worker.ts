/**
 * The embedded sandbox's thread: started by embedded-sandbox.ts with `workerData`, it runs the sandbox server on
 * loopback on its own event loop, so that a search over 100,000 hotels never holds up main's IPC or poller. It
 * answers its URL once listening, and closes the server (and its store) when told to stop.
 */
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { startSandboxAt, type SandboxWorkerData, type SandboxWorkerMessage } from './embedded-sandbox-start'

/**
 * The demo service gives way to the agent's app: on Linux a thread has a scheduling priority of its own, so this
 * thread (found through /proc/thread-self, which names its thread id) is lowered to nice 10, and main's IPC and
 * poller are served first when the two want the same core. Elsewhere priorities are per process: nothing changes.
 */
function giveWayToMain(): void {
  if (process.platform !== 'linux') return
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10)
  } catch {
    // No /proc, or not allowed: the sandbox keeps main's priority, as before.
  }
}

giveWayToMain()

const post = (message: SandboxWorkerMessage) => parentPort?.postMessage(message)

startSandboxAt(workerData as SandboxWorkerData).then(
  (server) => {
    post({ type: 'started', url: server.url, port: server.port })
    parentPort?.on('message', (message: unknown) => {
      if (message === 'stop') void server.close().then(() => post({ type: 'stopped' }))
    })
  },
  (error: unknown) => {
    const failure = error as NodeJS.ErrnoException
    post({ type: 'failed', message: failure.message ?? String(error), code: failure.code ?? null })
  },
)
