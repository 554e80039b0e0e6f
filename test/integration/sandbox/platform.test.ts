import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server'

let server: SandboxServer
beforeAll(async () => {
  server = await startSandboxServer()
})
afterAll(async () => {
  await server.close()
})

describe('sandbox platform', () => {
  it('answers 401 with the v3 error body when the API key is missing', async () => {
    const response = await fetch(`${server.url}/api/v3/hotels`)
    expect(response.status).toBe(401)
    const body = await response.json()
    expect(body).toMatchObject({ name: 'UnauthorizedError', code: 'UNAUTHENTICATED', details: null })
    expect(typeof body.requestId).toBe('string')
    expect(response.headers.get('x-request-id')).toBe(body.requestId)
  })

  it('answers 401 for an unknown key and 404 with an error body for an unknown route', async () => {
    const bad = await fetch(`${server.url}/api/v3/hotels`, { headers: { 'X-API-Key': 'nope' } })
    expect(bad.status).toBe(401)
    expect((await bad.json()).code).toBe('INVALID_API_KEY')
    const missing = await fetch(`${server.url}/api/v3/nothing-here`, {
      headers: { 'X-API-Key': 'sandbox-to-key-1' },
    })
    expect(missing.status).toBe(404)
    expect((await missing.json()).code).toBe('ROUTE_NOT_FOUND')
  })

  it('refuses to bind anywhere but loopback', async () => {
    await expect(startSandboxServer({ host: '0.0.0.0' })).rejects.toThrow(/loopback/)
  })
})
