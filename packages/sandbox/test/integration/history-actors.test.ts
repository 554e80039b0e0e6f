import { beforeAll, describe, expect, it } from 'vitest'
import { BookingHistoryEntryV1, BookingV1 } from '../../../../src/shared/api/bookings-v1'
import { encodeId } from '../../../../src/shared/domain/ids'
import { fixtureBooking } from '../../../../test/support/sandbox/booking-fixtures'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

/**
 * Spec, History entry: userId, firstName and lastName are null together for system events and identify the actor
 * otherwise. The sandbox's reading: an API key acts as its organization's "API key" user, a hotel or a supplier
 * answering as its reservations desk; each has a user id of its own.
 */
const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  call = sandboxClient(server().url)
})

async function history(id: string): Promise<BookingHistoryEntryV1[]> {
  return BookingHistoryEntryV1.array().parse((await call(`/api/v1/bookings/${id}/histories`)).json)
}

describe('history actors', () => {
  it('never leaves a user id null beside names, nor names null beside a user id, in the whole demo world', () => {
    const counts = server()
      .sandbox.ctx.db.prepare(
        `SELECT
           SUM(user_id IS NULL AND first_name IS NULL AND last_name IS NULL) AS system,
           SUM(user_id IS NOT NULL AND first_name IS NOT NULL AND last_name IS NOT NULL) AS actor,
           COUNT(*) AS total
         FROM booking_histories`,
      )
      .get() as { system: number; actor: number; total: number }
    expect(counts.total).toBeGreaterThan(500)
    expect(counts.system).toBeGreaterThan(0)
    expect(counts.actor).toBeGreaterThan(0)
    expect(counts.system + counts.actor).toBe(counts.total)
  })

  it('names the API key user for an action made with an API key, on the history and the booking', async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, server().sandbox.ctx.clock.now(), {
      checkInInDays: 40,
    })
    const cancelled = await call(`/api/v1/bookings/${booking.encodedId}`, {
      method: 'DELETE',
      body: { reason: 'Customer changed plans' },
    })
    expect(cancelled.status).toBe(200)
    const entries = await history(booking.encodedId)
    expect(entries.at(-1)).toMatchObject({
      label: 'Cancelled: Customer changed plans',
      userId: encodeId('user', 10_001),
      firstName: 'Demo Voyages',
      lastName: 'API key',
    })
    const detail = BookingV1.parse((await call(`/api/v1/bookings/${booking.encodedId}`)).json)
    expect(detail.user).toEqual({
      id: encodeId('user', 10_001),
      firstName: 'Demo Voyages',
      lastName: 'API key',
    })
  })

  it("names the hotel's reservations desk, with a user id, when the hotel answers", async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, server().sandbox.ctx.clock.now(), {
      checkInInDays: 40,
      state: 'sent',
    })
    const answered = await call(`/_sandbox/bookings/${booking.encodedId}/answer`, {
      method: 'POST',
      body: { action: 'confirm' },
    })
    expect(answered.status).toBe(200)
    const last = (await history(booking.encodedId)).at(-1)
    expect(last?.label).toMatch(/^Confirmed/)
    expect(last?.userId).toBe(encodeId('user', 1_000_000 + booking.hotelId))
    expect(last?.firstName).not.toBeNull()
    expect(last?.lastName).toBe('Reservations')
  })
})
