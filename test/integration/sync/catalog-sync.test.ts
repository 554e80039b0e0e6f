import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/connection'
import { searchHotels } from '../../../src/main/db/hotel-search.repo'
import { countHotels, getHotel, listHotelIds } from '../../../src/main/db/hotels.repo'
import { countLocations, searchLocations } from '../../../src/main/db/locations.repo'
import { getDatasetState } from '../../../src/main/db/sync-state.repo'
import { readCatalogCursor } from '../../../src/main/sync/catalog-pass'
import { catalogModule } from '@agency-desk/sandbox'
import { sandboxForFile } from '../../support/sandbox/start'
import type { SyncProgress } from '../../../src/shared/ipc'
import { encodeId } from '../../../src/shared/domain/ids'
import { catalogApi, instrumentedApi, sandboxHotelIds, testCatalogSync } from './catalog-fixtures'

/** 10,000 hotels: ten pages of 1,000, enough to cut a sync in the middle. */
const HOTELS = 10_000
const server = sandboxForFile({ hotels: HOTELS, modules: [catalogModule] })

const memory = () => openDatabase({ file: ':memory:' }).db

describe('catalog sync against the sandbox', () => {
  it('stores the whole catalog and its locations: counts equal the service, no duplicates', async () => {
    const db = memory()
    const { sync, events } = testCatalogSync(db, catalogApi(server().url))
    const result = await sync.syncNow()
    expect(result).toMatchObject({
      ok: true,
      outcome: {
        pass: 1,
        resumedFromPage: null,
        pagesFetched: 10,
        total: HOTELS,
        stored: HOTELS,
        consistent: true,
      },
    })
    expect(listHotelIds(db)).toEqual(sandboxHotelIds(server()))
    expect(countLocations(db)).toEqual({ country: 20, region: 67, city: 71 })

    const progress = events.seen
      .filter((e) => e.event === 'sync.progress')
      .map((e) => e.payload as SyncProgress)
    expect(progress).toHaveLength(10)
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => n * 1000))
    expect(progress.every((p) => p.total === HOTELS && p.dataset === 'catalog')).toBe(true)
    const statuses = events.seen.filter((e) => e.event === 'sync.statusChanged').map((e) => e.payload)
    expect(statuses[0]).toMatchObject({ syncing: true })
    expect(statuses.at(-1)).toMatchObject({ syncing: false, stale: false, error: null, progress: null })
    expect(sync.status().lastSyncedAt).not.toBeNull()
    expect(readCatalogCursor(db)).toMatchObject({ nextPage: null, total: HOTELS, locationsDone: true })
  })

  it('resumes after a crash between pages from its cursor: nothing lost, nothing twice', async () => {
    const db = memory()
    const crashing = instrumentedApi(catalogApi(server().url), 4)
    const first = testCatalogSync(db, crashing.api)
    const failed = await first.sync.syncNow()
    expect(failed).toMatchObject({ ok: false, aborted: false, error: { code: 'NETWORK' } })
    // Pages 1-3 and the cursor pointing at page 4 were stored together.
    expect(readCatalogCursor(db)).toMatchObject({ pass: 1, nextPage: 4 })
    expect(countHotels(db)).toBe(3000)
    expect(getDatasetState(db, 'catalog')).toMatchObject({
      lastError: { code: 'NETWORK' },
      lastSyncedAt: null,
    })
    expect(first.sync.status()).toMatchObject({ syncing: false, stale: true, error: { code: 'NETWORK' } })

    // The app starts again: a new sync on the same database.
    const healthy = instrumentedApi(catalogApi(server().url))
    const second = testCatalogSync(db, healthy.api)
    const resumed = await second.sync.syncNow()
    expect(resumed).toMatchObject({
      ok: true,
      outcome: { pass: 1, resumedFromPage: 4, pagesFetched: 7, stored: HOTELS, consistent: true },
    })
    expect(healthy.pages).toEqual([4, 5, 6, 7, 8, 9, 10])
    expect(listHotelIds(db)).toEqual(sandboxHotelIds(server()))
    expect(second.sync.status()).toMatchObject({ error: null, stale: false })
  })

  it('a later pass picks up renamed, removed and new hotels', async () => {
    const db = memory()
    const { sync } = testCatalogSync(db, catalogApi(server().url))
    await sync.syncNow()
    const store = server().sandbox.ctx.db
    const [renamed, removed, model] = (
      store.prepare('SELECT id FROM hotels ORDER BY id LIMIT 3').all() as {
        id: number
      }[]
    ).map((row) => row.id)
    try {
      store
        .prepare(
          "UPDATE hotels SET name = 'Zürichsee Panorama Lodge', name_norm = 'zurichsee panorama lodge' WHERE id = ?",
        )
        .run(renamed)
      store.prepare('DELETE FROM hotels WHERE id = ?').run(removed)
      // A new hotel without images (image_first 0, image_code 0, images_stored 1: see catalog/demo-images.ts).
      store
        .prepare(
          `INSERT INTO hotels SELECT 900001, 'Casa Nova Lisboa', 'casa nova lisboa', address, city_id, region_id,
             country_id, lat, lon, stars, style_mask, kind_mask, sustainability, currency, NULL, NULL, NULL,
             organization_id, popularity, 0, 0, 1 FROM hotels WHERE id = ?`,
        )
        .run(model)

      const refresh = await sync.syncNow()
      expect(refresh).toMatchObject({
        ok: true,
        outcome: { pass: 2, deleted: 1, stored: HOTELS, consistent: true },
      })
      expect(listHotelIds(db)).toEqual(sandboxHotelIds(server()))
      expect(getHotel(db, encodeId('hotel', removed ?? 0))).toBeNull()
      expect(getHotel(db, encodeId('hotel', renamed ?? 0))?.name).toBe('Zürichsee Panorama Lodge')
      expect(searchHotels(db, { text: 'zurichsee pan', limit: 5 }).map((hit) => hit.id)).toEqual([
        encodeId('hotel', renamed ?? 0),
      ])
      expect(searchHotels(db, { text: 'casa nova', limit: 5 }).map((hit) => hit.id)).toContain(
        encodeId('hotel', 900001),
      )
    } finally {
      server().sandbox.reset()
    }
  })

  it('answers accent-insensitive prefix searches from the synced cache', async () => {
    const db = memory()
    const { sync } = testCatalogSync(db, catalogApi(server().url))
    await sync.syncNow()
    const zur = searchHotels(db, { text: 'zur', limit: 20 })
    expect(zur.length).toBeGreaterThan(0)
    expect(zur.every((hit) => /z[uü]r/i.test(`${hit.name} ${hit.cityName}`))).toBe(true)
    expect(zur.some((hit) => hit.cityName === 'Zurich')).toBe(true)
    const lisb = searchHotels(db, { text: 'lisb', limit: 50 })
    expect(lisb.some((hit) => hit.cityName === 'Lisbon')).toBe(true)
    // The Portuguese and German spellings find the same city and its hotels.
    expect(searchLocations(db, { text: 'lisboa', limit: 5 })[0]).toMatchObject({
      kind: 'city',
      name: 'Lisbon',
    })
    expect(searchLocations(db, { text: 'zür', kinds: ['city'], limit: 5 })[0]).toMatchObject({
      name: 'Zurich',
    })
    expect(searchHotels(db, { text: 'lisboa', limit: 5 }).length).toBeGreaterThan(0)
    const lisbon = searchLocations(db, { text: 'lisbon', kinds: ['city'], limit: 1 })[0]
    const inLisbon = searchHotels(db, { text: '', cityId: lisbon?.id ?? '', limit: 10 })
    expect(inLisbon.length).toBe(10)
    expect(inLisbon.every((hit) => hit.cityName === 'Lisbon')).toBe(true)
  })
})
