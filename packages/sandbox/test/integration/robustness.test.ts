import { beforeAll, describe, expect, it } from 'vitest'
import { HotelList } from '../../../../src/shared/api/catalog'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { catalogModule } from '../../src/catalog/module'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile({ modules: [catalogModule] })
let call: ReturnType<typeof sandboxClient>
beforeAll(async () => {
  call = sandboxClient(server().url)
})

const HOSTILE = [
  "'; DROP TABLE hotels;--",
  '" OR 1=1 --',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '1e309',
  '-1',
  '9'.repeat(40),
  'é'.repeat(150),
  '💥🏨',
  '[]',
  '{}',
]

const expectClientError = (status: number, json: unknown) => {
  expect(status).toBeGreaterThanOrEqual(400)
  expect(status).toBeLessThan(500)
  const body = ErrorBody.parse(json)
  expect(body.message.length).toBeGreaterThan(0)
}

describe('hostile input', () => {
  it('never answers 500 on any parameter of the catalog endpoints', async () => {
    const paths = [
      '/api/v3/hotels?search=',
      '/api/v3/hotels?cities=',
      '/api/v3/hotels?hotels=',
      '/api/v3/hotels?kinds=',
      '/api/v3/hotels?stars=',
      '/api/v3/hotels?sort=',
      '/api/v3/hotels?page=',
      '/api/v3/hotels?perPage=',
      '/api/v3/hotels?locale=',
      '/api/v3/hotels?sustainability=',
      '/api/v3/cities?search=',
      '/api/v3/regions?countries=',
      '/api/v3/countries?scope=',
      '/api/v3/search?types=hotel,city&query=',
      '/api/v3/search?query=paris&types=',
      '/api/v3/search?query=paris&types=hotel&organizationId=',
      '/api/v3/hotels/',
    ]
    for (const path of paths) {
      for (const value of HOSTILE) {
        const response = await call(`${path}${encodeURIComponent(value)}`)
        expect(response.status, `${path}${value}`).not.toBeGreaterThanOrEqual(500)
        if (response.status >= 400) expectClientError(response.status, response.json)
      }
    }
  })

  it('answers long text with a clear 400 and leaves the store intact', async () => {
    const long = await call(`/api/v3/hotels?search=${'a'.repeat(10_000)}`)
    expect(long.status).toBe(400)
    expect(ErrorBody.parse(long.json)).toMatchObject({
      code: 'INVALID_PARAMETER',
      details: { param: 'search' },
    })
    const nul = await call('/api/v3/cities?search=par%00is')
    expect(ErrorBody.parse(nul.json).code).toBe('INVALID_PARAMETER')
    const list = HotelList.parse((await call('/api/v3/hotels?perPage=1')).json)
    expect(list.meta.total).toBe(2400)
    const check = server().sandbox.ctx.db.pragma('integrity_check', { simple: true })
    expect(check).toBe('ok')
  })

  it('answers 4xx, never 500, to unknown ids and unknown routes or methods', async () => {
    for (const path of [
      '/api/v3/hotels/0',
      '/api/v3/hotels/99999999999999',
      '/api/v3/hotels/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/api/v3/nope',
    ]) {
      const response = await call(path)
      expect(response.status).toBe(404)
      ErrorBody.parse(response.json)
    }
    const wrongMethod = await call('/api/v3/hotels', { method: 'DELETE' })
    expectClientError(wrongMethod.status, wrongMethod.json)
  })
})

describe('request bodies', () => {
  const token = (body: string, headers: Record<string, string> = {}) =>
    call('/api/v1/oauth/token', {
      method: 'POST',
      key: null,
      body,
      headers: { 'Content-Type': 'application/json', ...headers },
    })

  it('answers 400 INVALID_JSON to malformed JSON', async () => {
    for (const body of ['{', '{"username": ', 'not json', '\u0000\u0001']) {
      const response = await token(body)
      expect(response.status).toBe(400)
      expect(ErrorBody.parse(response.json).code).toBe('INVALID_JSON')
    }
  })

  it('answers 400 VALIDATION_ERROR with the issues to wrong types', async () => {
    for (const body of [
      'null',
      '42',
      '"x"',
      '{"username": ["a"], "password": {}}',
      '{"grantType": "refresh_token"}',
    ]) {
      const response = await token(body)
      expect(response.status).toBe(400)
      const error = ErrorBody.parse(response.json)
      expect(error.code).toBe('VALIDATION_ERROR')
    }
    const empty = await token('')
    expect(ErrorBody.parse(empty.json).code).toBe('VALIDATION_ERROR')
  })

  it('answers 413 to a body over the limit, JSON or multipart', async () => {
    const huge = 'x'.repeat(9 * 1024 * 1024)
    const json = await token(`{"username":"${huge}","password":"p"}`)
    expect(json.status).toBe(413)
    expect(ErrorBody.parse(json.json)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      name: 'PayloadTooLargeError',
    })
    const multipart = await call('/api/v1/oauth/token', {
      method: 'POST',
      key: null,
      body: 'y'.repeat(17 * 1024 * 1024),
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    expect(multipart.status).toBe(413)
    // The server is still fine afterwards.
    expect((await call('/api/v3/countries')).status).toBe(200)
  })

  it('survives injection-looking credentials', async () => {
    const response = await token(JSON.stringify({ username: "' OR '1'='1", password: "' OR '1'='1" }))
    expect(response.status).toBe(401)
    const tokens = server().sandbox.ctx.db.prepare('SELECT count(*) AS n FROM hotels').get() as { n: number }
    expect(tokens.n).toBe(2400)
  })
})
