import type { Hono } from 'hono'
import { z } from 'zod'
import type { SandboxEnv } from '../platform/context'
import { buildOpenApiDocument } from './document'
import { describeRoute } from './registry'

export function registerOpenApiRoute(app: Hono<SandboxEnv>): void {
  describeRoute({
    method: 'get',
    path: '/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tags: ['meta'],
    auth: false,
    response: z.record(z.string(), z.unknown()),
  })
  // Built per request: modules may describe routes after the app is assembled.
  app.get('/openapi.json', (c) => c.json(buildOpenApiDocument(new URL(c.req.url).origin)))
}
