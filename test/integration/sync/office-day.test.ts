import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import {
  control,
  countByReference,
  sandboxBookings,
  BOOKING_WORLD,
  testCore,
  type TestCore,
} from '../core/fixtures'
import { shownStay } from '../core/hotel-stay'
import { decodeId } from '../../../src/shared/domain/ids'
import type { ChannelOutput } from '../../../src/shared/ipc'

/**
 * An office day, shortened: 30 minutes of the sandbox's clock, one minute a step, with the line down for two
 * minutes out of every five and the service failing one request in five for a minute, while the agent books
 * on-request stays, sends messages and cancels, and the simulated hotels answer. At the end every write accepted
 * from the agent was delivered exactly once, no booking was made twice, and every state change the service made
 * was announced once. Prints its figures. The random choices are seeded: a failure can be replayed.
 */

const STEPS = 30
// OFFICE_DAY_SEED replays another day (a failure prints its seed).
const SEED = Number(process.env.OFFICE_DAY_SEED ?? 20261127)

const server = sandboxForFile(BOOKING_WORLD)
let desk: TestCore

beforeAll(async () => {
  desk = testCore(server())
}, 60_000)
afterAll(async () => {
  await desk.core.stop()
})

/** mulberry32: a small seeded generator, enough to choose actions. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** The booking's state in the service's own store (what the desk should end up knowing). */
function stateOnService(bookingId: string): string {
  const row = server()
    .sandbox.ctx.db.prepare('SELECT state FROM bookings WHERE id = ?')
    .get(decodeId('booking', bookingId)) as { state: string } | undefined
  return row?.state ?? 'unknown'
}

describe('an office day of faults', () => {
  it('loses nothing, repeats nothing, and announces every change once', async () => {
    const random = seeded(SEED)
    const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)]
    const ctl = control(server())
    const figures = {
      operations: 0,
      booked: 0,
      refusedWhileDown: 0,
      messages: 0,
      cancels: 0,
      hotelAnswers: 0,
      outages: 0,
      failureWindows: 0,
    }

    const first = await desk.core.bookings.poller.pollOnce()
    expect(first.ok).toBe(true)
    const firstSeen = new Map(
      (await desk.call('bookings.list', { limit: 500 })).bookings.map((booking) => [
        booking.id,
        booking.state,
      ]),
    )
    const confirmed = sandboxBookings(server(), 'confirmed').slice(0, 40)
    const toCancel = new Set(confirmed.slice(20))
    const cancelled = new Map<string, string>()
    const sentTexts: { bookingId: string; text: string }[] = []
    const made: { id: string; reference: string; initial: string }[] = []

    for (let step = 0; step < STEPS; step += 1) {
      const down = step % 5 === 2 || step % 5 === 3
      const flaky = step % 5 === 4
      await ctl.clearFaults()
      if (down) await ctl.faults({ offline: true })
      if (flaky) await ctl.faults({ failRate: 0.2 })
      if (down && step % 5 === 2) figures.outages += 1
      if (flaky) figures.failureWindows += 1
      const online = (await desk.call('connectivity.check', undefined)).state !== 'offline'

      if (random() < 0.4) {
        figures.operations += 1
        const stay = await shownStay(desk, server(), { checkInInDays: 30 + step }).catch(() => null)
        if (stay === null) {
          figures.refusedWhileDown += 1
        } else {
          const result = await desk.core.dispatch('hotels.book', {
            request: stay.request,
            shownRate: stay.shownRate,
          })
          if (result.ok) {
            const booked = result.data as ChannelOutput<'hotels.book'>
            made.push({ id: booked.booking.id, reference: booked.reference, initial: booked.booking.state })
            figures.booked += 1
          } else {
            // Refused with a typed error (the line was down, the service failed it): nothing was accepted.
            expect(['OFFLINE', 'SERVICE_ERROR']).toContain(result.error.code)
            figures.refusedWhileDown += 1
          }
        }
      }
      if (random() < 0.6) {
        const bookingId = pick([...confirmed.slice(0, 20), ...made.map((booking) => booking.id)]) ?? ''
        const text = `Office day, minute ${step}: ${Math.floor(random() * 1e9).toString(36)}`
        figures.operations += 1
        const result = await desk.core.dispatch('bookings.sendMessage', { bookingId, message: text })
        if (result.ok) {
          sentTexts.push({ bookingId, text })
          figures.messages += 1
        }
      }
      if (random() < 0.2) {
        const bookingId = pick([...toCancel].filter((id) => !cancelled.has(id)))
        if (bookingId !== undefined) {
          const reason = `Office day cancel ${step}`
          figures.operations += 1
          const result = await desk.core.dispatch('bookings.cancel', { bookingId, reason })
          if (result.ok) {
            cancelled.set(bookingId, reason)
            figures.cancels += 1
          }
        }
      }
      // The hotels answer some of the stays sent to them.
      for (const booking of made) {
        if (stateOnService(booking.id) === 'sent' && random() < 0.3) {
          await ctl.answer(booking.id, random() < 0.7 ? 'confirm' : 'refuse')
          figures.hotelAnswers += 1
        }
      }
      await fetch(`${server().url}/_sandbox/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceSeconds: 60 }),
      })
      if (online) {
        await desk.core.bookings.poller.pollOnce()
        await desk.core.bookings.outbox.replay()
      }
    }

    // The end of the day: the line is back.
    await ctl.clearFaults()
    expect((await desk.call('connectivity.check', undefined)).state).toBe('online')
    await desk.core.bookings.outbox.replay()
    await desk.core.bookings.poller.pollOnce()

    // Writes: none left, none lost, none twice.
    const left = await desk.call('outbox.list', { states: ['pending', 'sending', 'failed'] })
    expect(left.writes).toEqual([])
    let lost = 0
    let duplicates = 0
    const threads = new Map<string, string[]>()
    for (const { bookingId, text } of sentTexts) {
      if (!threads.has(bookingId)) {
        threads.set(
          bookingId,
          (await desk.call('bookings.messages', { bookingId })).messages.map((m) => m.message),
        )
      }
      const copies = (threads.get(bookingId) ?? []).filter((message) => message === text).length
      if (copies === 0) lost += 1
      if (copies > 1) duplicates += 1
    }
    for (const [bookingId, reason] of cancelled) {
      const history = (await desk.call('bookings.history', { bookingId })).entries
      const copies = history.filter((entry) => entry.label.includes(reason)).length
      if (copies === 0 || stateOnService(bookingId) !== 'canceled') lost += 1
      if (copies > 1) duplicates += 1
    }
    for (const booking of made) if (countByReference(server(), booking.reference) !== 1) duplicates += 1

    // Notifications: each booking whose state moved (not by the agent's own cancel) announced in its final state,
    // and no change announced twice.
    const entries = (await desk.call('notifications.list', { limit: 200 })).entries.filter(
      (entry) => entry.kind === 'stateChanged',
    )
    // Fewer than a page: the list read is the whole centre.
    expect(entries.length).toBeLessThan(200)
    const announced = entries.map((entry) => `${entry.bookingId} ${entry.previousState} ${entry.state}`)
    const repeated = announced.filter((key, index) => announced.indexOf(key) !== index)
    const initialOf = new Map<string, string>([...firstSeen, ...made.map((b) => [b.id, b.initial] as const)])
    const expected = [...initialOf]
      .filter(([bookingId]) => !cancelled.has(bookingId))
      .map(([bookingId, initial]) => ({ bookingId, initial, final: stateOnService(bookingId) }))
      .filter((booking) => booking.final !== booking.initial && booking.final !== 'unknown')
    const missing = expected.filter(
      (booking) =>
        !entries.some((entry) => entry.bookingId === booking.bookingId && entry.state === booking.final),
    )
    // The agent's own cancellations: nothing to announce, neither the cancel nor any state on the way to it.
    const spurious = entries.filter((entry) => cancelled.has(entry.bookingId))
    // Every other booking's entries, in the order recorded, go from the state first seen to the final one, each
    // starting where the previous ended: no change skipped, none announced twice, none made up.
    const unchained = [...new Set(entries.map((entry) => entry.bookingId))]
      .filter((bookingId) => !cancelled.has(bookingId))
      .flatMap((bookingId) => {
        const chain = entries
          .filter((entry) => entry.bookingId === bookingId)
          .sort((a, b) => a.id - b.id)
          .map((entry) => [entry.previousState, entry.state] as const)
        let from = initialOf.get(bookingId)
        for (const [previous, state] of chain) {
          if (previous !== from) return [`${bookingId}: ${chain.map((link) => link.join(' -> ')).join(', ')}`]
          from = state
        }
        return from === stateOnService(bookingId) ? [] : [`${bookingId}: ends ${from}, not its final state`]
      })

    console.log(
      `office day (seed ${SEED}): ${STEPS} simulated minutes, ${figures.operations} operations tried ` +
        `(${figures.booked} bookings made, ${figures.refusedWhileDown} refused while down or failing, ` +
        `${figures.messages} messages, ${figures.cancels} cancellations accepted), ` +
        `${figures.outages} outages and ${figures.failureWindows} failure windows injected, ` +
        `${figures.hotelAnswers} hotel answers; writes lost ${lost}, duplicates ${duplicates + repeated.length}; ` +
        `notifications expected ${expected.length}, shown ${expected.length - missing.length}` +
        ` (${entries.length} entries in all); the agent's own cancellations announced back: ${spurious.length},` +
        ` bookings whose announcements do not follow their states: ${unchained.length}`,
    )
    expect(figures.outages).toBeGreaterThanOrEqual(5)
    expect(figures.messages).toBeGreaterThan(5)
    expect(figures.booked).toBeGreaterThan(2)
    expect(lost).toBe(0)
    expect(duplicates).toBe(0)
    expect(repeated).toEqual([])
    expect(missing).toEqual([])
    // Issue 18: a poll cycle holding a list older than the agent's cancellation announced it back.
    expect(spurious).toEqual([])
    expect(unchained).toEqual([])
    expect(expected.length).toBeGreaterThan(0)
  }, 300_000)
})
