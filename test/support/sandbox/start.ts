import { afterAll, beforeAll } from 'vitest'
import type { SandboxServer, SandboxServerConfig } from '@agency-desk/sandbox'
import { startTestSandbox } from './test-sandbox'

export { startTestSandbox }

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
