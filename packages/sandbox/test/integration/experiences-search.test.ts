import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { encodeId } from '../../../../src/shared/domain/ids'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { readOffer } from '../../src/experience-booking/offers.repo'
import { normalizeText } from '../../src/platform/text'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import {
  createExperience,
  FAMILY,
  inDays,
  liste,
  PARIS,
  priceOf,
  setPeriodState,
  type CreatedExperience,
} from '../../../../test/support/sandbox/experiences.fixtures'

const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let plain: CreatedExperience
let addOn: CreatedExperience
let promoted: CreatedExperience

beforeAll(async () => {
  call = sandboxClient(server().url)
  addOn = createExperience(server(), { type: 'extra', name: 'Fixture wine pairing', durationHours: 1 })
  plain = createExperience(server(), { name: 'Fixture river walk', extras: [addOn.id], guiding: true })
  promoted = createExperience(server(), {
    name: 'Fixture promoted tour',
    promotions: [{ name: 'Fixture 10% off', kind: 'percent', value: 10 }],
  })
})

async function listeError(body: unknown): Promise<{ status: number; error: ErrorBody }> {
  const response = await call('/api/v1/experiences/liste', { method: 'POST', body })
  return { status: response.status, error: ErrorBody.parse(response.json) }
}

describe('POST /api/v1/experiences/liste: results and pricing', () => {
  it('answers catalog data only (price null) without dates and party, in the spec shape', async () => {
    const results = await liste(server(), { cities: [PARIS] })
    expect(results.length).toBeGreaterThan(40)
    expect(results.every((result) => result.price === null)).toBe(true)
    const walk = results.find((result) => result.id === plain.encodedId)
    expect(walk).toMatchObject({
      name: 'Fixture river walk',
      experienceType: 'Activity',
      inCity: { id: encodeId('city', PARIS), title: 'Paris' },
      organizationName: 'Atlas Ground Services',
      pricingType: 'fit',
      totalBookingsCount: 0,
      lastBookingDate: null,
      translations: 'en',
      isExtra: false,
    })
    expect(results.find((result) => result.id === addOn.encodedId)?.experienceType).toBe('Extra')
  })

  it('prices only with startAt and experienceComposition: the whole party, extras, allotment, 15-minute priceId', async () => {
    const startAt = inDays(server(), 30)
    expect((await priceOf(server(), plain, { startAt })).price).toBeNull()
    expect((await priceOf(server(), plain, { experienceComposition: FAMILY })).price).toBeNull()
    const result = await priceOf(server(), plain, { startAt, experienceComposition: FAMILY })
    const price = result.price
    expect(price).toMatchObject({
      experienceId: plain.encodedId,
      // 2 adults at the 2-4 pax price (90) + a child of 8 at the 4-11 price (50)
      price: 230,
      totalPriceWithoutPromo: 230,
      currency: 'EUR',
      promotions: [],
      allotment: true,
    })
    const now = server().sandbox.ctx.clock.nowMs()
    expect(Date.parse(price?.expiresAt ?? '') - now).toBeGreaterThan(14 * 60_000)
    expect(Date.parse(price?.expiresAt ?? '') - now).toBeLessThanOrEqual(15 * 60_000)
    expect(price?.extras).toEqual([
      {
        id: addOn.encodedId,
        name: 'Fixture wine pairing',
        currency: 'EUR',
        price: 230,
        priceWithoutPromo: 230,
        promotions: [],
        adultPrice: 90,
        childrenPrices: [
          { ageRange: [0, 3], price: 0 },
          { ageRange: [4, 11], price: 50 },
        ],
      },
    ])
    // The priceId itself carries the frozen offer (signed); the add-on's frozen sheet is stored by content.
    const stored = readOffer(server().sandbox.ctx.db, price?.priceId ?? '')
    expect(stored).toMatchObject({
      experienceId: plain.id,
      startAt,
      adults: 2,
      childrenBirthdates: FAMILY.childrenBirthdates,
      price: 230,
      expiresAt: price?.expiresAt,
      bookingId: null,
      extras: [{ experienceId: addOn.id, name: 'Fixture wine pairing' }],
    })
  })

  it('re-prices when the party changes: another party, another price and priceId', async () => {
    const startAt = inDays(server(), 30)
    const family = await priceOf(server(), plain, { startAt, experienceComposition: FAMILY })
    const couple = await priceOf(server(), plain, {
      startAt,
      experienceComposition: { adults: 2, children: 0, childrenBirthdates: [] },
    })
    const toddler = await priceOf(server(), plain, {
      startAt,
      experienceComposition: { adults: 2, children: 1, childrenBirthdates: [inDays(server(), -800)] },
    })
    expect(couple.price?.price).toBe(180)
    expect(toddler.price?.price).toBe(180)
    expect(new Set([family.price?.priceId, couple.price?.priceId, toddler.price?.priceId]).size).toBe(3)
  })

  it('applies the promotions of the departure date, with the price without promotion beside', async () => {
    const result = await priceOf(server(), promoted, {
      startAt: inDays(server(), 30),
      experienceComposition: FAMILY,
    })
    expect(result.price).toMatchObject({
      price: 207,
      totalPriceWithoutPromo: 230,
      promotions: ['Fixture 10% off'],
    })
  })

  it('reports allotment false when the departure lacks spots for the party, and prices nothing on stop_sale', async () => {
    const scarce = createExperience(server(), { periods: [{ allotments: 2 }] })
    const stopped = createExperience(server(), {})
    const closedOnSundays = createExperience(server(), { periods: [{ availableDays: 0b0111111 }] })
    const startAt = inDays(server(), 30)
    expect(
      (await priceOf(server(), scarce, { startAt, experienceComposition: FAMILY })).price?.allotment,
    ).toBe(false)
    setPeriodState(server(), stopped.periodIds[0] as number, 'stop_sale')
    expect((await priceOf(server(), stopped, { startAt, experienceComposition: FAMILY })).price).toBeNull()
    let sunday = startAt
    for (let days = 30; new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0; days += 1)
      sunday = inDays(server(), days)
    const closed = await priceOf(server(), closedOnSundays, {
      startAt: sunday,
      experienceComposition: FAMILY,
    })
    expect(closed.price).toBeNull()
    // searchMinPrice: only what got a price.
    const onlyPriced = await liste(server(), {
      cities: [PARIS],
      startAt,
      experienceComposition: FAMILY,
      searchMinPrice: true,
    })
    expect(onlyPriced.length).toBeGreaterThan(0)
    expect(onlyPriced.every((result) => result.price !== null)).toBe(true)
    expect(onlyPriced.map((result) => result.id)).not.toContain(stopped.encodedId)
    const prices = onlyPriced.map((result) => result.price?.price ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('needs endAt for a multi-day experience: startAt + days - 1', async () => {
    const tour = createExperience(server(), { type: 'program', durationDays: 3, durationHours: null })
    const startAt = inDays(server(), 40)
    expect((await priceOf(server(), tour, { startAt, experienceComposition: FAMILY })).price).toBeNull()
    expect(
      (await priceOf(server(), tour, { startAt, endAt: inDays(server(), 45), experienceComposition: FAMILY }))
        .price,
    ).toBeNull()
    const priced = await priceOf(server(), tour, {
      startAt,
      endAt: inDays(server(), 42),
      experienceComposition: FAMILY,
    })
    expect(priced.price?.price).toBe(230)
  })

  it('never lists in-progress or archived experiences to a tour operator', async () => {
    const draft = createExperience(server(), { state: 'in_progress' })
    const archived = createExperience(server(), { state: 'archived' })
    const ids = (await liste(server(), { cities: [PARIS] })).map((result) => result.id)
    expect(ids).not.toContain(draft.encodedId)
    expect(ids).not.toContain(archived.encodedId)
  })
})

describe('POST /api/v1/experiences/liste: filters', () => {
  const ids = async (body: Record<string, unknown>) =>
    (await liste(server(), body)).map((result) => result.id)

  it('types are case-insensitive v1 names; cities, countries and regions take ids', async () => {
    const activities = await liste(server(), {
      cities: [encodeId('city', PARIS)],
      types: ['ACTIVITY', 'extra'],
    })
    expect(activities.every((result) => ['Activity', 'Extra'].includes(result.experienceType))).toBe(true)
    expect(activities.map((result) => result.id)).toContain(plain.encodedId)
    const programs = await liste(server(), { cities: [PARIS], types: ['Program'] })
    expect(programs.length).toBeGreaterThan(0)
    expect(programs.every((result) => result.experienceType === 'Program')).toBe(true)
    expect(await ids({ countries: [encodeId('country', 1)], search: 'Fixture river walk' })).toEqual([
      plain.encodedId,
    ])
  })

  it('search, organizationId, guided, themes, excludedExperiences and durations narrow the list', async () => {
    expect(await ids({ cities: [PARIS], search: 'fixture rivr walk' })).toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], organizationId: encodeId('organization', 4) })).not.toContain(
      plain.encodedId,
    )
    const guided = await liste(server(), { cities: [PARIS], guided: true })
    expect(guided.map((result) => result.id)).toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], guided: false })).not.toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], themes: ['1'] })).toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], themes: ['12'], search: 'Fixture river walk' })).toEqual([])
    expect(await ids({ cities: [PARIS], excludedExperiences: [plain.encodedId] })).not.toContain(
      plain.encodedId,
    )
    expect(await ids({ cities: [PARIS], minDuration: 2, maxDuration: 4 })).toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], maxDuration: 2 })).not.toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], duration: 1 })).toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], duration: 3 })).not.toContain(plain.encodedId)
  })

  it('minPax / maxPax, priceRange, experiencePricingType and the positions filter', async () => {
    expect(await ids({ cities: [PARIS], minPax: 20 })).toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], minPax: 21 })).not.toContain(plain.encodedId)
    const startAt = inDays(server(), 30)
    const priced = { cities: [PARIS], startAt, experienceComposition: FAMILY }
    expect(await ids({ ...priced, priceRange: [229, 231] })).toContain(plain.encodedId)
    expect(await ids({ ...priced, priceRange: [0, 200] })).not.toContain(plain.encodedId)
    expect(await ids({ cities: [PARIS], experiencePricingType: 'SIC' })).not.toContain(plain.encodedId)
    const walk = (await liste(server(), { cities: [PARIS], search: 'Fixture river walk' }))[0]
    expect(await ids({ startingPoint: walk?.startPosition?.id })).toEqual([plain.encodedId])
    expect(await ids({ cities: [PARIS], departureLocation: walk?.startPosition?.name })).toContain(
      plain.encodedId,
    )
    expect(await ids({ cities: [PARIS], departureLocation: 'Nowhere at all' })).toEqual([])
  })

  it('sorts with field.direction and pages on request', async () => {
    const startAt = inDays(server(), 30)
    const byPrice = await liste(server(), {
      cities: [PARIS],
      startAt,
      experienceComposition: FAMILY,
      sort: 'price.desc',
    })
    const priced = byPrice.filter((result) => result.price !== null).map((result) => result.price?.price ?? 0)
    expect(priced).toEqual([...priced].sort((a, b) => b - a))
    // Unpriced results come last whatever the direction.
    const firstUnpriced = byPrice.findIndex((result) => result.price === null)
    expect(byPrice.slice(firstUnpriced).every((result) => result.price === null)).toBe(true)
    // Names compare accent- and case-insensitively (normalizeText), like the catalog's sort=name.
    const byName = (await liste(server(), { cities: [PARIS], sort: 'name.asc' })).map((result) =>
      normalizeText(result.name),
    )
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)))
    const response = await call('/api/v1/experiences/liste', {
      method: 'POST',
      body: { cities: [PARIS], sort: 'id.asc', page: 2, perPage: 5 },
    })
    expect(response.status).toBe(200)
    expect((response.json as unknown[]).length).toBe(5)
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(10)
    expect(response.headers.get('x-page')).toBe('2')
  })

  it('answers the v3 error body with the spec codes for bad filters', async () => {
    expect(await listeError({ cities: ['Paris'] })).toMatchObject({
      status: 400,
      error: { code: 'INVALID_LOCATION_ID', details: { param: 'cities', value: 'Paris' } },
    })
    expect(await listeError({ types: ['Cruise'] })).toMatchObject({
      status: 400,
      error: { code: 'INVALID_FILTER_VALUE', details: { param: 'types' } },
    })
    for (const sort of ['popularity.asc', 'price.up', 'price.asc.more']) {
      expect(await listeError({ sort })).toMatchObject({ status: 400, error: { code: 'INVALID_SORT' } })
    }
    expect(await listeError({ experiencePricingType: 'group' })).toMatchObject({
      status: 400,
      error: { code: 'INVALID_FILTER_VALUE' },
    })
    expect(
      await listeError({ experienceComposition: { adults: 2, children: 2, childrenBirthdates: [] } }),
    ).toMatchObject({ status: 400, error: { code: 'INVALID_PARAMETER' } })
    expect(await listeError({ startAt: inDays(server(), 5), endAt: inDays(server(), 2) })).toMatchObject({
      status: 400,
      error: { code: 'INVALID_PARAMETER', details: { param: 'endAt' } },
    })
    expect(await listeError({ toOrganizationId: encodeId('organization', 3) })).toMatchObject({
      status: 400,
      error: { code: 'INVALID_FILTER_VALUE', details: { param: 'toOrganizationId' } },
    })
    expect(await listeError({ excludedExperiences: ['not-an-id'] })).toMatchObject({
      status: 400,
      error: { code: 'INVALID_FILTER_VALUE' },
    })
    expect(await listeError('{"cities": [')).toMatchObject({ status: 400, error: { code: 'INVALID_JSON' } })
    expect(await listeError({ priceRange: [10] })).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_ERROR' },
    })
    // The caller's own group is accepted.
    expect(
      (await liste(server(), { cities: [PARIS], toOrganizationId: encodeId('organization', 2) })).length,
    ).toBeGreaterThan(0)
  })

  it('names results in the requested locale (en fallback)', async () => {
    const fr = await liste(server(), { cities: [PARIS] }, undefined)
    const response = await call('/api/v1/experiences/liste?locale=fr', {
      method: 'POST',
      body: { cities: [PARIS] },
    })
    const french = response.json as Array<{ id: string; name: string; translations: string }>
    const bilingual = french.find((result) => result.translations.includes('fr'))
    expect(bilingual).toBeDefined()
    expect(bilingual?.name).not.toBe(fr.find((result) => result.id === bilingual?.id)?.name)
    expect(french.find((result) => result.id === plain.encodedId)?.name).toBe('Fixture river walk')
  })
})
