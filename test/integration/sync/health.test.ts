import { afterEach, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { control, sandboxBookings, BOOKING_WORLD, testCore, type TestCore } from '../core/fixtures'

/** Sync health per dataset, its push event, and the quit check that asks before leaving writes unsent. */
const server = sandboxForFile(BOOKING_WORLD)
const cores: TestCore[] = []
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
})

describe('sync health', () => {
  it('says per dataset when it synced and whether it is ok, stale or failing, with the writes not sent', async () => {
    const desk = testCore(server())
    cores.push(desk)
    const before = await desk.call('sync.health', undefined)
    expect(before.datasets.map((dataset) => [dataset.dataset, dataset.state])).toEqual([
      ['catalog', 'stale'],
      ['bookings', 'stale'],
      // Read when a booking is opened: never opened is not out of date.
      ['messages', 'ok'],
      ['documents', 'ok'],
    ])
    expect(before.writes).toEqual({ pending: 0, failed: 0 })

    await desk.core.bookings.poller.pollOnce()
    const [bookingId] = sandboxBookings(server(), 'confirmed') as [string]
    await desk.call('bookings.messages', { bookingId })
    const synced = await desk.call('sync.health', undefined)
    expect(synced.datasets.map((dataset) => dataset.state)).toEqual(['stale', 'ok', 'ok', 'ok'])
    expect(synced.datasets[1]?.lastSyncedAt).not.toBeNull()
    expect(desk.seen('sync.healthChanged').at(-1)).toEqual(synced)

    // The messages read fails on the network: that dataset is failing, the cache still answers.
    await control(server()).faults({ offline: true })
    expect((await desk.call('bookings.messages', { bookingId })).source).toBe('cache')
    const failing = await desk.call('sync.health', undefined)
    expect(failing.datasets[2]).toMatchObject({
      dataset: 'messages',
      state: 'failing',
      error: { code: 'NETWORK' },
    })

    await desk.call('bookings.sendMessage', { bookingId, message: 'Queued while offline' })
    const waiting = await desk.call('sync.health', undefined)
    expect(waiting.writes).toEqual({ pending: 1, failed: 0 })
    expect(desk.seen('sync.healthChanged').at(-1)?.writes).toEqual({ pending: 1, failed: 0 })
    expect(desk.core.quitCheck()).toEqual({
      safeToQuit: false,
      pending: 1,
      sending: 0,
      failed: 0,
      unresolvedBookings: 0,
      message:
        '1 write has not been sent yet. It is kept, and sent or checked the next time Agency Desk opens. Quit anyway?',
    })

    await control(server()).clearFaults()
    await desk.call('connectivity.check', undefined)
    await desk.core.bookings.outbox.replay()
    await desk.call('bookings.messages', { bookingId })
    const healed = await desk.call('sync.health', undefined)
    expect(healed.writes).toEqual({ pending: 0, failed: 0 })
    expect(healed.datasets[2]).toMatchObject({ state: 'ok', error: null })
    expect(await desk.call('app.quitCheck', undefined)).toMatchObject({ safeToQuit: true })
  })

  it('is pushed again when a dataset or the outbox changes, with no one asking for it', async () => {
    const desk = testCore(server())
    cores.push(desk)
    expect(desk.seen('sync.healthChanged')).toEqual([])

    // No sync.health call: the poller's announcement alone brings a new health.
    await desk.core.bookings.poller.pollOnce()
    const afterPoll = desk.seen('sync.healthChanged').at(-1)
    expect(afterPoll?.datasets.find((dataset) => dataset.dataset === 'bookings')?.state).toBe('ok')

    await control(server()).faults({ offline: true })
    const [bookingId] = sandboxBookings(server(), 'confirmed') as [string]
    await desk.call('bookings.sendMessage', { bookingId, message: 'Queued while offline' })
    expect(desk.seen('sync.healthChanged').at(-1)?.writes).toEqual({ pending: 1, failed: 0 })
  })
})
