import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/connection'
import { countHotels } from '../../../src/main/db/hotels.repo'
import { manualClock } from '../../support/manual-clock'
import { readCatalogCursor } from '../../../src/main/sync/catalog-pass'
import { DEFAULT_REFRESH_INTERVAL_MS, type CatalogSync } from '../../../src/main/sync/catalog-sync'
import { catalogModule } from '@agency-desk/sandbox'
import { sandboxForFile } from '../../support/sandbox/start'
import type { ConnectivityStatus } from '../../../src/shared/ipc'
import { catalogApi, instrumentedApi, testCatalogSync } from './catalog-fixtures'

const START = Date.parse('2026-03-01T08:00:00Z')

/** When the catalog sync runs: at start, after the refresh period, after failures, when the service is back. */
const server = sandboxForFile({ hotels: 2400, modules: [catalogModule] })
const online = (state: ConnectivityStatus['state']): ConnectivityStatus => ({
  state,
  environment: 'sandbox',
  since: '2026-03-01T08:00:00.000Z',
  checkedAt: null,
  reason: null,
})

/** Lets the pass that a timer started run to its end (syncNow joins the running pass). */
const settle = (sync: CatalogSync) => sync.syncNow()

describe('catalog sync schedule', () => {
  it('syncs at once when never synced, then once per refresh period', async () => {
    const db = openDatabase({ file: ':memory:' }).db
    const clock = manualClock(START)
    const api = instrumentedApi(catalogApi(server().url))
    const { sync } = testCatalogSync(db, api.api, { clock })
    sync.start()
    expect(clock.pendingIn()).toEqual([0])
    clock.advance(0)
    expect((await settle(sync)).ok).toBe(true)
    expect(api.pages).toEqual([1, 2, 3])
    expect(clock.pendingIn()).toEqual([DEFAULT_REFRESH_INTERVAL_MS])
    await sync.stop()

    // Started again an hour later: the next pass stays where the period puts it.
    clock.advance(60 * 60 * 1000)
    const again = testCatalogSync(db, api.api, { clock })
    again.sync.start()
    expect(again.sync.status()).toMatchObject({ syncing: false, stale: false })
    expect(clock.pendingIn()).toContain(DEFAULT_REFRESH_INTERVAL_MS - 60 * 60 * 1000)
    await again.sync.stop()
  })

  it('retries a failed pass later and later, and resumes where it failed', async () => {
    const db = openDatabase({ file: ':memory:' }).db
    const clock = manualClock(START)
    const api = instrumentedApi(catalogApi(server().url), 2)
    const { sync } = testCatalogSync(db, api.api, { clock, retryDelaysMs: [30_000, 60_000] })
    sync.start()
    clock.advance(0)
    expect((await settle(sync)).ok).toBe(false)
    expect(clock.pendingIn()).toEqual([30_000])
    clock.advance(30_000)
    expect((await settle(sync)).ok).toBe(false)
    expect(clock.pendingIn()).toEqual([60_000])
    clock.advance(60_000)
    expect((await settle(sync)).ok).toBe(false)
    expect(clock.pendingIn()).toEqual([60_000])
    expect(api.pages).toEqual([1, 2, 2, 2])
    await sync.stop()
  })

  it('waits for the service while offline and syncs when it is back', async () => {
    const db = openDatabase({ file: ':memory:' }).db
    const clock = manualClock(START)
    const api = instrumentedApi(catalogApi(server().url))
    let state: ConnectivityStatus['state'] = 'offline'
    const { sync } = testCatalogSync(db, api.api, { clock, isOffline: () => state === 'offline' })
    sync.start()
    clock.advance(0)
    expect(api.pages).toEqual([])
    expect(sync.status().syncing).toBe(false)
    state = 'online'
    sync.onConnectivity(online('online'))
    expect(sync.status().syncing).toBe(true)
    expect((await settle(sync)).ok).toBe(true)
    expect(countHotels(db)).toBe(2400)
    await sync.stop()
  })

  it('starts over on another environment: an interrupted pass of the old one is not resumed', async () => {
    const db = openDatabase({ file: ':memory:' }).db
    const crashing = instrumentedApi(catalogApi(server().url), 3)
    let source = 'staging https://a.example'
    const { sync } = testCatalogSync(db, crashing.api, { source: async () => ({ ok: true, id: source }) })
    await sync.syncNow()
    expect(readCatalogCursor(db)).toMatchObject({ source, nextPage: 3, pass: 1 })
    expect(countHotels(db)).toBe(2000)

    source = 'production https://b.example'
    const healthy = instrumentedApi(catalogApi(server().url))
    const next = testCatalogSync(db, healthy.api, { source: async () => ({ ok: true, id: source }) })
    const result = await next.sync.syncNow()
    expect(result).toMatchObject({ ok: true, outcome: { pass: 2, resumedFromPage: null, stored: 2400 } })
    expect(healthy.pages).toEqual([1, 2, 3])
    expect(readCatalogCursor(db)).toMatchObject({ source, nextPage: null })
  })

  it('reports a missing environment as a failure, without calling the service', async () => {
    const db = openDatabase({ file: ':memory:' }).db
    const api = instrumentedApi(catalogApi(server().url))
    const { sync } = testCatalogSync(db, api.api, {
      source: async () => ({ ok: false, code: 'NOT_CONFIGURED', reason: 'No address is set for staging.' }),
    })
    expect(await sync.syncNow()).toMatchObject({ ok: false, error: { code: 'NOT_CONFIGURED' } })
    expect(sync.status().error).toMatchObject({
      code: 'NOT_CONFIGURED',
      message: 'No address is set for staging.',
    })
    expect(api.pages).toEqual([])
  })
})
