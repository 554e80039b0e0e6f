import { beforeAll, describe, expect, it } from 'vitest'
import { ExperienceDetailV1, ExperienceOrganizationsV1 } from '../../../../src/shared/api/experiences-v1'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { findHotelIds } from '../../src/catalog/hotels.repo'
import { encodeId } from '../../../../src/shared/domain/ids'
import { DEMO_KEYS, sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import {
  createExperience,
  liste,
  PARIS,
  type CreatedExperience,
} from '../../../../test/support/sandbox/experiences.fixtures'

const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let walk: CreatedExperience
let addOn: CreatedExperience

beforeAll(async () => {
  call = sandboxClient(server().url)
  addOn = createExperience(server(), { type: 'extra', name: 'Fixture photo pack' })
  walk = createExperience(server(), {
    name: 'Fixture canal walk',
    extras: [addOn.id],
    guiding: true,
    periods: [
      { state: 'free_sale', allotments: 30, availableDays: 0b0011111 },
      { state: 'on_request', from: -100, to: -20 },
    ],
  })
})

async function detail(id: string, key?: string, query = '') {
  const response = await call(`/api/v1/experiences/${id}${query}`, { key })
  return response
}

describe('GET /api/v1/experiences/{id}', () => {
  it('answers the full v1 detail: v1 casings, string durations, v1 periods with 1/0 flags and ranges', async () => {
    const response = await detail(walk.encodedId)
    expect(response.status).toBe(200)
    const body = ExperienceDetailV1.parse(response.json)
    expect(body).toMatchObject({
      id: walk.encodedId,
      name: 'Fixture canal walk',
      type: 'Activity',
      state: 'available',
      durationDays: '0',
      durationHours: '3',
      durationMinutes: '0',
      isRepeatable: 'false',
      guiding: true,
      currency: 'EUR',
      organizationId: encodeId('organization', 3),
      organizationName: 'Atlas Ground Services',
      organizationBookingReceptionEmail: 'reservations@atlas-ground.test',
      inCity: { id: encodeId('city', PARIS), title: 'Paris', country: { title: 'France' } },
      hasToRequest: false,
    })
    // The past period is gone; the current one in v1 form.
    expect(body.periods).toHaveLength(1)
    expect(body.periods[0]).toMatchObject({
      id: encodeId('period', walk.periodIds[0] as number),
      availableDays: [1, 1, 1, 1, 1, 0, 0],
      state: 'free_sale',
      periodType: 'flexible',
      allotments: '30',
      allotmentsUsed: '0',
      minPax: 1,
      maxPax: 20,
      adultPax: [
        { price: 100, paxRange: [1, 1] },
        { price: 90, paxRange: [2, 4] },
        { price: 80, paxRange: [5, 20] },
      ],
      childrenPax: [
        { price: 0, ageRange: [0, 3] },
        { price: 50, ageRange: [4, 11] },
      ],
    })
    expect(body.extras).toEqual([
      {
        id: addOn.encodedId,
        name: 'Fixture photo pack',
        cancellationPolicies: expect.any(String),
        recommendations: [],
        required: [],
        suggested: [],
      },
    ])
    expect(body.themes).toEqual([{ id: '1', displayName: 'Culture' }])
  })

  it('validates every demo experience a tour operator can see; unlimited allotments read "unlimited"', async () => {
    const results = await liste(server(), { cities: [PARIS] })
    let unlimited = 0
    for (const result of results.slice(0, 25)) {
      const body = ExperienceDetailV1.parse((await detail(result.id, undefined, '?locale=fr')).json)
      expect(body.difficulty === null || /^[A-Z]/.test(body.difficulty)).toBe(true)
      unlimited += body.periods.filter((period) => period.allotments === 'unlimited').length
    }
    expect(unlimited).toBeGreaterThan(0)
  })

  it('answers 404 to a tour operator for in-progress, archived, unknown or malformed ids; the owner reads its own', async () => {
    const draft = createExperience(server(), { state: 'in_progress' })
    const archived = createExperience(server(), { state: 'archived' })
    for (const id of [
      draft.encodedId,
      archived.encodedId,
      encodeId('experience', 999_999),
      encodeId('hotel', 1),
    ]) {
      const response = await detail(id)
      expect(response.status).toBe(404)
      expect(ErrorBody.parse(response.json).code).toBe('NOT_FOUND')
    }
    expect((await call('/api/v1/experiences/not-an-id')).status).toBe(404)
    expect((await detail(draft.encodedId, DEMO_KEYS.dmc1)).status).toBe(200)
    expect((await detail(draft.encodedId, DEMO_KEYS.dmc2)).status).toBe(404)
    // Raw numeric ids work too.
    expect((await detail(String(walk.id))).status).toBe(200)
  })
})

describe('GET /api/v1/experiences/{id}: program days', () => {
  it('gives a program its days in order, each with its id, accommodation and alternative hotels', async () => {
    const hotelIds = findHotelIds(server().sandbox.ctx.db, { cities: [PARIS] }).slice(0, 2)
    expect(hotelIds).toHaveLength(2)
    const program = createExperience(server(), {
      type: 'program',
      name: 'Fixture detail three days',
      durationDays: 3,
      programDays: [
        { accommodationType: 'hotel', hotelIds },
        { accommodationType: 'hotel' },
        { accommodationType: null },
      ],
    })
    const body = ExperienceDetailV1.parse((await detail(program.encodedId)).json)
    expect(body.type).toBe('Program')
    expect(body.programDays.map((day) => day.day)).toEqual([1, 2, 3])
    expect(body.programDays.map((day) => day.id)).toEqual(
      program.programIds.map((id) => encodeId('program', id)),
    )
    expect(new Set(body.programDays.map((day) => day.id)).size).toBe(3)
    expect(body.programDays[0]).toMatchObject({ accommodationType: 'hotel' })
    expect(body.programDays[0]?.hotels.map((hotel) => hotel.id)).toEqual(
      hotelIds.map((id) => encodeId('hotel', id)),
    )
    for (const hotel of body.programDays[0]?.hotels ?? []) {
      expect(hotel.name).not.toBe('')
      expect(hotel.cityTitle).toBe('Paris')
    }
    expect(body.programDays[2]).toMatchObject({ accommodationType: null, hotels: [] })
    // Not a program: no days.
    expect(ExperienceDetailV1.parse((await detail(walk.encodedId)).json).programDays).toEqual([])
  })
})

describe('GET /api/v1/experiences/{id}/organizations', () => {
  it('lists the tour operators of the caller side that can book it', async () => {
    const response = await call(`/api/v1/experiences/${walk.encodedId}/organizations`)
    expect(response.status).toBe(200)
    expect(ExperienceOrganizationsV1.parse(response.json)).toEqual([
      { id: encodeId('organization', 1), displayName: 'Demo Voyages' },
      { id: encodeId('organization', 2), displayName: 'Demo Voyages Nord' },
    ])
    const draft = createExperience(server(), { state: 'in_progress' })
    expect((await call(`/api/v1/experiences/${draft.encodedId}/organizations`)).status).toBe(404)
  })
})
