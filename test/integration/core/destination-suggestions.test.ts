import { describe, expect, it } from 'vitest'
import { forgetHotelSearchIndex, normalizeText } from '@agency-desk/sandbox/testing'
import { DESTINATION_KINDS } from '../../../src/shared/ipc/catalog.contract'
import { control, fileSandbox, syncCatalog, type TestCore } from './fixtures'

/**
 * `catalog.suggestDestinations` through the core's dispatch against the real sandbox: the service's search when
 * it answers, the local catalog index when it is offline or fails, and always saying which one answered.
 */
const sandbox = fileSandbox()

const { desk } = sandbox

const searches = (app: TestCore): number =>
  app.requests.filter((request) => request === 'GET /api/v3/search').length

describe('destination suggestions', () => {
  it('come from the service online, every destination kind, reused for the same query', async () => {
    const app = desk()
    const lisbon = await app.call('catalog.suggestDestinations', { query: 'lisb', limit: 12 })
    expect(lisbon).toMatchObject({ source: 'service', fallback: null, asOf: null, complete: false })
    expect(lisbon.suggestions).toContainEqual({
      kind: 'city',
      id: expect.any(String),
      name: 'Lisbon',
      detail: 'Lisbon, Portugal',
    })
    const porto = await app.call('catalog.suggestDestinations', { query: 'por', limit: 12 })
    const kinds = new Set([...lisbon.suggestions, ...porto.suggestions].map((suggestion) => suggestion.kind))
    expect([...kinds].sort()).toEqual([...DESTINATION_KINDS].sort())
    expect(porto.suggestions).toContainEqual(expect.objectContaining({ kind: 'country', name: 'Portugal' }))
    expect(searches(app)).toBe(2)

    // Retyped within the minute: the answer kept, no request on the search bucket.
    expect(await app.call('catalog.suggestDestinations', { query: ' Lisb ', limit: 12 })).toEqual(lisbon)
    expect(searches(app)).toBe(2)
    // Another limit is another question.
    const fewer = await app.call('catalog.suggestDestinations', { query: 'lisb', limit: 2 })
    expect(fewer.suggestions).toHaveLength(2)
    expect(searches(app)).toBe(3)
  })

  it('read differently from each other, online and from the local index (issue 14, point 9)', async () => {
    const app = desk()
    const shown = (list: { kind: string; name: string; detail: string | null }[]) =>
      list.map((item) => `${item.kind} ${item.name} — ${item.detail ?? ''}`)
    // Hotels that share a name and a city, as real catalogs have (the sandbox's own names are unique in a city):
    // three hotels of one city renamed alike in the sandbox's store.
    const twinName = 'Park Lane Resort & Spa'
    const { db } = sandbox.server.sandbox.ctx
    const city = db
      .prepare('SELECT city_id AS id FROM hotels GROUP BY city_id HAVING count(*) >= 3 LIMIT 1')
      .get() as {
      id: number
    }
    db.prepare(
      'UPDATE hotels SET name = ?, name_norm = ? WHERE id IN (SELECT id FROM hotels WHERE city_id = ? ORDER BY id LIMIT 3)',
    ).run(twinName, normalizeText(twinName), city.id)
    // Written behind the sandbox's back: its search index, built at the first search, must hear of it.
    forgetHotelSearchIndex(db)
    const twins = [twinName]
    const queries = [twinName, 'lisb']
    const before = await Promise.all(
      queries.map((query) => app.call('catalog.suggestDestinations', { query, limit: 30 })),
    )
    await syncCatalog(app)
    const after = await Promise.all(
      queries.map((query) => app.call('catalog.suggestDestinations', { query, limit: 30 })),
    )
    const offline = await Promise.all(
      queries.map((query) => app.call('catalog.suggestDestinations', { query, limit: 30, from: 'local' })),
    )
    let hotels = 0
    for (const answer of [...before, ...after, ...offline]) {
      const lines = shown(answer.suggestions)
      expect(new Set(lines).size, lines.join('\n')).toBe(lines.length)
      hotels += answer.suggestions.filter((item) => item.kind === 'hotel').length
    }
    expect(hotels).toBeGreaterThan(0)
    // Same-named hotels of one city are told apart by their address once the catalog knows them.
    const twinsAfter = after[0]!.suggestions.filter((item) => item.name === twins[0])
    expect(twinsAfter.length).toBeGreaterThan(1)
    expect(twinsAfter.every((item) => !/ref\./.test(item.detail ?? ''))).toBe(true)
  })

  it('place a cached hotel with the local catalog, and keep the service as the source', async () => {
    const app = desk()
    const synced = await syncCatalog(app)
    const answer = await app.call('catalog.suggestDestinations', { query: 'lisboa', limit: 12 })
    expect(answer).toMatchObject({
      source: 'service',
      fallback: null,
      asOf: synced.lastSyncedAt,
      complete: true,
    })
    const hotel = answer.suggestions.find((suggestion) => suggestion.kind === 'hotel')
    if (hotel === undefined) throw new Error('no hotel suggested for "lisboa"')
    const cached = await app.call('catalog.getHotel', { id: hotel.id })
    expect(cached.hotel).not.toBeNull()
    expect(hotel.detail).toBe(`${cached.hotel?.city.name}, ${cached.hotel?.country.name}`)
  })

  it('come from the local index when the service is known offline, without trying it', async () => {
    const app = desk()
    const synced = await syncCatalog(app)
    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    const before = app.requests.length
    const answer = await app.call('catalog.suggestDestinations', { query: 'lisb', limit: 12 })
    expect(answer).toMatchObject({
      source: 'cache',
      fallback: null,
      asOf: synced.lastSyncedAt,
      complete: true,
    })
    expect(answer.suggestions[0]).toMatchObject({ kind: 'city', name: 'Lisbon', detail: 'Lisbon, Portugal' })
    expect(answer.suggestions.some((suggestion) => suggestion.kind === 'hotel')).toBe(true)
    expect(answer.suggestions.length).toBeLessThanOrEqual(12)
    expect(app.requests.length).toBe(before)

    // The same as the two local channels the search box used to call: places first, then hotels.
    const places = await app.call('catalog.searchLocations', { query: 'lisb', limit: 12 })
    const hotels = await app.call('catalog.searchHotels', { query: 'lisb', limit: 12 })
    expect(answer.suggestions.map((suggestion) => suggestion.id)).toEqual(
      [...places.locations.map((hit) => hit.id), ...hotels.hotels.map((hit) => hit.id)].slice(0, 12),
    )
  })

  it('come from the local index alone when asked, online too, without a request (every keystroke)', async () => {
    const app = desk()
    await syncCatalog(app)
    const before = searches(app)
    const answer = await app.call('catalog.suggestDestinations', { query: 'lisb', limit: 12, from: 'local' })
    expect(answer).toMatchObject({ source: 'cache', fallback: null, complete: true })
    expect(answer.suggestions[0]).toMatchObject({ kind: 'city', name: 'Lisbon' })
    expect(searches(app)).toBe(before)
  })

  it('fall back to the local index with the reason when the service answers errors', async () => {
    const app = desk()
    await syncCatalog(app)
    await control(sandbox.server).faults({ failRate: 1 })
    const answer = await app.call('catalog.suggestDestinations', { query: 'lisb', limit: 12 })
    expect(answer).toMatchObject({ source: 'cache', fallback: { code: 'SERVICE_ERROR' } })
    expect(answer.fallback?.message).toEqual(expect.any(String))
    expect(answer.suggestions).toContainEqual(expect.objectContaining({ kind: 'city', name: 'Lisbon' }))

    // A failure is not kept: once the service is back, the next keystroke asks it again.
    await control(sandbox.server).clearFaults()
    const again = await app.call('catalog.suggestDestinations', { query: 'lisb', limit: 12 })
    expect(again).toMatchObject({ source: 'service', fallback: null })
  })

  it('fall back when the service sends an answer that breaks the wire schema', async () => {
    const app = desk()
    await control(sandbox.server).faults({
      malformed: { pathPrefix: '/api/v3/search', mutation: 'wrongType', field: 'data.*.title' },
    })
    const answer = await app.call('catalog.suggestDestinations', { query: 'lisb', limit: 12 })
    expect(answer).toMatchObject({
      source: 'cache',
      fallback: { code: 'SERVICE_ERROR', details: { code: 'INVALID_RESPONSE' } },
      suggestions: [],
      asOf: null,
    })
    // Not retried: a malformed answer would be malformed again.
    expect(searches(app)).toBe(1)
  })

  it('give up on a slow service after a short wait', async () => {
    const app = desk()
    await control(sandbox.server).faults({ latencyMs: 8_000 })
    const answer = await app.call('catalog.suggestDestinations', { query: 'lisb', limit: 12 })
    expect(answer).toMatchObject({ source: 'cache', fallback: { details: { code: 'TIMEOUT' } } })
    expect(searches(app)).toBe(1)
  })

  it('refuse a query too short to search, saying why', async () => {
    const app = desk()
    const error = await app.fail('catalog.suggestDestinations', { query: ' l ', limit: 12 })
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.message).toMatch(/query/)
    expect(await app.fail('catalog.suggestDestinations', { query: 'lisb', limit: 0 })).toMatchObject({
      code: 'INVALID_INPUT',
    })
    expect(searches(app)).toBe(0)
  })
})
