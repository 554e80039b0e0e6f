import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { encodeId } from '../../../src/shared/domain/ids'
import {
  createExperience,
  inDays,
  TRAVELERS,
  type CreatedExperience,
} from '../../support/sandbox/experiences.fixtures'
import { control, BOOKING_WORLD, testCore, type TestCore } from './fixtures'
import { CUSTOMER, lineOf, moveSandboxClock, offerOf, sandboxBasket } from './experiences.helpers'

/**
 * A basket of experiences booked through the core against the real sandbox: one call for every item (one
 * groupUuid), never twice when the answer is lost (adopted by reference), the outcome unknown while the service
 * is away and resolved when it is back, an expired priceId re-priced, and what the service would refuse refused
 * before sending.
 */
const server = sandboxForFile(BOOKING_WORLD)
let cruise: CreatedExperience
let tasting: CreatedExperience
let addOn: CreatedExperience
const cores: TestCore[] = []

beforeAll(async () => {
  addOn = createExperience(server(), { type: 'extra', name: 'Fixture basket photo pack' })
  cruise = createExperience(server(), { name: 'Fixture basket river cruise', extras: [addOn.id] })
  tasting = createExperience(server(), { name: 'Fixture basket cheese tasting' })
})
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
})

const experienceBookings = (): number =>
  (
    server().sandbox.ctx.db.prepare("SELECT count(*) AS n FROM bookings WHERE kind = 'experience'").get() as {
      n: number
    }
  ).n

const desk = (): TestCore => {
  const app = testCore(server())
  cores.push(app)
  return app
}

async function basketOfTwo(app: TestCore, day: number) {
  const dates = { startAt: inDays(server(), day) }
  const first = await offerOf(app, cruise, 'basket river cruise', dates)
  const second = await offerOf(app, tasting, 'basket cheese tasting', dates)
  return [lineOf(first, dates), lineOf(second, dates)]
}

describe('experiences.book', () => {
  it('books a basket of two in one call, one groupUuid, each item with its reference, cached at once', async () => {
    const app = desk()
    const items = await basketOfTwo(app, 20)
    const booked = await app.call('experiences.book', { items, customer: CUSTOMER, reference: 'FILE-2031' })
    expect(booked.status).toBe('booked')
    if (booked.status !== 'booked') return
    expect(booked.items.map((item) => [item.index, item.outcome, item.reference])).toEqual([
      [0, 'booked', 'FILE-2031/1'],
      [1, 'booked', 'FILE-2031/2'],
    ])
    expect(new Set(booked.items.map((item) => item.booking.groupUuid))).toEqual(new Set([booked.groupUuid]))
    expect(app.requests.filter((request) => request === 'POST /api/v1/experiences/book')).toHaveLength(1)
    expect(sandboxBasket(server(), 'FILE-2031').map((row) => row.toReference)).toEqual([
      'FILE-2031/1',
      'FILE-2031/2',
    ])

    const ids = booked.items.map((item) => item.booking.id)
    expect(app.seen('bookings.changed')).toContainEqual({ bookingIds: ids, reason: 'created' })
    const list = await app.call('bookings.list', {})
    expect(list.bookings.map((booking) => booking.id)).toEqual(expect.arrayContaining(ids))
  })

  it('refuses travelers that do not fit the priced party, and a day extra on an activity, before sending', async () => {
    const app = desk()
    const [line] = await basketOfTwo(app, 21)
    if (line === undefined) throw new Error('no line')
    const twoAdults = await app.fail('experiences.book', {
      items: [{ ...line, travelers: TRAVELERS.slice(0, 2) }],
      customer: CUSTOMER,
    })
    expect(twoAdults).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Fixture basket river cruise: The price is for 1 child; the travelers list 0 children.',
      details: { item: 0, param: '[0].travelers', reason: 'children' },
    })
    const dayExtra = await app.fail('experiences.book', {
      items: [
        {
          ...line,
          extras: [{ id: addOn.encodedId, adultCount: 2, childrenBirthdates: [], scope: 'day', dayIndex: 1 }],
        },
      ],
      customer: CUSTOMER,
    })
    expect(dayExtra).toMatchObject({ code: 'INVALID_INPUT', details: { param: '[0].extras[0]' } })
    expect(dayExtra.message).toMatch(/Only a multi-day program/)
    expect(app.requests).not.toContain('POST /api/v1/experiences/book')
  })

  it('names the item the service refuses (its param), and books nothing', async () => {
    const app = desk()
    const items = await basketOfTwo(app, 22)
    // An add-on the second experience does not offer: only the service knows, and it names the element.
    const refused = await app.fail('experiences.book', {
      items: [
        items[0] as (typeof items)[number],
        {
          ...(items[1] as (typeof items)[number]),
          extras: [
            { id: encodeId('experience', 999_999), adultCount: 1, childrenBirthdates: [], scope: 'global' },
          ],
        },
      ],
      customer: CUSTOMER,
    })
    expect(refused).toMatchObject({
      code: 'SERVICE_ERROR',
      details: { item: 1, notMade: true, service: { param: '[1].extras[0].id' } },
    })
    expect(refused.message).toMatch(/^Nothing was booked \(Fixture basket cheese tasting\)/)
  })

  it('adopts a basket whose answer was lost (drop after commit) instead of booking it twice', async () => {
    const app = desk()
    const items = await basketOfTwo(app, 23)
    await control(server()).faults({
      dropAfterCommit: { pathPrefix: '/api/v1/experiences/book', method: 'POST' },
    })
    const booked = await app.call('experiences.book', { items, customer: CUSTOMER, reference: 'FILE-2032' })
    expect(booked).toMatchObject({ status: 'booked' })
    if (booked.status !== 'booked') return
    expect(booked.items.map((item) => [item.outcome, item.reference])).toEqual([
      ['adopted', 'FILE-2032/1'],
      ['adopted', 'FILE-2032/2'],
    ])
    expect(sandboxBasket(server(), 'FILE-2032')).toHaveLength(2)
    expect(new Set(booked.items.map((item) => item.booking.groupUuid)).size).toBe(1)
    expect((await app.call('hotels.unresolvedBookings', undefined)).bookings).toEqual([])
  })

  it('tells the outcome is unknown while the service is away, refuses a retry, and resolves it when back', async () => {
    const app = desk()
    const items = await basketOfTwo(app, 24)
    await control(server()).faults({
      dropAfterCommit: { pathPrefix: '/api/v1/experiences/book', method: 'POST', thenOffline: true },
    })
    const unknown = await app.fail('experiences.book', { items, customer: CUSTOMER })
    expect(unknown).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true } })
    const reference = String(unknown.details?.reference)
    expect(reference).toMatch(/^AD-/)
    expect((await app.call('hotels.unresolvedBookings', undefined)).bookings).toMatchObject([
      {
        reference,
        kind: 'experience',
        product: 'Fixture basket river cruise, Fixture basket cheese tasting',
      },
    ])
    expect(await app.call('app.quitCheck', undefined)).toMatchObject({
      safeToQuit: false,
      unresolvedBookings: 1,
    })

    // Again with the same reference while the first is unresolved: refused, nothing sent.
    const before = app.requests.filter((request) => request === 'POST /api/v1/experiences/book').length
    const retry = await app.fail('experiences.book', { items, customer: CUSTOMER, reference })
    expect(retry).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true, reference } })
    expect(app.requests.filter((request) => request === 'POST /api/v1/experiences/book')).toHaveLength(before)

    await control(server()).clearFaults()
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    expect(await app.core.bookings.hotels.resolvePending()).toEqual({ adopted: 1, notMade: 0, unresolved: 0 })
    expect((await app.call('hotels.unresolvedBookings', undefined)).bookings).toEqual([])
    expect(app.seen('booking.createResolved')).toMatchObject([{ reference, outcome: 'adopted' }])
    const made = sandboxBasket(server(), reference)
    expect(made).toHaveLength(2)
    const list = await app.call('bookings.list', {})
    expect(list.bookings.map((booking) => booking.id)).toEqual(
      expect.arrayContaining(made.map((row) => encodeId('booking', row.bookingId))),
    )
    expect(await app.call('app.quitCheck', undefined)).toMatchObject({ safeToQuit: true })
  })

  it('with the service failing every call: nothing booked, told so once it can be checked, then booked once', async () => {
    const app = desk()
    const items = await basketOfTwo(app, 27)
    await control(server()).faults({ failRate: 1 })
    // The agent's own reference is looked up first (it may be on older bookings): nothing leaves without it.
    const unsent = await app.fail('experiences.book', { items, customer: CUSTOMER, reference: 'FILE-2033' })
    expect(unsent).toMatchObject({ details: { notMade: true, reference: 'FILE-2033' } })
    expect(unsent.message).toMatch(/^Nothing was sent/)
    expect(app.requests).not.toContain('POST /api/v1/experiences/book')

    // A 503 on the book call may hide a booking made: looked up, and the lookup fails too.
    const failed = await app.fail('experiences.book', { items, customer: CUSTOMER })
    expect(failed).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true } })
    const reference = String(failed.details?.reference)
    await control(server()).clearFaults()
    expect(await app.core.bookings.hotels.resolvePending()).toEqual({ adopted: 0, notMade: 1, unresolved: 0 })
    expect(sandboxBasket(server(), reference)).toEqual([])

    const booked = await app.call('experiences.book', { items, customer: CUSTOMER, reference })
    expect(booked.status).toBe('booked')
    expect(sandboxBasket(server(), reference)).toHaveLength(2)
  })

  it('looks an unanswered basket up after a restart, on the same data folder', async () => {
    const first = testCore(server())
    const items = await basketOfTwo(first, 26)
    await control(server()).faults({
      dropAfterCommit: { pathPrefix: '/api/v1/experiences/book', method: 'POST', thenOffline: true },
    })
    const unknown = await first.fail('experiences.book', { items, customer: CUSTOMER })
    expect(unknown.details).toMatchObject({ outcomeUnknown: true })
    await first.core.stop()
    await control(server()).clearFaults()

    const second = testCore(server(), first.folder)
    cores.push(second)
    expect(await second.call('app.quitCheck', undefined)).toMatchObject({ unresolvedBookings: 1 })
    expect(await second.core.bookings.hotels.resolvePending()).toEqual({
      adopted: 1,
      notMade: 0,
      unresolved: 0,
    })
    expect(sandboxBasket(server(), String(unknown.details?.reference))).toHaveLength(2)
    expect(second.requests).not.toContain('POST /api/v1/experiences/book')
  })

  it('re-prices every item when a priceId expired (401 Request expired), telling what moved', async () => {
    const app = desk()
    const items = await basketOfTwo(app, 25)
    const bookingsBefore = experienceBookings()
    await moveSandboxClock(server(), 16 * 60)
    const repriced = await app.call('experiences.book', { items, customer: CUSTOMER })
    expect(repriced.status).toBe('repriced')
    if (repriced.status !== 'repriced') return
    expect(repriced.items).toHaveLength(2)
    for (const [index, item] of repriced.items.entries()) {
      expect(item.previous.priceId).toBe(items[index]?.priceId)
      expect(item.offer?.price?.priceId).toBeTruthy()
      expect(item.offer?.price?.priceId).not.toBe(items[index]?.priceId)
      // Same supplier prices a quarter of an hour later: nothing moved.
      expect(item.moved).toEqual({ total: false, extras: [], allotment: false })
    }
    // A shown total the new price does not match is marked as moved.
    const changed = await app.call('experiences.book', {
      items: [{ ...(items[0] as (typeof items)[number]), shownTotal: 1 }],
      customer: CUSTOMER,
    })
    expect(changed).toMatchObject({ status: 'repriced', items: [{ moved: { total: true } }] })
    expect(experienceBookings()).toBe(bookingsBefore)
  })
})
