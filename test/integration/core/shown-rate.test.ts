import { describe, expect, it } from 'vitest'
import { control, countByReference, fileSandbox, tempFolder } from './fixtures'
import { shownStay } from './hotel-stay'
import { adoptedAfterRestart } from './adopted-after-restart'

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
    const { second, bookingId } = await adoptedAfterRestart(sandbox, folder, first, {
      request: stay.request,
      shownRate: stay.shownRate,
    })
    const detail = await second.call('bookings.get', { bookingId })
    expect(detail.shownRate).toEqual(stay.shownRate)
  })
})
