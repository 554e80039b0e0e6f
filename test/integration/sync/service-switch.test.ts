import { existsSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSandbox } from '../../support/sandbox/start'
import { SANDBOX_API_KEY } from '../../../src/main/base/environment'
import type { PollResult } from '../../../src/main/bookings/poller/booking-poller'
import { fixtureBooking } from '../../support/sandbox/booking-fixtures'
import type { SandboxServer } from '@agency-desk/sandbox'
import { encodeId } from '../../../src/shared/domain/ids'
import {
  control,
  countByReference,
  sandboxBookings,
  BOOKING_WORLD,
  testCore,
  type TestCore,
} from '../core/fixtures'
import { bookableStay } from '../core/hotel-stay'

/**
 * Two services side by side: one sandbox plays staging (its address as the staging base URL, the demo key), the
 * other is the embedded sandbox. Both start from the same demo data, so the same booking ids exist on both: the
 * worst case for a write or a lookup sent to the wrong one. A switch in Settings must never send one service's
 * queued write or create lookup to the other, and must never list one's bookings beside the other's.
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

function desk(): TestCore {
  const created = testCore(embedded)
  cores.push(created)
  return created
}

const stagingService = (): string => `staging ${staging.url}`

async function switchTo(app: TestCore, environment: 'staging' | 'sandbox'): Promise<void> {
  if (environment === 'staging') {
    await app.call('credentials.setApiKey', { environment: 'staging', apiKey: SANDBOX_API_KEY })
    await app.call('settings.update', { environment: 'staging', baseUrls: { staging: staging.url } })
  } else {
    await app.call('settings.update', { environment: 'sandbox' })
  }
  // Joins the switch the settings change started: the cache is the new service's when it resolves.
  await app.core.bookings.poller.switchService()
}

function okOutcome(result: PollResult) {
  if (!result.ok) throw new Error(`poll failed: ${JSON.stringify(result)}`)
  return result.outcome
}

const messagesWith = (server: SandboxServer, text: string): number =>
  (
    server.sandbox.ctx.db
      .prepare('SELECT count(*) AS n FROM booking_messages WHERE message = ?')
      .get(text) as {
      n: number
    }
  ).n

const sentTo = (app: TestCore, server: SandboxServer, method: string): string[] =>
  app.sentTo.filter((request) => request.startsWith(`${method} ${server.url}/`))

/** A confirmed hotel booking of the demo data with documents (the same id on both sandboxes). */
function bookingWithDocuments(server: SandboxServer): string {
  const row = server.sandbox.ctx.db
    .prepare(
      `SELECT b.id FROM bookings b WHERE b.organization_id = 1 AND b.kind = 'hotel' AND b.state = 'confirmed'
         AND EXISTS (SELECT 1 FROM booking_documents d WHERE d.booking_id = b.id) ORDER BY b.id LIMIT 1`,
    )
    .get() as { id: number } | undefined
  if (row === undefined) throw new Error('no demo booking with documents')
  return encodeId('booking', row.id)
}

describe('switching service', () => {
  it('sends a write queued on one service only there: not after a switch, but after the switch back', async () => {
    const app = desk()
    await switchTo(app, 'staging')
    okOutcome(await app.core.bookings.poller.pollOnce())
    const [bookingId] = sandboxBookings(staging, 'confirmed').slice(-1) as [string]
    // The other service has a booking with the very same id.
    expect(sandboxBookings(embedded, 'confirmed')).toContain(bookingId)
    await app.call('bookings.messages', { bookingId })

    await control(staging).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    const text = 'Staging only: the client arrives around midnight'
    const queued = await app.call('bookings.sendMessage', { bookingId, message: text })
    expect(queued).toMatchObject({
      outcome: 'queued',
      write: { service: stagingService(), state: 'pending' },
    })

    // On the sandbox: nothing of staging's is sent there, by the switch or by any replay.
    await switchTo(app, 'sandbox')
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    expect(await app.core.bookings.outbox.replay()).toEqual({ sent: 0, failed: 0, stopped: null })
    expect(sentTo(app, embedded, 'PUT')).toEqual([])
    expect(messagesWith(embedded, text)).toBe(0)

    // Still shown to the agent, with its service, and counted by the quit check.
    const listed = await app.call('outbox.list', {})
    expect(listed).toMatchObject({
      activeService: 'sandbox',
      counts: { pending: 1, sending: 0, failed: 0 },
      writes: [{ id: queued.write.id, service: stagingService(), state: 'pending' }],
    })
    const quit = await app.call('app.quitCheck', undefined)
    expect(quit).toMatchObject({ safeToQuit: false, pending: 1 })
    expect(quit.message).toMatch(/It belongs to another environment and waits until you switch back to it/)
    // The sandbox's booking of the same id does not show staging's write beside it.
    expect((await app.call('bookings.get', { bookingId })).pendingWrites).toEqual([])
    // A write made on the sandbox goes out at once: staging's pending one does not hold it back.
    const here = await app.call('bookings.sendMessage', {
      bookingId,
      message: 'Sandbox: a quiet room please',
    })
    expect(here).toMatchObject({ outcome: 'sent', write: { service: 'sandbox' } })
    expect(messagesWith(embedded, 'Sandbox: a quiet room please')).toBe(1)

    // Back on staging, which is reachable again: replayed there, once.
    await control(staging).clearFaults()
    await switchTo(app, 'staging')
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    await app.core.bookings.outbox.replay()
    expect(messagesWith(staging, text)).toBe(1)
    expect(messagesWith(embedded, text)).toBe(0)
    expect(sentTo(app, staging, 'PUT')).toEqual([`PUT ${staging.url}/api/v1/bookings/${bookingId}/messages`])
    expect((await app.call('outbox.list', {})).writes).toEqual([])
    expect(await app.call('app.quitCheck', undefined)).toMatchObject({ safeToQuit: true, message: null })
  })

  it('completes a write in flight during a switch on its own service, and keeps its answers out of the new cache', async () => {
    const app = desk()
    await switchTo(app, 'staging')
    okOutcome(await app.core.bookings.poller.pollOnce())
    const [bookingId] = sandboxBookings(staging, 'confirmed').slice(-2) as [string]
    expect(sandboxBookings(embedded, 'confirmed')).toContain(bookingId)
    await control(staging).faults({ latencyMs: 300 })
    const canceling = app.call('bookings.cancel', { bookingId, reason: 'Client changed plans' })
    await vi.waitFor(() => expect(sentTo(app, staging, 'DELETE')).toHaveLength(1))

    // The agent switches while staging has not answered yet: the cache becomes the sandbox's.
    await switchTo(app, 'sandbox')
    expect(await canceling).toMatchObject({
      outcome: 'sent',
      write: { service: stagingService(), state: 'done' },
    })
    expect(sandboxBookings(staging, 'canceled')).toContain(bookingId)
    expect(sandboxBookings(embedded, 'confirmed')).toContain(bookingId)
    expect(sentTo(app, embedded, 'DELETE')).toEqual([])
    // Staging's answers (the canceled booking) did not land in the sandbox's cache.
    expect(await app.call('bookings.list', {})).toMatchObject({ total: 0 })
    okOutcome(await app.core.bookings.poller.pollOnce())
    const confirmed = await app.call('bookings.list', { states: ['confirmed'], limit: 500 })
    expect(confirmed.bookings.map((booking) => booking.id)).toContain(bookingId)
    expect(app.seen('booking.stateChanged')).toEqual([])
  })

  it('keeps a read answered after a switch out of the new cache', async () => {
    const app = desk()
    await switchTo(app, 'staging')
    const [bookingId] = sandboxBookings(staging, 'confirmed').slice(-3) as [string]
    await control(staging).faults({ latencyMs: 300 })
    const reading = app.fail('bookings.get', { bookingId })
    await vi.waitFor(() => expect(sentTo(app, staging, 'GET')).not.toEqual([]))

    await switchTo(app, 'sandbox')
    // Staging's answer is not the sandbox's booking: not cached, and the sandbox's cache has no copy yet.
    expect(await reading).toMatchObject({ code: 'OFFLINE' })
    expect(await app.call('bookings.list', {})).toMatchObject({ total: 0 })
    // The switch probes the sandbox (GET /api/v3/countries); the booking itself was not asked of it.
    expect(sentTo(app, embedded, 'GET').filter((request) => request.includes('/bookings'))).toEqual([])
  })

  it('lists only the new service bookings after a switch, and announces nothing for the switch', async () => {
    const app = desk()
    const now = embedded.sandbox.ctx.clock.now()
    const onlyOnSandbox = fixtureBooking(embedded.sandbox.ctx.db, now, {
      internalReference: 'ONLY-ON-SANDBOX',
    })
    const onlyOnStaging = fixtureBooking(staging.sandbox.ctx.db, now, {
      internalReference: 'ONLY-ON-STAGING',
    })
    okOutcome(await app.core.bookings.poller.pollOnce())
    expect((await app.call('bookings.list', { search: 'ONLY-ON-SANDBOX' })).bookings).toMatchObject([
      { id: encodeId('booking', onlyOnSandbox.id) },
    ])
    // A document downloaded from the sandbox: its file stays with the sandbox's parked cache.
    const withDocuments = bookingWithDocuments(embedded)
    const [document] = (await app.call('bookings.documents', { bookingId: withDocuments })).documents
    if (document === undefined) throw new Error('no document')
    const saved = await app.call('bookings.downloadDocument', {
      bookingId: withDocuments,
      documentId: document.id,
    })
    expect(existsSync(saved.path)).toBe(true)
    // A booking that is `sent` in the sandbox's cache moves on staging only: no change of the agent's to announce.
    const [moved] = sandboxBookings(staging, 'sent').slice(-1) as [string]
    expect(sandboxBookings(embedded, 'sent')).toContain(moved)
    await control(staging).answer(moved, 'confirm')

    const sandboxList = await app.call('bookings.list', {})
    await switchTo(app, 'staging')
    // Parked before the first poll of staging: never a mixed list, even for a moment.
    const between = await app.call('bookings.list', {})
    expect(between).toMatchObject({ total: 0, bookings: [], asOf: null })
    expect(app.seen('bookings.changed')).toContainEqual({ bookingIds: [], reason: 'poll' })
    expect(existsSync(saved.path)).toBe(true)

    const first = okOutcome(await app.core.bookings.poller.pollOnce())
    expect(first).toMatchObject({ firstRun: true, changes: [] })
    // Every booking the poll listed, replaced ones included (the list shows those on demand).
    const list = await app.call('bookings.list', { withReplaced: true })
    expect(list.total).toBe(first.listed)
    expect((await app.call('bookings.list', { search: 'ONLY-ON-SANDBOX' })).bookings).toEqual([])
    expect((await app.call('bookings.list', { search: 'ONLY-ON-STAGING' })).bookings).toMatchObject([
      { id: encodeId('booking', onlyOnStaging.id) },
    ])
    const confirmed = await app.call('bookings.list', { states: ['confirmed'], limit: 500 })
    expect(confirmed.bookings.map((booking) => booking.id)).toContain(moved)

    // The next cycle compares with staging's own states: still nothing to announce.
    expect(okOutcome(await app.core.bookings.poller.pollOnce()).changes).toEqual([])
    expect(app.seen('booking.stateChanged')).toEqual([])
    expect(app.platform.notifications.shown).toEqual([])

    // Back on the sandbox while it cannot be reached: its own list at once, as of its last fetch, never staging's.
    await control(embedded).faults({ offline: true })
    await switchTo(app, 'sandbox')
    const back = await app.call('bookings.list', {})
    expect(back).toMatchObject({ total: sandboxList.total, asOf: sandboxList.asOf })
    expect(back.bookings.map((booking) => booking.id)).toEqual(
      sandboxList.bookings.map((booking) => booking.id),
    )
    expect((await app.call('bookings.list', { search: 'ONLY-ON-STAGING' })).bookings).toEqual([])
    expect((await app.call('bookings.list', { search: 'ONLY-ON-SANDBOX' })).total).toBe(1)
    // Its booking, the document downloaded and the state the agent was told about, as they were.
    expect((await app.call('bookings.documents', { bookingId: withDocuments })).documents).toContainEqual(
      expect.objectContaining({ id: document.id, downloaded: true }),
    )
    expect(existsSync(saved.path)).toBe(true)
    // Staging's `moved` confirmation is not the sandbox's: nothing announced on the way back either.
    expect(app.seen('booking.stateChanged')).toEqual([])
  })

  it('looks a create that got no answer up on its own service only', async () => {
    const app = desk()
    await switchTo(app, 'staging')
    const stay = await bookableStay(app, staging)
    await control(staging).faults({
      dropAfterCommit: { pathPrefix: '/api/v3/bookings', method: 'POST', thenOffline: true },
    })
    const lost = await app.fail('hotels.book', { request: stay.request })
    expect(lost).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true } })
    const reference = String(lost.details?.reference)
    expect(countByReference(staging, reference)).toBe(1)

    // On the sandbox: staging's create is not looked up there, and does not hold back a booking made there.
    await switchTo(app, 'sandbox')
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    expect(await app.core.bookings.hotels.resolvePending()).toEqual({
      adopted: 0,
      notMade: 0,
      unresolved: 0,
    })
    const here = await bookableStay(app, embedded)
    const booked = await app.call('hotels.book', { request: here.request })
    expect(booked.adopted).toBe(false)
    expect(
      sentTo(app, embedded, 'POST').filter((request) => request.endsWith('/api/v1/bookings/list')),
    ).toEqual([])
    expect(countByReference(embedded, reference)).toBe(0)
    expect(app.seen('booking.createResolved')).toEqual([])
    expect((await app.call('hotels.unresolvedBookings', undefined)).bookings).toMatchObject([
      { reference, service: stagingService(), state: 'unknown' },
    ])
    const quit = await app.call('app.quitCheck', undefined)
    expect(quit).toMatchObject({ safeToQuit: false, unresolvedBookings: 1 })
    expect(quit.message).toMatch(/It belongs to another environment and waits until you switch back to it/)

    // Back on staging: looked up there and adopted; still exactly one booking.
    await control(staging).clearFaults()
    await switchTo(app, 'staging')
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    await app.core.bookings.hotels.resolvePending()
    expect(app.seen('booking.createResolved')).toMatchObject([{ reference, outcome: 'adopted' }])
    expect((await app.call('hotels.unresolvedBookings', undefined)).bookings).toEqual([])
    expect(countByReference(staging, reference)).toBe(1)
    expect(countByReference(embedded, reference)).toBe(0)
  })
})
