import { startSandboxServer, type SandboxServer } from '@agency-desk/sandbox'

/** What the embedded sandbox's thread is started with (its `workerData`). */
export interface SandboxWorkerData {
  dbFile: string | null
  /** The port it had last time, tried first (0: any free port). */
  port: number
  nativeBinding?: string
  /** Size of the demo catalog (the sandbox's default when absent). */
  hotels?: number
}

export type SandboxWorkerMessage =
  | { type: 'started'; url: string; port: number }
  | { type: 'failed'; message: string; code: string | null }
  | { type: 'stopped' }

/** Starts the sandbox server on its last port, or on any free port when another program has taken that one. */
export async function startSandboxAt(data: SandboxWorkerData): Promise<SandboxServer> {
  const config = {
    dbFile: data.dbFile,
    ...(data.nativeBinding === undefined ? {} : { nativeBinding: data.nativeBinding }),
    ...(data.hotels === undefined ? {} : { hotels: data.hotels }),
  }
  try {
    return await startSandboxServer({ ...config, port: data.port })
  } catch (error) {
    // The image URLs kept in the cache then change; they are fetched again.
    if (data.port === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    return startSandboxServer({ ...config, port: 0 })
  }
}
