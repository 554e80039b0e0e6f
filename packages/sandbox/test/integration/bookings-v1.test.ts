import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  BookingListItemV1,
  BookingListResponseV1,
  BookingV1,
  type BookingListItemV1 as ListItem,
} from '../../../../src/shared/api/bookings-v1'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { addDays } from '../../../../src/shared/domain/dates'
import { encodeId } from '../../../../src/shared/domain/ids'
import { fixtureBooking } from '../../../../test/support/sandbox/booking-fixtures'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile()
const KEY_1 = 'sandbox-to-key-1'
const KEY_2 = 'sandbox-to-key-2'

async function call(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('X-API-Key', init.key ?? KEY_1)
  return fetch(`${server().url}${path}`, { ...init, headers })
}

async function list(body: unknown, key = KEY_1): Promise<ListItem[]> {
  const response = await call('/api/v1/bookings/list', {
    method: 'POST',
    key,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return BookingListResponseV1.parse(await response.json())
}

async function listError(body: string): Promise<ErrorBody & { status: number }> {
  const response = await call('/api/v1/bookings/list', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
  return { status: response.status, ...ErrorBody.parse(await response.json()) }
}

const now = (): Date => server().sandbox.ctx.clock.now()

describe('GET /api/v1/bookings/{bookingId}', () => {
  it('returns every field of the v1 detail, with v1 cancellation timestamps', async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, now(), { roomPrices: [240, 160] })
    const response = await call(`/api/v1/bookings/${booking.encodedId}`)
    expect(response.status).toBe(200)
    const detail = BookingV1.parse(await response.json())
    expect(detail).toMatchObject({
      id: booking.encodedId,
      state: 'confirmed',
      dmcState: 'instant_booking',
      kind: 'hotel',
      totalPrice: 400,
      roomTotalPrices: '400.00',
      numberOfNights: 3,
      customerLastName: 'Fixture',
      customerInternalReference: 'FIX-0001',
      operatorTourName: 'Demo Voyages',
      experiencesBooked: [],
      trip: null,
      user: { id: encodeId('user', 10_001), firstName: 'Demo Voyages', lastName: 'API key' },
      organization: { displayName: 'Demo Voyages', scope: 'to' },
    })
    expect(detail.hotel?.displayName).toEqual(expect.any(String))
    expect(detail.hotel?.cityName).toEqual(expect.any(String))
    expect(detail.roomsBooked).toHaveLength(2)
    expect(detail.roomsBooked[0]?.travelers[0]).toMatchObject({
      firstName: 'Zoé',
      kind: 'adult',
      nationality: 'FR',
    })
    expect(detail.roomsBooked[0]?.room.bedChoice.cancelConditions[0]?.startAt).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
    )
    // Two independently booked rooms: the booking's ladder sums their deductions.
    expect(detail.cancelConditions[0]).toMatchObject({ deduction: 120, refundable: true })
    expect(detail.cancelConditions.at(-1)).toMatchObject({ deduction: 400, refundable: false })
  })

  it('accepts the raw numeric id as well as the encoded one', async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, now())
    const response = await call(`/api/v1/bookings/${booking.id}`)
    expect(response.status).toBe(200)
    expect(BookingV1.parse(await response.json()).id).toBe(booking.encodedId)
  })

  it('answers 404 for unknown, malformed, injection-looking or wrong-kind ids', async () => {
    for (const id of ['999999999', 'ZZZZZZZZ', encodeURIComponent("1' OR '1'='1"), encodeId('hotel', 1)]) {
      const response = await call(`/api/v1/bookings/${id}`)
      expect(response.status).toBe(404)
      expect(ErrorBody.parse(await response.json()).code).toBe('NOT_FOUND')
    }
  })

  it('answers 403 OWNED_BY_OTHER_ORGANIZATION for another organization of the group, 404 for a stranger', async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, now(), { organizationId: 2 })
    const forbidden = await call(`/api/v1/bookings/${booking.encodedId}`)
    expect(forbidden.status).toBe(403)
    const body = ErrorBody.parse(await forbidden.json())
    expect(body.code).toBe('OWNED_BY_OTHER_ORGANIZATION')
    expect(body.details).toMatchObject({
      organizationName: 'Demo Voyages Nord',
      bookingId: booking.encodedId,
    })
    expect((await call(`/api/v1/bookings/${booking.encodedId}`, { key: KEY_2 })).status).toBe(200)
    // A stranger: the supplier that does not own the booking's hotel (its owner reads it, see the supplier view).
    const owner = server()
      .sandbox.ctx.db.prepare(
        'SELECT organization_id FROM hotels WHERE id = (SELECT hotel_id FROM bookings WHERE id = ?)',
      )
      .pluck()
      .get(booking.id) as number
    const stranger = owner === 3 ? 'sandbox-dmc-key-2' : 'sandbox-dmc-key-1'
    expect((await call(`/api/v1/bookings/${booking.encodedId}`, { key: stranger })).status).toBe(404)
  })
})

describe('POST /api/v1/bookings/list: demo data', () => {
  it('holds at least 300 bookings of the first tour operator in every state, each a valid list item', async () => {
    const items = await list({ withReplacedBookings: true })
    expect(items.length).toBeGreaterThanOrEqual(300)
    const states = new Set(items.map((item) => item.state))
    for (const state of BookingListItemV1.shape.state.options) expect(states, state).toContain(state)
    const today = now().toISOString().slice(0, 10)
    expect(items.some((item) => item.endAt < today)).toBe(true)
    expect(items.some((item) => item.startAt <= today && item.endAt >= today)).toBe(true)
    expect(items.some((item) => item.startAt > today)).toBe(true)
    // Newest first by default.
    const created = items.map((item) => item.createdAt)
    expect([...created].sort().reverse()).toEqual(created)
  })

  it('shows only the caller organization, and hides replaced bookings unless asked', async () => {
    const first = await list({})
    const second = await list({}, KEY_2)
    expect(second.length).toBeGreaterThan(0)
    const firstIds = new Set(first.map((item) => item.id))
    expect(second.every((item) => !firstIds.has(item.id))).toBe(true)
    expect(first.some((item) => item.state === 'replaced')).toBe(false)
    expect((await list({ withReplacedBookings: true })).some((item) => item.state === 'replaced')).toBe(true)
    expect((await list({ withReplacedBookings: false })).some((item) => item.state === 'replaced')).toBe(
      false,
    )
  })
})

describe('POST /api/v1/bookings/list: filters', () => {
  it('rangeDates filters on the creation date (inclusive days)', async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, now(), { createdAt: '2001-03-10T22:15:00.000Z' })
    expect((await list({ rangeDates: { from: '2001-03-10', to: '2001-03-10' } })).map((i) => i.id)).toEqual([
      booking.encodedId,
    ])
    expect(await list({ rangeDates: { from: '2001-03-11', to: '2001-03-12' } })).toEqual([])
    expect((await list({ rangeDates: { to: '2001-03-10' } })).map((i) => i.id)).toEqual([booking.encodedId])
  })

  it('rangeDatesTravelPeriod keeps stays that overlap the period; startAt and endAt are exact', async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, now(), { checkInInDays: 3000, nights: 4 })
    const inside = addDays(booking.checkIn, 2)
    expect((await list({ rangeDatesTravelPeriod: { from: inside, to: inside } })).map((i) => i.id)).toEqual([
      booking.encodedId,
    ])
    expect(await list({ rangeDatesTravelPeriod: { from: addDays(booking.checkOut, 1) } })).toEqual([])
    expect((await list({ startAt: booking.checkIn })).map((i) => i.id)).toEqual([booking.encodedId])
    expect((await list({ endAt: booking.checkOut })).map((i) => i.id)).toEqual([booking.encodedId])
    expect(await list({ startAt: booking.checkOut })).toEqual([])
  })

  it('search matches customer names and references, ignoring case, accents and punctuation', async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, now(), {
      customer: { firstName: 'Ángel', lastName: 'Ñúñez-Quiñones' },
      internalReference: 'ZX/REF-2291',
    })
    for (const search of [
      'nunez quinones',
      'ÑÚÑEZ',
      'angel nunez',
      'zx ref 2291',
      'ZX/REF-2291',
      booking.bookingRef,
    ]) {
      expect(
        (await list({ search })).map((i) => i.id),
        search,
      ).toContain(booking.encodedId)
    }
    expect(await list({ search: 'nunez zzzz' })).toEqual([])
  })

  it('search with injection-looking text is just text', async () => {
    for (const search of ["' OR 1=1 --", '%', '_', '"; DROP TABLE bookings; --', '\\']) {
      const items = await list({ search })
      expect(Array.isArray(items)).toBe(true)
    }
    expect((await list({})).length).toBeGreaterThanOrEqual(300)
  })

  it('kind, product and scope select bookings of that kind and of the caller scope', async () => {
    const all = await list({})
    const experiences = await list({ kind: 'experience' })
    expect(experiences.every((item) => item.kind === 'experience')).toBe(true)
    expect(await list({ product: 'experience' })).toEqual(experiences)
    const hotels = await list({ kind: 'hotel', product: 'hotel' })
    expect(hotels.every((item) => item.kind === 'hotel')).toBe(true)
    expect(hotels.length + experiences.length).toBe(all.length)
    expect(await list({ kind: 'hotel', product: 'experience' })).toEqual([])
    expect((await list({ scope: 'to' })).length).toBe(all.length)
    expect(await list({ scope: 'dmc' })).toEqual([])
  })

  it('organizationId, hotelId, customerFileId, experienceId and stars narrow the list', async () => {
    const booking = fixtureBooking(server().sandbox.ctx.db, now())
    const all = await list({})
    expect((await list({ organizationId: encodeId('organization', 1) })).length).toBe(all.length)
    expect((await list({ organizationId: 1 })).length).toBe(all.length)
    expect(await list({ organizationId: encodeId('organization', 2) })).toEqual([])
    const hotelId = encodeId('hotel', booking.hotelId)
    const byHotel = await list({ hotelId })
    expect(byHotel.map((i) => i.id)).toContain(booking.encodedId)
    expect(byHotel.every((item) => item.hotel?.id === hotelId)).toBe(true)
    expect((await list({ customerFileId: booking.customer.fileId })).map((i) => i.id)).toEqual([
      booking.encodedId,
    ])
    expect(await list({ experienceId: encodeId('experience', 1) })).toEqual([])

    const starsOf = (platformId: number): number =>
      server()
        .sandbox.ctx.db.prepare(
          'SELECT h.stars FROM bookings b JOIN hotels h ON h.id = b.hotel_id WHERE b.id = ?',
        )
        .pluck()
        .get(platformId) as number
    const five = await list({ stars: '5' })
    const fourFive = await list({ stars: '4, 5' })
    expect(five.length).toBeGreaterThan(0)
    expect(fourFive.length).toBeGreaterThan(five.length)
    expect(five.every((item) => starsOf(item.platformId) === 5)).toBe(true)
    expect(fourFive.every((item) => [4, 5].includes(starsOf(item.platformId)))).toBe(true)
  })

  it('column sorts by a documented key, "-" for descending', async () => {
    const byStart = await list({ column: 'startAt' })
    expect(byStart.map((i) => i.startAt)).toEqual([...byStart.map((i) => i.startAt)].sort())
    const byPrice = await list({ column: '-totalPrice' })
    const prices = byPrice.map((i) => i.totalPrice)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const byName = await list({ column: 'customerLastName' })
    const names = byName.map((i) => i.customerLastName.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('paginates with page/perPage and headers; everything when absent', async () => {
    const all = await list({})
    const response = await call('/api/v1/bookings/list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: 2, perPage: 50 }),
    })
    const page = z.array(BookingListItemV1).parse(await response.json())
    expect(page.map((i) => i.id)).toEqual(all.slice(50, 100).map((i) => i.id))
    expect(response.headers.get('x-total-count')).toBe(String(all.length))
    expect(response.headers.get('x-page')).toBe('2')
    expect(response.headers.get('x-per-page')).toBe('50')
    expect(response.headers.get('x-last-page')).toBe(String(Math.ceil(all.length / 50)))
  })

  it('answers 400 for malformed JSON, wrong types and invalid filter values', async () => {
    expect(await listError('{"search": ')).toMatchObject({ status: 400, code: 'INVALID_JSON' })
    for (const body of [
      '[]',
      '"text"',
      '{"search": 5}',
      '{"kind": "car"}',
      '{"rangeDates": {"from": "yesterday"}}',
      '{"rangeDates": {"from": "2025-02-30"}}',
      '{"column": "password"}',
      '{"stars": "6"}',
      '{"perPage": 1001}',
      '{"page": 0}',
      '{"withReplacedBookings": "yes"}',
      `{"search": "${'x'.repeat(300)}"}`,
    ]) {
      expect(await listError(body), body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' })
    }
    for (const body of ['{"hotelId": "not-an-id"}', '{"organizationId": "x"}', '{"experienceId": "?"}']) {
      expect(await listError(body), body).toMatchObject({ status: 400, code: 'INVALID_FILTER_VALUE' })
    }
    expect(await listError('{"rangeDates": {"from": "2025-02-02", "to": "2025-02-01"}}')).toMatchObject({
      status: 400,
      code: 'INVALID_FILTER_VALUE',
    })
    const huge = await listError(JSON.stringify({ search: 'a', padding: 'x'.repeat(100_000) }))
    expect(huge.status).toBe(413)
  })
})
