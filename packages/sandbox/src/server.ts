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

export interface SandboxServerConfig extends SandboxConfig {
  port?: number
  host?: string
  /** How often module ticks run without a clock move (default 1000 ms; 0 = never, ticks only on clock moves). */
  tickIntervalMs?: number
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])
/**
 * Node's default header limit (16 KiB) answers an over-long URL with a bare 431; a larger one lets such requests
 * reach the sandbox, which answers a clear 400 about the parameter that is too long.
 */
const MAX_HEADER_BYTES = 64 * 1024

/** Starts the sandbox on loopback. Port 0 (the default) picks a free port: what tests use. */
export async function startSandboxServer(config: SandboxServerConfig = {}): Promise<SandboxServer> {
  const host = config.host ?? '127.0.0.1'
  if (!LOOPBACK.has(host)) throw new Error(`The sandbox binds to loopback only, not ${host}.`)
  const sandbox = createSandbox(config)
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve, reject) => {
      const server = serve(
        {
          fetch: sandbox.app.fetch,
          port: config.port ?? 0,
          hostname: host,
          serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
        },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      )
      server.once('error', (error) => {
        sandbox.close()
        reject(error)
      })
    },
  )
  // Time-based events (supplier answers, reminders, automatic refusals) also happen while nobody moves the clock.
  const interval = config.tickIntervalMs ?? 1000
  const timer = interval > 0 ? setInterval(() => sandbox.runTicks(), interval) : null
  timer?.unref()
  const urlHost = host === '::1' ? '[::1]' : host
  let closing: Promise<void> | null = null
  return {
    url: `http://${urlHost}:${port}`,
    port,
    sandbox,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        if (timer !== null) clearInterval(timer)
        server.close(() => {
          sandbox.close()
          resolve()
        })
        if ('closeAllConnections' in server) server.closeAllConnections()
      })),
  }
}
