import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startSandboxServer, type SandboxServer } from '../sandbox/server'
import type { EmbeddedSandbox } from './base/environment'

/**
 * The sandbox that a fresh install runs on: started in-process on loopback the first time the core needs it. Its
 * store is a file of the data folder, so bookings made on it survive a restart of the app, and state changes that
 * happen while the app is closed are seen at the next start. It comes back on the port it had last time when that
 * port is free, so the addresses it gave out (hotel image URLs kept in the cache) stay valid across restarts.
 */
export function createEmbeddedSandbox(
  dataFolder: string | null,
  options: { nativeBinding?: string } = {},
): EmbeddedSandbox {
  const portFile = dataFolder === null ? null : join(dataFolder, 'sandbox.port')
  let server: Promise<SandboxServer> | null = null

  const launch = async (): Promise<SandboxServer> => {
    const config = { dbFile: dataFolder === null ? null : join(dataFolder, 'sandbox.db'), ...options }
    const lastPort = readLastPort(portFile)
    let started: SandboxServer
    try {
      started = await startSandboxServer({ ...config, port: lastPort ?? 0 })
    } catch (error) {
      if (lastPort === null || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      started = await startSandboxServer({ ...config, port: 0 })
    }
    if (portFile !== null) writeFileSync(portFile, String(started.port))
    return started
  }

  return {
    async start() {
      server ??= launch()
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

function readLastPort(portFile: string | null): number | null {
  if (portFile === null || !existsSync(portFile)) return null
  const port = Number(readFileSync(portFile, 'utf8').trim())
  return Number.isInteger(port) && port > 1024 && port < 65536 ? port : null
}
