import { describe, expect, it } from 'vitest'
import { control, fileSandbox } from './fixtures'
import { shownStay } from './hotel-stay'

/**
 * A replacement booking against the sandbox, which marks the old booking `replaced` itself: the desk reads the
 * old booking, finds it replaced, cancels nothing, and shows both bookings as they now are.
 */
const sandbox = fileSandbox()

describe('a replacement booking', () => {
  it('finds the old booking replaced by the service: outcome replaced, no cancel sent', async () => {
    const app = sandbox.desk()
    const first = await shownStay(app, sandbox.server)
    const old = await app.call('hotels.book', { request: first.request })
    expect(old.replacement).toBeNull()
    // Only a confirmed booking can be replaced.
    await control(sandbox.server).answer(old.booking.id, 'confirm')

    const second = await shownStay(app, sandbox.server, {
      checkInInDays: 41,
      replaceBookingId: old.booking.id,
    })
    const made = await app.call('hotels.book', { request: second.request, shownRate: second.shownRate })
    expect(made).toMatchObject({
      adopted: false,
      replacement: { bookingId: old.booking.id, outcome: 'replaced', error: null },
    })
    expect(app.requests.filter((request) => request.startsWith('DELETE '))).toEqual([])
    expect(app.requests).toContain(`GET /api/v3/bookings/${old.booking.id}`)
    expect(app.seen('bookings.changed')).toContainEqual({
      bookingIds: [made.booking.id, old.booking.id],
      reason: 'write',
    })

    // The cache knows already: the list, read from it without asking the service, shows the old one replaced
    // (replaced bookings are listed on demand, as the service's list does, and counted either way).
    const hidden = await app.call('bookings.list', { search: old.reference })
    expect(hidden).toMatchObject({ bookings: [], stateCounts: { replaced: 1 } })
    expect(
      (await app.call('bookings.list', { search: old.reference, withReplaced: true })).bookings,
    ).toMatchObject([{ id: old.booking.id, state: 'replaced' }])
    const detail = await app.call('bookings.get', { bookingId: old.booking.id })
    expect(detail.summary.state).toBe('replaced')
    expect((await app.call('bookings.get', { bookingId: made.booking.id })).shownRate).toEqual(
      second.shownRate,
    )
  })
})
