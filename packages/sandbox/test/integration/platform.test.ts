import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile, startTestSandbox } from '../../../../test/support/sandbox/start'

const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
beforeAll(async () => {
  call = sandboxClient(server().url)
})

describe('sandbox platform', () => {
  it('answers 401 with the v3 error body when the API key is missing', async () => {
    const response = await call('/api/v3/hotels', { key: null })
    expect(response.status).toBe(401)
    const body = ErrorBody.parse(response.json)
    expect(body).toMatchObject({ name: 'UnauthorizedError', code: 'UNAUTHENTICATED', details: null })
    expect(response.headers.get('x-request-id')).toBe(body.requestId)
  })

  it('answers 401 for an unknown key and 404 with an error body for an unknown route', async () => {
    const bad = await call('/api/v3/hotels', { key: 'nope' })
    expect(bad.status).toBe(401)
    expect(ErrorBody.parse(bad.json).code).toBe('INVALID_API_KEY')
    const missing = await call('/api/v3/nothing-here')
    expect(missing.status).toBe(404)
    expect(ErrorBody.parse(missing.json).code).toBe('ROUTE_NOT_FOUND')
  })

  it('accepts every demo key', async () => {
    for (const key of ['sandbox-to-key-1', 'sandbox-to-key-2', 'sandbox-dmc-key-1', 'sandbox-dmc-key-2']) {
      expect((await call('/api/v3/countries', { key })).status).toBe(200)
    }
  })

  it('gives each request its own id', async () => {
    const a = await call('/api/v3/countries')
    const b = await call('/api/v3/countries')
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'))
  })

  it('refuses to bind anywhere but loopback', async () => {
    await expect(startTestSandbox({ host: '0.0.0.0' })).rejects.toThrow(/loopback/)
  })
})
