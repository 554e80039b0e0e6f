import { beforeAll, describe, expect, it } from 'vitest'
import { ExperienceV3Response, PeriodV3Response } from '../../../../src/shared/api/experiences-v3'
import { SearchResponse, type SearchResult } from '../../../../src/shared/api/search'
import { addDays, compareIsoDates } from '../../../../src/shared/domain/dates'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { createSandbox } from '../../src/app'
import { catalogModule } from '../../src/catalog/module'
import { CITIES } from '../../src/catalog/locations'
import {
  getExperienceDetail,
  getPeriods,
  isBookable,
  listExperiences,
  periodsCovering,
  remainingAllotment,
  takeAllotment,
  type ExperienceDetailRow,
} from '../../src/experiences/experiences.repo'
import { experiencesModule } from '../../src/experiences/module'
import { inventoryModule } from '../../src/inventory/module'
import { DEMO_KEYS, sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const CLOCK = '2031-03-10T09:00:00.000Z'
const TODAY = CLOCK.slice(0, 10)
const server = sandboxForFile({
  modules: [catalogModule, experiencesModule, inventoryModule],
  clockStart: CLOCK,
})
let call: ReturnType<typeof sandboxClient>
let all: ExperienceDetailRow[]
beforeAll(async () => {
  call = sandboxClient(server().url)
  const ids = server()
    .sandbox.ctx.db.prepare('SELECT id FROM experiences ORDER BY id')
    .pluck()
    .all() as number[]
  all = ids.map((id) => getExperienceDetail(server().sandbox.ctx.db, id) as ExperienceDetailRow)
})

const db = () => server().sandbox.ctx.db
const search = async (query: string): Promise<SearchResult[]> => {
  const response = await call(`/api/v3/search?${query}`)
  expect(response.status).toBe(200)
  return SearchResponse.parse(response.json).data
}

describe('demo experiences', () => {
  it('has at least 200 experiences of every type over every demo city, owned by the two suppliers, seeded fast', () => {
    expect(all.length).toBeGreaterThanOrEqual(200)
    expect(new Set(all.map((entry) => entry.experience.type))).toEqual(
      new Set(['activity', 'transfer', 'program', 'extra']),
    )
    expect(new Set(all.map((entry) => entry.experience.organizationId))).toEqual(new Set([3, 4]))
    expect(new Set(all.map((entry) => entry.experience.cityId))).toEqual(
      new Set(CITIES.map((city) => city.id)),
    )
    expect(new Set(all.map((entry) => entry.experience.state))).toEqual(
      new Set(['available', 'in_progress', 'archived']),
    )
    const paris = all.filter(
      (entry) => entry.experience.cityId === 1 && entry.experience.state === 'available',
    )
    expect(paris.length).toBeGreaterThanOrEqual(50)
  })

  it('writes every experience in English and many in French too, with pictures (one primary)', () => {
    expect(all.every((entry) => entry.experience.texts.en?.name)).toBe(true)
    const french = all.filter((entry) => entry.experience.texts.fr?.name)
    expect(french.length / all.length).toBeGreaterThan(0.3)
    expect(
      all.every(
        (entry) => entry.images.length > 0 && entry.images.filter((image) => image.primary).length === 1,
      ),
    ).toBe(true)
  })

  it('gives programs their days with accommodation types and alternative hotels of the catalog', () => {
    const programs = all.filter((entry) => entry.experience.type === 'program')
    expect(programs.length).toBeGreaterThan(20)
    const hotelCity = db().prepare('SELECT city_id FROM hotels WHERE id = ?').pluck()
    for (const program of programs) {
      expect(program.programs.map((day) => day.day)).toEqual(program.programs.map((_, index) => index + 1))
      expect(program.programs.length).toBe(program.experience.durationDays)
      expect(program.programs.at(-1)?.accommodationType).toBe('no_accommodation')
      for (const day of program.programs.filter((entry) => entry.accommodationType === 'hotel')) {
        expect(day.hotelIds.length).toBeGreaterThan(0)
        for (const hotelId of day.hotelIds) expect(hotelCity.get(hotelId)).toBeDefined()
      }
    }
    const types = new Set(programs.flatMap((program) => program.programs.map((day) => day.accommodationType)))
    expect(types).toEqual(new Set(['hotel', 'night_transfer', 'no_accommodation', 'free_accommodation']))
  })

  it('links extras to add-on experiences of the same supplier that anyone can see', () => {
    const byId = new Map(all.map((entry) => [entry.experience.id, entry.experience]))
    const links = all.flatMap((entry) =>
      entry.extras.map((link) => ({ link, owner: entry.experience.organizationId })),
    )
    expect(links.length).toBeGreaterThan(50)
    for (const { link, owner } of links) {
      const addOn = byId.get(link.extraExperienceId)
      expect(addOn).toMatchObject({
        type: 'extra',
        state: 'available',
        organizationId: owner,
        isReservableAlone: false,
      })
    }
  })

  it('covers the next 18 months with priced periods in every state, limited and nearly full allotments', () => {
    const horizon = addDays(TODAY, 548)
    for (const entry of all.filter((item) => item.experience.state === 'available')) {
      expect(entry.periods.length).toBeGreaterThan(0)
      for (const period of entry.periods) {
        expect(period.adultPrices.length).toBeGreaterThan(0)
        expect(period.childPrices.length).toBeGreaterThan(0)
        expect(compareIsoDates(period.startAt, period.endAt)).toBeLessThanOrEqual(0)
      }
      const first = entry.periods[0]
      const last = entry.periods.at(-1)
      expect(compareIsoDates(first?.startAt ?? '9999-12-31', TODAY)).toBeLessThanOrEqual(0)
      expect(compareIsoDates(last?.endAt ?? '0000-01-01', horizon)).toBeGreaterThanOrEqual(0)
    }
    const periods = all.flatMap((entry) => entry.periods)
    expect(new Set(periods.map((period) => period.state))).toEqual(
      new Set(['on_request', 'free_sale', 'pre_confirmed', 'stop_sale']),
    )
    expect(periods.some((period) => period.allotments === null)).toBe(true)
    expect(periods.some((period) => period.allotments !== null && period.allotments <= 10)).toBe(true)
    const nearlyFull = periods.filter((period) => {
      const left = remainingAllotment(period)
      return left !== null && left > 0 && left <= 2 && period.allotmentsUsed > 0
    })
    expect(nearlyFull.length).toBeGreaterThan(5)
    expect(all.some((entry) => entry.experience.pricingType === 'series')).toBe(true)
  })

  it('has promotions on some experiences, with inclusive bounds and ISO weekdays', () => {
    const promotions = all.flatMap((entry) => entry.promotions)
    expect(promotions.length).toBeGreaterThan(30)
    expect(all.filter((entry) => entry.promotions.length > 0).length).toBeLessThan(all.length)
    for (const promotion of promotions) {
      expect(compareIsoDates(promotion.startAt, promotion.endAt)).toBeLessThanOrEqual(0)
      expect(promotion.weekdays.every((day) => day >= 1 && day <= 7)).toBe(true)
      expect(['percent', 'amount']).toContain(promotion.kind)
    }
  })

  it('is a pure function of the seed and the clock', () => {
    const digest = (seed: number) => {
      const sandbox = createSandbox({
        modules: [catalogModule, experiencesModule],
        hotels: 300,
        seed,
        clockStart: CLOCK,
      })
      const rows = sandbox.ctx.db.prepare('SELECT * FROM experiences ORDER BY id').all()
      const periods = sandbox.ctx.db.prepare('SELECT * FROM experience_periods ORDER BY id').all()
      const texts = sandbox.ctx.db
        .prepare('SELECT * FROM experience_texts ORDER BY experience_id, locale')
        .all()
      sandbox.close()
      return JSON.stringify([rows, periods, texts])
    }
    expect(digest(7)).toBe(digest(7))
    expect(digest(7)).not.toBe(digest(8))
  })
})

describe('GET /api/v3/search with experiences', () => {
  it('finds experiences by type with title, "City, Country" and alpha2', async () => {
    const hits = await search('query=cooking%20class&types=activity')
    expect(hits.length).toBeGreaterThan(0)
    for (const hit of hits) {
      expect(hit.type).toBe('activity')
      expect(hit.title.toLowerCase()).toContain('cooking class')
      expect(hit.description).toMatch(/, /)
      expect(hit.alpha2).toMatch(/^[A-Z]{2}$/)
    }
    const programs = await search('query=days&types=program&perPage=100')
    expect(programs.length).toBeGreaterThan(0)
    expect(programs.every((hit) => hit.type === 'program')).toBe(true)
    const transfers = await search('query=airport&types=transfer,hotel')
    expect(transfers.some((hit) => hit.type === 'transfer')).toBe(true)
  })

  it('honours countries, organizationId, standaloneExperiencesOnly and locale', async () => {
    const france = encodeId('country', 1)
    const inFrance = await search(`query=tour&types=experience&countries=${france}&perPage=200`)
    expect(inFrance.length).toBeGreaterThan(0)
    expect(inFrance.every((hit) => hit.alpha2 === 'FR')).toBe(true)
    const iberia = await search(
      `query=tour&types=experience&organizationId=${encodeId('organization', 4)}&perPage=200`,
    )
    const owners = iberia.map((hit) =>
      db()
        .prepare('SELECT organization_id FROM experiences WHERE id = ?')
        .pluck()
        .get(decodeId('experience', hit.id)),
    )
    expect(new Set(owners)).toEqual(new Set([4]))
    const addOns = await search('query=skip%20the%20line&types=experience&perPage=100')
    expect(addOns.some((hit) => hit.type === 'experience')).toBe(true)
    const standalone = await search(
      'query=skip%20the%20line&types=experience&standaloneExperiencesOnly=true&perPage=100',
    )
    expect(standalone.some((hit) => hit.type === 'experience')).toBe(false)
    const french = await search('query=visite%20guidee&types=activity&locale=fr&countries=' + france)
    expect(french[0]?.title).toMatch(/^Visite guidée/)
  })
})

describe('management changes reach the tour-operator side at once', () => {
  it('an experience set available is listed; a period set stop_sale stops new bookings and keeps existing ones', async () => {
    const dmc = (path: string, method = 'GET', body?: unknown) =>
      call(path, { key: DEMO_KEYS.dmc2, method, body })
    const created = ExperienceV3Response.parse(
      (
        await dmc('/api/v3/experiences', 'POST', {
          name: 'Lagoon paddle at sunrise',
          type: 'activity',
          cityId: 6,
        })
      ).json,
    ).data
    const id = decodeId('experience', created.id) as number
    const period = PeriodV3Response.parse(
      (
        await dmc(`/api/v3/experiences/${created.id}/periods`, 'POST', {
          startAt: TODAY,
          endAt: addDays(TODAY, 60),
          state: 'free_sale',
          allotments: 4,
          adultPrices: [{ price: 50, minPax: 1, maxPax: 4 }],
        })
      ).json,
    ).data
    const periodId = decodeId('period', period.id) as number
    const viewer = { organizationId: 1, scope: 'to' as const }
    const date = addDays(TODAY, 10)
    expect(listExperiences(db(), { viewer, cityIds: [6], search: 'lagoon paddle' }).total).toBe(0)
    expect(takeAllotment(db(), { periodId, bookingId: 555001, date, pax: 1, now: CLOCK })).toEqual({
      ok: false,
      reason: 'not_bookable',
    })

    await dmc(`/api/v3/experiences/${created.id}`, 'PATCH', { state: 'available' })
    expect(
      listExperiences(db(), { viewer, cityIds: [6], search: 'lagoon paddle' }).rows.map((row) => row.id),
    ).toEqual([id])
    expect((await search('query=lagoon%20paddle&types=activity')).map((hit) => hit.id)).toEqual([created.id])
    expect(periodsCovering(db(), id, date).map((entry) => entry.id)).toEqual([periodId])
    expect(takeAllotment(db(), { periodId, bookingId: 555001, date, pax: 3, now: CLOCK })).toMatchObject({
      ok: true,
      remaining: 1,
    })
    expect(takeAllotment(db(), { periodId, bookingId: 555002, date, pax: 2, now: CLOCK })).toEqual({
      ok: false,
      reason: 'sold_out',
    })
    expect(takeAllotment(db(), { periodId, bookingId: 555001, date, pax: 1, now: CLOCK })).toEqual({
      ok: false,
      reason: 'already_held',
    })

    await dmc(`/api/v3/experiences/${created.id}/periods/${period.id}`, 'PATCH', { state: 'stop_sale' })
    expect(periodsCovering(db(), id, date)).toEqual([])
    expect(takeAllotment(db(), { periodId, bookingId: 555003, date, pax: 1, now: CLOCK })).toEqual({
      ok: false,
      reason: 'stop_sale',
    })
    expect(getPeriods(db(), id)[0]).toMatchObject({ allotmentsUsed: 3, state: 'stop_sale' })
    expect(
      db().prepare('SELECT count(*) FROM experience_allotment_holds WHERE booking_id = 555001').pluck().get(),
    ).toBe(1)

    await dmc(`/api/v3/experiences/${created.id}`, 'DELETE')
    expect(listExperiences(db(), { viewer, search: 'lagoon paddle' }).total).toBe(0)
    const row = getExperienceDetail(db(), id)
    expect(row?.experience.state).toBe('archived')
    expect(row !== null && isBookable(row.experience)).toBe(false)
  })
})
