import { describe, expect, it } from 'vitest'
import { BookingHistoryEntryV1, BookingMessageV1, BookingV1 } from '../../../../src/shared/api/bookings-v1'
import { BookingV3 } from '../../../../src/shared/api/bookings-v3'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { AUTO_REFUSAL_MESSAGE } from '../../../../src/shared/domain/booking-states'
import { addDays } from '../../../../src/shared/domain/dates'
import { encodeId } from '../../../../src/shared/domain/ids'
import { insertHotelBooking, readBooking } from '../../src/bookings/bookings.repo'
import type { BookingRecord } from '../../src/bookings/bookings.types'
import { fixtureBooking, type FixtureOptions } from '../../../../test/support/sandbox/booking-fixtures'
import { plannedAnswer } from '../../src/bookings/supplier'
import type { PlannedAction } from '../../src/bookings/supplier.types'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile()

const db = () => server().sandbox.ctx.db
const seed = () => server().sandbox.ctx.options.seed
const make = (options: FixtureOptions = {}) => fixtureBooking(db(), server().sandbox.ctx.clock.now(), options)

/** A new on-request booking whose simulated hotel will first answer `wanted` (the plan is a function of the id). */
function sentBookingPlanned(wanted: PlannedAction, options: FixtureOptions = {}): BookingRecord {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const booking = make({ state: 'sent', ...options })
    if (plannedAnswer(seed(), booking.id, 0, 'sent').action === wanted) return booking
  }
  throw new Error(`no booking planned to ${wanted}`)
}

async function v1(id: string): Promise<BookingV1> {
  const response = await fetch(`${server().url}/api/v1/bookings/${id}`, {
    headers: { 'X-API-Key': 'sandbox-to-key-1' },
  })
  return BookingV1.parse(await response.json())
}

async function history(id: string): Promise<BookingHistoryEntryV1[]> {
  const response = await fetch(`${server().url}/api/v1/bookings/${id}/histories`, {
    headers: { 'X-API-Key': 'sandbox-to-key-1' },
  })
  return BookingHistoryEntryV1.array().parse(await response.json())
}

async function messages(id: string): Promise<BookingMessageV1[]> {
  const response = await fetch(`${server().url}/api/v1/bookings/${id}/messages`, {
    headers: { 'X-API-Key': 'sandbox-to-key-1' },
  })
  return BookingMessageV1.array().parse(await response.json())
}

function answer(id: string | number, body: unknown): Promise<Response> {
  return fetch(`${server().url}/_sandbox/bookings/${id}/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function moveClock(body: { advanceSeconds: number } | { now: string }): Promise<void> {
  const response = await fetch(`${server().url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

describe('supplier answers through the control plane', () => {
  it('propose -> pending, then confirm -> confirmed, each with its history, message and dmcState kept', async () => {
    const booking = make({ state: 'sent', checkInInDays: 40 })
    expect(await v1(booking.encodedId)).toMatchObject({
      state: 'sent',
      dmcState: 'on_request',
      allotmentAvailable: false,
    })

    const proposed = await answer(booking.encodedId, { action: 'propose' })
    expect(proposed.status).toBe(200)
    expect(BookingV3.parse(((await proposed.json()) as { data: unknown }).data).state).toBe('pending')
    const pending = await v1(booking.encodedId)
    expect(pending).toMatchObject({ state: 'pending', dmcState: 'on_request' })
    expect(pending.roomsBooked[0]?.room.otherProposal).toBe(true)
    expect(pending.hotelKeeperMessage).toMatch(/similar room/)
    const proposal = (await history(booking.encodedId)).at(-1)
    expect(proposal).toMatchObject({
      label: 'Proposed: the hotel counter-proposes another room',
      userId: encodeId('user', 1_000_000 + booking.hotelId),
      lastName: 'Reservations',
    })
    expect(proposal?.firstName).toBe(pending.hotel?.displayName)

    expect((await answer(booking.id, { action: 'confirm' })).status).toBe(200)
    const confirmed = await v1(booking.encodedId)
    expect(confirmed).toMatchObject({ state: 'confirmed', dmcState: 'on_request' })
    expect(confirmed.hotelConfirmationNumber).toMatch(/^HCN-[0-9A-F]{8}$/)
    expect((await history(booking.encodedId)).at(-1)?.label).toBe(
      `Confirmed: by the hotel, confirmation number ${confirmed.hotelConfirmationNumber}`,
    )
    const updates = (await messages(booking.encodedId)).filter((message) => message.messageType === 'update')
    expect(updates).toHaveLength(2)
  })

  it('answers 409 when the booking cannot move that way', async () => {
    const booking = make({ state: 'sent' })
    expect((await answer(booking.encodedId, { action: 'refuse' })).status).toBe(200)
    for (const action of ['confirm', 'refuse', 'propose']) {
      const response = await answer(booking.encodedId, { action })
      expect(response.status).toBe(409)
      expect(ErrorBody.parse(await response.json())).toMatchObject({
        code: 'INVALID_STATE_TRANSITION',
        details: { state: 'refused' },
      })
    }
    const instant = make()
    expect((await answer(instant.encodedId, { action: 'confirm' })).status).toBe(409)
    const pending = make({ state: 'sent' })
    await answer(pending.encodedId, { action: 'propose' })
    expect((await answer(pending.encodedId, { action: 'propose' })).status).toBe(409)
  })

  it('answers 404 for an unknown booking and 400 for a bad body', async () => {
    expect((await answer('987654321', { action: 'confirm' })).status).toBe(404)
    expect((await answer('nope', { action: 'confirm' })).status).toBe(404)
    const booking = make({ state: 'sent' })
    for (const body of ['{}', '{"action": "accept"}', '{"action": ', '[]']) {
      const response = await answer(booking.encodedId, body)
      expect(response.status, body).toBe(400)
    }
    expect((await v1(booking.encodedId)).state).toBe('sent')
  })
})

describe('supplier answers through time', () => {
  it.each(['confirm', 'refuse', 'propose'] as const)(
    'the simulated hotel answers %s after its planned delay',
    async (action) => {
      const booking = sentBookingPlanned(action, { checkInInDays: 60 })
      const plan = plannedAnswer(seed(), booking.id, 0, 'sent')
      const dueAt = new Date(Date.parse(booking.stateChangedAt) + plan.delayMs).toISOString()
      await moveClock({ now: new Date(Date.parse(dueAt) - 120_000).toISOString() })
      expect((await v1(booking.encodedId)).state).toBe('sent')
      await moveClock({ advanceSeconds: 180 })
      const after = await v1(booking.encodedId)
      expect(after.state).toBe({ confirm: 'confirmed', refuse: 'refused', propose: 'pending' }[action])
      expect(after.dmcState).toBe('on_request')
      const last = (await history(booking.encodedId)).at(-1)
      expect(last?.createdAt).toBe(dueAt)
      expect(last?.lastName).toBe('Reservations')
    },
  )

  it('a counter-proposal is then accepted, refused or sent back to the hotel, as planned', async () => {
    const booking = sentBookingPlanned('propose', { checkInInDays: 60 })
    const first = plannedAnswer(seed(), booking.id, 0, 'sent')
    await moveClock({
      now: new Date(Date.parse(booking.stateChangedAt) + first.delayMs + 1000).toISOString(),
    })
    const pending = readBooking(db(), booking.id) as BookingRecord
    expect(pending.state).toBe('pending')
    const second = plannedAnswer(seed(), booking.id, 1, 'pending')
    await moveClock({
      now: new Date(Date.parse(pending.stateChangedAt) + second.delayMs + 1000).toISOString(),
    })
    const expected = {
      confirm: 'confirmed',
      refuse: 'refused',
      resend: 'sent',
      propose: 'pending',
      none: 'pending',
    }[second.action]
    expect((readBooking(db(), booking.id) as BookingRecord).state).toBe(expected)
  })
})

describe('reminder and automatic refusal', () => {
  it('reminds the hotel once 7 days before check-in, then refuses automatically 24 hours before', async () => {
    const booking = sentBookingPlanned('none', { checkInInDays: 30 })
    const checkInMs = Date.parse(`${booking.checkIn}T00:00:00.000Z`)
    await moveClock({ now: new Date(checkInMs - 7 * 86_400_000 - 3_600_000).toISOString() })
    expect((await history(booking.encodedId)).map((entry) => entry.label)).toEqual([
      'Created: on request, sent to the hotel',
    ])
    await moveClock({ advanceSeconds: 7200 })
    const reminded = await history(booking.encodedId)
    expect(reminded.at(-1)).toEqual(
      expect.objectContaining({
        label: 'Sent to partners: reminder sent to the hotel, 7 days before check-in',
        userId: null,
        firstName: null,
        lastName: null,
        createdAt: new Date(checkInMs - 7 * 86_400_000).toISOString(),
      }),
    )
    await moveClock({ advanceSeconds: 86_400 })
    expect(
      (await history(booking.encodedId)).filter((entry) => entry.label.includes('reminder')),
    ).toHaveLength(1)
    expect((await v1(booking.encodedId)).state).toBe('sent')

    await moveClock({ now: new Date(checkInMs - 86_400_000 + 60_000).toISOString() })
    const refused = await v1(booking.encodedId)
    expect(refused).toMatchObject({
      state: 'refused',
      dmcState: 'on_request',
      hotelKeeperMessage: AUTO_REFUSAL_MESSAGE,
    })
    expect(refused.hotelKeeperMessageSendAt).toBe(new Date(checkInMs - 86_400_000).toISOString())
    expect((await messages(booking.encodedId)).at(-1)).toMatchObject({
      message: AUTO_REFUSAL_MESSAGE,
      messageType: 'update',
    })
    expect((await history(booking.encodedId)).at(-1)).toMatchObject({
      label: `Refused: ${AUTO_REFUSAL_MESSAGE}`,
      userId: null,
      firstName: null,
      lastName: null,
    })
  })

  it('does not remind a booking made 14 days or less before check-in', async () => {
    const booking = sentBookingPlanned('none', { checkInInDays: 10 })
    await moveClock({ advanceSeconds: 12 * 86_400 })
    const labels = (await history(booking.encodedId)).map((entry) => entry.label)
    expect(labels).toEqual(['Created: on request, sent to the hotel', `Refused: ${AUTO_REFUSAL_MESSAGE}`])
  })

  it('plays every due event in time order when the clock jumps far ahead', async () => {
    const booking = sentBookingPlanned('none', { checkInInDays: 20 })
    const checkInMs = Date.parse(`${booking.checkIn}T00:00:00.000Z`)
    await moveClock({ advanceSeconds: 25 * 86_400 })
    const entries = await history(booking.encodedId)
    expect(entries.map((entry) => entry.createdAt)).toEqual([
      booking.createdAt,
      new Date(checkInMs - 7 * 86_400_000).toISOString(),
      new Date(checkInMs - 86_400_000).toISOString(),
    ])
    expect((await v1(booking.encodedId)).state).toBe('refused')
  })

  it('leaves instant bookings alone', async () => {
    const booking = make({ checkInInDays: 3 })
    await moveClock({ advanceSeconds: 5 * 86_400 })
    expect(await v1(booking.encodedId)).toMatchObject({ state: 'confirmed', dmcState: 'instant_booking' })
    expect(await history(booking.encodedId)).toHaveLength(1)
  })
})

describe('replaced', () => {
  it('a replacement booking marks the confirmed original replaced, which then leaves the default list', async () => {
    const original = make({ checkInInDays: 50 })
    const now = server().sandbox.ctx.clock.now().toISOString()
    const stored = readBooking(db(), original.id) as BookingRecord
    const replacement = insertHotelBooking(
      db(),
      {
        ...stored,
        checkIn: addDays(stored.checkIn, 1),
        checkOut: addDays(stored.checkOut, 1),
        replaceBookingId: original.id,
        rooms: stored.rooms.map((room) => ({ ...room, travelers: room.travelers })),
      },
      now,
    )
    expect(await v1(original.encodedId)).toMatchObject({ state: 'replaced', dmcState: 'instant_booking' })
    expect((await history(original.encodedId)).at(-1)?.label).toBe(
      `Replaced: by booking ${replacement.encodedId}`,
    )
    const listed = await fetch(`${server().url}/api/v1/bookings/list`, {
      method: 'POST',
      headers: { 'X-API-Key': 'sandbox-to-key-1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerFileId: stored.customer.fileId }),
    })
    expect(((await listed.json()) as Array<{ id: string }>).map((item) => item.id)).toEqual([
      replacement.encodedId,
    ])
    expect((await answer(original.encodedId, { action: 'confirm' })).status).toBe(409)
  })

  it('only a confirmed booking can be replaced', async () => {
    const sent = make({ state: 'sent' })
    const stored = readBooking(db(), sent.id) as BookingRecord
    expect(() =>
      insertHotelBooking(
        db(),
        { ...stored, state: 'confirmed', replaceBookingId: sent.id },
        new Date().toISOString(),
      ),
    ).toThrow(/cannot be replaced/)
    expect((readBooking(db(), sent.id) as BookingRecord).state).toBe('sent')
  })
})

describe('a booking made through POST /api/v3/bookings', () => {
  interface RoomOffer {
    instantAvailability: boolean
    bedChoices: Array<{ id: string }>
  }

  it('starts sent when the rate is on request, then follows the hotel answer', async () => {
    const headers = { 'X-API-Key': 'sandbox-to-key-1' }
    const today = server().sandbox.ctx.clock.now().toISOString().slice(0, 10)
    const ids = db().prepare('SELECT id FROM hotels ORDER BY id LIMIT 80').pluck().all() as number[]
    let booked: { id: string; state: string } | null = null
    for (const id of ids) {
      const query = `checkIn=${addDays(today, 45)}&checkOut=${addDays(today, 48)}&rooms[0][adults]=2`
      const response = await fetch(
        `${server().url}/api/v3/hotels/${encodeId('hotel', id)}/rooms/availability?${query}`,
        {
          headers,
        },
      )
      const body = (await response.json()) as { data: RoomOffer[]; meta: { requestId: string } }
      const room = body.data.find((offer) => !offer.instantAvailability && offer.bedChoices.length > 0)
      if (room === undefined) continue
      const create = await fetch(`${server().url}/api/v3/bookings`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          requestId: body.meta.requestId,
          customer: { firstName: 'Élise', lastName: 'Durand', email: 'elise.durand@mail.example.test' },
          rooms: [
            {
              bedCompositionId: room.bedChoices[0]?.id,
              travelers: [
                {
                  kind: 'adult',
                  gender: 'female',
                  firstName: 'Élise',
                  lastName: 'Durand',
                  birthdate: '1990-02-03',
                },
              ],
            },
          ],
        }),
      })
      expect(create.status).toBe(201)
      booked = BookingV3.parse(((await create.json()) as { data: unknown }).data)
      break
    }
    if (booked === null) throw new Error('no on-request room in the first hotels')
    expect(booked.state).toBe('sent')
    const detail = await v1(booked.id)
    expect(detail).toMatchObject({ state: 'sent', dmcState: 'on_request', allotmentAvailable: false })
    expect((await history(booked.id)).map((entry) => entry.label)).toEqual([
      'Created: on request, sent to the hotel',
    ])
    expect((await answer(booked.id, { action: 'confirm' })).status).toBe(200)
    expect(await v1(booked.id)).toMatchObject({ state: 'confirmed', dmcState: 'on_request' })
    const v3 = await fetch(`${server().url}/api/v3/bookings/${booked.id}`, { headers })
    expect(BookingV3.parse(((await v3.json()) as { data: unknown }).data).hotelConfirmationNumber).toMatch(
      /^HCN-/,
    )
  })
})
