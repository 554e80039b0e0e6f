import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import { z } from 'zod'
import { ErrorBody } from '../../../../src/shared/api/errors'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { badRequest } from '../platform/errors'
import { paramPath, shapeIssues } from '../platform/validation'

/**
 * Every sandbox route is declared once, with @hono/zod-openapi: `app.openapi(createRoute({...}), handler)`. The
 * declaration registers the route with Hono and records it in `app.openAPIRegistry`, from which GET /openapi.json
 * is written (document.ts renders each declared zod schema with zod 4's own JSON Schema output, the dialect the
 * document always had). There is no other list of routes.
 *
 *   app.openapi(
 *     createRoute({
 *       method: 'get',
 *       path: '/api/v3/hotels/:id{[0-9A-Z]+}',      // Hono's form: constraints keep working; the document says {id}
 *       summary: 'One hotel of the catalog',
 *       tags: ['catalog'],
 *       request: { params: z.object({ id: z.string() }), query: documented(HotelDetailQuery) },
 *       responses: responses(json(HotelDetail), 400, 404),
 *     }),
 *     (c) => c.json(...),
 *   )
 *
 * The rules:
 * - **Paths** are written as Hono writes them (`:id`, `:id{[0-9A-Z]+}`), never `{id}`: a constraint decides which of
 *   /api/v3/hotels/availability and /api/v3/hotels/:id answers. Routes match in the order they are declared.
 * - **Behaviour is the handler's.** A schema in `request.params/query` is validated before the handler, and a
 *   failure answers through `defaultHook` below: 400 VALIDATION_ERROR, details { param, issues }, the shape of
 *   readJsonBody's. Use a real schema only where that is exactly today's answer. Where the handler's own parser
 *   gives a spec code (INVALID_PAGINATION, INVALID_LOCATION_ID, ...), or a message of its own, declare the
 *   parameters for the document only: `query: documented(HotelListQuery)` never rejects, and the handler keeps
 *   parsing `c.req.url` as before.
 * - **Bodies** are always document-only: `body: jsonBody(Schema)` or `body: multipartBody(Schema)`, and the handler
 *   reads them as today (readJsonBody: INVALID_JSON, VALIDATION_ERROR, no Content-Type required). A zod schema
 *   placed directly in `request.body.content` would make @hono/zod-openapi check the Content-Type (415) first.
 * - **Success responses**: `json(Schema)` (200), `json(Schema, 201)`, `download(['application/pdf'])` (bytes of
 *   the listed media types, any schema), `noContent()` (204). Pass them to `responses(success, ...errorStatuses)`,
 *   whose errors are ErrorBody. Every /api route also documents 401 and 429 (when secured), 500 and 503, and 400
 *   and 413 when it takes a body: document.ts adds them, so a declaration lists only its own errors.
 * - **Auth**: /api routes are secured by default (X-API-Key or bearer, the two security schemes); a public route
 *   says `security: []`.
 * - **Deprecated** v1 routes say `deprecated: true`.
 * - Handlers may return any Response (c.json, c.body): `responses()` is typed loosely on purpose, so that the
 *   handler keeps its own statuses and downloads.
 */
export type SandboxApp = OpenAPIHono<SandboxEnv>

/** What each module's `registerXRoutes(app, ctx)` has the shape of. */
export type RegisterRoutes = (app: SandboxApp, ctx: SandboxContext) => void

export function createSandboxApp(): SandboxApp {
  return new OpenAPIHono<SandboxEnv>({
    defaultHook: (result) => {
      // Thrown, so that app.onError writes the error body (request id, headers) like every other error.
      if (!result.success) throw validationFailure(result.error, result.target)
    },
  })
}

function validationFailure(error: z.ZodError, target: string): Error {
  if (target === 'json' || target === 'form') {
    return badRequest('VALIDATION_ERROR', 'The request body does not match the expected shape.', {
      issues: shapeIssues(error),
    })
  }
  const first = error.issues[0]
  const param = first === undefined ? target : paramPath(first.path)
  return badRequest('VALIDATION_ERROR', `Invalid parameter ${param}: ${first?.message ?? 'invalid'}.`, {
    param,
    issues: shapeIssues(error),
  })
}

type DocumentOnly = { schema: z.ZodType; contentType: string }
const DOCUMENT_ONLY = new WeakMap<object, DocumentOnly>()

/** The schema the document shows for a declared `request` part (the real one behind `documented`, `jsonBody`). */
export function documentedSchema(declared: object): z.ZodType | undefined {
  if (declared instanceof z.ZodType) return DOCUMENT_ONLY.get(declared)?.schema ?? declared
  return DOCUMENT_ONLY.get(declared)?.schema
}

/**
 * Path or query parameters described in the document but not validated: the handler parses them with the spec's
 * own codes. The route's validator accepts any object.
 */
export function documented<S extends z.ZodObject>(schema: S): z.ZodObject {
  const placeholder = z.looseObject({})
  DOCUMENT_ONLY.set(placeholder, { schema, contentType: '' })
  return placeholder
}

function documentOnlyBody(schema: z.ZodType, contentType: string) {
  // Not a zod schema, so @hono/zod-openapi neither validates it nor checks the request's Content-Type.
  const placeholder: Record<string, never> = {}
  DOCUMENT_ONLY.set(placeholder, { schema, contentType })
  return { required: true, content: { [contentType]: { schema: placeholder } } }
}

/** A JSON body, validated by the handler (readJsonBody) with the same schema. */
export const jsonBody = (schema: z.ZodType) => documentOnlyBody(schema, 'application/json')
/** A multipart/form-data upload, read by the handler; the schema describes its fields. */
export const multipartBody = (schema: z.ZodType) => documentOnlyBody(schema, 'multipart/form-data')

type Responses = RouteConfig['responses']
type Success = { status: number; response: Responses[string] }

// A success answer without a description is described by the route's summary.
const described = (description: string | undefined) => (description === undefined ? {} : { description })

/** A JSON success answer (default 200). */
export function json(schema: z.ZodType, status = 200, description?: string): Success {
  return { status, response: { ...described(description), content: { 'application/json': { schema } } } }
}

/** Bytes of one of these media types (a PDF, a spreadsheet, an image). */
export function download(contentTypes: readonly string[], status = 200, description?: string): Success {
  return {
    status,
    response: {
      ...described(description),
      content: Object.fromEntries(contentTypes.map((type) => [type, {}])),
    },
  }
}

export function noContent(description?: string): Success {
  return { status: 204, response: described(description) }
}

/** One success and the route's own error statuses (ErrorBody); document.ts adds the ones every route has. */
export function responses(success: Success | readonly Success[], ...errorStatuses: number[]): Responses {
  const out: Responses = {}
  for (const item of Array.isArray(success) ? success : [success as Success])
    out[String(item.status)] = item.response
  for (const status of errorStatuses)
    out[String(status)] = {
      description: `Error ${status}`,
      content: { 'application/json': { schema: ErrorBody } },
    }
  return out
}
