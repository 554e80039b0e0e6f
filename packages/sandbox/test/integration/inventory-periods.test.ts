import { describe, expect, it } from 'vitest'
import type { PeriodV3 } from '../../../../src/shared/api/experiences-v3'
import {
  ExperienceV3Response,
  PeriodV3List,
  PeriodV3Response,
  PromotionV3List,
  PromotionV3Response,
  type ExperienceV3,
} from '../../../../src/shared/api/experiences-v3'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import {
  getPeriod,
  periodsCovering,
  releaseAllotment,
  takeAllotment,
} from '../../src/experiences/experiences.repo'
import { DEMO_KEYS } from '../../../../test/support/sandbox/http-client'
import { failure, inventorySandbox } from './inventory.fixtures'

const { server, call, dmc } = inventorySandbox()
/** A new experience of the caller; `available: true` puts it on sale (a PATCH, as a new one starts in progress). */
const experience = async (available = false): Promise<ExperienceV3> => {
  const response = await dmc('/api/v3/experiences', {
    method: 'POST',
    body: { name: 'Periods host', type: 'activity' },
  })
  const created = ExperienceV3Response.parse(response.json).data
  if (!available) return created
  const patched = await dmc(`/api/v3/experiences/${created.id}`, {
    method: 'PATCH',
    body: { state: 'available' },
  })
  return ExperienceV3Response.parse(patched.json).data
}
const addPeriod = async (experienceId: string, body: Record<string, unknown>): Promise<PeriodV3> => {
  const response = await dmc(`/api/v3/experiences/${experienceId}/periods`, { method: 'POST', body })
  expect(response.status).toBe(201)
  return PeriodV3Response.parse(response.json).data
}
const numeric = (id: string) => decodeId('period', id) as number
const now = () => server().sandbox.ctx.clock.now().toISOString()

describe('periods', () => {
  it('creates with the defaults: on_request, every day, unlimited allotment, empty price lists', async () => {
    const host = await experience()
    const period = await addPeriod(host.id, { startAt: '2030-03-01', endAt: '2030-05-31' })
    expect(period).toMatchObject({
      startAt: '2030-03-01',
      endAt: '2030-05-31',
      state: 'on_request',
      availableDays: [true, true, true, true, true, true, true],
      allotments: null,
      allotmentsUsed: 0,
      currentPaxForDeparture: 0,
      adultPrices: [],
      childPrices: [],
      price: null,
    })
    const list = PeriodV3List.parse((await dmc(`/api/v3/experiences/${host.id}/periods`)).json)
    expect(list.data.map((entry) => entry.id)).toEqual([period.id])
    expect(list.meta.total).toBe(1)
    const refreshed = ExperienceV3Response.parse((await dmc(`/api/v3/experiences/${host.id}`)).json).data
    expect(refreshed.periodsCount).toBe(1)
  })

  it('validates dates, pax and price ranges', async () => {
    const host = await experience()
    const bad = async (body: Record<string, unknown>) =>
      failure(
        await dmc(`/api/v3/experiences/${host.id}/periods`, { method: 'POST', body }),
        400,
        'VALIDATION_ERROR',
      )
    await bad({ endAt: '2030-01-01' })
    await bad({ startAt: '2030-02-30', endAt: '2030-03-01' })
    await bad({ startAt: '2030-03-01', endAt: '2030-02-01' })
    await bad({ startAt: '2030-01-01', endAt: '2030-02-01', availableDays: [true, false] })
    await bad({ startAt: '2030-01-01', endAt: '2030-02-01', minPax: 4, maxPax: 2 })
    await bad({
      startAt: '2030-01-01',
      endAt: '2030-02-01',
      adultPrices: [{ price: 10, minPax: 3, maxPax: 1 }],
    })
    await bad({
      startAt: '2030-01-01',
      endAt: '2030-02-01',
      childPrices: [{ price: 10, minAge: 12, maxAge: 4 }],
    })
    await bad({ startAt: '2030-01-01', endAt: '2030-02-01', state: 'closed' })
  })

  it('treats adultPrices and childPrices as authoritative lists; PATCH without them leaves them', async () => {
    const host = await experience()
    const period = await addPeriod(host.id, {
      startAt: '2030-06-01',
      endAt: '2030-08-31',
      price: 100,
      adultPrices: [
        { price: 100, minPax: 1, maxPax: 1 },
        { price: 90, minPax: 2, maxPax: 10 },
      ],
      childPrices: [
        { price: 0, minAge: 0, maxAge: 3 },
        { price: 50.555, minAge: 4, maxAge: 11 },
      ],
    })
    expect(period.childPrices[1]?.price).toBe(50.56)
    const path = `/api/v3/experiences/${host.id}/periods/${period.id}`
    const patched = PeriodV3Response.parse(
      (
        await dmc(path, {
          method: 'PATCH',
          body: { state: 'free_sale', availableDays: [true, true, true, true, true, false, false] },
        })
      ).json,
    ).data
    expect(patched.adultPrices).toEqual(period.adultPrices)
    expect(patched.childPrices).toEqual(period.childPrices)
    expect(patched.state).toBe('free_sale')
    const replaced = PeriodV3Response.parse(
      (await dmc(path, { method: 'PATCH', body: { adultPrices: [{ price: 80, minPax: 1, maxPax: 20 }] } }))
        .json,
    ).data
    expect(replaced.adultPrices).toEqual([{ price: 80, minPax: 1, maxPax: 20 }])
    expect(replaced.childPrices).toEqual(period.childPrices)
    const cleared = PeriodV3Response.parse(
      (await dmc(path, { method: 'PATCH', body: { childPrices: [], price: null } })).json,
    ).data
    expect(cleared).toMatchObject({
      childPrices: [],
      price: null,
      adultPrices: [{ price: 80, minPax: 1, maxPax: 20 }],
    })
    // PUT replaces: omitted fields back to defaults, price lists to [].
    const put = PeriodV3Response.parse(
      (await dmc(path, { method: 'PUT', body: { startAt: '2030-06-01', endAt: '2030-07-31' } })).json,
    ).data
    expect(put).toMatchObject({
      state: 'on_request',
      adultPrices: [],
      availableDays: [true, true, true, true, true, true, true],
      endAt: '2030-07-31',
    })
    expect(PeriodV3Response.parse((await dmc(path)).json).data).toEqual(put)
  })

  it('answers 404 for a period of another experience or organization', async () => {
    const a = await experience()
    const b = await experience()
    const period = await addPeriod(a.id, { startAt: '2030-01-01', endAt: '2030-01-31' })
    failure(await dmc(`/api/v3/experiences/${b.id}/periods/${period.id}`), 404, 'NOT_FOUND')
    failure(
      await dmc(`/api/v3/experiences/${b.id}/periods/${period.id}`, { method: 'DELETE' }),
      404,
      'NOT_FOUND',
    )
    failure(
      await call(`/api/v3/experiences/${a.id}/periods/${period.id}`, {
        key: DEMO_KEYS.dmc2,
        method: 'PATCH',
        body: { state: 'stop_sale' },
      }),
      404,
      'NOT_FOUND',
    )
    failure(
      await call(`/api/v3/experiences/${a.id}/periods/${period.id}`, {
        key: DEMO_KEYS.to1,
        method: 'PATCH',
        body: { state: 'stop_sale' },
      }),
      403,
      'SCOPE_NOT_ALLOWED',
    )
  })

  it('refuses to delete a period with bookings against its allotment (409); stop_sale keeps them valid', async () => {
    const host = await experience(true)
    const period = await addPeriod(host.id, {
      startAt: '2030-04-01',
      endAt: '2030-04-30',
      state: 'free_sale',
      allotments: 10,
    })
    const db = server().sandbox.ctx.db
    const hold = takeAllotment(db, {
      periodId: numeric(period.id),
      bookingId: 987654,
      date: '2030-04-10',
      pax: 3,
      now: now(),
    })
    expect(hold).toEqual({ ok: true, periodId: numeric(period.id), remaining: 7 })
    const path = `/api/v3/experiences/${host.id}/periods/${period.id}`
    expect(PeriodV3Response.parse((await dmc(path)).json).data).toMatchObject({
      allotmentsUsed: 3,
      currentPaxForDeparture: 3,
    })
    failure(await dmc(path, { method: 'DELETE' }), 409, 'PERIOD_HAS_BOOKINGS')
    failure(await dmc(path, { method: 'PATCH', body: { allotments: 2 } }), 409, 'ALLOTMENT_BELOW_USED')

    // stop_sale: no new bookings, the existing hold stays.
    await dmc(path, { method: 'PATCH', body: { state: 'stop_sale' } })
    const experienceId = decodeId('experience', host.id) as number
    expect(periodsCovering(db, experienceId, '2030-04-10')).toEqual([])
    expect(
      periodsCovering(db, experienceId, '2030-04-10', { includeStopSale: true }).map((entry) => entry.id),
    ).toEqual([numeric(period.id)])
    expect(
      takeAllotment(db, {
        periodId: numeric(period.id),
        bookingId: 987655,
        date: '2030-04-11',
        pax: 1,
        now: now(),
      }),
    ).toEqual({ ok: false, reason: 'stop_sale' })
    expect(getPeriod(db, numeric(period.id))?.allotmentsUsed).toBe(3)
    failure(await dmc(path, { method: 'DELETE' }), 409, 'PERIOD_HAS_BOOKINGS')

    // Once the booking is gone (cancelled, refused), the period can go.
    expect(releaseAllotment(db, 987654)).toBe(3)
    expect((await dmc(path, { method: 'DELETE' })).status).toBe(204)
    failure(await dmc(path), 404, 'NOT_FOUND')
  })
})

describe('promotions (read-only)', () => {
  it('lists and reads promotions with ISO weekdays and null applicableTo/minNights/minRooms', async () => {
    const db = server().sandbox.ctx.db
    const row = db
      .prepare(
        'SELECT p.id, p.experience_id AS experienceId FROM experience_promotions p JOIN experiences e ON e.id = p.experience_id WHERE e.organization_id = 3 ORDER BY p.id LIMIT 1',
      )
      .get() as { id: number; experienceId: number }
    const experienceId = encodeId('experience', row.experienceId)
    const list = PromotionV3List.parse((await dmc(`/api/v3/experiences/${experienceId}/promotions`)).json)
    expect(list.data.length).toBeGreaterThan(0)
    for (const promotion of list.data) {
      expect(promotion.weekdays.every((day) => day >= 1 && day <= 7)).toBe(true)
      expect(promotion).toMatchObject({ applicableTo: null, minNights: null, minRooms: null, experienceId })
    }
    const one = PromotionV3Response.parse(
      (await dmc(`/api/v3/experiences/${experienceId}/promotions/${encodeId('promotion', row.id)}`)).json,
    ).data
    expect(one).toEqual(list.data.find((promotion) => promotion.id === one.id))
    // Another experience's promotion, another organization's, and an unknown one: 404.
    const other = await experience()
    failure(await dmc(`/api/v3/experiences/${other.id}/promotions/${one.id}`), 404, 'NOT_FOUND')
    failure(
      await call(`/api/v3/experiences/${experienceId}/promotions/${one.id}`, { key: DEMO_KEYS.dmc2 }),
      404,
      'NOT_FOUND',
    )
    failure(await dmc(`/api/v3/experiences/${experienceId}/promotions/999999`), 404, 'NOT_FOUND')
    // There is no write route.
    failure(
      await dmc(`/api/v3/experiences/${experienceId}/promotions`, { method: 'POST', body: {} }),
      404,
      'ROUTE_NOT_FOUND',
    )
  })
})
