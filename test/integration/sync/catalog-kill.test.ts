import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/connection'
import { countHotels, countHotelsInPass, listHotelIds } from '../../../src/main/db/hotels.repo'
import type { Db } from '../../../src/main/db/statements'
import { getDatasetState } from '../../../src/main/db/sync-state.repo'
import { readCatalogCursor } from '../../../src/main/sync/catalog-pass'
import { catalogModule } from '@agency-desk/sandbox'
import { sandboxForFile } from '../../support/sandbox/start'
import type { DatasetSyncStatus } from '../../../src/shared/ipc'
import { catalogApi, instrumentedApi, sandboxHotelIds, tempFolder, testCatalogSync } from './catalog-fixtures'

/**
 * Quality bar: kill the process in the middle of a catalog sync of 100,000 hotels and start again. The sync
 * resumes where the killed one stopped, the cache is consistent and nothing is duplicated.
 */
const HOTELS = 100_000
const KILL_AFTER = 30_000
const server = sandboxForFile({ hotels: HOTELS, modules: [catalogModule] })

/** Starts the sync in a child process and SIGKILLs it once `KILL_AFTER` hotels are stored. */
function runAndKill(file: string): Promise<{ lastReported: number; signal: NodeJS.Signals | null }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'catalog-kill.child.ts'), server().url, file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let lastReported = 0
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [word, done] = line.split(' ')
    if (word !== 'progress') return
    lastReported = Number(done)
    if (lastReported >= KILL_AFTER) child.kill('SIGKILL')
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (_code, signal) => resolve({ lastReported, signal }))
  })
}

async function until<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('catalog sync killed in the middle of 100,000 hotels', () => {
  it(
    'resumes from its cursor at the next start: consistent, nothing duplicated',
    { timeout: 240_000 },
    async () => {
      const file = join(tempFolder('desk-kill-'), 'cache.db')
      const killed = await runAndKill(file)
      expect(killed.signal).toBe('SIGKILL')
      expect(killed.lastReported).toBeGreaterThanOrEqual(KILL_AFTER)

      let db: Db = openDatabase({ file }).db
      // What the killed process left: whole pages only, each with the cursor pointing past it.
      const cursor = readCatalogCursor(db)
      expect(cursor?.nextPage).toBeGreaterThan(KILL_AFTER / 1000)
      expect(cursor?.nextPage).toBeLessThan(HOTELS / 1000)
      const nextPage = cursor?.nextPage ?? 0
      expect(countHotels(db)).toBe((nextPage - 1) * 1000)
      expect(countHotelsInPass(db, 1)).toBe((nextPage - 1) * 1000)
      expect(getDatasetState(db, 'catalog')?.inProgress).toBe(true)

      // The next start: the sync sees the interrupted pass and resumes it by itself.
      db.close()
      db = openDatabase({ file }).db
      const api = instrumentedApi(catalogApi(server().url))
      const { sync, events } = testCatalogSync(db, api.api)
      sync.start()
      const finished = await until(
        () =>
          events.seen.find(
            (e) => e.event === 'sync.statusChanged' && !(e.payload as DatasetSyncStatus).syncing,
          )?.payload as DatasetSyncStatus | undefined,
        180_000,
      )
      await sync.stop()
      expect(finished).toMatchObject({ syncing: false, error: null, stale: false })
      expect(api.pages[0]).toBe(nextPage)
      expect(api.pages).toHaveLength(HOTELS / 1000 - nextPage + 1)
      expect(new Set(api.pages).size).toBe(api.pages.length)

      expect(countHotels(db)).toBe(HOTELS)
      expect(countHotelsInPass(db, 1)).toBe(HOTELS)
      expect(listHotelIds(db)).toEqual(sandboxHotelIds(server()))
      expect(readCatalogCursor(db)).toMatchObject({ pass: 1, nextPage: null, total: HOTELS })
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      // FTS5's own check of the index against the hotels table: it throws on any difference.
      expect(() =>
        db.prepare("INSERT INTO hotels_fts (hotels_fts, rank) VALUES ('integrity-check', 1)").run(),
      ).not.toThrow()
      db.close()
    },
  )
})
