import { beforeAll, describe, expect, it } from 'vitest'
import { toOpenApiPath } from '../../src/openapi/route-description'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

// The whole sandbox, every module: the document must cover what the real app serves.
const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let document: {
  openapi: string
  paths: Record<
    string,
    Record<
      string,
      {
        parameters: Array<{ name: string; in: string; required: boolean }>
        responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>
        security: unknown[]
      }
    >
  >
  components: { securitySchemes: Record<string, unknown> }
}
beforeAll(async () => {
  call = sandboxClient(server().url)
  const response = await call('/openapi.json', { key: null })
  expect(response.status).toBe(200)
  document = response.json as typeof document
})

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document with both credentials schemes', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer'])
  })

  it('describes every route the app serves', () => {
    const served = server()
      .sandbox.app.routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`)
    expect(served.length).toBeGreaterThan(10)
    const missing = [...new Set(served)].filter((key) => {
      const [method, path] = key.split(' ') as [string, string]
      return document.paths[path]?.[method] === undefined
    })
    expect(missing).toEqual([])
  })

  it('carries parameters and response schemas generated from the zod wire shapes', () => {
    const hotels = document.paths['/api/v3/hotels']?.get
    const names = hotels?.parameters.map((parameter) => parameter.name) ?? []
    expect(names).toEqual(
      expect.arrayContaining([
        'search',
        'countries',
        'regions',
        'cities',
        'hotels',
        'stars',
        'kinds',
        'styles',
        'sustainability',
        'locale',
        'sort',
        'page',
        'perPage',
      ]),
    )
    const schema = hotels?.responses['200']?.content?.['application/json']?.schema as {
      properties: Record<string, { properties?: Record<string, unknown> }>
    }
    expect(Object.keys(schema.properties)).toEqual(['data', 'meta'])
    expect(Object.keys(schema.properties.meta?.properties ?? {})).toEqual([
      'currentPage',
      'lastPage',
      'perPage',
      'total',
    ])
    expect(hotels?.responses['400']).toBeDefined()
    expect(hotels?.security.length).toBeGreaterThan(0)
    const search = document.paths['/api/v3/search']?.get
    expect(search?.parameters.find((parameter) => parameter.name === 'query')?.required).toBe(true)
    const detail = document.paths['/api/v3/hotels/{id}']?.get
    expect(detail?.parameters.find((parameter) => parameter.in === 'path')?.name).toBe('id')
    expect(document.paths['/_sandbox/clock']?.post?.security).toEqual([])
  })
})
