import { describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { BookingV3 } from '../../../../src/shared/api/bookings-v3'
import { encodeId } from '../../../../src/shared/domain/ids'
import { fixtureBooking, FIXTURE_TRAVELER } from '../../../../test/support/sandbox/booking-fixtures'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile()

function get(id: string | number, key = 'sandbox-to-key-1'): Promise<Response> {
  return fetch(`${server().url}/api/v3/bookings/${id}`, { headers: { 'X-API-Key': key } })
}

const make = (options: Parameters<typeof fixtureBooking>[2] = {}) =>
  fixtureBooking(server().sandbox.ctx.db, server().sandbox.ctx.clock.now(), options)

describe('GET /api/v3/bookings/{id}', () => {
  it('returns { data, meta } with the v3 booking built from the store', async () => {
    const booking = make({ roomPrices: [120.5, 99.5], customer: { company: 'Horizon Events SARL' } })
    const response = await get(booking.encodedId)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: unknown; meta: unknown }
    expect(body.meta).toBeNull()
    const data = BookingV3.parse(body.data)
    expect(data).toMatchObject({
      id: booking.encodedId,
      internalReference: 'FIX-0001',
      tourOperatorName: 'Demo Voyages',
      networkName: null,
      note: null,
      currency: 'EUR',
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nightsCount: 3,
      state: 'confirmed',
      allotmentAvailable: true,
      totalPrice: 220,
      cancellationFees: null,
      hotelConfirmationNumber: null,
      cancelledAt: null,
      hotel: { id: encodeId('hotel', booking.hotelId) },
      customer: {
        firstName: 'Zoé',
        lastName: 'Fixture',
        company: 'Horizon Events SARL',
        fileId: booking.customer.fileId,
      },
    })
    expect(data.rooms.map((room) => room.id)).toEqual(booking.rooms.map((room) => room.encodedId))
    expect(data.rooms[0]?.travelers[0]).toEqual({
      id: booking.rooms[0]?.travelers[0]?.encodedId,
      firstName: FIXTURE_TRAVELER.firstName,
      lastName: FIXTURE_TRAVELER.lastName,
      passportNumber: FIXTURE_TRAVELER.passportNumber,
      expirationDate: FIXTURE_TRAVELER.expirationDate,
      kind: 'adult',
      gender: 'female',
      nationality: 'FR',
      birthdate: FIXTURE_TRAVELER.birthdate,
      ageIsExact: true,
    })
  })

  it('keeps room and traveler ids stable and accepts the raw id', async () => {
    const booking = make()
    const first = (await (await get(booking.encodedId)).json()) as { data: unknown }
    const second = (await (await get(booking.id)).json()) as { data: unknown }
    expect(second).toEqual(first)
  })

  it('every demo booking of the first tour operator is a valid v3 booking', async () => {
    const ids = server()
      .sandbox.ctx.db.prepare('SELECT id FROM bookings WHERE organization_id = 1 LIMIT 60')
      .pluck()
      .all() as number[]
    // The demo world gives this operator many bookings; none would let the loop prove nothing.
    expect(ids.length).toBeGreaterThan(10)
    for (const id of ids) {
      const response = await get(id)
      expect(response.status).toBe(200)
      BookingV3.parse(((await response.json()) as { data: unknown }).data)
    }
  })

  it('answers 403 OWNED_BY_OTHER_ORGANIZATION naming the owner for the other tour operator of the group', async () => {
    const booking = make({ organizationId: 2 })
    const response = await get(booking.encodedId)
    expect(response.status).toBe(403)
    const error = ErrorBody.parse(await response.json())
    expect(error).toMatchObject({
      name: 'ForbiddenError',
      code: 'OWNED_BY_OTHER_ORGANIZATION',
      details: {
        bookingId: booking.encodedId,
        organizationId: encodeId('organization', 2),
        organizationName: 'Demo Voyages Nord',
      },
    })
    expect(error.message).toContain('Demo Voyages Nord')
    expect((await get(booking.encodedId, 'sandbox-to-key-2')).status).toBe(200)
  })

  it('answers 404 for any other booking, unknown ids and ids of another kind', async () => {
    const booking = make()
    for (const key of ['sandbox-dmc-key-1', 'sandbox-dmc-key-2'])
      expect((await get(booking.encodedId, key)).status).toBe(404)
    for (const id of ['424242424', encodeId('hotel', booking.id), 'not-an-id', '%27%20OR%201%3D1']) {
      const response = await get(id)
      expect(response.status, id).toBe(404)
      ErrorBody.parse(await response.json())
    }
  })
})
