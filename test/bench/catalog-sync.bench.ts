/**
 * Catalog sync of 100,000 hotels from the sandbox, as the desk does it: the app's API client, perPage 1000, each
 * page written with its cursor in one transaction, into a cache file in WAL mode. Prints seconds and hotels per
 * second, then in the same run the ceiling: the same rows inserted straight into a fresh cache with the same
 * statements and transactions (no HTTP, no JSON parsing, no validation). Also prints a refresh pass over the
 * unchanged catalog. Asserts nothing.
 *
 * Each figure also comes as CPU time of this process, which a machine shared with other work inflates less than
 * elapsed time. The ceiling keeps the FTS index up row by row (its triggers, as a refresh pass does); a first pass
 * into an empty cache defers the index and builds it once at its end (hotel-index.repo.ts), so it may beat it.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApiClient } from '../../src/main/api/create-client'
import { createEmbeddedSandbox } from '../../src/main/embedded-sandbox'
import { openDatabase } from '../../src/main/db/connection'
import { upsertHotels } from '../../src/main/db/hotels.repo'
import type { Db } from '../../src/main/db/statements'
import { setCursor } from '../../src/main/db/sync-state.repo'
import { systemClock } from '../../src/main/platform/clock'
import { createNodeSecretStore } from '../../src/main/platform/node/secrets'
import { CATALOG_CURSOR } from '../../src/main/sync/catalog-pass'
import {
  deferHotelIndex,
  deferHotelLookups,
  restoreHotelIndex,
  restoreHotelLookups,
} from '../../src/main/db/hotel-index.repo'
import { createCatalogSync } from '../../src/main/sync/catalog-sync'
import { catalogModule } from '@agency-desk/sandbox'
import { startTestSandbox } from '../support/sandbox/test-sandbox'
import type { HotelCatalogItem } from '../../src/shared/api/catalog'
import { benchSize } from './bench-size'

export const title = 'Catalog sync: 100,000 hotels from the sandbox into the SQLite cache (perPage 1000)'

const HOTELS = benchSize(100_000, 2_000)
const PER_PAGE = 1000

const seconds = (from: number): number => (performance.now() - from) / 1000
const rate = (count: number, s: number): string => `${Math.round(count / s).toLocaleString('en')} hotels/s`
/** CPU seconds of this process since `from` (process.cpuUsage()): a machine busy with other work inflates it less. */
const cpuSeconds = (from: NodeJS.CpuUsage): number => {
  const spent = process.cpuUsage(from)
  return (spent.user + spent.system) / 1e6
}
const cpuFigure = (count: number, s: number): string =>
  `CPU ${s.toFixed(2)} s: ${Math.round(count / s).toLocaleString('en')} hotels per CPU second`
const megabytes = (file: string): string =>
  `${((statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)) / 1e6).toFixed(0)} MB`

function readBack(db: Db): HotelCatalogItem[] {
  return (db.prepare('SELECT raw_json FROM hotels ORDER BY seq').all() as { raw_json: string }[]).map(
    (row) => JSON.parse(row.raw_json) as HotelCatalogItem,
  )
}

function syncOf(baseUrl: string, folder: string, file: string) {
  const { client } = createApiClient({
    endpoint: async () => ({
      kind: 'ready',
      environment: 'sandbox',
      baseUrl,
      auth: { method: 'apiKey', apiKey: 'sandbox-to-key-1' },
    }),
    secrets: createNodeSecretStore(folder),
    clock: systemClock,
  })
  const { db } = openDatabase({ file })
  const sync = createCatalogSync({
    db,
    api: client.catalog,
    clock: systemClock,
    events: { publish: () => undefined },
    source: async () => ({ ok: true, id: 'sandbox' }),
    locale: () => 'en',
  })
  return { db, sync }
}

/**
 * The second ceiling: the first pass's own writes (catalog-pass.ts) without HTTP, JSON or validation. The index
 * and the city/country lookups deferred and rebuilt at the end, a page per transaction with its cursor: what the
 * sync would take if fetching and parsing cost nothing.
 */
function firstPassCeiling(
  rows: HotelCatalogItem[],
  file: string,
  syncSeconds: number,
  syncCpu: number,
): void {
  const db = openDatabase({ file }).db
  const start = performance.now()
  const startCpu = process.cpuUsage()
  const deferred = db.transaction(() => ({ index: deferHotelIndex(db), lookups: deferHotelLookups(db) }))()
  for (let offset = 0; offset < rows.length; offset += PER_PAGE) {
    const at = new Date().toISOString()
    db.transaction(() => {
      upsertHotels(db, rows.slice(offset, offset + PER_PAGE), { fetchedAt: at, syncPass: 1 })
      setCursor(db, CATALOG_CURSOR, { nextPage: offset / PER_PAGE + 2 }, at)
    })()
  }
  db.transaction(() => {
    restoreHotelIndex(db, deferred.index)
    restoreHotelLookups(db, deferred.lookups)
  })()
  const elapsed = seconds(start)
  const cpu = cpuSeconds(startCpu)
  console.log(
    `  ceiling of a first pass, its own writes (indexes deferred) without HTTP or JSON: ${elapsed.toFixed(2)} s: ${rate(rows.length, elapsed)} ` +
      `(the sync reaches ${Math.round((elapsed / syncSeconds) * 100)}% of it)`,
  )
  console.log(
    `    ${cpuFigure(rows.length, cpu)} (the sync reaches ${Math.round((cpu / syncCpu) * 100)}% of it)`,
  )
  db.close()
}

/**
 * The same full sync with the sandbox in its worker thread, as the app embeds it (src/main/embedded-sandbox.ts):
 * a page is produced on the other thread while the desk writes the one before.
 */
async function syncFromWorker(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'desk-bench-sync-worker-'))
  const sandbox = createEmbeddedSandbox(null, { hotels: HOTELS })
  try {
    const url = await sandbox.start()
    const { db, sync } = syncOf(url, folder, join(folder, 'cache.db'))
    const start = performance.now()
    const result = await sync.syncNow()
    const elapsed = seconds(start)
    if (!result.ok) throw new Error(`sync failed: ${result.error.code} ${result.error.message}`)
    console.log(
      `  full sync, the sandbox in its worker thread as the app runs it: ${result.outcome.stored.toLocaleString('en')} ` +
        `hotels in ${elapsed.toFixed(2)} s: ${rate(result.outcome.stored, elapsed)}`,
    )
    db.close()
  } finally {
    await sandbox.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

export async function run(): Promise<void> {
  await runInProcess()
  await syncFromWorker()
}

async function runInProcess(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'desk-bench-sync-'))
  const seedStart = performance.now()
  const server = await startTestSandbox({
    hotels: HOTELS,
    modules: [catalogModule],
  })
  console.log(
    `  sandbox seeded with ${HOTELS.toLocaleString('en')} hotels in ${seconds(seedStart).toFixed(2)} s`,
  )
  try {
    const file = join(folder, 'cache.db')
    const { db, sync } = syncOf(server.url, folder, file)

    let start = performance.now()
    let startCpu = process.cpuUsage()
    const first = await sync.syncNow()
    const syncSeconds = seconds(start)
    const syncCpu = cpuSeconds(startCpu)
    if (!first.ok) throw new Error(`sync failed: ${first.error.code} ${first.error.message}`)
    console.log(
      `  full sync: ${first.outcome.stored.toLocaleString('en')} hotels (${first.outcome.pagesFetched} pages + ` +
        `locations) in ${syncSeconds.toFixed(2)} s: ${rate(first.outcome.stored, syncSeconds)}; cache ${megabytes(file)}`,
    )
    console.log(`    ${cpuFigure(first.outcome.stored, syncCpu)} (the sandbox's work included)`)

    start = performance.now()
    startCpu = process.cpuUsage()
    const refresh = await sync.syncNow()
    const refreshSeconds = seconds(start)
    const refreshCpu = cpuSeconds(startCpu)
    if (!refresh.ok) throw new Error(`refresh failed: ${refresh.error.code}`)
    console.log(
      `  refresh pass over the unchanged catalog: ${refreshSeconds.toFixed(2)} s: ` +
        `${rate(refresh.outcome.stored, refreshSeconds)} (${refresh.outcome.deleted} deleted)`,
    )
    console.log(`    ${cpuFigure(refresh.outcome.stored, refreshCpu)}`)

    // The ceiling: the same rows, same statements, same page-sized transactions with their cursor writes.
    const rows = readBack(db)
    db.close()
    const ceilingFile = join(folder, 'ceiling.db')
    const ceiling = openDatabase({ file: ceilingFile }).db
    start = performance.now()
    startCpu = process.cpuUsage()
    for (let offset = 0; offset < rows.length; offset += PER_PAGE) {
      const page = rows.slice(offset, offset + PER_PAGE)
      const at = new Date().toISOString()
      ceiling.transaction(() => {
        upsertHotels(ceiling, page, { fetchedAt: at, syncPass: 1 })
        setCursor(ceiling, CATALOG_CURSOR, { nextPage: offset / PER_PAGE + 2 }, at)
      })()
    }
    const ceilingSeconds = seconds(start)
    const ceilingCpu = cpuSeconds(startCpu)
    console.log(
      `  ceiling, the same ${rows.length.toLocaleString('en')} rows inserted straight into SQLite: ` +
        `${ceilingSeconds.toFixed(2)} s: ${rate(rows.length, ceilingSeconds)} ` +
        `(the sync reaches ${Math.round((ceilingSeconds / syncSeconds) * 100)}% of it)`,
    )
    console.log(
      `    ${cpuFigure(rows.length, ceilingCpu)} (the sync reaches ${Math.round((ceilingCpu / syncCpu) * 100)}% of it)`,
    )
    ceiling.close()
    firstPassCeiling(rows, join(folder, 'first-pass.db'), syncSeconds, syncCpu)
    console.log(
      '  (the sandbox serves from the same process and thread: its JSON work counts in the sync time)',
    )
  } finally {
    await server.close()
    rmSync(folder, { recursive: true, force: true })
  }
}
