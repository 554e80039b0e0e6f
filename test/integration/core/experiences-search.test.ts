import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { encodeId } from '../../../src/shared/domain/ids'
import {
  createExperience,
  inDays,
  PARIS,
  type CreatedExperience,
} from '../../support/sandbox/experiences.fixtures'
import { control, BOOKING_WORLD, testCore, type TestCore } from './fixtures'

/**
 * Experience reads through the core against the real sandbox: priced for a party with the hold measured on the
 * service's clock, unpriced with the reason, the cache answering offline (no price), details read offline, the
 * filter options learned from details, and one experience priced again.
 */
const server = sandboxForFile(BOOKING_WORLD)
let walk: CreatedExperience
const cores: TestCore[] = []
const CITY = encodeId('city', PARIS)
const FAMILY = { adults: 2, childrenBirthdates: ['2018-03-01'] }
const PRICE_ID_MS = 15 * 60_000

beforeAll(async () => {
  walk = createExperience(server(), { name: 'Fixture desk lantern walk', themeIds: [2] })
})
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
})

const desk = (): TestCore => {
  const app = testCore(server())
  cores.push(app)
  return app
}

const goOffline = async (app: TestCore): Promise<void> => {
  await control(server()).faults({ offline: true })
  expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
}

describe('experiences.search', () => {
  it('prices each result for the party and dates, with a hold counted on the service clock', async () => {
    const app = desk()
    const found = await app.call('experiences.search', {
      text: 'lantern walk',
      cities: [CITY],
      startAt: inDays(server(), 10),
      party: FAMILY,
    })
    expect(found).toMatchObject({ pricing: 'priced', source: 'service', refreshError: null })
    const result = found.results.find((entry) => entry.id === walk.encodedId)
    // 2 adults at 90 and a child of 8 at 50.
    expect(result?.price).toMatchObject({ price: 230, currency: 'EUR', experienceId: walk.encodedId })
    expect(result?.hold?.msLeft).toBeGreaterThan(PRICE_ID_MS - 3_000)
    expect(result?.hold?.msLeft).toBeLessThanOrEqual(PRICE_ID_MS)
    expect(result?.hold?.clock).toEqual(await app.call('connectivity.serviceClock', undefined))
    expect(app.requests).toContain('POST /api/v1/experiences/liste')
  })

  it('says why there is no price: no dates, or no party', async () => {
    const app = desk()
    const noDates = await app.call('experiences.search', {
      text: 'lantern walk',
      cities: [CITY],
      party: FAMILY,
    })
    expect(noDates.pricing).toBe('noDates')
    const noParty = await app.call('experiences.search', {
      text: 'lantern walk',
      cities: [CITY],
      startAt: inDays(server(), 10),
    })
    expect(noParty.pricing).toBe('noParty')
    for (const answer of [noDates, noParty]) {
      const result = answer.results.find((entry) => entry.id === walk.encodedId)
      expect(result).toMatchObject({ price: null, hold: null })
    }
  })

  it('answers the same search from the cache when the service is away: catalog data, no price, as of', async () => {
    const app = desk()
    const query = { text: 'Lantern Walk ', cities: [CITY], startAt: inDays(server(), 12), party: FAMILY }
    const online = await app.call('experiences.search', query)
    expect(online.results.find((entry) => entry.id === walk.encodedId)?.price).not.toBeNull()

    await goOffline(app)
    // The same search typed differently (case, spaces) is the same query.
    const cached = await app.call('experiences.search', { ...query, text: 'lantern walk' })
    expect(cached).toMatchObject({
      pricing: 'cached',
      source: 'cache',
      asOf: online.asOf,
      refreshError: { code: 'OFFLINE' },
    })
    expect(cached.results.map((entry) => entry.id)).toEqual(online.results.map((entry) => entry.id))
    expect(cached.results.every((entry) => entry.price === null && entry.hold === null)).toBe(true)
    expect(cached.results.find((entry) => entry.id === walk.encodedId)?.name).toBe(
      'Fixture desk lantern walk',
    )

    const never = await app.fail('experiences.search', { text: 'never searched', cities: [CITY] })
    expect(never.code).toBe('OFFLINE')
  })
})

describe('experiences.detail and filterOptions', () => {
  it('reads the detail from the service, then from the cache offline; learns its themes for the filters', async () => {
    const app = desk()
    const online = await app.call('experiences.detail', { id: walk.encodedId, locale: 'en' })
    expect(online).toMatchObject({
      source: 'service',
      detail: { id: walk.encodedId, name: 'Fixture desk lantern walk' },
    })
    const options = await app.call('experiences.filterOptions', undefined)
    expect(options.themes.map((theme) => theme.id)).toEqual(
      expect.arrayContaining(online.detail.themes.map((t) => t.id)),
    )
    const names = options.themes.map((theme) => theme.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))

    await goOffline(app)
    const offline = await app.call('experiences.detail', { id: walk.encodedId, locale: 'en' })
    expect(offline).toEqual({ detail: online.detail, source: 'cache', asOf: online.asOf })
    expect((await app.fail('experiences.detail', { id: walk.encodedId, locale: 'fr' })).code).toBe('OFFLINE')
  })

  it('offers, from the first search on, every theme and segment its results carry: sorted, each once', async () => {
    const app = desk()
    const before = await app.call('experiences.filterOptions', undefined)
    expect(before).toEqual({ themes: [], segments: [] })
    const found = await app.call('experiences.search', { cities: [CITY], locale: 'en', perPage: 50 })
    const tags = new Set(found.results.flatMap((result) => result.tags))
    expect(tags.size).toBeGreaterThan(3)

    const options = await app.call('experiences.filterOptions', undefined)
    const offered = [...options.themes, ...options.segments].map((entry) => entry.name)
    expect(new Set(offered)).toEqual(tags)
    for (const list of [options.themes, options.segments]) {
      const names = list.map((entry) => entry.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
      expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length)
      expect(new Set(names).size).toBe(names.length)
    }
    // A few details taught the ids, not one per result.
    const details = app.requests.filter((request) => request.startsWith('GET /api/v1/experiences/'))
    expect(details.length).toBeGreaterThan(0)
    expect(details.length).toBeLessThan(found.results.length)

    // The ids offered are the service's: filtering by a theme lists only results carrying it.
    const theme = options.themes[0]
    expect(theme).toBeDefined()
    const filtered = await app.call('experiences.search', {
      cities: [CITY],
      themes: [theme?.id ?? ''],
      locale: 'en',
    })
    expect(filtered.results.length).toBeGreaterThan(0)
    expect(filtered.results.every((result) => result.tags.includes(theme?.name ?? ''))).toBe(true)

    // Asked again, nothing new to learn: no more detail read.
    await app.call('experiences.filterOptions', undefined)
    expect(app.requests.filter((request) => request.startsWith('GET /api/v1/experiences/'))).toHaveLength(
      details.length,
    )
  })
})

describe('experiences.quote', () => {
  it('prices one experience again for a party and dates; no price is a null offer', async () => {
    const app = desk()
    const quote = await app.call('experiences.quote', {
      experienceId: walk.encodedId,
      cityId: CITY,
      name: 'Fixture desk lantern walk',
      startAt: inDays(server(), 20),
      party: { adults: 1, childrenBirthdates: [] },
    })
    expect(quote.offer).toMatchObject({ id: walk.encodedId, price: { price: 100 } })
    expect(quote.offer?.hold?.msLeft).toBeGreaterThan(0)
    const past = await app.call('experiences.quote', {
      experienceId: walk.encodedId,
      cityId: CITY,
      name: 'Fixture desk lantern walk',
      startAt: inDays(server(), -3),
      party: { adults: 1, childrenBirthdates: [] },
    })
    expect(past.offer).toBeNull()
  })

  it('finds the experience in its city when its name no longer matches (renamed since it was added)', async () => {
    const app = desk()
    const quote = await app.call('experiences.quote', {
      experienceId: walk.encodedId,
      cityId: CITY,
      name: 'Lantern promenade (old name)',
      startAt: inDays(server(), 20),
      party: { adults: 1, childrenBirthdates: [] },
    })
    expect(quote.offer).toMatchObject({ id: walk.encodedId, price: { price: 100 } })
    expect(app.requests.filter((request) => request === 'POST /api/v1/experiences/liste')).toHaveLength(2)
  })
})
