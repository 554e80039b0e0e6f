import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectivityStatus, DatasetSyncStatus } from '../../../src/shared/ipc'
import { flush } from '../../unit/api/fakes'
import { manualClock } from '../../support/manual-clock'
import { fileSandbox } from './fixtures'

/**
 * The core's stop ends everything it started: the background jobs (poller, catalog sync, outbox, reminders, sync
 * health, connectivity probes, the facets' count ahead), their timers and main's own subscriptions. Whatever
 * happens afterwards (the clock running on for days, the events the features used to listen to, a click on an
 * old desktop notification), nothing of the stopped core runs: no request, no event, no timer, no log.
 */

const sandbox = fileSandbox()

afterEach(() => {
  vi.restoreAllMocks()
})

/** Lets promise callbacks and the real timers of zero delay (none should be left) run. */
async function settleRealTime(): Promise<void> {
  await flush()
  await new Promise<void>((resolve) => setTimeout(resolve, 20))
  await flush()
}

describe('core.stop()', () => {
  it('leaves no job, timer or subscription running, however far the clock moves afterwards', async () => {
    const clock = manualClock(Date.now())
    const desk = sandbox.desk(undefined, (platform) => ({ ...platform, clock }))
    const { core } = desk
    const settings = await desk.call('settings.get', undefined)
    const online: ConnectivityStatus = await desk.call('connectivity.check', undefined)
    expect(online.state).toBe('online')

    core.start()
    // Started, the jobs do work on the clock: the first poll cycle and the catalog pass ask the service.
    const before = desk.requests.length
    for (let step = 0; step < 50 && desk.requests.length === before; step += 1) {
      clock.advance(1_000)
      await settleRealTime()
    }
    expect(desk.requests.length).toBeGreaterThan(before)
    expect(clock.nextTimerAt()).not.toBeNull()

    await sandbox.close(desk)
    const warned = vi.spyOn(console, 'warn')
    const failed = vi.spyOn(console, 'error')
    const requests = desk.requests.length
    const events = desk.events.length

    // What the features used to hear on the renderer's event table, and what the platform may still report.
    const catalogIdle: DatasetSyncStatus = {
      dataset: 'catalog',
      lastSyncedAt: null,
      syncing: false,
      progress: null,
      stale: false,
      error: null,
    }
    core.events.publish('connectivity.changed', { ...online, state: 'online' })
    core.events.publish('settings.changed', { ...settings, pollIntervalSeconds: 60 })
    core.events.publish('sync.statusChanged', catalogIdle)
    desk.platform.notifications.click('/today')
    const published = desk.events.length - events
    for (let hour = 0; hour < 72; hour += 1) {
      clock.advance(3_600_000)
      await settleRealTime()
    }

    expect(desk.requests.slice(requests)).toEqual([])
    // Only what the test itself published above: nothing of the core, not even a navigation on the click.
    expect(desk.events.length - events).toBe(published)
    expect(desk.events.slice(events).map((entry) => entry.event)).not.toContain('app.navigate')
    expect(clock.nextTimerAt()).toBeNull()
    expect(warned).not.toHaveBeenCalled()
    expect(failed).not.toHaveBeenCalled()
  })
})
