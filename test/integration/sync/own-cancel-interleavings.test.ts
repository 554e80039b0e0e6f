import { afterEach, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { control, sandboxBookings, BOOKING_WORLD, testCore, type TestCore } from '../core/fixtures'

/**
 * The agent's own cancellation and a poll cycle, interleaved exactly (issue 18): the cancel is slipped in between
 * an answer of the service and the moment the core reads it, through the test fetch's `afterAnswer` hook. Whatever
 * the order, the agent is never told about their own cancellation, and the cache never goes back to the state
 * before it.
 */
const server = sandboxForFile(BOOKING_WORLD)
const cores: TestCore[] = []

afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
})

/** A desk whose fetch runs `hook` once, after the first answer to a request `matches` picks. */
function deskWithHook(
  matches: (method: string, path: string) => boolean,
  hook: (desk: TestCore) => Promise<void>,
): TestCore {
  let armed = false
  const desk: TestCore = testCore(server(), undefined, undefined, undefined, async (url, method) => {
    if (!armed || !matches(method, url.pathname)) return
    armed = false
    await hook(desk)
  })
  cores.push(desk)
  return Object.assign(desk, { arm: () => (armed = true) })
}

const arm = (desk: TestCore): void => (desk as TestCore & { arm(): void }).arm()

/** A confirmed booking no other test here touched. */
const takeConfirmed = (() => {
  let next = 0
  return (): string => {
    const bookingId = sandboxBookings(server(), 'confirmed')[next]
    next += 1
    if (bookingId === undefined) throw new Error('no confirmed booking left in the demo data')
    return bookingId
  }
})()

async function stateChangesOf(desk: TestCore, bookingId: string): Promise<string[]> {
  const { entries } = await desk.call('notifications.list', { limit: 200 })
  return entries
    .filter((entry) => entry.kind === 'stateChanged' && entry.bookingId === bookingId)
    .map((entry) => `${entry.kind === 'stateChanged' ? entry.previousState : ''} -> ${entry.state}`)
}

async function cachedState(desk: TestCore, bookingId: string): Promise<string | undefined> {
  const { bookings } = await desk.call('bookings.list', { limit: 500 })
  return bookings.find((booking) => booking.id === bookingId)?.state
}

describe("the agent's own cancellation during a poll cycle", () => {
  it('is not announced back when it lands after the cycle read the list (an older copy)', async () => {
    const bookingId = takeConfirmed()
    const sent: string[] = []
    const desk = deskWithHook(
      (method, path) => method === 'POST' && path === '/api/v1/bookings/list',
      async (self) => {
        // The list in the cycle's hands still says confirmed; the cancel goes out and is answered now.
        const result = await self.call('bookings.cancel', { bookingId, reason: 'Interleaved after the list' })
        sent.push(result.outcome)
      },
    )
    expect((await desk.core.bookings.poller.pollOnce()).ok).toBe(true)

    arm(desk)
    const during = await desk.core.bookings.poller.pollOnce()
    expect(sent).toEqual(['sent'])
    expect(during.ok && during.outcome.changes).toEqual([])
    // The older list does not take the cache back to confirmed.
    expect(await cachedState(desk, bookingId)).toBe('canceled')

    const after = await desk.core.bookings.poller.pollOnce()
    expect(after.ok && after.outcome.changes).toEqual([])
    expect(await stateChangesOf(desk, bookingId)).toEqual([])
    expect(desk.seen('booking.stateChanged').filter((event) => event.bookingId === bookingId)).toEqual([])
    expect(desk.platform.notifications.shown).toEqual([])
    expect(await cachedState(desk, bookingId)).toBe('canceled')
  })

  it('is not announced when a cycle reads it applied before its answer reached the outbox', async () => {
    const bookingId = takeConfirmed()
    const cycles: unknown[] = []
    const desk = deskWithHook(
      (method, path) => method === 'DELETE' && path.endsWith(`/bookings/${bookingId}`),
      async (self) => {
        // The service canceled it; the outbox has not heard back yet (its write is still being sent).
        const sending = await self.call('outbox.list', { states: ['sending'] })
        expect(sending.writes.map((write) => write.bookingId)).toEqual([bookingId])
        const cycle = await self.core.bookings.poller.pollOnce()
        cycles.push(cycle.ok && cycle.outcome.changes)
      },
    )
    expect((await desk.core.bookings.poller.pollOnce()).ok).toBe(true)

    arm(desk)
    const result = await desk.call('bookings.cancel', { bookingId, reason: 'Interleaved before the answer' })
    expect(result.outcome).toBe('sent')
    expect(cycles).toEqual([[]])

    const after = await desk.core.bookings.poller.pollOnce()
    expect(after.ok && after.outcome.changes).toEqual([])
    expect(await stateChangesOf(desk, bookingId)).toEqual([])
    expect(desk.platform.notifications.shown).toEqual([])
    expect(await cachedState(desk, bookingId)).toBe('canceled')
  })

  it('is not announced when the service applied it but the answer was lost (checked before it is sent again)', async () => {
    const bookingId = takeConfirmed()
    const cycles: unknown[] = []
    const desk = deskWithHook(
      (method, path) => method === 'GET' && path === `/api/v1/bookings/${bookingId}`,
      async (self) => {
        // The outbox is reading the booking to learn whether its lost attempt went through; a cycle runs now.
        const cycle = await self.core.bookings.poller.pollOnce()
        cycles.push(cycle.ok && cycle.outcome.changes)
      },
    )
    expect((await desk.core.bookings.poller.pollOnce()).ok).toBe(true)

    await control(server()).faults({ dropAfterCommit: { pathPrefix: '/api/v1/bookings', method: 'DELETE' } })
    const result = await desk.call('bookings.cancel', { bookingId, reason: 'Applied, answer lost' })
    expect(result).toMatchObject({ outcome: 'queued', write: { outcomeUnknown: true } })
    await control(server()).clearFaults()

    arm(desk)
    expect((await desk.call('connectivity.check', undefined)).state).toBe('online')
    expect(await desk.core.bookings.outbox.replay()).toMatchObject({ failed: 0, stopped: null })
    expect(cycles).toEqual([[]])
    expect(await desk.call('outbox.list', { states: ['pending', 'sending', 'failed'] })).toMatchObject({
      writes: [],
    })

    const after = await desk.core.bookings.poller.pollOnce()
    expect(after.ok && after.outcome.changes).toEqual([])
    expect(await stateChangesOf(desk, bookingId)).toEqual([])
    expect(desk.platform.notifications.shown).toEqual([])
    expect(await cachedState(desk, bookingId)).toBe('canceled')
  })
})
