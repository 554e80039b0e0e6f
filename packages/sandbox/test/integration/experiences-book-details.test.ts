import { beforeAll, describe, expect, it } from 'vitest'
import { BookingV1 } from '../../../../src/shared/api/bookings-v1'
import { ExperienceBookResponseV1 } from '../../../../src/shared/api/experiences-v1-booking'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { findHotelIds } from '../../src/catalog/hotels.repo'
import { getPeriod } from '../../src/experiences/experiences.repo'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import {
  bookingBody,
  createExperience,
  FAMILY,
  inDays,
  priceOf,
  type CreatedExperience,
} from '../../../../test/support/sandbox/experiences.fixtures'

const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let addOn: CreatedExperience
let freeSale: CreatedExperience
let program: CreatedExperience
let hotelIds: number[]

beforeAll(async () => {
  call = sandboxClient(server().url)
  hotelIds = findHotelIds(server().sandbox.ctx.db, { cities: [1] }).slice(0, 2)
  addOn = createExperience(server(), { type: 'extra', name: 'Fixture tasting' })
  freeSale = createExperience(server(), {
    name: 'Fixture free sale',
    extras: [addOn.id],
    periods: [{ allotments: 40 }],
  })
  program = createExperience(server(), {
    type: 'program',
    name: 'Fixture three days',
    durationDays: 3,
    durationHours: null,
    extras: [addOn.id],
    programDays: [
      { accommodationType: 'hotel', hotelIds },
      { accommodationType: 'free_accommodation' },
      { accommodationType: 'no_accommodation' },
    ],
  })
})

const START = () => inDays(server(), 30)

async function priceId(experience: CreatedExperience, body: Record<string, unknown> = {}, key?: string) {
  const result = await priceOf(
    server(),
    experience,
    { startAt: START(), experienceComposition: FAMILY, ...body },
    key,
  )
  expect(result.price).not.toBeNull()
  return result.price?.priceId as string
}

async function book(elements: unknown, key?: string) {
  return call('/api/v1/experiences/book', { method: 'POST', body: elements, key })
}

async function bookError(elements: unknown, key?: string) {
  const response = await book(elements, key)
  return { status: response.status, error: ErrorBody.parse(response.json) }
}

describe('POST /api/v1/experiences/book: extras and selected hotels', () => {
  const extra = (overrides: Record<string, unknown>) => ({
    id: addOn.encodedId,
    adultCount: 2,
    childrenBirthdates: [],
    scope: 'global',
    ...overrides,
  })

  it('checks extras against price.extras, the party and the program days', async () => {
    const activity = await priceId(freeSale)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id: encodeId('experience', 999_999) }, '[0].extras[0].id'],
      [{ adultCount: 3 }, '[0].extras[0].adultCount'],
      [{ childrenBirthdates: ['2010-01-01'] }, '[0].extras[0].childrenBirthdates'],
      [{ adultCount: 0 }, '[0].extras[0]'],
      [{ scope: 'day', dayIndex: 1 }, '[0].extras[0].scope'],
      [{ dayIndex: 1 }, '[0].extras[0].dayIndex'],
    ]
    for (const [overrides, param] of cases) {
      expect(await bookError([bookingBody(activity, { extras: [extra(overrides)] })])).toMatchObject({
        status: 400,
        error: { code: 'INVALID_EXTRA', details: { param } },
      })
    }
    expect((await bookError([bookingBody(activity, { extras: [extra({}), extra({})] })])).error.code).toBe(
      'INVALID_EXTRA',
    )
    const endAt = inDays(server(), 32)
    const tour = await priceId(program, { endAt })
    for (const [overrides, param] of [
      [{ scope: 'day' }, '[0].extras[0].dayIndex'],
      [{ scope: 'day', dayIndex: 4 }, '[0].extras[0].dayIndex'],
    ] as const) {
      expect(await bookError([bookingBody(tour, { endAt, extras: [extra(overrides)] })])).toMatchObject({
        status: 400,
        error: { code: 'INVALID_EXTRA', details: { param } },
      })
    }
    const response = await book([
      bookingBody(tour, {
        endAt,
        extras: [extra({ scope: 'day', dayIndex: 2 }), extra({ scope: 'day', dayIndex: 3, adultCount: 1 })],
      }),
    ])
    expect(response.status, response.text).toBe(201)
    const created = ExperienceBookResponseV1.parse(response.json)[0]
    // Program 230 + extras for 2 adults (2 x 90) and 1 adult (100).
    expect(created?.totalPrice).toBe(510)
    expect(created?.endAt).toBe(endAt)
  })

  it('books at the priced conditions: a price edit after the search changes neither the price nor the extras', async () => {
    const wine = createExperience(server(), { type: 'extra', name: 'Fixture frozen wine' })
    const walk = createExperience(server(), { name: 'Fixture frozen walk', extras: [wine.id] })
    const first = await priceId(walk)
    const again = await priceId(walk)
    // The same offer priced twice: two priceIds (each booked once), one stored offer.
    expect(again).not.toBe(first)
    server()
      .sandbox.ctx.db.prepare(
        `UPDATE experience_adult_prices SET price = price + 100
         WHERE period_id IN (SELECT id FROM experience_periods WHERE experience_id IN (?, ?))`,
      )
      .run(walk.id, wine.id)
    const fresh = await priceOf(server(), walk, { startAt: START(), experienceComposition: FAMILY })
    // 2 adults at 190 + a child at 50; the add-on now 190 per adult.
    expect(fresh.price).toMatchObject({ price: 430, extras: [{ adultPrice: 190 }] })
    for (const id of [first, again]) {
      const response = await book([bookingBody(id, { extras: [extra({ id: wine.encodedId })] })])
      expect(response.status, response.text).toBe(201)
      // As priced: 230 for the party + the add-on for 2 adults at 90.
      expect(ExperienceBookResponseV1.parse(response.json)[0]?.totalPrice).toBe(410)
    }
    expect(await bookError([bookingBody(first)])).toMatchObject({
      status: 409,
      error: { code: 'PRICE_ALREADY_BOOKED' },
    })
  })

  it('takes selectedHotels for programs only, per day needing accommodation', async () => {
    const endAt = inDays(server(), 32)
    const [day1, day2, day3] = program.programIds.map((id) => encodeId('program', id))
    const hotel = encodeId('hotel', hotelIds[0] as number)
    const selection = (overrides: Record<string, unknown>) => ({
      hotelId: hotel,
      programId: day1,
      dayIndex: 1,
      bookedOnMyOwn: false,
      ...overrides,
    })
    const tour = await priceId(program, { endAt })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dayIndex: 2 }, '[0].selectedHotels[0].dayIndex'],
      [{ programId: day3, dayIndex: 3 }, '[0].selectedHotels[0].programId'],
      [{ hotelId: null }, '[0].selectedHotels[0].hotelId'],
      [{ programId: encodeId('program', 999_999) }, '[0].selectedHotels[0].programId'],
    ]
    for (const [overrides, param] of cases) {
      expect(
        await bookError([bookingBody(tour, { endAt, selectedHotels: [selection(overrides)] })]),
      ).toMatchObject({
        status: 400,
        error: { code: 'INVALID_SELECTED_HOTEL', details: { param } },
      })
    }
    const activity = await priceId(freeSale)
    expect((await bookError([bookingBody(activity, { selectedHotels: [selection({})] })])).error.code).toBe(
      'INVALID_SELECTED_HOTEL',
    )
    const ok = await book([
      bookingBody(tour, {
        endAt,
        selectedHotels: [
          selection({}),
          selection({ programId: day2, dayIndex: 2, hotelId: null, bookedOnMyOwn: true }),
        ],
      }),
    ])
    expect(ok.status, ok.text).toBe(201)
    const id = decodeId('booking', ExperienceBookResponseV1.parse(ok.json)[0]?.id ?? '')
    const stored = server()
      .sandbox.ctx.db.prepare('SELECT selected_hotels FROM booked_experiences WHERE booking_id = ?')
      .pluck()
      .get(id) as string
    expect(JSON.parse(stored)).toEqual([
      { hotelId: hotelIds[0], programId: program.programIds[0], dayIndex: 1, bookedOnMyOwn: false },
      { hotelId: null, programId: program.programIds[1], dayIndex: 2, bookedOnMyOwn: true },
    ])
  })
})

describe('POST /api/v1/experiences/book: replacement', () => {
  it('requires customerFileId with replaceBookingId; the replaced booking becomes replaced and frees its spots', async () => {
    const original = ExperienceBookResponseV1.parse(
      (await book([bookingBody(await priceId(freeSale))])).json,
    )[0]
    const originalDetail = BookingV1.parse((await call(`/api/v1/bookings/${original?.id}`)).json)
    const used = getPeriod(server().sandbox.ctx.db, freeSale.periodIds[0] as number)?.allotmentsUsed ?? 0
    const id = await priceId(freeSale)
    expect(await bookError([bookingBody(id, { replaceBookingId: original?.id })])).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_ERROR', message: 'replaceBookingId requires customerFileId.' },
    })
    expect(
      await bookError([
        bookingBody(id, {
          replaceBookingId: encodeId('booking', 999_999),
          customerFileId: originalDetail.customerFileId,
        }),
      ]),
    ).toMatchObject({ status: 404 })
    const response = await book([
      bookingBody(id, { replaceBookingId: original?.id, customerFileId: originalDetail.customerFileId }),
    ])
    expect(response.status, response.text).toBe(201)
    const replacement = ExperienceBookResponseV1.parse(response.json)[0]
    expect(BookingV1.parse((await call(`/api/v1/bookings/${original?.id}`)).json).state).toBe('replaced')
    expect(BookingV1.parse((await call(`/api/v1/bookings/${replacement?.id}`)).json).customerFileId).toBe(
      originalDetail.customerFileId,
    )
    // The replacement holds 3 spots, the replaced booking gave its 3 back.
    expect(getPeriod(server().sandbox.ctx.db, freeSale.periodIds[0] as number)?.allotmentsUsed).toBe(used)
    // A replaced booking cannot be replaced again.
    const again = await bookError([
      bookingBody(await priceId(freeSale), {
        replaceBookingId: original?.id,
        customerFileId: originalDetail.customerFileId,
      }),
    ])
    expect(again).toMatchObject({ status: 409, error: { code: 'INVALID_STATE_TRANSITION' } })
  })
})
