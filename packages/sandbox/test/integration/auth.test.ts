import { beforeAll, describe, expect, it } from 'vitest'
import { TokenResponse } from '../../../../src/shared/api/auth'
import { HotelList } from '../../../../src/shared/api/catalog'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile({ clockStart: '2031-03-01T09:00:00.000Z' })
let call: ReturnType<typeof sandboxClient>
const USER = { username: 'agent@demo-voyages.test', password: 'sandbox-password' }

beforeAll(async () => {
  call = sandboxClient(server().url)
})

const login = async (body: unknown = USER) => call('/api/v1/oauth/token', { method: 'POST', key: null, body })
const bearer = (token: string) => ({ key: null, headers: { Authorization: `Bearer ${token}` } })
const errorCode = (json: unknown) => ErrorBody.parse(json).code

describe('POST /api/v1/oauth/token', () => {
  it('returns the token response for the API user, without an API key, createdAt on the simulated clock', async () => {
    // The simulated clock runs on from clockStart: the token is dated between the moments around the call.
    const seconds = () => Math.floor(server().sandbox.ctx.clock.nowMs() / 1000)
    const before = seconds()
    const response = await login()
    const after = seconds()
    expect(response.status).toBe(200)
    const token = TokenResponse.parse(response.json)
    expect(token.tokenType).toBe('Bearer')
    expect(token.expiresIn).toBe(3600)
    expect(token.accessToken).not.toBe(token.refreshToken)
    expect(token.createdAt).toBeGreaterThanOrEqual(before)
    expect(token.createdAt).toBeLessThanOrEqual(after)
    expect(Object.keys(response.json as object).sort()).toEqual(
      ['accessToken', 'createdAt', 'expiresIn', 'refreshToken', 'tokenType'].sort(),
    )
  })

  it('matches the user name case-insensitively but never a wrong password', async () => {
    expect((await login({ ...USER, username: 'Agent@Demo-Voyages.test' })).status).toBe(200)
    const wrong = await login({ ...USER, password: 'nope' })
    expect(wrong.status).toBe(401)
    expect(errorCode(wrong.json)).toBe('INVALID_CREDENTIALS')
    const unknown = await login({ username: 'nobody@x.test', password: 'sandbox-password' })
    expect(errorCode(unknown.json)).toBe('INVALID_CREDENTIALS')
  })

  it('answers 400 for a body without credentials', async () => {
    for (const body of [{}, { username: 'a' }, { username: 1, password: 2 }, []]) {
      const response = await login(body)
      expect(response.status).toBe(400)
      expect(errorCode(response.json)).toBe('VALIDATION_ERROR')
    }
  })

  it('stores tokens hashed in the sandbox store', async () => {
    const token = TokenResponse.parse((await login()).json)
    const rows = server()
      .sandbox.ctx.db.prepare('SELECT access_hash, refresh_hash FROM oauth_tokens')
      .all() as Array<{
      access_hash: string
      refresh_hash: string
    }>
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toContain(token.accessToken)
  })
})

describe('bearer tokens', () => {
  it('work on v3 endpoints for the user organization', async () => {
    const token = TokenResponse.parse((await login()).json)
    const response = await call('/api/v3/hotels?perPage=1', bearer(token.accessToken))
    expect(response.status).toBe(200)
    HotelList.parse(response.json)
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull()
  })

  it('answer 401 INVALID_TOKEN for unknown tokens or a malformed header', async () => {
    const unknown = await call('/api/v3/hotels', bearer('sbx_at_forged'))
    expect(unknown.status).toBe(401)
    expect(errorCode(unknown.json)).toBe('INVALID_TOKEN')
    expect(unknown.headers.get('www-authenticate')).toMatch(/^Bearer/)
    const malformed = await call('/api/v3/hotels', { key: null, headers: { Authorization: 'Basic abc' } })
    expect(errorCode(malformed.json)).toBe('INVALID_TOKEN')
  })

  it('decide over an API key sent beside them', async () => {
    const response = await call('/api/v3/hotels', {
      key: 'sandbox-to-key-1',
      headers: { Authorization: 'Bearer nope' },
    })
    expect(response.status).toBe(401)
  })

  it('expire with the simulated clock: 401 TOKEN_EXPIRED after expiresIn seconds', async () => {
    const token = TokenResponse.parse((await login()).json)
    expect((await call('/api/v3/countries', bearer(token.accessToken))).status).toBe(200)
    await call('/_sandbox/clock', { method: 'POST', key: null, body: { advanceSeconds: token.expiresIn } })
    const expired = await call('/api/v3/countries', bearer(token.accessToken))
    expect(expired.status).toBe(401)
    expect(errorCode(expired.json)).toBe('TOKEN_EXPIRED')
  })
})

describe('refresh exchange', () => {
  it('returns a new pair and rotates the refresh token', async () => {
    const first = TokenResponse.parse((await login()).json)
    const refreshed = await login({ grantType: 'refresh_token', refreshToken: first.refreshToken })
    expect(refreshed.status).toBe(200)
    const second = TokenResponse.parse(refreshed.json)
    expect(second.accessToken).not.toBe(first.accessToken)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect((await call('/api/v3/countries', bearer(second.accessToken))).status).toBe(200)
    const reused = await login({ grantType: 'refresh_token', refreshToken: first.refreshToken })
    expect(reused.status).toBe(401)
    expect(errorCode(reused.json)).toBe('INVALID_GRANT')
  })

  it('renews an expired access token and accepts the OAuth snake_case spelling', async () => {
    const first = TokenResponse.parse((await login()).json)
    await call('/_sandbox/clock', { method: 'POST', key: null, body: { advanceSeconds: 7200 } })
    expect((await call('/api/v3/countries', bearer(first.accessToken))).status).toBe(401)
    const refreshed = await login({ grant_type: 'refresh_token', refresh_token: first.refreshToken })
    const second = TokenResponse.parse(refreshed.json)
    expect((await call('/api/v3/countries', bearer(second.accessToken))).status).toBe(200)
  })

  it('refuses unknown refresh tokens and expired ones (30 days)', async () => {
    expect(errorCode((await login({ grantType: 'refresh_token', refreshToken: 'nope' })).json)).toBe(
      'INVALID_GRANT',
    )
    const token = TokenResponse.parse((await login()).json)
    await call('/_sandbox/clock', { method: 'POST', key: null, body: { advanceSeconds: 31 * 24 * 3600 } })
    const late = await login({ grantType: 'refresh_token', refreshToken: token.refreshToken })
    expect(late.status).toBe(401)
    expect(errorCode(late.json)).toBe('INVALID_GRANT')
  })
})
