import { afterAll, beforeAll } from 'vitest'
import { startSandboxServer, type SandboxServer, type SandboxServerConfig } from '../../../src/sandbox/server'

/**
 * The one way tests start a sandbox. Loopback, a free port, and no ticks on the wall clock: time-based events
 * happen when a test moves the sandbox's clock (control plane), never because a test happened to run slowly.
 * A test that needs the timer passes `tickIntervalMs` itself.
 */
export function startTestSandbox(config: SandboxServerConfig = {}): Promise<SandboxServer> {
  return startSandboxServer({ port: 0, host: '127.0.0.1', tickIntervalMs: 0, ...config })
}

/**
 * One sandbox for the test file that calls it (at its top level or in a describe): started before the first
 * test, closed after the last. The returned function gives the running server inside tests and hooks.
 */
export function sandboxForFile(config: SandboxServerConfig = {}): () => SandboxServer {
  let server: SandboxServer | null = null
  beforeAll(async () => {
    server = await startTestSandbox(config)
  })
  afterAll(async () => {
    await server?.close()
    server = null
  })
  return () => {
    if (server === null) throw new Error('The sandbox of this file runs from beforeAll to afterAll only.')
    return server
  }
}
