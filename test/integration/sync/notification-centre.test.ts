import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../../support/sandbox/start'
import { SANDBOX_API_KEY } from '../../../src/main/base/environment'
import type { PollResult } from '../../../src/main/bookings/poller/booking-poller'
import type { SandboxServer } from '@agency-desk/sandbox'
import {
  control,
  sandboxBookings,
  BOOKING_WORLD,
  tempFolder,
  testCore,
  type TestCore,
} from '../core/fixtures'

/**
 * The notification centre through the core against two sandboxes (one plays staging): entries per service, never
 * one for a switch of environment; reminders exactly once across restarts, offline periods and jumps of the
 * service's clock, with the ladders the reminders need fetched by the desk itself; the settings choose what pops
 * up while the centre records everything.
 */
let staging: SandboxServer
let embedded: SandboxServer
const cores: TestCore[] = []
beforeAll(async () => {
  ;[staging, embedded] = await Promise.all([startTestSandbox(BOOKING_WORLD), startTestSandbox(BOOKING_WORLD)])
})
afterEach(async () => {
  await Promise.all([control(staging).clearFaults(), control(embedded).clearFaults()])
  for (const desk of cores.splice(0)) await desk.core.stop()
})
afterAll(async () => {
  await Promise.all([staging.close(), embedded.close()])
})

function desk(folder?: string): TestCore {
  const created = testCore(embedded, folder)
  cores.push(created)
  return created
}

async function stop(app: TestCore): Promise<void> {
  cores.splice(cores.indexOf(app), 1)
  await app.core.stop()
}

function okOutcome(result: PollResult) {
  if (!result.ok) throw new Error(`poll failed: ${JSON.stringify(result)}`)
  return result.outcome
}

async function switchTo(app: TestCore, environment: 'staging' | 'sandbox'): Promise<void> {
  if (environment === 'staging') {
    await app.call('credentials.setApiKey', { environment: 'staging', apiKey: SANDBOX_API_KEY })
    await app.call('settings.update', { environment: 'staging', baseUrls: { staging: staging.url } })
  } else {
    await app.call('settings.update', { environment: 'sandbox' })
  }
  await app.core.bookings.poller.switchService()
}

async function moveClock(server: SandboxServer, now: string): Promise<void> {
  const response = await fetch(`${server.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  })
  if (!response.ok) throw new Error(`clock: ${response.status} ${await response.text()}`)
}

describe('the notification centre', () => {
  it('keeps each environment its own entries, and announces nothing for a switch', async () => {
    const app = desk()
    okOutcome(await app.core.bookings.poller.pollOnce())
    const [onSandbox] = sandboxBookings(embedded, 'sent')
    if (onSandbox === undefined) throw new Error('no sent booking in the demo data')
    await control(embedded).answer(onSandbox, 'refuse')
    okOutcome(await app.core.bookings.poller.pollOnce())
    const sandboxEntries = (await app.call('notifications.list', {})).entries
    expect(sandboxEntries.map((entry) => [entry.bookingId, entry.state])).toEqual([[onSandbox, 'refused']])

    // Staging's bookings differ from what the desk saw on the sandbox (the same ids, other states): none of it is
    // news, and the sandbox's entry is not staging's.
    for (const id of sandboxBookings(staging, 'sent').slice(0, 4))
      await control(staging).answer(id, 'confirm')
    const before = {
      events: app.seen('booking.stateChanged').length,
      shown: app.platform.notifications.shown,
    }
    await switchTo(app, 'staging')
    expect(await app.call('notifications.list', {})).toEqual({ entries: [], unread: 0 })
    okOutcome(await app.core.bookings.poller.pollOnce())
    okOutcome(await app.core.bookings.poller.pollOnce())
    expect(app.seen('booking.stateChanged')).toHaveLength(before.events)
    expect(app.platform.notifications.shown).toHaveLength(before.shown.length)
    expect(await app.call('notifications.list', {})).toEqual({ entries: [], unread: 0 })
    expect(app.seen('notifications.changed').length).toBeGreaterThan(0)

    // A change on staging is staging's entry.
    const [onStaging] = sandboxBookings(staging, 'sent')
    if (onStaging === undefined) throw new Error('no sent booking left on staging')
    await control(staging).answer(onStaging, 'confirm')
    okOutcome(await app.core.bookings.poller.pollOnce())
    const stagingEntries = (await app.call('notifications.list', {})).entries
    expect(stagingEntries.map((entry) => [entry.bookingId, entry.state])).toEqual([[onStaging, 'confirmed']])
    await app.call('notifications.markAllRead', undefined)

    // Back on the sandbox: its own entry again, unread as it was, and nothing announced for the way back.
    const events = app.seen('booking.stateChanged').length
    await switchTo(app, 'sandbox')
    okOutcome(await app.core.bookings.poller.pollOnce())
    expect(app.seen('booking.stateChanged')).toHaveLength(events)
    expect(await app.call('notifications.list', {})).toEqual({ entries: sandboxEntries, unread: 1 })
  })

  it('records every change, and pops up only what the settings let through', async () => {
    const app = desk()
    await app.call('settings.update', {
      notify: { states: ['confirmed'], reminders: ['freeCancellationEnds', 'autoRefusal'] },
    })
    okOutcome(await app.core.bookings.poller.pollOnce())
    const [refused, confirmed] = sandboxBookings(embedded, 'sent')
    if (refused === undefined || confirmed === undefined) throw new Error('two sent bookings needed')
    await control(embedded).answer(refused, 'refuse')
    await control(embedded).answer(confirmed, 'confirm')
    okOutcome(await app.core.bookings.poller.pollOnce())
    expect((await app.call('notifications.list', {})).unread).toBe(2)
    expect(app.platform.notifications.shown).toEqual([
      expect.objectContaining({ route: `/bookings/${confirmed}`, state: 'confirmed' }),
    ])

    // Muted: nothing pops up, the centre still records.
    await app.call('settings.update', { desktopNotifications: false, notify: { states: [], reminders: [] } })
    const [another] = sandboxBookings(embedded, 'sent')
    if (another === undefined) throw new Error('a third sent booking needed')
    await control(embedded).answer(another, 'confirm')
    okOutcome(await app.core.bookings.poller.pollOnce())
    expect(app.platform.notifications.shown).toHaveLength(1)
    expect((await app.call('notifications.list', {})).unread).toBe(3)
  })

  it('reminds once per lead across restarts, offline and clock jumps, from ladders it fetched itself', async () => {
    const folder = tempFolder('desk-centre-reminders-')
    const first = desk(folder)
    okOutcome(await first.core.bookings.poller.pollOnce())
    // Only the list so far: no confirmed booking's ladder is in the cache, so no free-cancellation reminder.
    const start = embedded.sandbox.ctx.clock.now().getTime()
    const ladders = first.requests.length
    await first.core.bookings.reminders.check()
    const sent = first.requests.slice(ladders)
    // The same check also fetches, with their histories, what the reports lack: those are not ladders.
    const forReports = new Set(
      sent.flatMap((request) => /^GET \/api\/v1\/bookings\/(\w+)\/histories$/.exec(request)?.slice(1) ?? []),
    )
    const fetched = sent.filter(
      (request) =>
        /^GET \/api\/v1\/bookings\/\w+$/.test(request) && !forReports.has(request.split('/').at(-1) ?? ''),
    )
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched.length).toBeLessThanOrEqual(10)

    // A booking whose ladder was fetched that way, with free cancellation ending more than 50 hours ahead.
    let target: { id: string; freeUntil: number } | null = null
    for (const request of fetched) {
      const id = request.split('/').at(-1) ?? ''
      const quote = await first.call('bookings.cancellationQuote', { bookingId: id })
      if (quote.cost.kind === 'free' && Date.parse(quote.cost.until) > start + 50 * 3_600_000) {
        target = { id, freeUntil: Date.parse(quote.cost.until) }
        break
      }
    }
    if (target === null) throw new Error('no fetched ladder with free cancellation ahead')
    const id = target.id
    const reminders = async (app: TestCore) =>
      (await app.call('notifications.list', { limit: 200 })).entries.flatMap((entry) =>
        entry.kind === 'reminder' && entry.bookingId === id ? [entry.leadHours] : [],
      )

    // 47 hours before: the 48-hour reminder, once, in the centre and on the desktop.
    // (A poll learns the service's moved clock, as the running app's poller does.)
    await moveClock(embedded, new Date(target.freeUntil - 47 * 3_600_000).toISOString())
    okOutcome(await first.core.bookings.poller.pollOnce())
    await first.core.bookings.reminders.check()
    await first.core.bookings.reminders.check()
    okOutcome(await first.core.bookings.poller.pollOnce())
    await first.core.bookings.reminders.check()
    expect(await reminders(first)).toEqual([48])
    const popped = first.platform.notifications.shown.filter((shown) => shown.route === `/bookings/${id}`)
    expect(popped).toEqual([expect.objectContaining({ reminder: true, state: 'confirmed' })])
    await stop(first)

    // Restarted, then offline, the clock 23 hours before: the 24-hour one, from the cache and the last clock.
    const second = desk(folder)
    await second.core.bookings.reminders.check()
    expect(await reminders(second)).toEqual([48])
    await moveClock(embedded, new Date(target.freeUntil - 23 * 3_600_000).toISOString())
    okOutcome(await second.core.bookings.poller.pollOnce())
    await control(embedded).faults({ offline: true })
    expect((await second.call('connectivity.check', undefined)).state).toBe('offline')
    await second.core.bookings.reminders.check()
    await second.core.bookings.reminders.check()
    expect(await reminders(second)).toEqual([24, 48])
    await stop(second)

    // Back online after another restart and a jump past the deadline: nothing more about it.
    await control(embedded).clearFaults()
    const third = desk(folder)
    await moveClock(embedded, new Date(target.freeUntil + 3_600_000).toISOString())
    okOutcome(await third.core.bookings.poller.pollOnce())
    await third.core.bookings.reminders.check()
    expect(await reminders(third)).toEqual([24, 48])
    expect(third.seen('notifications.added').filter((added) => added.entry.bookingId === id)).toEqual([])
  })
})
