import type { z } from 'zod'

/**
 * A declared route as the document writes it: document.ts reads each `app.openapi(createRoute(...))` declaration
 * of the app into one of these (declaredRoutes), then renders them all. Not a registry: nothing registers here.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface RouteDescription {
  method: HttpMethod
  path: string
  summary: string
  /** Groups in the document: 'catalog', 'bookings', 'control plane', ... */
  tags?: string[]
  /** Query parameters: a z.object whose keys are the parameter names. */
  query?: z.ZodObject
  /** Path parameters; absent = every `{param}` is a required string. */
  params?: z.ZodObject
  body?: z.ZodType
  /** Default application/json; e.g. multipart/form-data for uploads. */
  bodyContentType?: string
  /** Success body; absent = no body (e.g. 204 or a raw download). */
  response?: z.ZodType
  /** Default 200. */
  status?: number
  /** Description of the success answer; default the summary. */
  responseDescription?: string
  /** Further success answers (a route declared with several), each like the fields above. */
  otherSuccesses?: ReadonlyArray<
    Pick<RouteDescription, 'status' | 'response' | 'responseContentType' | 'responseDescription'>
  >
  /** Default application/json; e.g. image/png, or every type a download may have. */
  responseContentType?: string | readonly string[]
  /** Error statuses and their bodies (usually ErrorBody). */
  errors?: Record<number, z.ZodType>
  /** Default true for /api routes: X-API-Key or bearer token. */
  auth?: boolean
  /** Kept working but replaced (the spec's versioning table: v1 experience endpoints are deprecated). */
  deprecated?: boolean
}

/** Hono `/hotels/:id{[0-9]+}` -> OpenAPI `/hotels/{id}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')
}
