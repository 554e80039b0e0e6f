import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../../support/sandbox/start'
import type { SandboxServer } from '@agency-desk/sandbox'
import { control, BOOKING_WORLD, tempFolder, testCore, type TestCore } from '../core/fixtures'
import { bookableStay } from '../core/hotel-stay'

/**
 * Quality bar: a booking moves sent -> confirmed on the sandbox while the app is closed; at the next start the
 * agent gets one notification and one booking.stateChanged. The app's data folder (cache, seen states) and the
 * sandbox's store (dbFile) both survive the restart, as they do for the embedded sandbox.
 */
const open: { desk: TestCore | null; server: SandboxServer | null } = { desk: null, server: null }
afterEach(async () => {
  await open.desk?.core.stop()
  await open.server?.close()
})

describe('a change made while the app was closed', () => {
  it('is announced once at the next start', async () => {
    const folder = tempFolder('desk-restart-')
    const dbFile = join(folder, 'sandbox.db')

    // First run: the agent books an on-request stay; the poller records every state.
    open.server = await startTestSandbox({ ...BOOKING_WORLD, dbFile })
    open.desk = testCore(open.server, folder)
    const first = open.desk
    first.core.start()
    const stay = await bookableStay(first, open.server)
    const { booking } = await first.call('hotels.book', { request: stay.request })
    expect(booking.state).toBe('sent')
    const initial = await first.core.bookings.poller.pollOnce()
    expect(initial.ok).toBe(true)
    expect(first.seen('booking.stateChanged')).toEqual([])
    expect(first.platform.notifications.shown).toEqual([])

    // The app quits; the service goes on (here it even restarts on its file store) and the hotel confirms.
    await first.core.stop()
    open.desk = null
    await open.server.close()
    open.server = await startTestSandbox({ ...BOOKING_WORLD, dbFile })
    await control(open.server).answer(booking.id, 'confirm')

    // The next start: its first cycle finds the change.
    open.desk = testCore(open.server, folder)
    const second = open.desk
    second.core.start()
    const result = await second.core.bookings.poller.pollOnce()
    expect(result.ok && result.outcome.firstRun).toBe(false)
    expect(second.seen('booking.stateChanged')).toEqual([
      {
        bookingId: booking.id,
        previousState: 'sent',
        state: 'confirmed',
        kind: 'hotel',
        hotelName: stay.hotelName,
        experienceName: null,
        reference: booking.internalReference,
        changedAt: expect.any(String),
      },
    ])
    const popped = () => second.platform.notifications.shown.filter((shown) => shown.reminder !== true)
    expect(popped()).toEqual([
      {
        title: 'Booking confirmed',
        body: expect.stringContaining(`: Booking ${booking.id} confirmed by ${stay.hotelName}`),
        route: `/bookings/${booking.id}`,
        state: 'confirmed',
      },
    ])
    // The same change is one entry of the notification centre, named as the cache knows the booking (reminders
    // of the demo data's deadlines, given by the started core, may sit beside it).
    const changesIn = async (app: TestCore) =>
      (await app.call('notifications.list', { limit: 200 })).entries.filter(
        (entry) => entry.kind === 'stateChanged',
      )
    const centre = { entries: await changesIn(second) }
    expect(centre.entries).toEqual([
      expect.objectContaining({
        kind: 'stateChanged',
        bookingId: booking.id,
        state: 'confirmed',
        previousState: 'sent',
        customer: `${stay.request.customer.firstName} ${stay.request.customer.lastName}`,
        product: stay.hotelName,
        read: false,
      }),
    ])
    expect(
      second.seen('notifications.added').filter((added) => added.entry.kind === 'stateChanged'),
    ).toHaveLength(1)
    // A click opens the booking: the core asks the window to navigate there.
    second.platform.notifications.click(`/bookings/${booking.id}`)
    expect(second.seen('app.navigate')).toEqual([{ route: `/bookings/${booking.id}` }])

    // Later cycles, and the app shown the booking, announce nothing more.
    await second.core.bookings.poller.pollOnce()
    expect((await second.call('bookings.get', { bookingId: booking.id })).summary.state).toBe('confirmed')
    await second.core.bookings.poller.pollOnce()
    expect(second.seen('booking.stateChanged')).toHaveLength(1)
    expect(popped()).toHaveLength(1)
    const [entry] = centre.entries
    await second.call('notifications.markRead', { id: entry?.id ?? 0 })

    // A third start on the same data folder: the entry and its read mark are there, nothing is announced again.
    await second.core.stop()
    open.desk = testCore(open.server, folder)
    const third = open.desk
    third.core.start()
    await third.core.bookings.poller.pollOnce()
    expect(third.seen('booking.stateChanged')).toEqual([])
    expect(third.seen('notifications.added').filter((added) => added.entry.kind === 'stateChanged')).toEqual(
      [],
    )
    expect(third.platform.notifications.shown.filter((shown) => shown.reminder !== true)).toEqual([])
    expect(await changesIn(third)).toEqual([{ ...entry, read: true }])
  })
})
