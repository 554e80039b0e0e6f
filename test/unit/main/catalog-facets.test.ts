import { describe, expect, it } from 'vitest'
import { createCatalogFacets } from '../../../src/main/catalog/catalog-facets'
import { createEventBus } from '../../../src/main/base/event-bus'
import { upsertHotels } from '../../../src/main/db/hotels.repo'
import { run } from '../../../src/main/db/statements'
import { AT, hotel, memoryDb } from '../db/fixtures'

/**
 * Kinds and styles are counted from every cached hotel's JSON, then kept until the catalog changes: a sync's
 * progress or state change, or a different catalog time or size.
 */
const HOTEL_KIND = { id: 'K1', name: 'Hotel' }
const RIAD = { id: 'K2', name: 'Riad' }
const BEACH = { id: 'S1', name: 'Beach' }
const DESIGN = { id: 'S2', name: 'design' }

const withFacets = (
  id: string,
  kinds: { id: string; name: string }[],
  styles: { id: string; name: string }[],
) => ({
  ...hotel(id, `Hotel ${id}`),
  kinds,
  styles,
})

describe('catalog facets', () => {
  it('count hotels per kind and style, sorted by name, and recount only when the catalog changes', () => {
    const db = memoryDb()
    const events = createEventBus()
    const facets = createCatalogFacets({ db, events })
    expect(facets.facets()).toMatchObject({ kinds: [], styles: [] })

    upsertHotels(
      db,
      [
        withFacets('H1', [RIAD], [DESIGN, BEACH]),
        withFacets('H2', [HOTEL_KIND], [BEACH]),
        withFacets('H3', [HOTEL_KIND, RIAD], []),
      ],
      { fetchedAt: AT, syncPass: 1 },
    )
    const first = facets.facets('en')
    expect(first.kinds).toEqual([
      { ...HOTEL_KIND, hotels: 2 },
      { ...RIAD, hotels: 2 },
    ])
    // Sorted by name whatever the case: "Beach" before "design".
    expect(first.styles).toEqual([
      { ...BEACH, hotels: 2 },
      { ...DESIGN, hotels: 1 },
    ])

    // A change the sync has not announced yet (same size, same time) is not counted yet...
    run(db, `UPDATE hotels SET raw_json = json_set(raw_json, '$.kinds', json('[]')) WHERE id = 'H3'`)
    expect(facets.facets('en')).toEqual(first)
    // ...and is once it reports progress.
    events.publish('sync.progress', { dataset: 'catalog', done: 3, total: 3 })
    expect(facets.facets('en').kinds).toEqual([
      { ...HOTEL_KIND, hotels: 1 },
      { ...RIAD, hotels: 1 },
    ])
    // Another dataset's progress does not touch the catalog.
    run(db, `UPDATE hotels SET raw_json = json_set(raw_json, '$.kinds', json('[]')) WHERE id = 'H2'`)
    events.publish('sync.progress', { dataset: 'bookings', done: 1, total: 1 })
    expect(facets.facets('en').kinds).toHaveLength(2)

    // A new hotel changes the size: counted again.
    upsertHotels(db, [withFacets('H4', [RIAD], [])], { fetchedAt: AT, syncPass: 1 })
    expect(facets.facets('en').kinds).toEqual([{ ...RIAD, hotels: 2 }])
  })

  it('are counted ahead once a catalog sync run ends, not when the agent first asks', async () => {
    const db = memoryDb()
    const events = createEventBus()
    const facets = createCatalogFacets({ db, events })
    upsertHotels(db, [withFacets('H1', [RIAD], [BEACH])], { fetchedAt: AT, syncPass: 1 })
    events.publish('sync.statusChanged', {
      dataset: 'catalog',
      lastSyncedAt: AT,
      syncing: false,
      stale: false,
      error: null,
      progress: null,
    })
    await new Promise((done) => setTimeout(done, 5))
    // Changed behind the sync's back after the count: the answer is the count made when the run ended.
    run(db, `UPDATE hotels SET raw_json = json_set(raw_json, '$.kinds', json('[]')) WHERE id = 'H1'`)
    expect(facets.facets('en').kinds).toEqual([{ ...RIAD, hotels: 1 }])
  })
})
