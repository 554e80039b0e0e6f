import { describe, expect, it } from 'vitest'
import {
  ExperienceV3,
  ExperienceV3List,
  ExperienceV3Response,
} from '../../../../src/shared/api/experiences-v3'
import { SearchResponse } from '../../../../src/shared/api/search'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { getExperience, isBookable, listExperiences } from '../../src/experiences/experiences.repo'
import { DEMO_KEYS } from '../../../../test/support/sandbox/http-client'
import { toOpenApiPath } from '../../src/openapi/route-description'
import { failure, inventorySandbox } from './inventory.fixtures'

const { server, call, dmc, create, fetchOne } = inventorySandbox()
const search = async (query: string) => {
  const response = await call(`/api/v3/search?query=${encodeURIComponent(query)}&types=experience`)
  expect(response.status).toBe(200)
  return SearchResponse.parse(response.json).data
}
const db = () => server().sandbox.ctx.db

describe('credentials and scope', () => {
  it('answers 401 without a key or with an unknown one', async () => {
    failure(await call('/api/v3/experiences', { key: null }), 401, 'UNAUTHENTICATED')
    failure(
      await call('/api/v3/experiences', {
        key: 'nope',
        method: 'POST',
        body: { name: 'x', type: 'activity' },
      }),
      401,
      'INVALID_API_KEY',
    )
  })

  it('refuses every v3 management call of a tour-operator key with 403 SCOPE_NOT_ALLOWED', async () => {
    const own = await create({ name: 'Scope probe', type: 'program' })
    const base = `/api/v3/experiences/${own.id}`
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/v3/experiences'],
      ['POST', '/api/v3/experiences', { name: 'Nope', type: 'activity' }],
      ['GET', base],
      ['PUT', base, { name: 'Nope', type: 'program' }],
      ['PATCH', base, { name: 'Nope' }],
      ['DELETE', base],
      ['POST', `${base}/periods`, { startAt: '2030-01-01', endAt: '2030-02-01' }],
      ['POST', `${base}/programs`, { title: 'Day' }],
      ['POST', `${base}/extras`, { experienceId: own.id }],
      ['POST', `${base}/images`, { name: 'x', data: 'data:image/png;base64,AAAA' }],
      ['GET', `${base}/promotions`],
    ]
    for (const [method, path, body] of attempts) {
      const response = await call(path, { key: DEMO_KEYS.to1, method, body })
      const error = failure(response, 403, 'SCOPE_NOT_ALLOWED')
      expect(error.message).toMatch(/dmc/)
    }
    // Nothing changed.
    expect((await fetchOne(own.id)).name).toBe('Scope probe')
  })
})

describe('POST /api/v3/experiences', () => {
  it('requires name and type (400 VALIDATION_ERROR) and rejects an unknown type', async () => {
    for (const body of [
      { type: 'activity' },
      { name: 'No type' },
      { name: 'Bad', type: 'Activity' },
      { name: '', type: 'activity' },
    ]) {
      const error = failure(
        await dmc('/api/v3/experiences', { method: 'POST', body }),
        400,
        'VALIDATION_ERROR',
      )
      expect(error.details?.issues).toBeDefined()
    }
    failure(await dmc('/api/v3/experiences', { method: 'POST', body: '{oops' }), 400, 'INVALID_JSON')
  })

  it('creates 201 with the GET shape: owner from the key, in_progress, defaults for the rest', async () => {
    const created = await create({
      name: 'Kayak at dawn',
      type: 'activity',
      organizationId: encodeId('organization', 4),
    })
    expect(created).toMatchObject({
      type: 'activity',
      state: 'in_progress',
      pricingType: 'fit',
      organizationId: encodeId('organization', 3),
      currency: 'EUR',
      guiding: false,
      guidingLanguages: [],
      isReservableAlone: true,
      locale: 'en',
      translations: ['en'],
      periodsCount: 0,
      programsCount: 0,
      extrasCount: 0,
      imagesCount: 0,
    })
    expect(Object.keys(created).sort()).toEqual(Object.keys(ExperienceV3.shape).sort())
    expect(await fetchOne(created.id)).toEqual(created)
  })

  it('starts in_progress: a POST asking for available is refused (400), in_progress is accepted', async () => {
    const refusedBody = { name: 'Straight to sale', type: 'activity', state: 'available' }
    const error = failure(
      await dmc('/api/v3/experiences', { method: 'POST', body: refusedBody }),
      400,
      'VALIDATION_ERROR',
    )
    expect(error.message).toMatch(/PATCH or PUT/)
    const ok = await dmc('/api/v3/experiences', {
      method: 'POST',
      body: { ...refusedBody, state: 'in_progress' },
    })
    expect(ExperienceV3Response.parse(ok.json).data.state).toBe('in_progress')
  })

  it('validates references: city ids (INVALID_LOCATION_ID), theme and segment ids, ranges', async () => {
    const bad = async (body: Record<string, unknown>, code: string) =>
      failure(
        await dmc('/api/v3/experiences', { method: 'POST', body: { name: 'x', type: 'activity', ...body } }),
        400,
        code,
      )
    await bad({ cityId: 'PARIS' }, 'INVALID_LOCATION_ID')
    await bad({ cityId: encodeId('hotel', 1) }, 'INVALID_LOCATION_ID')
    await bad({ themeIds: ['999'] }, 'INVALID_FILTER_VALUE')
    await bad({ segmentIds: [0] }, 'INVALID_FILTER_VALUE')
    await bad({ minPax: 5, maxPax: 2 }, 'VALIDATION_ERROR')
    await bad({ minAge: 18, maxAge: 12 }, 'VALIDATION_ERROR')
    const ok = await create({
      name: 'With refs',
      type: 'activity',
      cityId: 1,
      themeIds: ['2', 3],
      segmentIds: ['1'],
    })
    expect(ok.cityId).toBe(encodeId('city', 1))
    expect(ok.themeIds).toEqual(['2', '3'])
  })
})

describe('visibility and state', () => {
  it('keeps a new experience out of listings until it is available; the owner can always read it', async () => {
    const created = await create({ name: 'Quetzal lagoon floating market', type: 'activity', cityId: 1 })
    const id = decodeId('experience', created.id) as number
    expect(await search('quetzal lagoon')).toEqual([])
    const toView = listExperiences(db(), {
      viewer: { organizationId: 1, scope: 'to' },
      search: 'quetzal lagoon',
    })
    expect(toView.total).toBe(0)
    const ownerView = listExperiences(db(), {
      viewer: { organizationId: 3, scope: 'dmc' },
      search: 'quetzal lagoon',
    })
    expect(ownerView.rows.map((row) => row.id)).toEqual([id])
    failure(await call(`/api/v3/experiences/${created.id}`, { key: DEMO_KEYS.dmc2 }), 404, 'NOT_FOUND')

    const patched = await dmc(`/api/v3/experiences/${created.id}`, {
      method: 'PATCH',
      body: { state: 'available' },
    })
    expect(ExperienceV3Response.parse(patched.json).data.state).toBe('available')
    expect((await search('quetzal lagoon')).map((hit) => hit.id)).toEqual([created.id])
    expect(
      listExperiences(db(), { viewer: { organizationId: 1, scope: 'to' }, search: 'quetzal lagoon' }).total,
    ).toBe(1)
  })

  it('refuses a type change with 409 on PATCH and PUT, and accepts the same type', async () => {
    const created = await create({ name: 'Typed', type: 'transfer' })
    failure(
      await dmc(`/api/v3/experiences/${created.id}`, { method: 'PATCH', body: { type: 'activity' } }),
      409,
      'TYPE_CHANGE_NOT_ALLOWED',
    )
    failure(
      await dmc(`/api/v3/experiences/${created.id}`, {
        method: 'PUT',
        body: { name: 'Typed', type: 'program' },
      }),
      409,
      'TYPE_CHANGE_NOT_ALLOWED',
    )
    const same = await dmc(`/api/v3/experiences/${created.id}`, {
      method: 'PATCH',
      body: { type: 'transfer', summary: 'ok' },
    })
    expect(same.status).toBe(200)
    expect((await fetchOne(created.id)).type).toBe('transfer')
  })

  it('DELETE archives (204): readable by its owner, out of listings and search, no longer bookable or writable', async () => {
    const created = await create({
      name: 'Zephyr ridge archived walk',
      type: 'activity',
      state: 'available',
      cityId: 2,
    })
    expect((await search('zephyr ridge')).length).toBe(1)
    const deleted = await dmc(`/api/v3/experiences/${created.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expect((await fetchOne(created.id)).state).toBe('archived')
    expect(await search('zephyr ridge')).toEqual([])
    const ownList = ExperienceV3List.parse(
      (await dmc('/api/v3/experiences?perPage=1000&search=zephyr ridge')).json,
    )
    expect(ownList.data).toEqual([])
    const archived = ExperienceV3List.parse(
      (await dmc('/api/v3/experiences?states=archived&search=zephyr ridge')).json,
    )
    expect(archived.data.map((item) => item.id)).toEqual([created.id])
    const row = getExperience(db(), decodeId('experience', created.id) as number)
    expect(row !== null && isBookable(row)).toBe(false)
    failure(
      await dmc(`/api/v3/experiences/${created.id}`, { method: 'PATCH', body: { state: 'available' } }),
      409,
      'EXPERIENCE_ARCHIVED',
    )
    failure(
      await dmc(`/api/v3/experiences/${created.id}/periods`, {
        method: 'POST',
        body: { startAt: '2030-01-01', endAt: '2030-01-31' },
      }),
      409,
      'EXPERIENCE_ARCHIVED',
    )
    expect((await dmc(`/api/v3/experiences/${created.id}`, { method: 'DELETE' })).status).toBe(204)
  })
})

describe('other organizations and unknown ids', () => {
  it("answers 404 for another organization's experience on every route, and for unknown or wrong-kind ids", async () => {
    const theirs = ExperienceV3List.parse(
      (await call('/api/v3/experiences?perPage=1', { key: DEMO_KEYS.dmc2 })).json,
    ).data[0] as ExperienceV3
    const base = `/api/v3/experiences/${theirs.id}`
    for (const [method, path, body] of [
      ['GET', base],
      ['PATCH', base, { name: 'mine now' }],
      ['PUT', base, { name: 'mine now', type: theirs.type }],
      ['DELETE', base],
      ['GET', `${base}/periods`],
      ['GET', `${base}/programs`],
      ['GET', `${base}/extras`],
      ['GET', `${base}/images`],
      ['GET', `${base}/promotions`],
    ] as Array<[string, string, unknown?]>) {
      failure(await dmc(path, { method, body }), 404, 'NOT_FOUND')
    }
    expect((await fetchOne(theirs.id, '', DEMO_KEYS.dmc2)).name).toBe(theirs.name)
    failure(await dmc('/api/v3/experiences/999999999'), 404, 'NOT_FOUND')
    failure(await dmc(`/api/v3/experiences/${encodeId('period', 1)}`), 404, 'NOT_FOUND')
  })
})

describe('GET /api/v3/experiences', () => {
  it('lists the caller’s own experiences with pagination meta, filters and collection counts', async () => {
    const page = ExperienceV3List.parse((await dmc('/api/v3/experiences?perPage=5&page=2')).json)
    expect(page.meta).toMatchObject({ currentPage: 2, perPage: 5 })
    expect(page.data).toHaveLength(5)
    expect(page.data.every((item) => item.organizationId === encodeId('organization', 3))).toBe(true)
    const programs = ExperienceV3List.parse(
      (await dmc('/api/v3/experiences?types=program&perPage=1000')).json,
    )
    expect(programs.data.length).toBeGreaterThan(0)
    expect(programs.data.every((item) => item.type === 'program')).toBe(true)
    // Demo programs (those with a supplier reference) come with their days and periods.
    const demo = programs.data.filter((item) => item.dmcReference !== null)
    expect(demo.length).toBeGreaterThan(0)
    expect(
      demo.every((item) => item.programsCount > 0 && item.periodsCount > 0 && item.imagesCount > 0),
    ).toBe(true)
    expect(programs.data.every((item) => item.state !== 'archived')).toBe(true)
    failure(await dmc('/api/v3/experiences?perPage=1001'), 400, 'INVALID_PAGINATION')
    failure(await dmc('/api/v3/experiences?sort=price'), 400, 'INVALID_SORT')
    failure(await dmc('/api/v3/experiences?states=gone'), 400, 'INVALID_FILTER_VALUE')
  })
})

describe('OpenAPI', () => {
  it('describes every inventory route, with the zod schemas of bodies and responses', async () => {
    const response = await call('/openapi.json', { key: null })
    const document = response.json as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>
    }
    const served = server()
      .sandbox.app.routes.filter((route) => route.method !== 'ALL' && /experiences|images/.test(route.path))
      .map((route) => [route.method.toLowerCase(), toOpenApiPath(route.path)] as const)
    expect(served.length).toBeGreaterThanOrEqual(28)
    for (const [method, path] of served)
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined()
    const post = document.paths['/api/v3/experiences']?.post
    expect(post?.requestBody).toBeDefined()
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409']),
    )
    expect(document.paths['/api/v3/hotels/{id}/images']?.post).toBeDefined()
  })
})
