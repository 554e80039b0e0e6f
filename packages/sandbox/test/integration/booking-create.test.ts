import { describe, expect, it } from 'vitest'
import {
  availabilityQueryString,
  RoomsAvailabilityResponse,
  type BedChoice,
  type RoomAvailability,
  type StayQuery,
} from '../../../../src/shared/api/availability'
import {
  BookingV3,
  BookingV3Response,
  type BookingRequest,
  type TravelerInput,
} from '../../../../src/shared/api/bookings-v3'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import type { RatePredicate } from '../../src/rates/scenarios'
import { roomsSandbox } from './rooms.fixtures'

/** POST /api/v3/bookings: the booking made from a rooms availability handshake, over real HTTP. */

const { day, find, server } = roomsSandbox()
const headers = (key = 'sandbox-to-key-1') => ({ 'X-API-Key': key, 'Content-Type': 'application/json' })

async function handshake(
  hotelId: number,
  query: Partial<StayQuery> = {},
): Promise<RoomsAvailabilityResponse> {
  const full: StayQuery = { checkIn: day(30), checkOut: day(33), rooms: [{ adults: 2 }], ...query }
  const response = await fetch(
    `${server().url}/api/v3/hotels/${encodeId('hotel', hotelId)}/rooms/availability?${availabilityQueryString(full)}`,
    { headers: headers() },
  )
  expect(response.status).toBe(200)
  return RoomsAvailabilityResponse.parse(await response.json())
}

async function book(
  body: BookingRequest,
  query = '',
): Promise<{ status: number; body: { data: BookingV3 } }> {
  const response = await fetch(`${server().url}/api/v3/bookings${query}`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { data: BookingV3 } }
}

const adult = (firstName: string): TravelerInput => ({
  kind: 'adult',
  gender: 'female',
  firstName,
  lastName: 'Martin',
  birthdate: '1984-05-06',
})
const customer = { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.test' }
const roomOf = (answer: RoomsAvailabilityResponse, roomId: number): RoomAvailability => {
  const room = answer.data.find((candidate) => candidate.id === encodeId('room', roomId))
  if (room === undefined) throw new Error(`room ${roomId} not offered`)
  return room
}
const plainInstant: RatePredicate = ({ offer, room, rate }) =>
  offer.code === 'supplier_own' &&
  room.instant &&
  room.allotment === null &&
  rate.minimumStay <= 3 &&
  room.minCapacity <= 2 &&
  room.maxCapacity >= 2

describe('POST /api/v3/bookings', () => {
  it('books an instant own-inventory room: 201, confirmed, every request field echoed', async () => {
    const found = find((candidate) => plainInstant(candidate) && candidate.rate.promotion === null)
    const answer = await handshake(found.hotel.id, { suppliers: ['supplier_own'] })
    const room = roomOf(answer, found.room.id)
    const choice = room.bedChoices[0] as BedChoice
    const request: BookingRequest = {
      requestId: answer.meta.requestId,
      customer: {
        ...customer,
        phoneNumber: '+33 1 23 45 67 89',
        address: '1 rue de la Paix',
        additionalAddress: 'Bât. B',
        city: 'Paris',
        zipCode: '75002',
        company: 'Horizon SARL',
      },
      rooms: [
        {
          bedCompositionId: choice.id,
          travelers: [
            {
              ...adult('Léa'),
              nationality: 'fr',
              passportNumber: '12AB34567',
              expirationDate: '2031-01-01',
              ageIsExact: true,
            },
            { ...adult('Hugo'), gender: 'male' },
          ],
        },
      ],
      internalReference: 'DESK-42',
      tourOperatorName: 'Demo Voyages',
      networkName: 'Réseau Sud',
      note: 'Late arrival',
    }
    const { status, body } = await book(request, '?locale=fr')
    expect(status, JSON.stringify(body)).toBe(201)
    const data = BookingV3Response.parse(body).data
    expect(data).toMatchObject({
      internalReference: 'DESK-42',
      tourOperatorName: 'Demo Voyages',
      networkName: 'Réseau Sud',
      note: 'Late arrival',
      currency: 'EUR',
      checkIn: day(30),
      checkOut: day(33),
      nightsCount: 3,
      state: 'confirmed',
      allotmentAvailable: true,
      totalPrice: choice.totalPriceWithoutPromo,
      cancellationFees: null,
      hotel: { id: encodeId('hotel', found.hotel.id), name: found.hotel.name },
      customer: { ...request.customer },
      cancelledAt: null,
    })
    expect(data.customer.fileId).toEqual(expect.any(String))
    expect(data.rooms).toHaveLength(1)
    expect(data.rooms[0]).toMatchObject({
      name: room.name,
      price: choice.totalPriceWithoutPromo,
      bedCompositionId: choice.id,
      promotionId: null,
    })
    expect(data.rooms[0]?.travelers).toMatchObject([
      {
        firstName: 'Léa',
        kind: 'adult',
        gender: 'female',
        nationality: 'FR',
        passportNumber: '12AB34567',
        expirationDate: '2031-01-01',
        birthdate: '1984-05-06',
        ageIsExact: true,
      },
      {
        firstName: 'Hugo',
        gender: 'male',
        nationality: null,
        passportNumber: null,
        expirationDate: null,
        ageIsExact: false,
      },
    ])
    expect(decodeId('booking', data.id)).not.toBeNull()
    expect(decodeId('bookedRoom', data.rooms[0]?.id ?? '')).not.toBeNull()
    expect(decodeId('traveler', data.rooms[0]?.travelers[0]?.id ?? '')).not.toBeNull()
    expect(Date.parse(data.createdAt)).toBeGreaterThanOrEqual(server().sandbox.ctx.clock.nowMs() - 60_000)

    // Stable ids: the booking read back has the same room and traveler ids.
    const read = await fetch(`${server().url}/api/v3/bookings/${data.id}`, { headers: headers() })
    const again = BookingV3.parse(((await read.json()) as { data: unknown }).data)
    expect(
      again.rooms.map((bookedRoom) => [bookedRoom.id, bookedRoom.travelers.map((traveler) => traveler.id)]),
    ).toEqual(
      data.rooms.map((bookedRoom) => [bookedRoom.id, bookedRoom.travelers.map((traveler) => traveler.id)]),
    )
  })

  it('books at totalPriceWithPromo with promotionId, at totalPriceWithoutPromo without, and echoes the choice', async () => {
    const found = find(
      (candidate) =>
        plainInstant(candidate) &&
        candidate.rate.promotion?.kind === 'percent' &&
        candidate.rate.promotion.minNumberOfRooms === 1,
    )
    for (const withPromotion of [true, false]) {
      const answer = await handshake(found.hotel.id, { suppliers: ['supplier_own'] })
      const choice = roomOf(answer, found.room.id).bedChoices.find(
        (candidate) => candidate.promotionInfo !== null,
      ) as BedChoice
      const perk = choice.promotions.find((promotion) => promotion.id !== choice.promotionInfo?.promotionId)
      const { status, body } = await book({
        requestId: answer.meta.requestId,
        customer,
        rooms: [
          {
            bedCompositionId: choice.id,
            travelers: [adult('Ana')],
            ...(withPromotion ? { promotionId: choice.promotionInfo?.promotionId } : {}),
            ...(perk?.id ? { optionalPromotionIds: [perk.id] } : {}),
          },
        ],
      })
      expect(status, JSON.stringify(body)).toBe(201)
      const expected = withPromotion ? choice.totalPriceWithPromo : choice.totalPriceWithoutPromo
      expect(body.data.totalPrice).toBe(expected)
      expect(body.data.rooms[0]).toMatchObject({
        price: expected,
        promotionId: withPromotion ? choice.promotionInfo?.promotionId : null,
        optionalPromotionIds: perk?.id ? [perk.id] : [],
      })
    }
  })

  it('keeps the ladder of the rooms answer: the same fees without promotionId, full-price windows at the price booked', async () => {
    const found = find(
      (candidate) =>
        plainInstant(candidate) &&
        candidate.rate.promotion?.kind === 'percent' &&
        candidate.rate.promotion.minNumberOfRooms === 1 &&
        candidate.rate.ladder.kind === 'windows' &&
        candidate.rate.ladder.windows.some((window) => window.charge.kind !== 'full'),
    )
    const answer = await handshake(found.hotel.id, { suppliers: ['supplier_own'] })
    const choice = roomOf(answer, found.room.id).bedChoices.find(
      (candidate) => candidate.promotionInfo !== null,
    ) as BedChoice
    expect(choice.cancelConditions.some((condition) => condition.refundable)).toBe(true)
    const { status, body } = await book({
      requestId: answer.meta.requestId,
      customer,
      rooms: [{ bedCompositionId: choice.id, travelers: [adult('Ana')] }],
    })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.data.totalPrice).toBe(choice.totalPriceWithoutPromo)
    const v1 = await fetch(`${server().url}/api/v1/bookings/${body.data.id}`, { headers: headers() })
    const detail = (await v1.json()) as {
      roomsBooked: Array<{
        room: { bedChoice: { cancelConditions: Array<{ deduction: number; refundable: boolean }> } }
      }>
    }
    const booked = detail.roomsBooked[0]?.room.bedChoice.cancelConditions ?? []
    expect(booked.map((condition) => condition.deduction)).toEqual(
      choice.cancelConditions.map((condition) =>
        condition.refundable ? condition.deduction : choice.totalPriceWithoutPromo,
      ),
    )
  })

  it('creates an on-request room `sent`, allotmentAvailable false, dmcState on_request', async () => {
    const found = find(
      ({ offer, room, rate }) =>
        offer.code === 'supplier_own' &&
        !room.instant &&
        rate.minimumStay <= 3 &&
        room.minCapacity <= 2 &&
        room.maxCapacity >= 2,
    )
    const answer = await handshake(found.hotel.id, { suppliers: ['supplier_own'] })
    const room = roomOf(answer, found.room.id)
    expect(room.instantAvailability).toBe(false)
    const { status, body } = await book({
      requestId: answer.meta.requestId,
      customer,
      rooms: [{ bedCompositionId: room.bedChoices[0]?.id ?? '', travelers: [adult('Ana')] }],
    })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ state: 'sent', allotmentAvailable: false })
    const v1 = await fetch(`${server().url}/api/v1/bookings/${body.data.id}`, { headers: headers() })
    expect(((await v1.json()) as { dmcState: string }).dmcState).toBe('on_request')
  })

  it('books a bed-bank combination along one branch, rooms in request order, nothing echoed for promotions', async () => {
    const found = find(
      ({ offer, room, rate }) =>
        offer.code === 'supplier_bedbank_a' &&
        room.instant &&
        rate.minimumStay <= 3 &&
        offer.rooms.length >= 2,
    )
    const answer = await handshake(found.hotel.id, {
      rooms: [{ adults: 2 }, { adults: 1 }],
      suppliers: ['supplier_bedbank_a'],
    })
    const first = answer.data.find(
      (room) =>
        room.instantAvailability &&
        room.compatibleRoomCompositions.some((nested) => nested.instantAvailability),
    ) as RoomAvailability
    const second = first.compatibleRoomCompositions.find(
      (nested) => nested.instantAvailability,
    ) as RoomAvailability
    const [a, b] = [first.bedChoices[0] as BedChoice, second.bedChoices[0] as BedChoice]
    const { status, body } = await book({
      requestId: answer.meta.requestId,
      customer,
      rooms: [
        { bedCompositionId: a.id, travelers: [adult('Ana'), adult('Bea')], promotionId: 'ignored' },
        { bedCompositionId: b.id, travelers: [adult('Cleo')] },
      ],
    })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.data.rooms.map((room) => [room.name, room.price, room.promotionId])).toEqual([
      [first.name, a.totalPriceWithPromo, null],
      [second.name, b.totalPriceWithPromo, null],
    ])
    expect(body.data.totalPrice).toBeCloseTo(a.totalPriceWithPromo + b.totalPriceWithPromo, 2)
    expect(body.data.rooms[1]?.travelers[0]?.firstName).toBe('Cleo')
  })

  it('keeps the searched party and price when fewer travelers are listed', async () => {
    const found = find((candidate) => plainInstant(candidate) && candidate.room.maxCapacity >= 3)
    const answer = await handshake(found.hotel.id, {
      rooms: [{ adults: 2, childrenBirthdates: [day(-7 * 365)] }],
      suppliers: ['supplier_own'],
    })
    const choice = roomOf(answer, found.room.id).bedChoices[0] as BedChoice
    const { status, body } = await book({
      requestId: answer.meta.requestId,
      customer,
      rooms: [{ bedCompositionId: choice.id, travelers: [adult('Lead')] }],
    })
    expect(status).toBe(201)
    expect(body.data.totalPrice).toBe(choice.totalPriceWithoutPromo)
    const party = server()
      .sandbox.ctx.db.prepare('SELECT searched_party FROM bookings WHERE id = ?')
      .pluck()
      .get(decodeId('booking', body.data.id)) as string
    expect(JSON.parse(party)).toEqual([{ adults: 2, childrenBirthdates: [day(-7 * 365)] }])
  })

  it('makes one booking per requestId', async () => {
    const found = find(plainInstant)
    const answer = await handshake(found.hotel.id, { suppliers: ['supplier_own'] })
    const request = {
      requestId: answer.meta.requestId,
      customer,
      rooms: [
        {
          bedCompositionId: roomOf(answer, found.room.id).bedChoices[0]?.id ?? '',
          travelers: [adult('Ana')],
        },
      ],
    }
    const first = await book(request)
    expect(first.status).toBe(201)
    const second = await book(request)
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({
      code: 'REQUEST_ALREADY_BOOKED',
      details: { bookingId: first.body.data.id },
    })
  })

  it('replaces a booking: the old one becomes `replaced`', async () => {
    const found = find(plainInstant)
    const first = await handshake(found.hotel.id, { suppliers: ['supplier_own'] })
    const original = await book({
      requestId: first.meta.requestId,
      customer,
      rooms: [
        { bedCompositionId: roomOf(first, found.room.id).bedChoices[0]?.id ?? '', travelers: [adult('Ana')] },
      ],
    })
    expect(original.status).toBe(201)
    const second = await handshake(found.hotel.id, {
      checkIn: day(31),
      checkOut: day(34),
      suppliers: ['supplier_own'],
      replaceBookingId: original.body.data.id,
    })
    const replacement = await book({
      requestId: second.meta.requestId,
      customer,
      replaceBookingId: decodeId('booking', original.body.data.id) as number,
      rooms: [{ bedCompositionId: second.data[0]?.bedChoices[0]?.id ?? '', travelers: [adult('Ana')] }],
    })
    expect(replacement.status, JSON.stringify(replacement.body)).toBe(201)
    expect(replacement.body.data).not.toHaveProperty('replaceBookingId')
    expect(replacement.body.data).not.toHaveProperty('requestId')
    const old = await fetch(`${server().url}/api/v3/bookings/${original.body.data.id}`, {
      headers: headers(),
    })
    expect(((await old.json()) as { data: { state: string } }).data.state).toBe('replaced')
  })

  it('gives a limited room its unit back when the booking is cancelled', async () => {
    const found = find(
      ({ offer, room, rate }) =>
        offer.code === 'supplier_own' &&
        room.allotment === 1 &&
        rate.minimumStay <= 3 &&
        room.minCapacity <= 2 &&
        room.maxCapacity >= 2,
    )
    const stay = { checkIn: day(60), checkOut: day(63), suppliers: ['supplier_own' as const] }
    const answer = await handshake(found.hotel.id, stay)
    const booked = await book({
      requestId: answer.meta.requestId,
      customer,
      rooms: [
        {
          bedCompositionId: roomOf(answer, found.room.id).bedChoices[0]?.id ?? '',
          travelers: [adult('Ana')],
        },
      ],
    })
    expect(booked.status).toBe(201)
    const offered = async () =>
      (await handshake(found.hotel.id, stay)).data.some((room) => room.id === encodeId('room', found.room.id))
    expect(await offered()).toBe(false)
    const cancelled = await fetch(`${server().url}/api/v1/bookings/${booked.body.data.id}`, {
      method: 'DELETE',
      headers: headers(),
      body: JSON.stringify({ reason: 'Customer changed plans' }),
    })
    expect(cancelled.status).toBe(200)
    expect(await offered()).toBe(true)
  })
})
