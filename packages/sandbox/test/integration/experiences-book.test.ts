import { beforeAll, describe, expect, it } from 'vitest'
import { BookingV1 } from '../../../../src/shared/api/bookings-v1'
import {
  BookedExtrasStringV1,
  ExperienceBookResponseV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { ageOn } from '../../../../src/shared/domain/travelers'
import { getPeriod } from '../../src/experiences/experiences.repo'
import { archiveExperience } from '../../src/experiences/experiences.write'
import { DEMO_KEYS, sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile, startTestSandbox } from '../../../../test/support/sandbox/start'
import {
  bookingBody,
  createExperience,
  FAMILY,
  inDays,
  priceOf,
  setPeriodState,
  TRAVELERS,
  type CreatedExperience,
} from '../../../../test/support/sandbox/experiences.fixtures'

const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let addOn: CreatedExperience
let freeSale: CreatedExperience
let onRequest: CreatedExperience

beforeAll(async () => {
  call = sandboxClient(server().url)
  addOn = createExperience(server(), { type: 'extra', name: 'Fixture tasting' })
  freeSale = createExperience(server(), {
    name: 'Fixture free sale',
    extras: [addOn.id],
    periods: [{ allotments: 40 }],
  })
  onRequest = createExperience(server(), { name: 'Fixture on request', periods: [{ state: 'on_request' }] })
})

const START = () => inDays(server(), 30)

async function priceId(experience: CreatedExperience, body: Record<string, unknown> = {}, key?: string) {
  const result = await priceOf(
    server(),
    experience,
    { startAt: START(), experienceComposition: FAMILY, ...body },
    key,
  )
  expect(result.price).not.toBeNull()
  return result.price?.priceId as string
}

async function book(elements: unknown, key?: string) {
  return call('/api/v1/experiences/book', { method: 'POST', body: elements, key })
}

async function bookError(elements: unknown, key?: string) {
  const response = await book(elements, key)
  return { status: response.status, error: ErrorBody.parse(response.json) }
}

const countBookings = (): number =>
  server()
    .sandbox.ctx.db.prepare("SELECT count(*) FROM bookings WHERE kind = 'experience'")
    .pluck()
    .get() as number

describe('POST /api/v1/experiences/book: creation', () => {
  it('books a free_sale departure with spots: confirmed at once, spots taken, extras priced, 201 array', async () => {
    const id = await priceId(freeSale)
    const response = await book([
      bookingBody(id, {
        startAt: START(),
        endAt: START(),
        toReference: 'TO-REF-1',
        customerInternalReference: 'INT-1',
        customerPhoneNumber: '+33 6 00 00 00 00',
        note: 'Vegetarian picnic',
        lang: 'fr',
        extras: [{ id: addOn.encodedId, adultCount: 1, childrenBirthdates: ['2018-03-01'], scope: 'global' }],
      }),
    ])
    expect(response.status, response.text).toBe(201)
    const [created] = ExperienceBookResponseV1.parse(response.json)
    // Extra for 1 adult + 1 child (2 pax: adult 90, child 50) = 140.
    expect(created).toMatchObject({
      state: 'confirmed',
      dmcState: 'instant_booking',
      startAt: START(),
      endAt: START(),
      currency: 'EUR',
      customerLastName: 'Lima',
      totalPrice: 370,
    })
    const line = created?.experiencesBooked[0]
    expect(line).toMatchObject({
      price: 230,
      priceWithoutPromo: 230,
      experience: {
        id: freeSale.encodedId,
        name: 'Fixture free sale',
        organizationName: 'Atlas Ground Services',
      },
    })
    expect(line?.travelers.map((traveler) => [traveler.firstName, traveler.kind])).toEqual([
      ['Ana', 'adult'],
      ['Rui', 'adult'],
      ['Bia', 'child'],
    ])
    const extras = BookedExtrasStringV1.parse(JSON.parse(line?.extras ?? '[]'))
    expect(extras).toEqual([
      expect.objectContaining({
        extra: { id: addOn.encodedId, name: 'Fixture tasting' },
        price: 140,
        scope: 'global',
      }),
    ])
    expect(getPeriod(server().sandbox.ctx.db, freeSale.periodIds[0] as number)?.allotmentsUsed).toBe(3)
    const detail = BookingV1.parse((await call(`/api/v1/bookings/${created?.id}`)).json)
    expect(detail).toMatchObject({
      kind: 'experience',
      allotmentAvailable: true,
      toReference: 'TO-REF-1',
      customerInternalReference: 'INT-1',
      customerPhoneNumber: '+33 6 00 00 00 00',
      note: 'Vegetarian picnic',
      lang: 'fr',
      hotel: null,
      roomsBooked: [],
      totalPrice: 370,
      dmcTotalPriceWithoutPromo: 370,
    })
    expect(detail.cancelConditions).toHaveLength(2)
  })

  it('books an on_request departure as pending with dmcState pending', async () => {
    const response = await book([bookingBody(await priceId(onRequest))])
    expect(response.status).toBe(201)
    expect(ExperienceBookResponseV1.parse(response.json)[0]).toMatchObject({
      state: 'pending',
      dmcState: 'pending',
    })
  })

  it('records lang en when the element sends none (v1 lang is a string, as for a hotel booking)', async () => {
    const response = await book([bookingBody(await priceId(onRequest))])
    expect(response.status).toBe(201)
    const [created] = ExperienceBookResponseV1.parse(response.json)
    const detail = BookingV1.parse((await call(`/api/v1/bookings/${created?.id}`)).json)
    expect(detail.lang).toBe('en')
  })

  it('links the array with one groupUuid (or the one sent), all or nothing', async () => {
    const first = await priceId(freeSale)
    const second = await priceId(onRequest)
    const response = await book([bookingBody(first), bookingBody(second)])
    const bookings = ExperienceBookResponseV1.parse(response.json)
    expect(bookings).toHaveLength(2)
    expect(bookings[0]?.groupUuid).toBe(bookings[1]?.groupUuid)
    const detail = BookingV1.parse((await call(`/api/v1/bookings/${bookings[0]?.id}`)).json)
    expect(detail.groupBookingsIds).toEqual([bookings[1]?.id])
    const uuid = '0b9d3c4e-8f2a-4d7b-9c1e-2a3b4c5d6e7f'
    const chosen = await book([bookingBody(await priceId(freeSale), { groupUuid: uuid })])
    expect(ExperienceBookResponseV1.parse(chosen.json)[0]?.groupUuid).toBe(uuid)

    // The second element fails: nothing is booked, and the first priceId stays usable.
    const good = await priceId(freeSale)
    const before = countBookings()
    const failed = await bookError([bookingBody(good), bookingBody('unknown-price-id')])
    expect(failed).toMatchObject({
      status: 401,
      error: { message: 'Request expired', details: { param: '[1].id' } },
    })
    expect(countBookings()).toBe(before)
    expect((await book([bookingBody(good)])).status).toBe(201)
  })

  it('refuses a priceId booked twice (409) and answers a supplier key 403', async () => {
    const id = await priceId(freeSale)
    expect((await book([bookingBody(id)])).status).toBe(201)
    expect(await bookError([bookingBody(id)])).toMatchObject({
      status: 409,
      error: { code: 'PRICE_ALREADY_BOOKED' },
    })
    expect(await bookError([bookingBody(await priceId(freeSale)), bookingBody(id)])).toMatchObject({
      status: 409,
    })
    expect(await bookError([bookingBody(id)], DEMO_KEYS.dmc1)).toMatchObject({
      status: 403,
      error: { code: 'TOUR_OPERATOR_ONLY' },
    })
  })
})

describe('POST /api/v1/experiences/book: the priceId handshake', () => {
  it('answers 401 "Request expired" once the simulated clock passes expiresAt', async () => {
    const id = await priceId(freeSale)
    await call('/_sandbox/clock', { method: 'POST', key: null, body: { advanceSeconds: 15 * 60 + 1 } })
    expect(await bookError([bookingBody(id)])).toMatchObject({
      status: 401,
      error: { name: 'UnauthorizedError', code: 'REQUEST_EXPIRED', message: 'Request expired' },
    })
  })

  it('answers 401 for an unknown priceId and for another organization’s', async () => {
    expect((await bookError([bookingBody('00000000-0000-4000-8000-000000000000')])).status).toBe(401)
    const theirs = await priceId(freeSale, {}, DEMO_KEYS.to2)
    expect(await bookError([bookingBody(theirs)])).toMatchObject({
      status: 401,
      error: { message: 'Request expired' },
    })
  })

  it('answers 401 for a tampered priceId (offer, organization, expiry, nonce, signature) or another store’s', async () => {
    const id = await priceId(freeSale)
    expect(id.length).toBeLessThanOrEqual(64) // what the booking request takes
    const [offer = '', organization = '', expiry = '', nonce = '', signature = ''] = id.split('.')
    const changed = (text: string): string => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`
    const later = (Number.parseInt(expiry, 36) + 3_600_000).toString(36)
    const tampered = [
      [changed(offer), organization, expiry, nonce, signature], // another frozen offer
      [offer, organization === '2' ? '3' : '2', expiry, nonce, signature], // another organization
      [offer, organization, later, nonce, signature], // a later expiry
      [offer, organization, expiry, changed(nonce), signature], // another nonce (a second booking of one offer)
      [offer, organization, expiry, nonce, changed(signature)],
      [offer, organization, expiry, nonce],
    ].map((parts) => parts.join('.'))
    for (const forgedId of tampered) {
      expect(await bookError([bookingBody(forgedId)])).toMatchObject({
        status: 401,
        error: { code: 'REQUEST_EXPIRED', message: 'Request expired' },
      })
    }
    // The same token under another store's secret (a reset store signs with a new one) is unknown too.
    const other = await startTestSandbox({ port: 0, tickIntervalMs: 0 })
    try {
      const answer = await sandboxClient(other.url)('/api/v1/experiences/book', {
        method: 'POST',
        body: [bookingBody(id)],
      })
      expect(answer.status).toBe(401)
    } finally {
      await other.close()
    }
    // The untouched one still books.
    expect((await book([bookingBody(id)])).status).toBe(201)
  })

  it('requires the priced dates', async () => {
    const id = await priceId(freeSale)
    expect(await bookError([bookingBody(id, { startAt: inDays(server(), 31) })])).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_ERROR', details: { param: '[0].startAt', expected: START() } },
    })
  })

  it('refuses with 409 a departure set stop_sale, or an experience archived, since pricing', async () => {
    const stopped = createExperience(server(), {})
    const id = await priceId(stopped)
    setPeriodState(server(), stopped.periodIds[0] as number, 'stop_sale')
    expect(await bookError([bookingBody(id)])).toMatchObject({ status: 409, error: { code: 'STOP_SALE' } })
    const archived = createExperience(server(), {})
    const archivedId = await priceId(archived)
    archiveExperience(server().sandbox.ctx.db, archived.id, new Date().toISOString())
    expect(await bookError([bookingBody(archivedId)])).toMatchObject({
      status: 409,
      error: { code: 'EXPERIENCE_NOT_BOOKABLE' },
    })
  })

  it('refuses with 409 ALLOTMENT_TAKEN a departure priced with spots that lost them', async () => {
    const scarce = createExperience(server(), { periods: [{ allotments: 3 }] })
    const first = await priceId(scarce)
    const second = await priceId(scarce)
    expect((await book([bookingBody(first)])).status).toBe(201)
    expect(await bookError([bookingBody(second)])).toMatchObject({
      status: 409,
      error: { code: 'ALLOTMENT_TAKEN' },
    })
    // Priced without spots (allotment false): booked on request, holding nothing.
    const third = await priceOf(server(), scarce, { startAt: START(), experienceComposition: FAMILY })
    expect(third.price?.allotment).toBe(false)
    const onRequestBooking = await book([bookingBody(third.price?.priceId as string)])
    expect(ExperienceBookResponseV1.parse(onRequestBooking.json)[0]).toMatchObject({ state: 'pending' })
  })
})

describe('POST /api/v1/experiences/book: travelers', () => {
  it('requires every participant of the priced party (ROOM_OCCUPANCY_MISMATCH)', async () => {
    const id = await priceId(freeSale)
    const cases = [
      TRAVELERS.slice(0, 2),
      [...TRAVELERS, { ...TRAVELERS[0], firstName: 'Extra' }],
      [TRAVELERS[0], TRAVELERS[1], { ...TRAVELERS[2], birthdate: '2014-03-01' }],
      [TRAVELERS[0], { ...TRAVELERS[1], kind: 'child', birthdate: '2018-03-01' }, TRAVELERS[2]],
    ]
    for (const travelers of cases) {
      expect(await bookError([bookingBody(id, { travelers })])).toMatchObject({
        status: 400,
        error: {
          code: 'ROOM_OCCUPANCY_MISMATCH',
          details: {
            param: '[0].travelers',
            expected: { adults: 2, childrenAges: [ageOn('2018-03-01', START())] },
          },
        },
      })
    }
    // Case-insensitive kinds and genders are fine.
    const upper = TRAVELERS.map((traveler) => ({
      ...traveler,
      kind: traveler.kind.toUpperCase(),
      gender: 'FEMALE',
    }))
    expect((await book([bookingBody(id, { travelers: upper })])).status).toBe(201)
  })

  it('answers INVALID_TRAVELER for a kind or gender outside the allowed values, VALIDATION_ERROR for the shape', async () => {
    const id = await priceId(freeSale)
    const infant = [TRAVELERS[0], TRAVELERS[1], { ...TRAVELERS[2], kind: 'infant' }]
    expect(await bookError([bookingBody(id, { travelers: infant })])).toMatchObject({
      status: 400,
      error: { code: 'INVALID_TRAVELER', details: { param: '[0].travelers[2].kind' } },
    })
    const robot = [{ ...TRAVELERS[0], gender: 'robot' }, TRAVELERS[1], TRAVELERS[2]]
    expect((await bookError([bookingBody(id, { travelers: robot })])).error.code).toBe('INVALID_TRAVELER')
    expect(await bookError([bookingBody(id, { customerEmail: undefined })])).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_ERROR', details: { param: '[0].customerEmail' } },
    })
    expect((await bookError(bookingBody(id))).error.code).toBe('VALIDATION_ERROR')
    expect((await bookError([])).error.code).toBe('VALIDATION_ERROR')
  })
})
