import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The environment variable naming this run's sandbox seed cache (packages/sandbox/src/platform/seed-cache.ts):
 * startTestSandbox passes it on, so the catalog a file's sandbox seeds is copied by the next file's instead of
 * generated again. One folder per run, as a cache file is only valid for the code that wrote it.
 */
export const SEED_CACHE_ENV = 'DESK_TEST_SEED_CACHE'

/**
 * Vitest globalSetup of the integration project: makes the run's folder before the workers start (they inherit the
 * variable) and removes it after the last file. A folder already named by the caller is left to the caller.
 */
export default function setup(): (() => void) | undefined {
  if (process.env[SEED_CACHE_ENV] !== undefined) return undefined
  const folder = mkdtempSync(join(tmpdir(), 'agency-desk-seed-cache-'))
  process.env[SEED_CACHE_ENV] = folder
  return () => {
    rmSync(folder, { recursive: true, force: true })
    delete process.env[SEED_CACHE_ENV]
  }
}
