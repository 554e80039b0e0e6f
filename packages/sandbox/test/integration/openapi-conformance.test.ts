import { beforeAll, describe, expect, it } from 'vitest'
import { OpenApiValidator } from '../../../../test/support/sandbox/openapi-validator'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

/**
 * The document is what users feed to client generators and validating proxies: every $ref resolves inside it,
 * and the points a proxy (Prism) and a linter (@redocly/cli) found are described. The validator that the
 * integration project puts behind every fetch (test/support/sandbox/openapi-setup.ts) really catches answers the
 * document does not describe.
 */
type Json = Record<string, unknown>
const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let document: Json
let validator: OpenApiValidator

beforeAll(async () => {
  call = sandboxClient(server().url)
  document = (await call('/openapi.json', { key: null })).json as Json
  validator = new OpenApiValidator(document)
})

function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found)
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item)
      else refsOf(item, found)
    }
  }
  return found
}

function resolve(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document)
}

const operation = (path: string, method: string): Json =>
  (document.paths as Record<string, Record<string, Json>>)[path]?.[method] as Json

describe('the OpenAPI document, as outside tools read it', () => {
  it('resolves every $ref inside the document (the recursive rooms schema is a component)', () => {
    const refs = refsOf(document)
    expect(refs).toContain('#/components/schemas/RoomAvailability')
    const unresolved = [...new Set(refs)].filter((ref) => !ref.startsWith('#/') || resolve(ref) === undefined)
    expect(unresolved).toEqual([])
    expect(JSON.stringify(document)).not.toContain('"$defs"')
  })

  it('declares rooms as one deep-object query parameter', () => {
    const parameters = operation('/api/v3/hotels/availability', 'get').parameters as Json[]
    expect(parameters.filter((parameter) => String(parameter.name).startsWith('rooms'))).toEqual([
      expect.objectContaining({
        name: 'rooms',
        in: 'query',
        required: true,
        style: 'deepObject',
        explode: true,
      }),
    ])
    // Descriptions from .describe() stay in the schemas beside the component names.
    const rooms = parameters.find((parameter) => parameter.name === 'rooms')?.schema as Json
    expect(rooms.description).toMatch(/deep object/)
  })

  it('lists the auth, rate-limit and fault errors of every /api operation, and the multipart upload body', () => {
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
      if (!path.startsWith('/api/') || path === '/api/v1/oauth/token') continue
      for (const entry of Object.values(methods)) {
        expect(Object.keys(entry.responses as Json), path).toEqual(
          expect.arrayContaining(['401', '429', '500', '503']),
        )
      }
    }
    const upload = operation('/api/v1/bookings/{bookingId}/documents', 'put').requestBody as Json
    const multipart = (upload.content as Record<string, { schema: Json }>)['multipart/form-data']
    expect(multipart?.schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
    })
  })
})

describe('the validator behind every integration test', () => {
  it('passes a real answer and the v3 booking envelope with meta null', async () => {
    const hotels = await call('/api/v3/hotels?perPage=2')
    const url = new URL(`${server().url}/api/v3/hotels?perPage=2`)
    expect(validator.check('GET', url, 200, 'application/json', hotels.text)).toEqual([])
    const created = operation('/api/v3/bookings', 'post').responses as Record<string, Json>
    const schema = (created['201']?.content as Record<string, { schema: Json }>)['application/json']?.schema
    expect(Object.keys(schema?.properties as Json)).toEqual(['data', 'meta'])
  })

  it('reports a broken field, an unlisted status, an undeclared content type and an unknown route', async () => {
    await call('/_sandbox/faults', {
      method: 'POST',
      key: null,
      body: { malformed: { pathPrefix: '/api/v3/hotels', mutation: 'wrongType', field: 'data.*.stars' } },
    })
    const broken = await call('/api/v3/hotels?perPage=2')
    await call('/_sandbox/faults', { method: 'DELETE', key: null })
    expect(broken.headers.get('X-Sandbox-Fault')).toBe('malformed')
    const url = new URL(`${server().url}/api/v3/hotels?perPage=2`)
    expect(validator.check('GET', url, 200, 'application/json', broken.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/data\/0\/stars must be/)]),
    )
    expect(validator.check('GET', url, 418, 'application/json', '{}')).toEqual([
      'status 418 is not listed for GET /api/v3/hotels',
    ])
    expect(validator.check('GET', url, 200, 'text/html', '<p>')).toEqual([
      'content type text/html is not declared (application/json)',
    ])
    expect(
      validator.check('GET', new URL(`${server().url}/api/v9/nothing`), 200, 'application/json', '{}'),
    ).toEqual(['GET /api/v9/nothing is not in the document'])
  })
})
