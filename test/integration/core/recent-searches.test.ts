import { describe, expect, it } from 'vitest'
import { control, fileSandbox, syncCatalog, tempFolder, type TestCore } from './fixtures'

/**
 * Recent searches through the one dispatch: a search the agent runs (hotels.availability with `recordAs`) is kept
 * in the local database, checked like any input.
 */
const sandbox = fileSandbox()

const { desk } = sandbox

const lisbon = {
  destination: { kind: 'city' as const, id: 'CLIS', name: 'Lisbon', detail: 'Portugal' },
  destinationText: 'Lisbon',
  query: { checkIn: '2026-06-01', checkOut: '2026-06-04', rooms: [{ adults: 2 }], cities: ['CLIS'] },
}
const porto = {
  destination: null,
  destinationText: 'Porto',
  query: { checkIn: '2026-06-01', checkOut: '2026-06-04', rooms: [{ adults: 1 }], search: 'Porto' },
}

type Saved = typeof lisbon | typeof porto

/** The agent runs a search from the form; main keeps it whatever the service answers (these dates are past). */
async function run(app: TestCore, { destination, destinationText, query }: Saved) {
  await app.core.dispatch('hotels.availability', { ...query, recordAs: { destination, destinationText } })
  return app.call('hotels.recentSearches', undefined)
}

describe('recent searches', () => {
  it('saves, moves a search run again to the top, forgets, and keeps them across a restart', async () => {
    const folder = tempFolder('desk-recent-')
    const app = desk(folder)
    expect(await app.call('hotels.recentSearches', undefined)).toEqual({ searches: [] })
    await run(app, lisbon)
    await run(app, porto)
    const again = await run(app, lisbon)
    expect(again.searches.map((search) => search.destinationText)).toEqual(['Lisbon', 'Porto'])
    expect(again.searches[0]).toMatchObject({
      ...lisbon,
      id: expect.any(String),
      savedAt: expect.any(String),
    })
    // Defaults of the contract come back filled in: the room's party as the service reads it.
    expect(again.searches[0]?.query.rooms).toEqual([
      { adults: 2, childrenBirthdates: [], firstAdultNationality: null },
    ])

    const portoId = String(again.searches[1]?.id)
    expect((await app.call('hotels.forgetRecentSearch', { id: portoId })).searches).toHaveLength(1)
    await sandbox.close(app)

    const reopened = desk(folder)
    expect((await reopened.call('hotels.recentSearches', undefined)).searches).toMatchObject([lisbon])
  })

  it('refuses an invalid search with a clear error, and stores nothing', async () => {
    const app = desk()
    const recordAs = { destination: lisbon.destination, destinationText: lisbon.destinationText }
    const backwards = await app.fail('hotels.availability', {
      ...lisbon.query,
      checkIn: '2026-06-04',
      checkOut: '2026-06-04x',
      recordAs,
    })
    expect(backwards).toMatchObject({ code: 'INVALID_INPUT' })
    expect(backwards.message).toMatch(/checkOut/)
    const extra = await app.fail('hotels.availability', {
      ...lisbon.query,
      recordAs,
      // @ts-expect-error -- a key the contract does not know: the input is strict
      secret: 'x',
    })
    expect(extra).toMatchObject({ code: 'INVALID_INPUT' })
    // The page is not part of a kept search: another page of a search is never recorded.
    const paged = await app.fail('hotels.availability', { ...lisbon.query, page: 2, recordAs })
    expect(paged).toMatchObject({ code: 'INVALID_INPUT' })
    expect(await app.call('hotels.recentSearches', undefined)).toEqual({ searches: [] })
  })

  it('answer one search with its hotels, their catalog cards and the search kept: one call', async () => {
    const app = desk()
    const today = control(sandbox.server).today()
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
    const label = { destination: null, destinationText: 'Lisbon' }
    const query = {
      checkIn: day(30),
      checkOut: day(33),
      rooms: [{ adults: 2 }],
      search: 'Lisbon',
      perPage: 20,
    }

    // Before the catalog synced: the hotels come, without cards.
    const before = await app.call('hotels.availability', { ...query, recordAs: label })
    expect(before.data.length).toBeGreaterThan(0)
    expect(before.data.every((hotel) => hotel.catalog === null)).toBe(true)
    expect(before.recentSearches?.map((search) => search.destinationText)).toEqual(['Lisbon'])
    // The kept search is the query without its page.
    expect(before.recentSearches?.[0]).toMatchObject({ ...label, query: { search: 'Lisbon', perPage: 20 } })
    expect(before.recentSearches?.[0]?.query).not.toHaveProperty('page')

    await syncCatalog(app)
    app.requests.length = 0
    const after = await app.call('hotels.availability', { ...query, recordAs: label })
    expect(app.requests).toEqual(['GET /api/v3/hotels/availability'])
    const hotel = after.data[0]
    expect(hotel?.catalog).toMatchObject({ name: hotel?.name, city: 'Lisbon', country: 'Portugal' })
    expect(hotel?.catalog?.stars).toBeGreaterThanOrEqual(1)
    expect(after.data.every((item) => item.catalog !== null)).toBe(true)
    // The same search run again moves to the top instead of repeating.
    expect(after.recentSearches).toHaveLength(1)

    // Another page or order of the same search is not kept again, and says nothing of the recent searches.
    const next = await app.call('hotels.availability', { ...query, page: 2 })
    expect(next).not.toHaveProperty('recentSearches')
    expect((await app.call('hotels.recentSearches', undefined)).searches).toHaveLength(1)
  })
})
