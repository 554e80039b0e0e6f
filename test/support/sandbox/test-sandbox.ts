import { startSandboxServer, type SandboxServer, type SandboxServerConfig } from '@agency-desk/sandbox'
import { SEED_CACHE_ENV } from './seed-cache-run'

/**
 * The one way tests and benches start a sandbox. Loopback, a free port, and no ticks on the wall clock: time-based
 * events happen when a test moves the sandbox's clock (control plane), never because a test happened to run
 * slowly. A test that needs the timer passes `tickIntervalMs` itself. Free of vitest, so the benches (run by tsx)
 * use it too; test files take `sandboxForFile` from ./start. Within a test run the seeded catalog is shared through
 * the run's seed cache (./seed-cache-run) when there is one; a test that passes `seedCacheDir` decides for itself.
 */
export function startTestSandbox(config: SandboxServerConfig = {}): Promise<SandboxServer> {
  const seedCacheDir = process.env[SEED_CACHE_ENV] ?? null
  return startSandboxServer({ port: 0, host: '127.0.0.1', tickIntervalMs: 0, seedCacheDir, ...config })
}
