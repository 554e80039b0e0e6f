import { describe, expect, it, vi } from 'vitest'
import { readBearerSession } from '../../../src/main/base/bearer-session-store'
import type { ServiceEndpoint } from '../../../src/main/base/environment'
import { manualClock } from '../../support/manual-clock'
import {
  BASE_URL,
  errorResponse,
  jsonResponse,
  replay,
  settle,
  testClient,
  type RecordedRequest,
} from './fakes'

/** The bearer flow against a scripted service on a manual clock: sign-in, refresh before expiry and on a 401. */

const bearerEndpoint: ServiceEndpoint = {
  kind: 'ready',
  environment: 'staging',
  baseUrl: BASE_URL,
  auth: { method: 'bearer', username: 'agent@demo-voyages.test' },
}
const target = { environment: 'staging' as const, baseUrl: BASE_URL }
const tokens = (n: number) =>
  jsonResponse({
    accessToken: `access-${n}`,
    tokenType: 'Bearer',
    expiresIn: 3600,
    refreshToken: `refresh-${n}`,
    createdAt: 1,
  })
const isToken = (request: RecordedRequest) => request.url.pathname === '/api/v1/oauth/token'
const bodyOf = (request: RecordedRequest | undefined) =>
  JSON.parse(request?.body ?? '{}') as Record<string, unknown>

/** A service that issues access-1, access-2... and accepts only the latest one. */
function service(options: { refuseRefresh?: boolean; rejectAll?: boolean } = {}) {
  let issued = 0
  return (request: RecordedRequest): Response => {
    if (isToken(request)) {
      if (bodyOf(request).grantType === 'refresh_token' && options.refuseRefresh)
        return errorResponse(401, 'INVALID_GRANT', 'The refresh token is unknown, expired or already used.')
      issued += 1
      return tokens(issued)
    }
    const ok = !options.rejectAll && request.headers.get('authorization') === `Bearer access-${issued}`
    return ok
      ? replay('hotels-page')
      : errorResponse(401, 'TOKEN_EXPIRED', 'The access token has expired; refresh it.')
  }
}

function bearerClient(script: (request: RecordedRequest) => Response, onSessionEnded = vi.fn()) {
  const clock = manualClock()
  const client = testClient(clock, script, { endpoint: async () => bearerEndpoint, onSessionEnded })
  return { clock, ...client, onSessionEnded }
}

describe('bearer sessions', () => {
  it('signs in once without any key, and keeps the tokens encrypted without the password', async () => {
    const { clock, bearer, requests, secrets, client } = bearerClient(service())
    await settle(clock, bearer.signIn(target, 'agent@demo-voyages.test', 'sandbox-password'))
    expect(requests[0]?.headers.get('x-api-key')).toBeNull()
    expect(requests[0]?.headers.get('authorization')).toBeNull()
    expect(bodyOf(requests[0])).toEqual({ username: 'agent@demo-voyages.test', password: 'sandbox-password' })
    expect(readBearerSession(secrets, 'staging')).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    })
    await settle(clock, client.catalog.hotels())
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer access-1')
  })

  it('refreshes shortly before the access token expires, before sending the request', async () => {
    const { clock, bearer, requests, client } = bearerClient(service())
    await settle(clock, bearer.signIn(target, 'agent@demo-voyages.test', 'pw'))
    clock.advance(3_600_000 - 30_000)
    await settle(clock, client.catalog.hotels())
    expect(
      requests
        .slice(1)
        .map((request) => (isToken(request) ? bodyOf(request) : request.headers.get('authorization'))),
    ).toEqual([{ grantType: 'refresh_token', refreshToken: 'refresh-1' }, 'Bearer access-2'])
  })

  it('on a 401 refreshes once and retries; concurrent calls share that one refresh', async () => {
    let acceptFrom = 1
    let issued = 0
    const { clock, bearer, requests, client } = bearerClient((request) => {
      if (isToken(request)) return tokens((issued += 1))
      const token = Number(request.headers.get('authorization')?.replace('Bearer access-', ''))
      return token >= acceptFrom ? replay('hotels-page') : errorResponse(401, 'TOKEN_EXPIRED', 'Expired.')
    })
    await settle(clock, bearer.signIn(target, 'agent@demo-voyages.test', 'pw'))
    // The service expires access-1 early (its clock ran ahead); the app's clock still thinks it valid.
    acceptFrom = 2
    const pages = await settle(
      clock,
      Promise.all([client.catalog.hotels(), client.catalog.hotels(), client.catalog.hotels()]),
    )
    expect(pages).toHaveLength(3)
    expect(requests.filter(isToken).map((request) => bodyOf(request).grantType ?? 'password')).toEqual([
      'password',
      'refresh_token',
    ])
    const retried = requests.filter((request) => request.headers.get('authorization') === 'Bearer access-2')
    expect(retried).toHaveLength(3)
  })

  it('ends the session when the refresh is refused: one event, a clear error, no loop', async () => {
    const { clock, bearer, requests, client, secrets, onSessionEnded } = bearerClient(
      service({ refuseRefresh: true, rejectAll: true }),
    )
    await settle(clock, bearer.signIn(target, 'agent@demo-voyages.test', 'pw'))
    await expect(settle(clock, client.catalog.hotels())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      signInRequired: true,
    })
    expect(requests.map((request) => (isToken(request) ? 'token' : 'api'))).toEqual(['token', 'api', 'token'])
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
    expect(onSessionEnded).toHaveBeenCalledWith('staging')
    expect(readBearerSession(secrets, 'staging')).toBeNull()
  })

  it('a fresh token refused again is an error, not a second refresh', async () => {
    const { clock, bearer, requests, client, onSessionEnded } = bearerClient(service({ rejectAll: true }))
    await settle(clock, bearer.signIn(target, 'agent@demo-voyages.test', 'pw'))
    await expect(settle(clock, client.catalog.hotels())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      signInRequired: false,
    })
    expect(requests.map((request) => (isToken(request) ? 'token' : 'api'))).toEqual([
      'token',
      'api',
      'token',
      'api',
    ])
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  it('a refresh that cannot reach the service keeps the session for later', async () => {
    let offline = false
    const online = service()
    const { clock, bearer, client, secrets } = bearerClient((request) => {
      if (offline && isToken(request)) throw new TypeError('fetch failed')
      return online(request)
    })
    await settle(clock, bearer.signIn(target, 'agent@demo-voyages.test', 'pw'))
    offline = true
    clock.advance(3_600_000)
    await expect(settle(clock, client.catalog.hotels())).rejects.toMatchObject({ code: 'NETWORK' })
    expect(readBearerSession(secrets, 'staging')).not.toBeNull()
  })
})
