import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createSandbox, type Sandbox, type SandboxConfig } from './app'

export interface SandboxServer {
  /** Base URL, e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string
  port: number
  sandbox: Sandbox
  close(): Promise<void>
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

/** Starts the sandbox on loopback. Port 0 (the default) picks a free port: what tests use. */
export async function startSandboxServer(
  config: SandboxConfig & { port?: number; host?: string } = {},
): Promise<SandboxServer> {
  const host = config.host ?? '127.0.0.1'
  if (!LOOPBACK.has(host)) throw new Error(`The sandbox binds to loopback only, not ${host}.`)
  const sandbox = createSandbox(config)
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve, reject) => {
      const server = serve(
        { fetch: sandbox.app.fetch, port: config.port ?? 0, hostname: host },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      )
      server.once('error', reject)
    },
  )
  const urlHost = host === '::1' ? '[::1]' : host
  return {
    url: `http://${urlHost}:${port}`,
    port,
    sandbox,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => {
          sandbox.close()
          resolve()
        })
      }),
  }
}
