import { describe, expect, it } from 'vitest'
import {
  ExperienceV3Response,
  ImageV3List,
  ImageV3Response,
  PromotionV3List,
  type ExperienceV3,
} from '../../../../src/shared/api/experiences-v3'
import { ExperienceSearchResponseV1 } from '../../../../src/shared/api/experiences-v1'
import { addDays } from '../../../../src/shared/domain/dates'
import { samplePng, toDataUri } from '../../src/inventory/sample-images'
import { DEMO_KEYS, sandboxClient, type CallOptions } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import { createExperience } from '../../../../test/support/sandbox/experiences.fixtures'
import { failure } from './inventory.fixtures'

/**
 * The v1 experience endpoints the versioning table keeps beside v3 (spec, "Versioning" and "Image collection sync on
 * v1 endpoints"), and v3 programs whose length is their program days.
 */
const server = sandboxForFile({ hotels: 300 })
const call = (path: string, options: CallOptions = {}) => sandboxClient(server().url)(path, options)
const dmc = (path: string, options: CallOptions = {}) => call(path, { key: DEMO_KEYS.dmc1, ...options })

const create = async (body: Record<string, unknown>): Promise<ExperienceV3> => {
  const response = await dmc('/api/v3/experiences', { method: 'POST', body })
  expect(response.status, response.text).toBe(201)
  return ExperienceV3Response.parse(response.json).data
}
const fetchOne = async (id: string) =>
  ExperienceV3Response.parse((await dmc(`/api/v3/experiences/${id}`)).json).data
const images = async (id: string) =>
  ImageV3List.parse((await dmc(`/api/v3/experiences/${id}/images`)).json).data
const upload = async (id: string, name: string, seed: number) => {
  const response = await dmc(`/api/v3/experiences/${id}/images`, {
    method: 'POST',
    body: { name, data: toDataUri(samplePng(seed), 'image/png') },
  })
  expect(response.status, response.text).toBe(201)
  return ImageV3Response.parse(response.json).data
}
const putV1 = (id: string, body: unknown, key: string = DEMO_KEYS.dmc1) =>
  call(`/api/v1/experiences/${id}`, { key, method: 'PUT', body })

describe('PUT /api/v1/experiences/{id} (v1 update, deprecated but working)', () => {
  it('changes the fields sent and answers an empty body', async () => {
    const tour = await create({ name: 'Old name', type: 'activity', summary: 'Kept summary' })
    const response = await putV1(tour.id, { name: 'New name', type: 'Activity', difficulty: 'Beginner' })
    expect(response.status, response.text).toBe(200)
    expect(response.text).toBe('')
    const after = await fetchOne(tour.id)
    expect(after).toMatchObject({ name: 'New name', summary: 'Kept summary', difficulty: 'beginner' })
  })

  it('replaces the whole image collection: kept ids renamed, absent ids deleted, entries without id created', async () => {
    const tour = await create({ name: 'Pictures', type: 'activity' })
    const first = await upload(tour.id, 'First', 1)
    await upload(tour.id, 'Second', 2)
    const response = await putV1(tour.id, {
      attachments: [
        { id: first.id, displayName: 'First, renamed' },
        { displayName: 'Third', imageUrl: toDataUri(samplePng(3), 'image/png'), kind: 'primary' },
        { displayName: 'Remote', imageUrl: 'https://images.example.test/a.png' },
      ],
    })
    expect(response.status, response.text).toBe(200)
    const after = await images(tour.id)
    expect(after.map((image) => [image.name, image.primary])).toEqual([
      ['Third', true],
      ['First, renamed', false],
    ])
    expect(after.find((image) => image.name === 'First, renamed')?.id).toBe(first.id)
  })

  it('leaves the images untouched when attachments is omitted, and deletes them all on []', async () => {
    const tour = await create({ name: 'Keep or clear', type: 'activity' })
    await upload(tour.id, 'Only', 4)
    expect((await putV1(tour.id, { summary: 'No attachments key' })).status).toBe(200)
    expect((await images(tour.id)).map((image) => image.name)).toEqual(['Only'])
    expect((await putV1(tour.id, { attachments: [] })).status).toBe(200)
    expect(await images(tour.id)).toEqual([])
  })

  it('refuses a changed type, an unknown attachment id, a tour operator and another supplier', async () => {
    const tour = await create({ name: 'Guarded', type: 'activity' })
    failure(await putV1(tour.id, { type: 'Transfer' }), 409, 'TYPE_CHANGE_NOT_ALLOWED')
    failure(await putV1(tour.id, { attachments: [{ id: 'IMG999999' }] }), 400)
    failure(await putV1(tour.id, { name: 'x' }, DEMO_KEYS.to1), 403, 'SCOPE_NOT_ALLOWED')
    failure(await putV1(tour.id, { name: 'x' }, DEMO_KEYS.dmc2), 404)
    expect((await fetchOne(tour.id)).name).toBe('Guarded')
  })
})

describe('GET /api/v1/promotions/{experienceId}/list', () => {
  it('lists the promotions the v3 endpoint lists, as a bare array, to the owner and to tour operators', async () => {
    const created = createExperience(server(), {
      organizationId: 3,
      promotions: [
        { name: 'Early booking', kind: 'percent', value: 10 },
        { name: 'Midweek', kind: 'amount', value: 15, weekdays: [1, 2, 3, 4] },
      ],
    })
    const v3 = PromotionV3List.parse(
      (await dmc(`/api/v3/experiences/${created.encodedId}/promotions`)).json,
    ).data
    expect(v3).toHaveLength(2)
    const owner = await dmc(`/api/v1/promotions/${created.encodedId}/list`)
    expect(owner.status, owner.text).toBe(200)
    expect(owner.json).toEqual(v3)
    const touroperator = await call(`/api/v1/promotions/${created.encodedId}/list`, { key: DEMO_KEYS.to1 })
    expect(touroperator.json).toEqual(v3)
  })

  it('answers 404 for an experience the caller cannot see', async () => {
    const hidden = createExperience(server(), { organizationId: 3, state: 'in_progress' })
    failure(await call(`/api/v1/promotions/${hidden.encodedId}/list`, { key: DEMO_KEYS.to1 }), 404)
    failure(await call(`/api/v1/promotions/${hidden.encodedId}/list`, { key: DEMO_KEYS.dmc2 }), 404)
    expect((await dmc(`/api/v1/promotions/${hidden.encodedId}/list`)).status).toBe(200)
  })
})

describe('programs created through v3', () => {
  it('report as many durationDays as program days and are priced for those days', async () => {
    const program = await create({ name: 'Three days of Paris', type: 'program', cityId: 1 })
    for (const title of ['Arrival', 'Museums', 'Departure']) {
      const day = await dmc(`/api/v3/experiences/${program.id}/programs`, { method: 'POST', body: { title } })
      expect(day.status, day.text).toBe(201)
    }
    const today = (await call('/_sandbox/clock', { key: null })).json as { now: string }
    const start = addDays(today.now.slice(0, 10), 30)
    const period = await dmc(`/api/v3/experiences/${program.id}/periods`, {
      method: 'POST',
      body: {
        startAt: addDays(start, -20),
        endAt: addDays(start, 60),
        state: 'free_sale',
        price: 300,
        adultPrices: [{ price: 300, minPax: 1, maxPax: 10 }],
      },
    })
    expect(period.status, period.text).toBe(201)
    await dmc(`/api/v3/experiences/${program.id}`, { method: 'PATCH', body: { state: 'available' } })
    expect((await fetchOne(program.id)).durationDays).toBe(3)

    const search = await call('/api/v1/experiences/liste', {
      method: 'POST',
      body: {
        cities: [1],
        types: ['Program'],
        startAt: start,
        endAt: addDays(start, 2),
        experienceComposition: { adults: 2, children: 0, childrenBirthdates: [] },
      },
    })
    expect(search.status, search.text).toBe(200)
    const found = ExperienceSearchResponseV1.parse(search.json).find((result) => result.id === program.id)
    expect(found?.durationDays).toBe(3)
    expect(found?.price).toMatchObject({ price: 600 })
    // A one-day departure is not one of its departures.
    const oneDay = await call('/api/v1/experiences/liste', {
      method: 'POST',
      body: {
        cities: [1],
        types: ['Program'],
        startAt: start,
        endAt: start,
        experienceComposition: { adults: 2, children: 0, childrenBirthdates: [] },
      },
    })
    const single = ExperienceSearchResponseV1.parse(oneDay.json).find((result) => result.id === program.id)
    expect(single?.price ?? null).toBeNull()
  })
})
