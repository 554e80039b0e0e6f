import { describe, expect, it } from 'vitest'
import { control, countByReference, fileSandbox, tempFolder } from './fixtures'
import { shownStay } from './hotel-stay'

/** The rate the agent saw is kept with the booking, made at once or adopted after a lost answer. */
const sandbox = fileSandbox()

const { desk } = sandbox

const dropCreate = (thenOffline: boolean) =>
  control(sandbox.server).faults({
    dropAfterCommit: { pathPrefix: '/api/v3/bookings', method: 'POST', thenOffline },
  })

describe('the shown rate of a booking', () => {
  it('is kept with the booking made, and bookings.get returns it as sent', async () => {
    const app = desk()
    const stay = await shownStay(app, sandbox.server)
    const result = await app.call('hotels.book', { request: stay.request, shownRate: stay.shownRate })
    expect(result).toMatchObject({ adopted: false, replacement: null })
    const detail = await app.call('bookings.get', { bookingId: result.booking.id })
    expect(detail.shownRate).toEqual(stay.shownRate)
  })

  it('is null for a booking booked without one', async () => {
    const app = desk()
    const stay = await shownStay(app, sandbox.server)
    const result = await app.call('hotels.book', { request: stay.request })
    expect((await app.call('bookings.get', { bookingId: result.booking.id })).shownRate).toBeNull()
  })

  it('is kept when the answer was lost and the booking adopted by its reference', async () => {
    const app = desk()
    const stay = await shownStay(app, sandbox.server)
    await dropCreate(false)
    const result = await app.call('hotels.book', { request: stay.request, shownRate: stay.shownRate })
    expect(result.adopted).toBe(true)
    expect(countByReference(sandbox.server, result.reference)).toBe(1)
    expect((await app.call('bookings.get', { bookingId: result.booking.id })).shownRate).toEqual(
      stay.shownRate,
    )
  })

  it('is kept when the booking is adopted only after a restart of the app', async () => {
    const folder = tempFolder('desk-shown-rate-')
    const first = desk(folder)
    const stay = await shownStay(first, sandbox.server)
    await dropCreate(true)
    const lost = await first.fail('hotels.book', { request: stay.request, shownRate: stay.shownRate })
    expect(lost).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true } })
    await sandbox.close(first)

    // The line is back; the next start looks the create up and adopts the booking.
    await control(sandbox.server).clearFaults()
    const second = desk(folder)
    expect((await second.call('connectivity.check', undefined)).state).toBe('online')
    expect(await second.core.bookings.hotels.resolvePending()).toMatchObject({ adopted: 1 })
    const [resolved] = second.seen('booking.createResolved')
    expect(resolved).toMatchObject({ outcome: 'adopted', bookingId: expect.any(String) })
    const detail = await second.call('bookings.get', { bookingId: String(resolved?.bookingId) })
    expect(detail.shownRate).toEqual(stay.shownRate)
  })
})
