import { afterEach, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import type { PollResult } from '../../../src/main/bookings/poller/booking-poller'
import { control, sandboxBookings, BOOKING_WORLD, testCore, type TestCore } from '../core/fixtures'

/**
 * The booking poller through a real core against the sandbox: state changes are made through the control plane,
 * cycles are run with pollOnce() (no timers), and API calls are counted on the wire.
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

function okOutcome(result: PollResult) {
  if (!result.ok) throw new Error(`poll failed: ${JSON.stringify(result)}`)
  return result.outcome
}

describe('booking poller', () => {
  it('records every state on the first run without announcing, from the list pages alone', async () => {
    const { core, requests, platform, seen } = desk()
    const outcome = okOutcome(await core.bookings.poller.pollOnce())
    expect(outcome.firstRun).toBe(true)
    expect(outcome.listed).toBeGreaterThan(100)
    expect(outcome.changes).toEqual([])
    expect(requests).toEqual(['POST /api/v1/bookings/list'])
    expect(platform.notifications.shown).toEqual([])
    expect(seen('booking.stateChanged')).toEqual([])

    // Nothing moved: the next cycle costs one list page again.
    requests.length = 0
    const quiet = okOutcome(await core.bookings.poller.pollOnce())
    expect(quiet).toMatchObject({ firstRun: false, changes: [], refetched: [], apiCalls: 1 })
    expect(requests).toEqual(['POST /api/v1/bookings/list'])
  })

  it('announces a change once: one event, one notification opening the booking, details for it only', async () => {
    const { core, requests, platform, seen, call } = desk()
    okOutcome(await core.bookings.poller.pollOnce())
    const [bookingId] = sandboxBookings(server(), 'sent')
    if (bookingId === undefined) throw new Error('no sent booking in the demo data')
    await control(server()).answer(bookingId, 'confirm')

    requests.length = 0
    const outcome = okOutcome(await core.bookings.poller.pollOnce())
    expect(outcome.refetched).toEqual([bookingId])
    expect(requests.sort()).toEqual(
      [
        'POST /api/v1/bookings/list',
        `GET /api/v1/bookings/${bookingId}`,
        `GET /api/v1/bookings/${bookingId}/histories`,
      ].sort(),
    )
    const [event] = seen('booking.stateChanged')
    expect(seen('booking.stateChanged')).toHaveLength(1)
    expect(event).toMatchObject({ bookingId, previousState: 'sent', state: 'confirmed' })
    expect(event?.hotelName).toEqual(expect.any(String))
    expect(platform.notifications.shown).toEqual([
      {
        title: 'Booking confirmed',
        // The customer's name from the cache first.
        body: expect.stringMatching(new RegExp(`^\\S.*: Booking ${bookingId} confirmed by `)),
        route: `/bookings/${bookingId}`,
        state: 'confirmed',
      },
    ])
    // The cache has the new state, the detail and the history.
    const detail = await call('bookings.get', { bookingId })
    expect(detail.summary.state).toBe('confirmed')
    expect((await call('bookings.history', { bookingId })).entries.at(-1)?.label).toMatch(/Confirmed/)

    // At most once: the next cycle announces nothing.
    okOutcome(await core.bookings.poller.pollOnce())
    expect(seen('booking.stateChanged')).toHaveLength(1)
    expect(platform.notifications.shown).toHaveLength(1)
  })

  it('groups many changes by new state, never a refusal among others, with one event each', async () => {
    const { core, platform, seen, call } = desk()
    okOutcome(await core.bookings.poller.pollOnce())
    const sent = sandboxBookings(server(), 'sent').slice(0, 5)
    expect(sent).toHaveLength(5)
    for (const [index, bookingId] of sent.entries()) {
      await control(server()).answer(bookingId, index % 2 === 0 ? 'refuse' : 'propose')
    }
    const outcome = okOutcome(await core.bookings.poller.pollOnce())
    expect(outcome.changes).toHaveLength(5)
    expect(seen('booking.stateChanged').map((change) => change.state)).toEqual([
      'refused',
      'pending',
      'refused',
      'pending',
      'refused',
    ])
    // The centre has one entry per change, with the customer's name from the cache; a group names its bookings so.
    const { entries, unread } = await call('notifications.list', {})
    const named = (ids: (string | undefined)[]) =>
      ids
        .map((id) => `${entries.find((entry) => entry.bookingId === id)?.customer ?? '?'} (${id})`)
        .join(', ')
    expect(platform.notifications.shown).toEqual([
      {
        title: '3 bookings refused',
        body: named([sent[0], sent[2], sent[4]]),
        route: '/bookings?states=refused',
        state: 'refused',
      },
      {
        title: '2 bookings with a counter-proposal to answer',
        body: named([sent[1], sent[3]]),
        route: '/bookings?states=pending',
        state: 'pending',
      },
    ])
    expect(unread).toBe(5)
    expect(entries.map((entry) => entry.bookingId).sort()).toEqual([...sent].sort())
    expect(entries.every((entry) => entry.customer !== null && entry.product !== null)).toBe(true)
  })

  it('raises events but no desktop notification when the agent turned them off', async () => {
    const { core, platform, seen, call } = desk()
    await call('settings.update', { desktopNotifications: false })
    okOutcome(await core.bookings.poller.pollOnce())
    const [bookingId] = sandboxBookings(server(), 'pending')
    if (bookingId === undefined) throw new Error('no pending booking in the demo data')
    await control(server()).answer(bookingId, 'confirm')
    okOutcome(await core.bookings.poller.pollOnce())
    expect(seen('booking.stateChanged')).toMatchObject([
      { bookingId, previousState: 'pending', state: 'confirmed' },
    ])
    expect(platform.notifications.shown).toEqual([])
  })

  it('pauses while the service is offline and polls as soon as it is back', async () => {
    const { core, call, seen } = desk()
    core.bookings.poller.start()
    okOutcome(await core.bookings.poller.pollOnce())
    expect(core.bookings.poller.scheduledDelayMs()).toBeGreaterThanOrEqual(15_000)
    await control(server()).faults({ offline: true })
    expect((await call('connectivity.check', undefined)).state).toBe('offline')
    expect(await core.bookings.poller.pollOnce()).toEqual({ ok: false, skipped: 'offline' })
    // Paused: nothing scheduled while offline.
    expect(core.bookings.poller.scheduledDelayMs()).toBeNull()

    const [bookingId] = sandboxBookings(server(), 'sent')
    await control(server()).clearFaults()
    await control(server()).answer(bookingId ?? '', 'refuse')
    // Back online: connectivity.changed starts a cycle at once, which pollOnce joins.
    expect((await call('connectivity.check', undefined)).state).toBe('online')
    const result = await core.bookings.poller.pollOnce()
    expect(okOutcome(result).changes).toMatchObject([{ bookingId, state: 'refused' }])
    expect(seen('booking.stateChanged')).toHaveLength(1)
    const health = await call('sync.health', undefined)
    expect(health.datasets.find((dataset) => dataset.dataset === 'bookings')).toMatchObject({
      state: 'ok',
      error: null,
    })
  })

  it('reports a cycle that fails on the network as failing, and recovers', async () => {
    const { core, call } = desk()
    await control(server()).faults({ offline: true })
    // The monitor does not know yet: the cycle tries, the client gives up, the dataset is failing.
    const failed = await core.bookings.poller.pollOnce()
    expect(failed).toMatchObject({ ok: false, skipped: null, error: { code: 'NETWORK' } })
    const health = await call('sync.health', undefined)
    expect(health.datasets.find((dataset) => dataset.dataset === 'bookings')).toMatchObject({
      state: 'failing',
      error: { code: 'NETWORK' },
    })
    await control(server()).clearFaults()
    await call('connectivity.check', undefined)
    okOutcome(await core.bookings.poller.pollOnce())
    expect((await call('sync.health', undefined)).datasets[1]).toMatchObject({
      dataset: 'bookings',
      state: 'ok',
    })
  })
})
