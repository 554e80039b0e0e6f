/**
 * The embedded sandbox's thread: started by embedded-sandbox.ts with `workerData`, it runs the sandbox server on
 * loopback on its own event loop, so that a search over 100,000 hotels never holds up main's IPC or poller. It
 * answers its URL once listening, and closes the server (and its store) when told to stop.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { startSandboxAt, type SandboxWorkerData, type SandboxWorkerMessage } from './embedded-sandbox-start'

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
