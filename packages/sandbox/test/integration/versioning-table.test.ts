import { describe, expect, it } from 'vitest'
import { ExperienceV1Created } from '../../../../src/shared/api/experiences-v1-manage'
import {
  ExperienceV3Response,
  ImageV3List,
  PeriodV3List,
  PromotionV3List,
} from '../../../../src/shared/api/experiences-v3'
import { samplePng, toDataUri } from '../../src/inventory/sample-images'
import { DEMO_KEYS, sandboxClient, type CallOptions } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import { createExperience } from '../../../../test/support/sandbox/experiences.fixtures'
import { failure } from './inventory.fixtures'

/**
 * The spec's versioning table, row by row ("Versioning": v1 experience endpoints keep working, deprecated): each
 * v1 form is sent and its v3 twin reads the same experience back.
 */
const server = sandboxForFile({ hotels: 300 })
const call = (path: string, options: CallOptions = {}) => sandboxClient(server().url)(path, options)
const dmc = (path: string, options: CallOptions = {}) => call(path, { key: DEMO_KEYS.dmc1, ...options })
const v3 = async (id: string) =>
  ExperienceV3Response.parse((await dmc(`/api/v3/experiences/${id}`)).json).data

const V1_BODY = {
  name: 'Walk of the versioning table',
  type: 'Activity',
  difficulty: 'Beginner',
  organizationId: 4,
  summary: 'Created through v1',
  attachments: [{ displayName: 'Cover', imageUrl: toDataUri(samplePng(9), 'image/png'), kind: 'primary' }],
  periods: [
    {
      startAt: '2031-04-01',
      endAt: '2031-09-30',
      price: 80,
      state: 'free_sale',
      availableDays: [1, 1, 1, 1, 1, 0, 0],
      adultPax: [{ price: 80, paxRange: [1, 2] }],
      childrenPax: [{ price: 40, ageRange: [5, 12] }],
    },
  ],
}

describe('the versioning table, v1 against v3', () => {
  it('POST /api/v1/experiences | POST /api/v3/experiences: v1 spellings in, the v3 representation out', async () => {
    const response = await dmc('/api/v1/experiences', { method: 'POST', body: V1_BODY })
    expect(response.status, response.text).toBe(201)
    const { id } = ExperienceV1Created.parse(response.json)
    const created = await v3(id)
    // type Activity | activity; difficulty Beginner | beginner; organizationId in the body | taken from the key.
    expect(created).toMatchObject({
      name: V1_BODY.name,
      type: 'activity',
      difficulty: 'beginner',
      state: 'in_progress',
      organizationId: expect.any(String),
      periodsCount: 1,
      imagesCount: 1,
    })
    expect((await call(`/api/v3/experiences/${id}`, { key: DEMO_KEYS.dmc2 })).status).toBe(404)
    // periods inside the body | /periods; paxRange | minPax, maxPax; ageRange | minAge, maxAge; 1/0 | booleans.
    const periods = PeriodV3List.parse((await dmc(`/api/v3/experiences/${id}/periods`)).json).data
    expect(periods[0]).toMatchObject({
      startAt: '2031-04-01',
      endAt: '2031-09-30',
      state: 'free_sale',
      availableDays: [true, true, true, true, true, false, false],
      adultPrices: [{ price: 80, minPax: 1, maxPax: 2 }],
      childPrices: [{ price: 40, minAge: 5, maxAge: 12 }],
    })
    // pictures inside the body | /images.
    const images = ImageV3List.parse((await dmc(`/api/v3/experiences/${id}/images`)).json).data
    expect(images.map((image) => [image.name, image.primary])).toEqual([['Cover', true]])
  })

  it('PUT /api/v1/experiences/{id} (empty body) | PATCH /api/v3/experiences/{id} (the experience in data)', async () => {
    const { id } = ExperienceV1Created.parse(
      (await dmc('/api/v1/experiences', { method: 'POST', body: { name: 'Twin', type: 'Transfer' } })).json,
    )
    const v1 = await dmc(`/api/v1/experiences/${id}`, { method: 'PUT', body: { summary: 'v1 edit' } })
    expect([v1.status, v1.text]).toEqual([200, ''])
    const patched = await dmc(`/api/v3/experiences/${id}`, {
      method: 'PATCH',
      body: { highlights: 'v3 edit' },
    })
    expect(ExperienceV3Response.parse(patched.json).data).toMatchObject({
      summary: 'v1 edit',
      highlights: 'v3 edit',
      type: 'transfer',
    })
  })

  it('GET /api/v1/promotions/{experienceId}/list | GET /api/v3/experiences/{id}/promotions', async () => {
    const experience = createExperience(server(), {
      organizationId: 3,
      promotions: [{ name: 'Early booking', kind: 'percent', value: 10 }],
    })
    const v1 = await dmc(`/api/v1/promotions/${experience.encodedId}/list`)
    const v3List = PromotionV3List.parse(
      (await dmc(`/api/v3/experiences/${experience.encodedId}/promotions`)).json,
    )
    expect(v1.json).toEqual(v3List.data)
  })

  it('v1 image updates replace the whole collection; v3 image endpoints address one image at a time', async () => {
    const { id } = ExperienceV1Created.parse(
      (await dmc('/api/v1/experiences', { method: 'POST', body: { ...V1_BODY, periods: [] } })).json,
    )
    const [cover] = ImageV3List.parse((await dmc(`/api/v3/experiences/${id}/images`)).json).data
    if (cover === undefined) throw new Error('the v1 create stored no image')
    await dmc(`/api/v3/experiences/${id}/images`, {
      method: 'POST',
      body: { name: 'Second', data: toDataUri(samplePng(10), 'image/png') },
    })
    expect(ImageV3List.parse((await dmc(`/api/v3/experiences/${id}/images`)).json).data).toHaveLength(2)
    await dmc(`/api/v1/experiences/${id}`, { method: 'PUT', body: { attachments: [{ id: cover.id }] } })
    const after = ImageV3List.parse((await dmc(`/api/v3/experiences/${id}/images`)).json).data
    expect(after.map((image) => image.id)).toEqual([cover.id])
  })

  it('marks the v1 experience writes and the v1 promotions list deprecated in the OpenAPI document', async () => {
    const document = (await call('/openapi.json', { key: null })).json as {
      paths: Record<string, Record<string, { deprecated?: boolean }>>
    }
    expect(document.paths['/api/v1/experiences']?.post?.deprecated).toBe(true)
    expect(document.paths['/api/v1/experiences/{id}']?.put?.deprecated).toBe(true)
    expect(document.paths['/api/v1/promotions/{experienceId}/list']?.get?.deprecated).toBe(true)
  })

  it('a v1 create takes only new images, and tour operators cannot write', async () => {
    failure(
      await dmc('/api/v1/experiences', {
        method: 'POST',
        body: { name: 'x', type: 'Activity', attachments: [{ id: 'IMG1', displayName: 'old' }] },
      }),
      400,
    )
    failure(await call('/api/v1/experiences', { method: 'POST', body: { name: 'x', type: 'Activity' } }), 403)
  })

  it('the v1 detail of a program counts its program days', async () => {
    const experience = createExperience(server(), {
      organizationId: 3,
      type: 'program',
      programDays: [
        { accommodationType: 'hotel', hotelIds: [1, 2] },
        { accommodationType: 'no_accommodation' },
      ],
    })
    const detail = await call(`/api/v1/experiences/${experience.encodedId}`, { key: DEMO_KEYS.to1 })
    expect(detail.status, detail.text).toBe(200)
    expect((detail.json as { durationDays: string }).durationDays).toBe('2')
  })
})
