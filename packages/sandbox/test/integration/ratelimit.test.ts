import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { catalogModule } from '../../src/catalog/module'
import { DEMO_KEYS, sandboxClient } from '../../../../test/support/sandbox/http-client'
import { DEFAULT_RATE_LIMITS } from '../../src/platform/ratelimit'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile({ modules: [catalogModule] })
let call: ReturnType<typeof sandboxClient>
beforeAll(async () => {
  call = sandboxClient(server().url)
})
afterEach(async () => {
  await call('/_sandbox/faults', { method: 'DELETE', key: null })
})

const limitTo = (perMinute: number) =>
  call('/_sandbox/faults', { method: 'POST', key: null, body: { rateLimitPerMinute: perMinute } })

describe('rate-limit headers', () => {
  it('are on every v3 response, success or error, with a stricter search bucket by default', async () => {
    expect(DEFAULT_RATE_LIMITS.search).toBeLessThan(DEFAULT_RATE_LIMITS.general)
    const list = await call('/api/v3/hotels?perPage=1')
    expect(list.headers.get('x-ratelimit-limit')).toBe(String(DEFAULT_RATE_LIMITS.general))
    const remaining = Number(list.headers.get('x-ratelimit-remaining'))
    expect(remaining).toBeLessThan(DEFAULT_RATE_LIMITS.general)
    const next = await call('/api/v3/countries')
    expect(Number(next.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1)
    const search = await call('/api/v3/search?query=paris&types=city')
    expect(search.headers.get('x-ratelimit-limit')).toBe(String(DEFAULT_RATE_LIMITS.search))
    const error = await call('/api/v3/hotels?stars=9')
    expect(error.status).toBe(400)
    expect(error.headers.get('x-ratelimit-limit')).not.toBeNull()
    expect(error.headers.get('x-ratelimit-remaining')).not.toBeNull()
  })
})

describe('429 RATE_LIMIT_EXCEEDED', () => {
  it('answers once the budget is spent, with Retry-After in seconds', async () => {
    expect((await limitTo(3)).status).toBe(200)
    for (let i = 2; i >= 0; i -= 1) {
      const response = await call('/api/v3/countries')
      expect(response.status).toBe(200)
      expect(response.headers.get('x-ratelimit-limit')).toBe('3')
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(i))
    }
    const refused = await call('/api/v3/countries')
    expect(refused.status).toBe(429)
    const body = ErrorBody.parse(refused.json)
    expect(body.code).toBe('RATE_LIMIT_EXCEEDED')
    expect(body.name).toBe('TooManyRequestsError')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0')
  })

  it('counts per organization', async () => {
    await limitTo(2)
    await call('/api/v3/countries')
    await call('/api/v3/countries')
    expect((await call('/api/v3/countries')).status).toBe(429)
    expect((await call('/api/v3/countries', { key: DEMO_KEYS.to2 })).status).toBe(200)
    expect((await call('/api/v3/countries', { key: DEMO_KEYS.dmc1 })).status).toBe(200)
  })

  it('keeps the search bucket apart from the general one', async () => {
    await limitTo(2)
    await call('/api/v3/countries')
    await call('/api/v3/countries')
    expect((await call('/api/v3/countries')).status).toBe(429)
    expect((await call('/api/v3/search?query=rome&types=city')).status).toBe(200)
    expect((await call('/api/v3/search?query=rome&types=city')).status).toBe(200)
    const search = await call('/api/v3/search?query=rome&types=city')
    expect(search.status).toBe(429)
    expect(ErrorBody.parse(search.json).details).toMatchObject({ bucket: 'search' })
  })

  it('lifts when the fault is removed', async () => {
    await limitTo(1)
    await call('/api/v3/countries')
    expect((await call('/api/v3/countries')).status).toBe(429)
    await call('/_sandbox/faults', { method: 'DELETE', key: null })
    const response = await call('/api/v3/countries')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-ratelimit-limit')).toBe(String(DEFAULT_RATE_LIMITS.general))
  })
})
