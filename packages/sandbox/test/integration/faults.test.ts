import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { catalogModule } from '../../src/catalog/module'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile({ modules: [catalogModule] })
let call: ReturnType<typeof sandboxClient>
beforeAll(async () => {
  call = sandboxClient(server().url)
})
afterEach(async () => {
  await call('/_sandbox/faults', { method: 'DELETE', key: null })
})

const inject = (body: unknown) => call('/_sandbox/faults', { method: 'POST', key: null, body })

describe('POST /_sandbox/faults', () => {
  it('reads back what was set; fields left out are off; DELETE clears', async () => {
    const set = await inject({ latencyMs: 5, failRate: 0.25 })
    expect(set.json).toEqual({ latencyMs: 5, failRate: 0.25, offline: false, rateLimitPerMinute: null })
    expect((await call('/_sandbox/faults', { key: null })).json).toEqual(set.json)
    const cleared = await call('/_sandbox/faults', { method: 'DELETE', key: null })
    expect(cleared.json).toEqual({ latencyMs: 0, failRate: 0, offline: false, rateLimitPerMinute: null })
  })

  it('refuses out-of-range or unknown fields with 400', async () => {
    for (const body of [
      { failRate: 2 },
      { latencyMs: -1 },
      { offline: 'yes' },
      { rateLimitPerMinute: 0 },
      { bogus: 1 },
    ]) {
      const response = await inject(body)
      expect(response.status).toBe(400)
      expect(ErrorBody.parse(response.json).code).toBe('VALIDATION_ERROR')
    }
  })
})

describe('failRate', () => {
  it('1 makes every /api request answer 503 with the error body; the control plane still answers', async () => {
    await inject({ failRate: 1 })
    for (let i = 0; i < 3; i += 1) {
      const response = await call('/api/v3/countries')
      expect(response.status).toBe(503)
      expect(ErrorBody.parse(response.json)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        name: 'ServiceUnavailableError',
      })
      expect(response.headers.get('x-ratelimit-remaining')).not.toBeNull()
    }
    expect((await call('/_sandbox/clock', { key: null })).status).toBe(200)
    expect((await call('/openapi.json', { key: null })).status).toBe(200)
  })

  it('0.5 fails some and serves some, repeatably', async () => {
    await inject({ failRate: 0.5 })
    const statuses: number[] = []
    for (let i = 0; i < 40; i += 1) statuses.push((await call('/api/v3/countries?perPage=1')).status)
    expect(statuses).toContain(503)
    expect(statuses).toContain(200)
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true)
  })
})

describe('offline', () => {
  it('drops /api connections without an answer until the fault is removed', async () => {
    await inject({ offline: true })
    await expect(
      fetch(`${server().url}/api/v3/countries`, { headers: { 'X-API-Key': 'sandbox-to-key-1' } }),
    ).rejects.toThrow()
    // Only the service is offline: the control plane (and so the way back) still answers.
    expect((await call('/_sandbox/faults', { key: null })).json).toMatchObject({ offline: true })
    await call('/_sandbox/faults', { method: 'DELETE', key: null })
    expect((await call('/api/v3/countries')).status).toBe(200)
  })
})

describe('latencyMs', () => {
  it('holds /api answers back while the control plane answers at once', async () => {
    await inject({ latencyMs: 30_000 })
    const abort = new AbortController()
    let settled = false
    const slow = fetch(`${server().url}/api/v3/countries`, {
      headers: { 'X-API-Key': 'sandbox-to-key-1' },
      signal: abort.signal,
    }).finally(() => {
      settled = true
    })
    // A whole control-plane round trip completes while the delayed request is still pending.
    const clock = await call('/_sandbox/clock', { key: null })
    expect(clock.status).toBe(200)
    expect(settled).toBe(false)
    abort.abort()
    await expect(slow).rejects.toThrow()
  })
})
