import { createRoute } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  createSandboxApp,
  documented,
  download,
  json,
  jsonBody,
  noContent,
  responses,
  type SandboxApp,
} from '../../src/openapi/app'
import { buildOpenApiDocument, declaredRoutes } from '../../src/openapi/document'
import { ApiError, errorBody } from '../../src/platform/errors'

type Operation = {
  parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> }
  responses: Record<string, { content?: Record<string, unknown> }>
  security: unknown[]
  deprecated?: boolean
}

/** A bare app answering errors as the sandbox's onError does (app.ts). */
function appWithRoutes(): SandboxApp {
  const app = createSandboxApp()
  app.onError((error, c) => {
    const apiError = error instanceof ApiError ? error : new ApiError(500, 'INTERNAL_ERROR', 'failed')
    return c.json(errorBody(apiError, 'test'), apiError.status)
  })
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/v3/things/checked',
      summary: 'A validated query',
      request: { query: z.object({ size: z.enum(['small', 'large']) }) },
      responses: responses(json(z.object({ size: z.string() })), 400),
    }),
    (c) => c.json({ size: c.req.query('size') ?? '' }),
  )
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/v3/things/:id{[0-9]+}',
      summary: 'A thing',
      request: {
        params: documented(z.object({ id: z.string() })),
        query: documented(z.object({ page: z.coerce.number().int().min(1).optional() })),
      },
      responses: responses(json(z.object({ id: z.string() })), 404),
    }),
    // The handler's own parser decides; the declaration only documents.
    (c) => c.json({ id: c.req.param('id') }),
  )
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/things/:id/export',
      summary: 'An old export',
      deprecated: true,
      request: { body: jsonBody(z.object({ format: z.enum(['pdf']) })) },
      responses: responses(download(['application/pdf'])),
    }),
    async (c) => c.body(await c.req.text()),
  )
  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/v3/things/:id',
      summary: 'Replace or create a thing',
      request: { body: jsonBody(z.object({ name: z.string() })) },
      responses: responses(
        [json(z.object({ id: z.string() })), json(z.object({ id: z.string() }), 201)],
        409,
      ),
    }),
    (c) => c.json({ id: c.req.param('id') }, 201),
  )
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/public/things/:id',
      summary: 'A public delete',
      security: [],
      responses: responses(noContent()),
    }),
    (c) => c.body(null, 204),
  )
  return app
}

describe('createSandboxApp', () => {
  it('answers a failed declared query with 400 VALIDATION_ERROR naming the parameter', async () => {
    const response = await appWithRoutes().request('/api/v3/things/checked?size=huge')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { code: string; details: { param: string; issues: unknown[] } }
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.details.param).toBe('size')
    expect(body.details.issues).toHaveLength(1)
    const good = await appWithRoutes().request('/api/v3/things/checked?size=small')
    expect(await good.json()).toEqual({ size: 'small' })
  })

  it('never rejects what is declared for the document only, body included', async () => {
    const app = appWithRoutes()
    const thing = await app.request('/api/v3/things/12?page=zero')
    expect(thing.status).toBe(200)
    // No Content-Type and not JSON: the handler, not the declaration, reads the body.
    const exported = await app.request('/api/v1/things/12/export', { method: 'POST', body: 'raw' })
    expect(exported.status).toBe(200)
    expect(await exported.text()).toBe('raw')
  })

  it('keeps Hono path constraints', async () => {
    const response = await appWithRoutes().request('/api/v3/things/abc')
    expect(response.status).toBe(404)
  })
})

describe('the document of declared routes', () => {
  const document = buildOpenApiDocument(null, declaredRoutes(appWithRoutes())) as {
    paths: Record<string, Record<string, Operation>>
  }

  it('writes paths in OpenAPI form with the real schemas behind documented parameters', () => {
    const thing = document.paths['/api/v3/things/{id}']?.get
    expect(thing?.parameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual([
      'path id',
      'query page',
    ])
    expect(thing?.parameters[1]?.required).toBe(false)
    expect(thing?.parameters[1]?.schema).toMatchObject({ type: 'integer', minimum: 1 })
    expect(Object.keys(thing?.responses ?? {})).toEqual(['200', '401', '404', '429', '500', '503'])
    expect(thing?.security.length).toBeGreaterThan(0)
  })

  it('documents bodies, downloads, 204, public and deprecated routes', () => {
    const exported = document.paths['/api/v1/things/{id}/export']?.post
    expect(exported?.deprecated).toBe(true)
    expect(exported?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { format: { enum: ['pdf'] } },
    })
    expect(exported?.responses['200']?.content).toEqual({ 'application/pdf': {} })
    expect(Object.keys(exported?.responses ?? {})).toContain('413')
    const replaced = document.paths['/api/v3/things/{id}']?.put
    expect(Object.keys(replaced?.responses ?? {})).toEqual([
      '200',
      '201',
      '400',
      '401',
      '409',
      '413',
      '429',
      '500',
      '503',
    ])
    const removed = document.paths['/public/things/{id}']?.delete
    expect(removed?.security).toEqual([])
    expect(removed?.responses['204']?.content).toBeUndefined()
  })
})
