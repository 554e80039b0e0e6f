import { describe, expect, it } from 'vitest'
import { createCatalogFacets } from '../../../src/main/catalog/catalog-facets'
import { upsertHotels } from '../../../src/main/db/hotels.repo'
import { run } from '../../../src/main/db/statements'
import { manualClock } from '../../support/manual-clock'
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
    const facets = createCatalogFacets({ db, clock: manualClock() })
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
    facets.catalogChanged({ syncing: true })
    expect(facets.facets('en').kinds).toEqual([
      { ...HOTEL_KIND, hotels: 1 },
      { ...RIAD, hotels: 1 },
    ])

    // Another change the sync has not announced: counted with the next one that moves the size.
    run(db, `UPDATE hotels SET raw_json = json_set(raw_json, '$.kinds', json('[]')) WHERE id = 'H2'`)
    expect(facets.facets('en').kinds).toHaveLength(2)
    // A new hotel changes the size: counted again.
    upsertHotels(db, [withFacets('H4', [RIAD], [])], { fetchedAt: AT, syncPass: 1 })
    expect(facets.facets('en').kinds).toEqual([{ ...RIAD, hotels: 2 }])
  })

  it('are counted ahead once a catalog sync run ends, not when the agent first asks', () => {
    const db = memoryDb()
    const clock = manualClock()
    const facets = createCatalogFacets({ db, clock })
    upsertHotels(db, [withFacets('H1', [RIAD], [BEACH])], { fetchedAt: AT, syncPass: 1 })
    facets.catalogChanged({ syncing: false })
    clock.advance(0)
    // Changed behind the sync's back after the count: the answer is the count made when the run ended.
    run(db, `UPDATE hotels SET raw_json = json_set(raw_json, '$.kinds', json('[]')) WHERE id = 'H1'`)
    expect(facets.facets('en').kinds).toEqual([{ ...RIAD, hotels: 1 }])
  })

  it('count nothing ahead once stopped: the core stop cancels a count not run yet', () => {
    const db = memoryDb()
    const clock = manualClock()
    const facets = createCatalogFacets({ db, clock })
    upsertHotels(db, [withFacets('H1', [RIAD], [BEACH])], { fetchedAt: AT, syncPass: 1 })
    facets.catalogChanged({ syncing: false })
    expect(clock.nextTimerAt()).not.toBeNull()
    facets.stop()
    expect(clock.nextTimerAt()).toBeNull()
    // Not counted ahead: a change made now is seen by the first ask.
    run(db, `UPDATE hotels SET raw_json = json_set(raw_json, '$.kinds', json('[]')) WHERE id = 'H1'`)
    expect(facets.facets('en').kinds).toEqual([])
  })
})
