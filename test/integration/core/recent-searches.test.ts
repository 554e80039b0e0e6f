import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SandboxServer } from '../../../src/sandbox/server'
import { startBookingSandbox, tempFolder, testCore, type TestCore } from './fixtures'

/** Recent searches through the one dispatch: kept in the local database, checked like any input. */
let server: SandboxServer
const cores: TestCore[] = []
beforeAll(async () => {
  server = await startBookingSandbox()
})
afterEach(async () => {
  for (const desk of cores.splice(0)) await desk.core.stop()
})
afterAll(() => server.close())

function desk(folder?: string): TestCore {
  const created = testCore(server, folder)
  cores.push(created)
  return created
}

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

describe('recent searches', () => {
  it('saves, moves a search run again to the top, forgets, and keeps them across a restart', async () => {
    const folder = tempFolder('desk-recent-')
    const app = desk(folder)
    expect(await app.call('hotels.recentSearches', undefined)).toEqual({ searches: [] })
    await app.call('hotels.saveRecentSearch', lisbon)
    await app.call('hotels.saveRecentSearch', porto)
    const again = await app.call('hotels.saveRecentSearch', lisbon)
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
    await app.core.stop()
    cores.splice(cores.indexOf(app), 1)

    const reopened = desk(folder)
    expect((await reopened.call('hotels.recentSearches', undefined)).searches).toMatchObject([lisbon])
  })

  it('refuses an invalid search with a clear error, and stores nothing', async () => {
    const app = desk()
    const backwards = await app.fail('hotels.saveRecentSearch', {
      ...lisbon,
      query: { ...lisbon.query, checkIn: '2026-06-04', checkOut: '2026-06-04x' },
    })
    expect(backwards).toMatchObject({ code: 'INVALID_INPUT' })
    expect(backwards.message).toMatch(/checkOut/)
    const extra = await app.fail('hotels.saveRecentSearch', {
      ...lisbon,
      // @ts-expect-error -- a key the contract does not know: the input is strict
      secret: 'x',
    })
    expect(extra).toMatchObject({ code: 'INVALID_INPUT' })
    const paged = await app.fail('hotels.saveRecentSearch', {
      ...lisbon,
      // @ts-expect-error -- the page is not part of a kept search
      query: { ...lisbon.query, page: 2 },
    })
    expect(paged).toMatchObject({ code: 'INVALID_INPUT' })
    expect(await app.call('hotels.recentSearches', undefined)).toEqual({ searches: [] })
  })
})
