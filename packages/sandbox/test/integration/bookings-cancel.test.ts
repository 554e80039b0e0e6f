import { encodeId } from '../../../../src/shared/domain/ids'
import { describe, expect, it } from 'vitest'
import { BookingHistoryEntryV1, BookingV1 } from '../../../../src/shared/api/bookings-v1'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { fixtureBooking, type FixtureOptions } from '../../../../test/support/sandbox/booking-fixtures'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile()
const KEY_1 = 'sandbox-to-key-1'

function call(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('X-API-Key', init.key ?? KEY_1)
  return fetch(`${server().url}${path}`, { ...init, headers })
}

function cancel(id: string, body: unknown, key = KEY_1): Promise<Response> {
  return call(`/api/v1/bookings/${id}`, {
    method: 'DELETE',
    key,
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function detail(id: string): Promise<BookingV1> {
  return BookingV1.parse(await (await call(`/api/v1/bookings/${id}`)).json())
}

const make = (options: FixtureOptions = {}) =>
  fixtureBooking(server().sandbox.ctx.db, server().sandbox.ctx.clock.now(), options)

async function advanceDays(days: number): Promise<void> {
  const response = await fetch(`${server().url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: days * 86_400 }),
  })
  expect(response.status).toBe(200)
}

describe('DELETE /api/v1/bookings/{bookingId}', () => {
  it('cancels for free before the first window: 200, empty body, state canceled, reason in the history', async () => {
    const booking = make({ checkInInDays: 30 })
    const response = await cancel(booking.encodedId, { reason: 'Customer changed plans' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    const after = await detail(booking.encodedId)
    expect(after).toMatchObject({ state: 'canceled', cancellationFees: 0, dmcState: 'instant_booking' })
    expect(after.canceledAt).toBe(after.updatedAt)
    const v3 = (await (await call(`/api/v3/bookings/${booking.encodedId}`)).json()) as {
      data: Record<string, unknown>
    }
    expect(v3.data).toMatchObject({
      state: 'canceled',
      cancellationFees: null,
      cancelledAt: after.canceledAt,
    })
    const history = BookingHistoryEntryV1.array().parse(
      await (await call(`/api/v1/bookings/${booking.encodedId}/histories`)).json(),
    )
    expect(history.at(-1)).toMatchObject({
      label: 'Cancelled: Customer changed plans',
      userId: encodeId('user', 10_001),
      firstName: 'Demo Voyages',
      lastName: 'API key',
    })
  })

  it('charges the window deduction inside a penalty window and the full price in a non-refundable one', async () => {
    const penalty = make({ checkInInDays: 5, roomPrices: [300] })
    expect((await cancel(penalty.encodedId, { reason: 'ill' })).status).toBe(200)
    expect(await detail(penalty.encodedId)).toMatchObject({ state: 'canceled', cancellationFees: 90 })
    const v3 = (await (await call(`/api/v3/bookings/${penalty.id}`)).json()) as {
      data: Record<string, unknown>
    }
    expect(v3.data.cancellationFees).toBe(90)

    const full = make({ checkInInDays: 1, roomPrices: [300] })
    expect((await cancel(full.encodedId, { reason: 'no show expected' })).status).toBe(200)
    expect((await detail(full.encodedId)).cancellationFees).toBe(300)
  })

  it('follows the simulated clock: free today, in the window after the clock moves', async () => {
    const later = make({ checkInInDays: 10, roomPrices: [200] })
    const twoRooms = make({ checkInInDays: 10, roomPrices: [200, 100] })
    const combination = make({
      checkInInDays: 10,
      roomPrices: [200, 100],
      supplierCode: 'supplier_bedbank_a',
    })
    const unknown = make({ checkInInDays: 10, ladder: () => [] })
    await advanceDays(4)
    expect((await cancel(later.encodedId, { reason: 'r' })).status).toBe(200)
    expect((await detail(later.encodedId)).cancellationFees).toBe(60)
    // Rooms booked independently: fees add up; a bed-bank combination: the last room's ladder covers it all.
    expect((await cancel(twoRooms.encodedId, { reason: 'r' })).status).toBe(200)
    expect((await detail(twoRooms.encodedId)).cancellationFees).toBe(90)
    expect((await cancel(combination.encodedId, { reason: 'r' })).status).toBe(200)
    expect((await detail(combination.encodedId)).cancellationFees).toBe(30)
    // No policy returned: nothing charged, v3 shows null.
    expect((await cancel(unknown.encodedId, { reason: 'r' })).status).toBe(200)
    expect((await detail(unknown.encodedId)).cancellationFees).toBe(0)
  })

  it('answers 400 without a reason, with an empty one, or with a malformed body', async () => {
    const booking = make()
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 12 }, '{"reason": ', '[]', '']) {
      const response = await cancel(booking.encodedId, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(await response.json()).code).toMatch(/^(VALIDATION_ERROR|INVALID_JSON)$/)
    }
    const noBody = await call(`/api/v1/bookings/${booking.encodedId}`, { method: 'DELETE' })
    expect(noBody.status).toBe(400)
    expect((await detail(booking.encodedId)).state).toBe('confirmed')
  })

  it('answers 409 for a terminal state and for a booking not confirmed yet', async () => {
    const booking = make()
    expect((await cancel(booking.encodedId, { reason: 'first' })).status).toBe(200)
    const again = await cancel(booking.encodedId, { reason: 'second' })
    expect(again.status).toBe(409)
    expect(ErrorBody.parse(await again.json())).toMatchObject({
      code: 'BOOKING_NOT_CANCELLABLE',
      details: { state: 'canceled' },
    })
    const sent = make({ state: 'sent' })
    const waiting = await cancel(sent.encodedId, { reason: 'too slow' })
    expect(waiting.status).toBe(409)
    expect((await detail(sent.encodedId)).state).toBe('sent')
  })

  it('answers 404 for an unknown booking and 403 for one of another organization of the group', async () => {
    expect((await cancel('987654321', { reason: 'x' })).status).toBe(404)
    const other = make({ organizationId: 2 })
    const response = await cancel(other.encodedId, { reason: 'x' })
    expect(response.status).toBe(403)
    expect(ErrorBody.parse(await response.json()).code).toBe('OWNED_BY_OTHER_ORGANIZATION')
  })

  it('records the API user as actor when cancelling with a bearer token', async () => {
    const token = (await (
      await fetch(`${server().url}/api/v1/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'agent@demo-voyages.test', password: 'sandbox-password' }),
      })
    ).json()) as { accessToken: string }
    const booking = make()
    const response = await fetch(`${server().url}/api/v1/bookings/${booking.encodedId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'by the agent' }),
    })
    expect(response.status).toBe(200)
    const history = BookingHistoryEntryV1.array().parse(
      await (await call(`/api/v1/bookings/${booking.encodedId}/histories`)).json(),
    )
    expect(history.at(-1)).toMatchObject({
      firstName: 'Alex',
      lastName: 'Martin',
      label: 'Cancelled: by the agent',
    })
    expect(history.at(-1)?.userId).toEqual(expect.any(String))
  })
})
