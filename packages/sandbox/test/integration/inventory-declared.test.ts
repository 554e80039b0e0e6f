import { describe, expect, it } from 'vitest'
import { ClockState, FaultsState } from '../../src/control/schemas'
import { declaredRoutes } from '../../src/openapi/document'
import { DEMO_KEYS } from '../../../../test/support/sandbox/http-client'
import { failure, inventorySandbox } from './inventory.fixtures'

/**
 * The inventory and control-plane routes are declared with @hono/zod-openapi, their parameters and bodies for the
 * document only. These answers are the ones a validating declaration would change: the order of checks (scope,
 * then the resource, then the body), the handlers' own codes, and bodies read whatever their Content-Type.
 */
const { server, call, dmc, create } = inventorySandbox()

describe('declared inventory and control routes', () => {
  it('are declared on the app, each method and path once', () => {
    const declared = declaredRoutes(server().sandbox.app).map((route) => `${route.method} ${route.path}`)
    const expected = [
      'get /api/v3/experiences',
      'post /api/v3/experiences',
      'delete /api/v3/experiences/{id}',
      'patch /api/v3/experiences/{id}/periods/{periodId}',
      'put /api/v3/experiences/{id}/programs/{programId}',
      'get /_sandbox/images/experiences/{file}',
      'post /_sandbox/clock',
      'get /_sandbox/caller',
      'delete /_sandbox/faults',
      'post /_sandbox/reset',
    ]
    expect(declared).toEqual(expect.arrayContaining(expected))
    expect(new Set(declared).size).toBe(declared.length)
  })

  it('check the scope, then the experience, before the body', async () => {
    const scope = await call('/api/v3/experiences', { key: DEMO_KEYS.to1, method: 'POST', body: '{nope' })
    failure(scope, 403, 'SCOPE_NOT_ALLOWED')
    const missing = await dmc('/api/v3/experiences/ZZZZZ9/periods', { method: 'POST', body: '{nope' })
    failure(missing, 404, 'NOT_FOUND')
    const experience = await create({ name: 'Order of checks', type: 'program' })
    const malformed = await dmc(`/api/v3/experiences/${experience.id}/programs`, {
      method: 'POST',
      body: '{nope',
    })
    failure(malformed, 400, 'INVALID_JSON')
  })

  it("answer the handlers' own codes for parameters", async () => {
    const experience = await create({ name: 'Own codes', type: 'program' })
    const locale = await dmc(`/api/v3/experiences/${experience.id}/programs?locale=qq`, {
      method: 'POST',
      body: { title: 'Day one' },
    })
    expect(failure(locale, 400, 'INVALID_PARAMETER').details).toMatchObject({ param: 'locale' })
    failure(await dmc(`/api/v3/experiences/${experience.id}/periods?page=0`), 400, 'INVALID_PAGINATION')
    failure(await dmc('/api/v3/experiences?sort=nope'), 400, 'INVALID_SORT')
    // A read never fails on its locale.
    expect((await dmc(`/api/v3/experiences/${experience.id}?locale=not-a-locale`)).status).toBe(200)
    failure(await call('/_sandbox/images/experiences/not-an-image.txt', { key: null }), 404, 'NOT_FOUND')
  })

  it('read JSON bodies whatever their Content-Type', async () => {
    const created = await dmc('/api/v3/experiences', {
      method: 'POST',
      body: JSON.stringify({ name: 'Sent as text', type: 'activity' }),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(created.status).toBe(201)
    const empty = await dmc('/api/v3/experiences', { method: 'POST', body: '' })
    expect(failure(empty, 400, 'VALIDATION_ERROR').message).toBe('The request body is missing.')
    const clock = await call('/_sandbox/clock', {
      key: null,
      method: 'POST',
      body: JSON.stringify({ advanceSeconds: 0 }),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(clock.status).toBe(200)
    ClockState.parse(clock.json)
    const faults = await call('/_sandbox/faults', {
      key: null,
      method: 'POST',
      body: JSON.stringify({ latencyMs: 0 }),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(FaultsState.parse(faults.json).latencyMs).toBe(0)
    failure(await call('/_sandbox/faults', { key: null, method: 'POST', body: '{x' }), 400, 'INVALID_JSON')
  })

  it('keep /_sandbox/caller behind credentials', async () => {
    failure(await call('/_sandbox/caller', { key: null }), 401)
    const caller = await call('/_sandbox/caller', { key: DEMO_KEYS.dmc1 })
    expect(caller.json).toMatchObject({ scope: 'dmc' })
  })
})
