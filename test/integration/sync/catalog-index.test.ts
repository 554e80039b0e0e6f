import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/connection'
import { searchHotels } from '../../../src/main/db/hotel-search.repo'
import { countHotels } from '../../../src/main/db/hotels.repo'
import type { Db } from '../../../src/main/db/statements'
import { readCatalogCursor } from '../../../src/main/sync/catalog-pass'
import { catalogModule } from '@agency-desk/sandbox'
import { sandboxForFile } from '../../support/sandbox/start'
import { catalogApi, instrumentedApi, testCatalogSync } from './catalog-fixtures'

/**
 * The hotel FTS index deferred while a pass fills an empty cache (hotel-index.repo.ts): rebuilt at the end, it
 * must be exactly the index the triggers would have kept, through a crash, a resume and an abandoned pass.
 */
const HOTELS = 3_000
const server = sandboxForFile({ hotels: HOTELS, modules: [catalogModule] })

const memory = () => openDatabase({ file: ':memory:' }).db

const triggers = (db: Db): string[] =>
  (
    db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'hotels' ORDER BY name")
      .all() as { sql: string }[]
  ).map((row) => row.sql)

/** The hotels table's declared indexes (the migrations' CREATE INDEX), by name. */
const lookups = (db: Db): { name: string; sql: string }[] =>
  db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'hotels' AND sql IS NOT NULL ORDER BY name",
    )
    .all() as { name: string; sql: string }[]

const autoIndexes = (db: Db): unknown[] =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'hotels' AND sql IS NULL")
    .all()

/** FTS5's own check of an external-content index against its table: throws when they differ. */
const checkIndex = (db: Db): void => {
  db.prepare("INSERT INTO hotels_fts (hotels_fts, rank) VALUES ('integrity-check', 1)").run()
}

/** A name of the sandbox's catalog and the encoded id of a hotel that bears it. */
function someHotel(db: Db): { id: string; name: string } {
  const row = db.prepare('SELECT id, name FROM hotels ORDER BY seq DESC LIMIT 1').get() as {
    id: string
    name: string
  }
  return row
}

describe('the hotel index deferred during a first catalog pass', () => {
  it('is rebuilt whole after a crash and a resume, with the triggers it had', async () => {
    const db = memory()
    const original = triggers(db)
    expect(original.length).toBe(3)

    const crashing = instrumentedApi(catalogApi(server().url), 3)
    const failed = await testCatalogSync(db, crashing.api).sync.syncNow()
    expect(failed).toMatchObject({ ok: false })
    // Two pages stored, the index deferred: no trigger, nothing indexed, the triggers kept in the cursor.
    expect(countHotels(db)).toBe(2000)
    expect(triggers(db)).toEqual([])
    expect(readCatalogCursor(db)?.deferredIndex).toEqual(original)
    expect(searchHotels(db, { text: someHotel(db).name, limit: 5 })).toEqual([])

    const resumed = await testCatalogSync(db, catalogApi(server().url)).sync.syncNow()
    expect(resumed).toMatchObject({ ok: true, outcome: { resumedFromPage: 3, stored: HOTELS } })
    expect(triggers(db)).toEqual(original)
    expect(readCatalogCursor(db)?.deferredIndex).toBeNull()
    checkIndex(db)
    const hotel = someHotel(db)
    expect(searchHotels(db, { text: hotel.name, limit: 50 }).map((hit) => hit.id)).toContain(hotel.id)
  })

  it('defers the city and country indexes too, and re-creates them as they were', async () => {
    const db = memory()
    const original = lookups(db)
    expect(original.map((index) => index.name)).toEqual(['hotels_city', 'hotels_country'])

    const crashing = instrumentedApi(catalogApi(server().url), 3)
    expect(await testCatalogSync(db, crashing.api).sync.syncNow()).toMatchObject({ ok: false })
    expect(countHotels(db)).toBe(2000)
    expect(lookups(db)).toEqual([])
    expect(readCatalogCursor(db)?.deferredLookups).toEqual(original.map((index) => index.sql))
    // The id's UNIQUE index is never dropped: the upsert's ON CONFLICT relies on it.
    expect(autoIndexes(db)).toHaveLength(1)

    const resumed = await testCatalogSync(db, catalogApi(server().url)).sync.syncNow()
    expect(resumed).toMatchObject({ ok: true, outcome: { resumedFromPage: 3, stored: HOTELS } })
    expect(lookups(db)).toEqual(original)
    expect(readCatalogCursor(db)?.deferredLookups).toBeNull()
    expect(db.prepare('PRAGMA integrity_check').pluck().all()).toEqual(['ok'])
  })

  it('brings the indexes back when a deferred pass is abandoned for another source', async () => {
    const db = memory()
    const original = lookups(db)
    await testCatalogSync(db, instrumentedApi(catalogApi(server().url), 2).api).sync.syncNow()
    expect(lookups(db)).toEqual([])

    const other = testCatalogSync(db, instrumentedApi(catalogApi(server().url), 2).api, {
      source: async () => ({ ok: true, id: 'another' }),
    })
    // The new source's pass starts on a wiped cache: it defers again, from the restored schema.
    await other.sync.syncNow()
    expect(readCatalogCursor(db)).toMatchObject({
      source: 'another',
      deferredLookups: original.map((i) => i.sql),
    })
    expect(lookups(db)).toEqual([])
    const done = await testCatalogSync(db, catalogApi(server().url), {
      source: async () => ({ ok: true, id: 'another' }),
    }).sync.syncNow()
    expect(done).toMatchObject({ ok: true, outcome: { stored: HOTELS } })
    expect(lookups(db)).toEqual(original)
  })

  it('is not deferred by a pass over a filled cache, which keeps it up row by row', async () => {
    const db = memory()
    await testCatalogSync(db, catalogApi(server().url)).sync.syncNow()
    const original = triggers(db)
    const store = server().sandbox.ctx.db
    const id = (store.prepare('SELECT id FROM hotels ORDER BY id LIMIT 1').get() as { id: number }).id
    try {
      store
        .prepare("UPDATE hotels SET name = 'Quokka Bay Inn', name_norm = 'quokka bay inn' WHERE id = ?")
        .run(id)
      const crashing = instrumentedApi(catalogApi(server().url), 3)
      await testCatalogSync(db, crashing.api).sync.syncNow()
      expect(triggers(db)).toEqual(original)
      expect(readCatalogCursor(db)).toMatchObject({ pass: 2, nextPage: 3 })
      expect(readCatalogCursor(db)?.deferredIndex ?? null).toBeNull()
      checkIndex(db)
    } finally {
      server().sandbox.reset()
    }
  })

  it('comes back when a deferred pass is abandoned for another locale', async () => {
    const db = memory()
    const original = triggers(db)
    const crashing = instrumentedApi(catalogApi(server().url), 2)
    await testCatalogSync(db, crashing.api).sync.syncNow()
    expect(triggers(db)).toEqual([])

    // The agent switched to French: the English pass cannot go on; a new pass over a non-empty cache starts.
    const french = await testCatalogSync(db, catalogApi(server().url), { locale: () => 'fr' }).sync.syncNow()
    expect(french).toMatchObject({ ok: true, outcome: { pass: 2, resumedFromPage: null, stored: HOTELS } })
    expect(triggers(db)).toEqual(original)
    checkIndex(db)
    const hotel = someHotel(db)
    expect(searchHotels(db, { text: hotel.name, limit: 50 }).map((hit) => hit.id)).toContain(hotel.id)
  })
})
