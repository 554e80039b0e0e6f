import { afterEach, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { isClientReference } from '../../../src/main/booking-creates/client-reference'
import { fixtureBooking } from '../../support/sandbox/booking-fixtures'
import { control, countByReference, BOOKING_WORLD, testCore, type TestCore } from '../core/fixtures'
import { bookableStay } from '../core/hotel-stay'

/**
 * Quality bar: the connection is cut in the middle of a hotel booking (the sandbox commits the booking, then drops
 * the connection without the answer): exactly one booking exists afterwards, and the app shows it.
 */
const server = sandboxForFile(BOOKING_WORLD)
const cores: TestCore[] = []
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
})

function desk(): TestCore {
  const created = testCore(server())
  cores.push(created)
  return created
}

const dropCreate = (thenOffline: boolean) =>
  control(server()).faults({
    dropAfterCommit: { pathPrefix: '/api/v3/bookings', method: 'POST', thenOffline },
  })

describe('a hotel booking is never made twice', () => {
  it('books with a desk-made reference and records the state as known to the agent', async () => {
    const app = desk()
    const stay = await bookableStay(app, server())
    const result = await app.call('hotels.book', { request: stay.request })
    expect(result.adopted).toBe(false)
    expect(isClientReference(result.reference)).toBe(true)
    expect(result.booking).toMatchObject({ internalReference: result.reference, state: 'sent' })
    expect(countByReference(server(), result.reference)).toBe(1)
    expect(app.seen('bookings.changed')).toContainEqual({
      bookingIds: [result.booking.id],
      reason: 'created',
    })
  })

  it('answer lost after the commit: the booking is found by its reference and adopted, not made again', async () => {
    const app = desk()
    const stay = await bookableStay(app, server())
    await dropCreate(false)
    const result = await app.call('hotels.book', { request: stay.request })
    expect(result.adopted).toBe(true)
    expect(countByReference(server(), result.reference)).toBe(1)
    // One create on the wire, then the lookup by reference and the adopted booking's read.
    expect(app.requests.filter((request) => request === 'POST /api/v3/bookings')).toHaveLength(1)
    expect(app.requests).toContain('POST /api/v1/bookings/list')

    const list = await app.call('bookings.list', { search: result.reference })
    expect(list.bookings.map((booking) => booking.id)).toEqual([result.booking.id])
    expect(app.seen('booking.createResolved')).toMatchObject([
      { reference: result.reference, outcome: 'adopted', bookingId: result.booking.id },
    ])
  })

  it('line down right after the commit: outcome unknown, no second try until the lookup, then adopted', async () => {
    const app = desk()
    const stay = await bookableStay(app, server())
    await dropCreate(true)
    const lost = await app.fail('hotels.book', { request: stay.request })
    expect(lost).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true } })
    const reference = String(lost.details?.reference)
    expect(countByReference(server(), reference)).toBe(1)
    expect((await app.call('hotels.unresolvedBookings', undefined)).bookings).toMatchObject([
      { reference, state: 'unknown' },
    ])
    expect((await app.call('app.quitCheck', undefined)).unresolvedBookings).toBe(1)

    // The agent tries again while the line is still down: refused, nothing sent.
    const again = await app.fail('hotels.book', { request: stay.request })
    expect(again).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true, reference } })
    expect(app.requests.filter((request) => request === 'POST /api/v3/bookings')).toHaveLength(1)

    // The line comes back: the lookup runs (connectivity.changed) and adopts the booking.
    await control(server()).clearFaults()
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    await app.core.bookings.hotels.resolvePending()
    const [resolved] = app.seen('booking.createResolved')
    expect(resolved).toMatchObject({ reference, outcome: 'adopted' })
    expect((await app.call('hotels.unresolvedBookings', undefined)).bookings).toEqual([])

    // The app shows it; the service holds exactly one.
    const list = await app.call('bookings.list', { search: reference })
    expect(list.bookings).toHaveLength(1)
    expect(list.bookings[0]).toMatchObject({
      id: resolved?.bookingId,
      internalReference: reference,
      state: 'sent',
    })

    // Trying the same booking again returns the adopted one instead of a second booking.
    const retried = await app.call('hotels.book', { request: stay.request })
    expect(retried).toMatchObject({ adopted: true, reference, booking: { id: resolved?.bookingId } })
    expect(countByReference(server(), reference)).toBe(1)
    expect(app.requests.filter((request) => request === 'POST /api/v3/bookings')).toHaveLength(1)
  })

  it("keeps the agent's own reference, and never adopts an older booking that carried it", async () => {
    const app = desk()
    const reference = 'DOSSIER-2026-77'
    const older = fixtureBooking(server().sandbox.ctx.db, server().sandbox.ctx.clock.now(), {
      internalReference: reference,
    })
    const stay = await bookableStay(app, server())
    await dropCreate(false)
    const result = await app.call('hotels.book', {
      request: { ...stay.request, internalReference: reference },
    })
    expect(result).toMatchObject({ adopted: true, reference, booking: { internalReference: reference } })
    expect(result.booking.id).not.toBe(older.encodedId)
    expect(countByReference(server(), reference)).toBe(2)
  })

  it('a create refused by the service is an error for the agent, and the same try may go again', async () => {
    const app = desk()
    const stay = await bookableStay(app, server())
    const refused = await app.fail('hotels.book', {
      request: {
        ...stay.request,
        rooms: stay.request.rooms.map((room) => ({ ...room, bedCompositionId: 'unknown-choice' })),
      },
    })
    expect(refused).toMatchObject({ code: 'SERVICE_ERROR', details: { status: 400 } })
    const made = await app.call('hotels.book', { request: stay.request })
    expect(made.adopted).toBe(false)
  })
})
