import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import type { SandboxApp } from './app'
import { json, responses } from './app'
import { buildOpenApiDocument, declaredRoutes } from './document'

export function registerOpenApiRoute(app: SandboxApp): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      tags: ['meta'],
      security: [],
      responses: responses(json(z.record(z.string(), z.unknown()))),
    }),
    // Built per request: modules declare their routes after this one.
    (c) => c.json(buildOpenApiDocument(new URL(c.req.url).origin, declaredRoutes(app))),
  )
}
