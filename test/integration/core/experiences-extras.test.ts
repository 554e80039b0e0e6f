import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { addDays } from '../../../src/shared/domain/dates'
import { createExperience, inDays, type CreatedExperience } from '../../support/sandbox/experiences.fixtures'
import { control, BOOKING_WORLD, testCore, type TestCore } from './fixtures'
import { CUSTOMER, lineOf, offerOf } from './experiences.helpers'

/**
 * Extras of a booked experience through the core against the real sandbox: read with the add-ons it could take,
 * changed, cancelled and added, each answering the total before and after, the booking refreshed in the cache and
 * announced; a day outside the program refused before sending; nothing without the service.
 */
const server = sandboxForFile(BOOKING_WORLD)
let addOn: CreatedExperience
let tour: CreatedExperience
const cores: TestCore[] = []

beforeAll(async () => {
  addOn = createExperience(server(), { type: 'extra', name: 'Fixture tour picnic basket' })
  tour = createExperience(server(), {
    type: 'program',
    name: 'Fixture extras valley tour',
    durationDays: 3,
    durationHours: 0,
    extras: [addOn.id],
    programDays: [{ accommodationType: null }, { accommodationType: null }, { accommodationType: null }],
  })
})
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
})

async function bookedTour(app: TestCore, day: number): Promise<string> {
  const dates = { startAt: inDays(server(), day), endAt: addDays(inDays(server(), day), 2) }
  const offer = await offerOf(app, tour, 'extras valley tour', dates)
  const picnic = offer.price?.extras.find((extra) => extra.id === addOn.encodedId)
  expect(picnic, 'the picnic add-on is priced').toBeDefined()
  const booked = await app.call('experiences.book', {
    items: [
      lineOf(offer, dates, {
        extras: [{ id: addOn.encodedId, adultCount: 2, childrenBirthdates: [], scope: 'day', dayIndex: 2 }],
      }),
    ],
    customer: CUSTOMER,
  })
  if (booked.status !== 'booked') throw new Error('not booked')
  return booked.items[0]?.booking.id ?? ''
}

describe('experience extras after booking', () => {
  it('reads the booked extras, the add-ons on offer, the days and the party', async () => {
    const app = testCore(server())
    cores.push(app)
    const bookingId = await bookedTour(app, 30)
    const extras = await app.call('experiences.bookingExtras', { bookingId })
    expect(extras.lines).toHaveLength(1)
    expect(extras.lines[0]).toMatchObject({
      experienceId: tour.encodedId,
      type: 'Program',
      days: 3,
      party: { adults: 2, childrenBirthdates: ['2018-03-01'] },
      extras: [{ extra: { id: addOn.encodedId }, state: 'booked', adultPax: 2, scope: 'day', dayIndex: 2 }],
    })
    expect(extras.available.map((extra) => extra.id)).toContain(addOn.encodedId)
    const v1 = await app.call('bookings.get', { bookingId })
    expect(extras.total).toBe(v1.v1?.totalPrice)
  })

  it('changes, cancels and adds extras, each with the totals, the cache refreshed and announced', async () => {
    const app = testCore(server())
    cores.push(app)
    const bookingId = await bookedTour(app, 31)
    const start = await app.call('experiences.bookingExtras', { bookingId })
    const booked = start.lines[0]?.extras[0]
    if (booked === undefined) throw new Error('no extra')

    const changed = await app.call('experiences.changeExtra', {
      bookingId,
      extraId: booked.id,
      adultPax: 1,
      childrenBirthdates: [],
      dayIndex: 3,
    })
    expect(changed.previousTotal).toBe(start.total)
    expect(changed.total).toBeLessThan(start.total)
    expect(changed.extras.total).toBe(changed.total)
    expect(changed.extras.lines[0]?.extras[0]).toMatchObject({ adultPax: 1, dayIndex: 3 })
    expect(app.seen('bookings.changed')).toContainEqual({ bookingIds: [bookingId], reason: 'write' })
    const listed = await app.call('bookings.list', {})
    expect(listed.bookings.find((booking) => booking.id === bookingId)?.totalPrice).toBe(changed.total)

    const cancelled = await app.call('experiences.cancelExtra', { bookingId, extraId: booked.id })
    expect(cancelled.previousTotal).toBe(changed.total)
    expect(cancelled.total).toBeCloseTo(changed.total - (changed.extras.lines[0]?.extras[0]?.price ?? 0), 2)
    expect(cancelled.extras.lines[0]?.extras[0]?.state).toBe('canceled')

    const added = await app.call('experiences.setExtras', {
      bookingId,
      extras: [{ id: addOn.encodedId, adultCount: 2, childrenBirthdates: [], scope: 'global' }],
    })
    expect(added.previousTotal).toBe(cancelled.total)
    expect(added.total).toBeGreaterThan(cancelled.total)
    expect(added.extras.lines[0]?.extras.filter((extra) => extra.state === 'booked')).toMatchObject([
      { scope: 'global', adultPax: 2 },
    ])
  })

  it('refuses a day outside the program before sending, and any change without the service', async () => {
    const app = testCore(server())
    cores.push(app)
    const bookingId = await bookedTour(app, 32)
    const extra = (await app.call('experiences.bookingExtras', { bookingId })).lines[0]?.extras[0]
    if (extra === undefined) throw new Error('no extra')
    const outside = await app.fail('experiences.changeExtra', {
      bookingId,
      extraId: extra.id,
      adultPax: 2,
      childrenBirthdates: [],
      dayIndex: 5,
    })
    expect(outside).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Day 5 is not a day of this program: it has 3 days.',
    })
    expect(app.requests.filter((request) => request.startsWith('PUT /api/v1/experiences/extras/'))).toEqual(
      [],
    )

    await control(server()).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    expect((await app.fail('experiences.cancelExtra', { bookingId, extraId: extra.id })).code).toBe('OFFLINE')
  })
})
