import { describe, expect, it } from 'vitest'
import {
  availabilityQueryString,
  RoomsAvailabilityResponse,
  type StayQuery,
} from '../../../../src/shared/api/availability'
import {
  BookingV3Response,
  PriceChangedDetails,
  type TravelerInput,
} from '../../../../src/shared/api/bookings-v3'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { encodeId } from '../../../../src/shared/domain/ids'
import type { RatePredicate } from '../../src/rates/scenarios'
import { roomsSandbox } from './rooms.fixtures'

/** Every refusal of POST /api/v3/bookings: payload, handshake, traveler fit, re-price, allotment. */

const { day, find, server } = roomsSandbox()
/** A birthdate making the traveler `years` old at the check-in of day(30) (a month past the birthday). */
function bornYearsBefore(years: number): string {
  const [year, month, date] = day(30).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year - years, month - 1, date - 31)).toISOString().slice(0, 10)
}
const headers = (key = 'sandbox-to-key-1') => ({ 'X-API-Key': key, 'Content-Type': 'application/json' })

async function handshake(
  hotelId: number,
  query: Partial<StayQuery> = {},
  key?: string,
): Promise<RoomsAvailabilityResponse> {
  const full: StayQuery = { checkIn: day(30), checkOut: day(33), rooms: [{ adults: 2 }], ...query }
  const response = await fetch(
    `${server().url}/api/v3/hotels/${encodeId('hotel', hotelId)}/rooms/availability?${availabilityQueryString(full)}`,
    { headers: headers(key) },
  )
  return RoomsAvailabilityResponse.parse(await response.json())
}

async function post(body: unknown, raw = false): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server().url}/api/v3/bookings`, {
    method: 'POST',
    headers: headers(),
    body: raw ? (body as string) : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function expectError(
  answer: { status: number; body: unknown },
  status: number,
  code: string,
  details?: Record<string, unknown>,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  const body = ErrorBody.parse(answer.body)
  expect(body.code).toBe(code)
  expect(body.message.length).toBeGreaterThan(0)
  if (details !== undefined) expect(body.details).toMatchObject(details)
  return body
}

function advanceClock(seconds: number): Promise<Response> {
  return fetch(`${server().url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  })
}

const adult = (firstName = 'Ana'): TravelerInput => ({
  kind: 'adult',
  gender: 'female',
  firstName,
  lastName: 'Roy',
  birthdate: '1980-01-02',
})
const child = (birthdate: string): TravelerInput => ({
  kind: 'child',
  gender: 'male',
  firstName: 'Tom',
  lastName: 'Roy',
  birthdate,
})
const customer = { firstName: 'Ana', lastName: 'Roy', email: 'ana.roy@example.test' }
const own: RatePredicate = ({ offer, room, rate }) =>
  offer.code === 'supplier_own' &&
  room.instant &&
  room.allotment === null &&
  rate.minimumStay <= 3 &&
  room.minCapacity <= 2 &&
  room.maxCapacity >= 3
const bankA: RatePredicate = ({ offer, room, rate }) =>
  offer.code === 'supplier_bedbank_a' &&
  rate.minimumStay <= 3 &&
  room.minCapacity <= 2 &&
  room.maxCapacity >= 3

/** A handshake and the first bed choice of the given room. */
async function offer(predicate: RatePredicate, query: Partial<StayQuery> = {}) {
  const found = find(predicate)
  const answer = await handshake(found.hotel.id, { suppliers: [found.offer.code], ...query })
  const room = answer.data.find((candidate) => candidate.id === encodeId('room', found.room.id))
  if (room === undefined) throw new Error('room not offered')
  return { found, answer, choice: room.bedChoices[0]!, requestId: answer.meta.requestId }
}

describe('invalid payloads (400)', () => {
  it('refuses malformed JSON and a body that is not an object', async () => {
    expectError(await post('{"requestId": ', true), 400, 'INVALID_JSON')
    expectError(await post('[1, 2]', true), 400, 'VALIDATION_ERROR')
    expectError(await post('', true), 400, 'VALIDATION_ERROR')
  })

  it('names a missing field, a malformed date and an unknown bedCompositionId', async () => {
    const { requestId, choice } = await offer(own)
    const room = { bedCompositionId: choice.id, travelers: [adult()] }
    const missing = expectError(await post({ requestId, rooms: [room] }), 400, 'VALIDATION_ERROR', {
      param: 'customer',
    })
    expect(missing.message).toContain('customer')
    expectError(
      await post({ requestId, customer: { firstName: 'A', lastName: 'B' }, rooms: [room] }),
      400,
      'VALIDATION_ERROR',
      { param: 'customer.email' },
    )
    const badDate = { ...room, travelers: [{ ...adult(), birthdate: '1980-02-30' }] }
    expectError(await post({ requestId, customer, rooms: [badDate] }), 400, 'VALIDATION_ERROR', {
      param: 'rooms[0].travelers[0].birthdate',
    })
    const unknown = { ...room, bedCompositionId: encodeId('bedChoice', 999_999_999) }
    expectError(await post({ requestId, customer, rooms: [unknown] }), 400, 'VALIDATION_ERROR', {
      param: 'rooms[0].bedCompositionId',
    })
    expectError(
      await post({ requestId, customer, rooms: [{ ...room, bedCompositionId: 'not-an-id' }] }),
      400,
      'VALIDATION_ERROR',
    )
    expectError(await post({ requestId, customer, rooms: [room, room] }), 400, 'VALIDATION_ERROR', {
      param: 'rooms',
    })
    expectError(
      await post({ requestId, customer, rooms: [{ ...room, promotionId: 'XXXXXX' }] }),
      400,
      'VALIDATION_ERROR',
      { param: 'rooms[0].promotionId' },
    )
  })

  it('answers INVALID_TRAVELER for a kind or gender outside the values, accepting any letter case', async () => {
    const { requestId, choice } = await offer(own)
    const with_ = (traveler: Record<string, unknown>) => ({
      requestId,
      customer,
      rooms: [{ bedCompositionId: choice.id, travelers: [traveler] }],
    })
    expectError(await post(with_({ ...adult(), kind: 'senior' })), 400, 'INVALID_TRAVELER', {
      param: 'rooms[0].travelers[0].kind',
      value: 'senior',
    })
    expectError(await post(with_({ ...adult(), gender: 'other' })), 400, 'INVALID_TRAVELER', {
      param: 'rooms[0].travelers[0].gender',
    })
    expectError(await post(with_({ ...adult(), kind: 3 })), 400, 'INVALID_TRAVELER')
    const ok = await post(with_({ ...adult(), kind: 'ADULT', gender: 'Non_Binary' }))
    expect(ok.status).toBe(201)
    expect(BookingV3Response.parse(ok.body).data.rooms[0]?.travelers[0]).toMatchObject({
      kind: 'adult',
      gender: 'non_binary',
    })
  })
})

describe('the handshake (404)', () => {
  it('answers 404 for an unknown requestId and for one priced for another organization', async () => {
    const { requestId, choice } = await offer(own)
    const rooms = [{ bedCompositionId: choice.id, travelers: [adult()] }]
    expectError(
      await post({ requestId: '6f1c2e9a-0000-4000-8000-000000000000', customer, rooms }),
      404,
      'NOT_FOUND',
    )
    const response = await fetch(`${server().url}/api/v3/bookings`, {
      method: 'POST',
      headers: headers('sandbox-to-key-2'),
      body: JSON.stringify({ requestId, customer, rooms }),
    })
    expectError({ status: response.status, body: await response.json() }, 404, 'NOT_FOUND')
  })
})

describe('traveler fit', () => {
  it('refuses more adults or children than searched with ROOM_OCCUPANCY_MISMATCH', async () => {
    const { requestId, choice } = await offer(own)
    const rooms = (travelers: TravelerInput[]) => [{ bedCompositionId: choice.id, travelers }]
    expectError(
      await post({ requestId, customer, rooms: rooms([adult(), adult('B'), adult('C')]) }),
      400,
      'ROOM_OCCUPANCY_MISMATCH',
    )
    expectError(
      await post({ requestId, customer, rooms: rooms([adult(), child(bornYearsBefore(6))]) }),
      400,
      'ROOM_OCCUPANCY_MISMATCH',
    )
  })

  it('refuses a child age not searched on a supplier that cannot re-price', async () => {
    const { requestId, choice } = await offer(own, {
      rooms: [{ adults: 2, childrenBirthdates: [bornYearsBefore(4)] }],
    })
    const answer = await post({
      requestId,
      customer,
      rooms: [{ bedCompositionId: choice.id, travelers: [adult(), adult('B'), child(bornYearsBefore(9))] }],
    })
    expectError(answer, 400, 'ROOM_OCCUPANCY_MISMATCH')
    // The same age with another birthdate fits.
    const sameAge = await post({
      requestId,
      customer,
      rooms: [
        { bedCompositionId: choice.id, travelers: [adult(), child(`${bornYearsBefore(4).slice(0, 8)}01`)] },
      ],
    })
    expect(sameAge.status, JSON.stringify(sameAge.body)).toBe(201)
  })

  it('re-prices supplier_bedbank_a for other ages: a lower total books at the new price', async () => {
    const { requestId, choice } = await offer(bankA, {
      rooms: [{ adults: 2, childrenBirthdates: [bornYearsBefore(8)] }],
    })
    const answer = await post({
      requestId,
      customer,
      rooms: [{ bedCompositionId: choice.id, travelers: [adult(), adult('B'), child(bornYearsBefore(4))] }],
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const data = BookingV3Response.parse(answer.body).data
    expect(data.totalPrice).toBeLessThan(choice.totalPriceWithPromo)
  })

  it('answers 409 PRICE_CHANGED_FOR_TRAVELERS with a fresh handshake when the total rises; booking it works', async () => {
    const { requestId, choice } = await offer(bankA, {
      rooms: [{ adults: 2, childrenBirthdates: [bornYearsBefore(4)] }],
    })
    const travelers = [adult(), adult('B'), child(bornYearsBefore(8))]
    const answer = await post({ requestId, customer, rooms: [{ bedCompositionId: choice.id, travelers }] })
    const error = expectError(answer, 409, 'PRICE_CHANGED_FOR_TRAVELERS')
    const details = PriceChangedDetails.parse(error.details)
    expect(details.requestId).not.toBe(requestId)
    expect(details).toMatchObject({ currency: 'EUR', previousTotalPrice: choice.totalPriceWithPromo })
    expect(details.totalPrice).toBeGreaterThan(details.previousTotalPrice)
    expect(details.rooms).toHaveLength(1)
    const accepted = await post({
      requestId: details.requestId,
      customer,
      rooms: [{ bedCompositionId: details.rooms[0]?.bedCompositionId, travelers }],
    })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201)
    expect(BookingV3Response.parse(accepted.body).data.totalPrice).toBe(details.totalPrice)
  })

  it('answers 409 OFFER_NO_LONGER_AVAILABLE when the re-search finds the offer gone', async () => {
    // A twin room takes two beds: searched with an infant (no bed) it fits, with a 3-year-old it no longer does.
    const twin: RatePredicate = ({ offer: supplier, room, rate }) =>
      supplier.code === 'supplier_bedbank_a' && room.typeIndex === 2 && rate.minimumStay <= 3
    const { requestId, choice } = await offer(twin, {
      rooms: [{ adults: 2, childrenBirthdates: [bornYearsBefore(1)] }],
    })
    const answer = await post({
      requestId,
      customer,
      rooms: [
        {
          bedCompositionId: choice.id,
          travelers: [adult(), adult('B'), { ...child(bornYearsBefore(3)), kind: 'infant' }],
        },
      ],
    })
    expectError(answer, 409, 'OFFER_NO_LONGER_AVAILABLE')
  })

  it('refuses an age change when not every searched traveler is listed', async () => {
    const { requestId, choice } = await offer(bankA, {
      rooms: [{ adults: 2, childrenBirthdates: [bornYearsBefore(4)] }],
    })
    const answer = await post({
      requestId,
      customer,
      rooms: [{ bedCompositionId: choice.id, travelers: [adult(), child(bornYearsBefore(8))] }],
    })
    expectError(answer, 400, 'ROOM_OCCUPANCY_MISMATCH')
  })
})

describe('allotment and expiry', () => {
  it('answers 409 when the allotment was taken since the search; a replacement search releases it', async () => {
    const limited: RatePredicate = ({ offer: supplier, room, rate }) =>
      supplier.code === 'supplier_own' &&
      room.allotment === 1 &&
      rate.minimumStay <= 3 &&
      room.minCapacity <= 2 &&
      room.maxCapacity >= 2
    const first = await offer(limited)
    const second = await offer(limited)
    const booked = await post({
      requestId: first.requestId,
      customer,
      rooms: [{ bedCompositionId: first.choice.id, travelers: [adult()] }],
    })
    expect(booked.status).toBe(201)
    const bookingId = BookingV3Response.parse(booked.body).data.id
    expectError(
      await post({
        requestId: second.requestId,
        customer,
        rooms: [{ bedCompositionId: second.choice.id, travelers: [adult()] }],
      }),
      409,
      'ALLOTMENT_TAKEN',
    )

    const roomId = encodeId('room', first.found.room.id)
    const after = await handshake(first.found.hotel.id, { suppliers: ['supplier_own'] })
    expect(after.data.some((room) => room.id === roomId)).toBe(false)
    const replacing = await handshake(first.found.hotel.id, {
      suppliers: ['supplier_own'],
      replaceBookingId: bookingId,
    })
    const room = replacing.data.find((candidate) => candidate.id === roomId)
    expect(room).toBeDefined()
    // The units are only free for a booking that really replaces the old one.
    const notReplacing = await post({
      requestId: replacing.meta.requestId,
      customer,
      rooms: [{ bedCompositionId: room?.bedChoices[0]?.id, travelers: [adult()] }],
    })
    expectError(notReplacing, 409, 'ALLOTMENT_TAKEN')
    const replaced = await post({
      requestId: replacing.meta.requestId,
      customer,
      replaceBookingId: bookingId,
      rooms: [{ bedCompositionId: room?.bedChoices[0]?.id, travelers: [adult()] }],
    })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201)
  })

  it('answers 404 once the handshake expired (15 minutes on the simulated clock, moved by the control plane)', async () => {
    const first = await offer(own)
    const second = await offer(own)
    const room = (choiceId: string) => [{ bedCompositionId: choiceId, travelers: [adult()] }]
    expect((await advanceClock(14 * 60)).status).toBe(200)
    const inTime = await post({ requestId: first.requestId, customer, rooms: room(first.choice.id) })
    expect(inTime.status, JSON.stringify(inTime.body)).toBe(201)
    expect((await advanceClock(61)).status).toBe(200)
    const late = await post({ requestId: second.requestId, customer, rooms: room(second.choice.id) })
    expectError(late, 404, 'NOT_FOUND', { requestId: second.requestId })
  })
})
