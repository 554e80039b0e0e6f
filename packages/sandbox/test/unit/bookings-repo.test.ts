import type Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import {
  readBooking,
  readBookings,
  customerFileExists,
  markBookingReplaced,
} from '../../src/bookings/bookings.repo'
import { fixtureBooking } from '../../../../test/support/sandbox/booking-fixtures'
import { SYSTEM_ACTOR } from '../../src/bookings/bookings.types'
import { listHistory } from '../../src/bookings/histories.repo'
import { bookingsModule } from '../../src/bookings/module'
import { catalogModule } from '../../src/catalog/module'
import { createSimClock } from '../../src/platform/clock'
import type { SandboxContext } from '../../src/platform/context'
import { openStore } from '../../src/platform/store'

const opened: Database.Database[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

/** A store on a frozen simulated clock, so that two runs see exactly the same now. */
function store(seedBookings: boolean, start = '2030-03-01T09:00:00.000Z'): SandboxContext {
  const modules = [catalogModule, bookingsModule]
  const db = openStore(null, modules)
  opened.push(db)
  const ctx = {
    db,
    clock: createSimClock(start, () => Date.parse(start)),
    options: { seed: 42, hotels: 2400 },
    modules,
  } as SandboxContext
  db.transaction(() => {
    catalogModule.seed?.(ctx)
    if (seedBookings) bookingsModule.seed?.(ctx)
  })()
  return ctx
}

describe('bookings repository', () => {
  it('stores a booking with its rooms and travelers in one go, with stable ids and a created history entry', () => {
    const ctx = store(false)
    const booking = fixtureBooking(ctx.db, ctx.clock.now(), { roomPrices: [100, 50.5], userId: 1 })
    expect(booking.rooms).toHaveLength(2)
    expect(booking.totalPrice).toBe(150.5)
    expect(booking.customer.fileId).toMatch(/^CF-\d{6}$/)
    expect(customerFileExists(ctx.db, 1, booking.customer.fileId)).toBe(true)
    expect(customerFileExists(ctx.db, 2, booking.customer.fileId)).toBe(false)
    expect(customerFileExists(ctx.db, 1, "CF-1' OR 1=1")).toBe(false)
    expect(readBooking(ctx.db, booking.id)).toEqual(booking)
    expect(readBookings(ctx.db, [booking.id, 999, booking.id])).toEqual([booking, booking])
    expect(
      listHistory(ctx.db, booking.id).map((entry) => [entry.event, entry.first_name, entry.user_id]),
    ).toEqual([['created', 'Alex', 1]])
  })

  it('marks a replaced booking once, idempotently for the same replacement', () => {
    const ctx = store(false)
    const original = fixtureBooking(ctx.db, ctx.clock.now())
    const replacement = fixtureBooking(ctx.db, ctx.clock.now())
    const at = ctx.clock.now().toISOString()
    expect(markBookingReplaced(ctx.db, original.id, replacement.id, SYSTEM_ACTOR, at).state).toBe('replaced')
    markBookingReplaced(ctx.db, original.id, replacement.id, SYSTEM_ACTOR, at)
    expect(listHistory(ctx.db, original.id).filter((entry) => entry.event === 'replaced')).toHaveLength(1)
    expect(() => markBookingReplaced(ctx.db, original.id, 12345, SYSTEM_ACTOR, at)).toThrow(
      /cannot be replaced/,
    )
  })
})

describe('demo bookings', () => {
  it('are the same for the same seed and clock, and cover every state', () => {
    const summary = (ctx: SandboxContext) =>
      ctx.db
        .prepare(
          `SELECT id, organization_id, hotel_id, state, check_in, customer_last_name, total_price,
             (SELECT COUNT(*) FROM booking_histories h WHERE h.booking_id = b.id) AS events,
             (SELECT COUNT(*) FROM booking_messages m WHERE m.booking_id = b.id) AS messages
           FROM bookings b ORDER BY id`,
        )
        .all()
    const first = store(true)
    const second = store(true)
    expect(summary(second)).toEqual(summary(first))
    const states = first.db
      .prepare('SELECT DISTINCT state FROM bookings WHERE organization_id = 1')
      .pluck()
      .all()
    expect((states as string[]).sort()).toEqual([
      'canceled',
      'confirmed',
      'draft',
      'failure',
      'pending',
      'pending_source',
      'pre_confirmed',
      'refused',
      'replaced',
      'sent',
    ])
    const count = first.db
      .prepare('SELECT COUNT(*) FROM bookings WHERE organization_id = 1')
      .pluck()
      .get() as number
    expect(count).toBeGreaterThanOrEqual(300)
  })

  it('tell consistent stories: terminal states last in the history, dmcState as created', () => {
    const ctx = store(true)
    const rows = ctx.db.prepare('SELECT id FROM bookings').pluck().all() as number[]
    for (const id of rows) {
      const booking = readBooking(ctx.db, id)
      if (booking === null) throw new Error('missing')
      const events = listHistory(ctx.db, id)
      expect(events[0]?.event).toBe('created')
      const times = events.map((event) => event.created_at)
      expect(times).toEqual([...times].sort())
      expect(times.every((time) => time <= ctx.clock.now().toISOString())).toBe(true)
      const lastStateEvent = events
        .filter((event) =>
          ['confirmed', 'refused', 'cancelled', 'replaced', 'proposed'].includes(event.event),
        )
        .at(-1)
      const expected: Record<string, string | undefined> = {
        canceled: 'cancelled',
        refused: 'refused',
        replaced: 'replaced',
        pending: 'proposed',
      }
      if (expected[booking.state] !== undefined)
        expect(lastStateEvent?.event, `${id} ${booking.state}`).toBe(expected[booking.state])
      expect(booking.dmcState).toBe(
        events[0]?.label.includes('instant booking') ? 'instant_booking' : 'on_request',
      )
      expect(booking.checkIn < booking.checkOut).toBe(true)
    }
  })
})
