import { join } from 'node:path'
import { startSandboxServer, type SandboxServer } from '../sandbox/server'
import type { EmbeddedSandbox } from './core/environment'

/**
 * The sandbox that a fresh install runs on: started in-process on a free loopback port the first time the core
 * needs it. Its store is a file of the data folder, so bookings made on it survive a restart of the app, and
 * state changes that happen while the app is closed are seen at the next start.
 */
export function createEmbeddedSandbox(
  dataFolder: string | null,
  options: { nativeBinding?: string } = {},
): EmbeddedSandbox {
  let server: Promise<SandboxServer> | null = null
  return {
    async start() {
      server ??= startSandboxServer({
        dbFile: dataFolder === null ? null : join(dataFolder, 'sandbox.db'),
        ...options,
      })
      try {
        return (await server).url
      } catch (error) {
        server = null
        throw error
      }
    },
    async stop() {
      const running = server
      server = null
      if (running) await (await running).close()
    },
  }
}
