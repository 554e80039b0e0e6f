import { z } from 'zod'
import { RoomAvailability } from '../../../../src/shared/api/availability'
import { ErrorBody } from '../../../../src/shared/api/errors'
import type { RouteConfig } from '@hono/zod-openapi'
import { documentedSchema, type SandboxApp } from './app'
import { toOpenApiPath, type HttpMethod, type RouteDescription } from './route-description'

/**
 * Builds the OpenAPI 3.1 document from the routes the app declared (`app.openapi(createRoute(...))`, read back
 * from `app.openAPIRegistry`: the only list of routes). Schemas come from the shared zod wire shapes through zod 4's JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1), so the document cannot drift from what
 * the sandbox validates. Shared and recursive schemas live once in components.schemas: a `$ref` inside an
 * embedded schema resolves against the whole document, so a schema's own `$defs` would point nowhere.
 */
type JsonSchema = Record<string, unknown>

/** Schemas written once under components.schemas, by name. Recursive ones must be named here. */
const NAMED = new Map<z.ZodType, string>([
  [ErrorBody, 'ErrorBody'],
  [RoomAvailability, 'RoomAvailability'],
])

/**
 * The global registry (descriptions, `.meta()`) plus the component names above. A registry of our own would hide
 * the global one, and adding ids to the global one would change every other JSON Schema the process writes.
 * toJSONSchema only calls `get`.
 */
const METADATA = {
  get(schema: z.ZodType): Record<string, unknown> | undefined {
    const id = NAMED.get(schema)
    const global = z.globalRegistry.get(schema)
    return id === undefined ? global : { ...global, id }
  },
} as unknown as typeof z.globalRegistry

/** What every /api route may answer besides its own errors (auth, rate limit, faults, body limits, bugs). */
const SECURED_ERRORS = [401, 429] as const
const API_ERRORS = [500, 503] as const
const BODY_ERRORS = [400, 413] as const
/** The control plane refuses callers that are not on loopback (403 LOOPBACK_ONLY). */
const CONTROL_ERRORS = [403] as const

class ComponentCollector {
  readonly schemas: Record<string, JsonSchema> = {}

  /** A zod schema as an inline JSON Schema whose `$defs` moved to components.schemas. */
  toSchema(schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
      metadata: METADATA,
    }) as JsonSchema
    delete json.$schema
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>
    delete json.$defs
    const names = new Map<string, string>()
    for (const [key, def] of Object.entries(defs))
      names.set(key, this.add(key.startsWith('__') ? owner : key, def))
    const rewritten = rewriteRefs(json, names) as JsonSchema
    for (const [key, name] of names) this.schemas[name] = rewriteRefs(defs[key], names) as JsonSchema
    return rewritten
  }

  private add(base: string, def: JsonSchema): string {
    const text = JSON.stringify(def)
    for (let index = 0; ; index += 1) {
      const name = index === 0 ? base : `${base}${index + 1}`
      const existing = this.schemas[name]
      if (existing === undefined || JSON.stringify(existing) === text) return name
    }
  }
}

/** zod's names for string checks that it also writes as `pattern`; no JSON Schema format has them. */
const ZOD_ONLY_FORMATS = new Set(['starts_with', 'ends_with', 'includes'])

/** `$defs` refs -> components refs; zod-only formats dropped (their `pattern` stays). */
function rewriteRefs(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, names))
  if (value === null || typeof value !== 'object') return value
  const out: JsonSchema = {}
  for (const [key, item] of Object.entries(value)) {
    if (key === 'format' && typeof item === 'string' && ZOD_ONLY_FORMATS.has(item)) continue
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')) {
      const name = names.get(item.slice('#/$defs/'.length)) ?? item.slice('#/$defs/'.length)
      out[key] = `#/components/schemas/${name}`
    } else out[key] = rewriteRefs(item, names)
  }
  return out
}

function operationId(route: RouteDescription): string {
  return `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`
}

/** Lists are accepted repeated, as name[] / name[i], or comma-separated. */
const LIST_PARAMETER = /^(countries|regions|cities|hotels|kinds|styles|stars|types|sustainability|suppliers)$/

function parameters(route: RouteDescription, components: ComponentCollector): JsonSchema[] {
  const owner = operationId(route)
  const list: JsonSchema[] = []
  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
  const pathShape = route.params?.shape ?? {}
  for (const name of pathNames) {
    const schema = (pathShape as Record<string, z.ZodType>)[name] ?? z.string()
    list.push({ name, in: 'path', required: true, schema: components.toSchema(schema, 'input', owner) })
  }
  for (const [name, schema] of Object.entries(route.query?.shape ?? {}) as Array<[string, z.ZodType]>) {
    const optional = schema.safeParse(undefined).success
    const json = components.toSchema(schema, 'input', owner)
    list.push({
      name,
      in: 'query',
      required: !optional,
      ...(schema.description === undefined ? {} : { description: schema.description }),
      schema: json,
      ...(LIST_PARAMETER.test(name) ? { style: 'form', explode: true } : {}),
      // An object in a query string can only be written as name[key]=value (rooms[0][adults]=2).
      ...(json.type === 'object' ? { style: 'deepObject', explode: true } : {}),
    })
  }
  return list
}

function content(
  components: ComponentCollector,
  schema: z.ZodType | undefined,
  io: 'input' | 'output',
  owner: string,
  type: string | readonly string[] = 'application/json',
): JsonSchema {
  const types = typeof type === 'string' ? [type] : type
  // A download without a schema is any bytes of the listed media types.
  const media = schema === undefined ? {} : { schema: components.toSchema(schema, io, owner) }
  return Object.fromEntries(types.map((mediaType) => [mediaType, media]))
}

function operation(route: RouteDescription, components: ComponentCollector): JsonSchema {
  const owner = operationId(route)
  const api = route.path.startsWith('/api/')
  const secured = route.auth ?? api
  const responses: JsonSchema = {}
  for (const success of [route, ...(route.otherSuccesses ?? [])]) {
    responses[String(success.status ?? 200)] = {
      description: success.responseDescription ?? route.summary,
      ...(success.response === undefined && success.responseContentType === undefined
        ? {}
        : {
            content: content(components, success.response, 'output', owner, success.responseContentType),
          }),
    }
  }
  const errorStatuses = new Set<number>(Object.keys(route.errors ?? {}).map(Number))
  if (secured) for (const status of SECURED_ERRORS) errorStatuses.add(status)
  if (api) for (const status of API_ERRORS) errorStatuses.add(status)
  if (api && route.body !== undefined) for (const status of BODY_ERRORS) errorStatuses.add(status)
  if (route.path.startsWith('/_sandbox/')) for (const status of CONTROL_ERRORS) errorStatuses.add(status)
  for (const status of [...errorStatuses].sort((a, b) => a - b)) {
    const schema = route.errors?.[status] ?? ErrorBody
    responses[String(status)] = {
      description: `Error ${status}`,
      content: content(components, schema, 'output', owner),
    }
  }
  return {
    summary: route.summary,
    ...(route.tags === undefined ? {} : { tags: route.tags }),
    ...(route.deprecated === true ? { deprecated: true } : {}),
    operationId: owner,
    parameters: parameters(route, components),
    ...(route.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: content(components, route.body, 'input', owner, route.bodyContentType),
          },
        }),
    responses,
    security: secured ? [{ apiKey: [] }, { bearer: [] }] : [],
  }
}

/** The routes declared on the app with `app.openapi`, as descriptions the operation builder reads. */
export function declaredRoutes(app: SandboxApp): RouteDescription[] {
  const routes: RouteDescription[] = []
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type === 'route') routes.push(toDescription(definition.route))
  }
  return routes
}

type SuccessFields = Pick<
  RouteDescription,
  'status' | 'response' | 'responseContentType' | 'responseDescription'
>

/** One declared success answer in the description's fields. */
function toSuccess(status: string, success: RouteConfig['responses'][string]): SuccessFields {
  const description = 'description' in success ? success.description : undefined
  const media = 'content' in success ? (success.content ?? {}) : {}
  const types = Object.keys(media)
  const schema = types
    .map((type) => media[type])
    .map((item) => (item !== undefined && 'schema' in item ? item.schema : undefined))
    .find((item): item is z.ZodType => item instanceof z.ZodType)
  return {
    status: Number(status),
    ...(schema === undefined ? {} : { response: schema }),
    ...(types.length === 0 || (types.length === 1 && types[0] === 'application/json')
      ? {}
      : { responseContentType: types }),
    ...(description === undefined ? {} : { responseDescription: description }),
  }
}

function toDescription(route: RouteConfig): RouteDescription {
  const successes = Object.entries(route.responses)
    .filter(([status]) => Number(status) < 400)
    .map(([status, response]) => toSuccess(status, response))
  const errors: Record<number, z.ZodType> = {}
  for (const [status, response] of Object.entries(route.responses)) {
    if (Number(status) < 400) continue
    const media = 'content' in response ? response.content?.['application/json'] : undefined
    const schema = media !== undefined && 'schema' in media ? media.schema : undefined
    errors[Number(status)] = schema instanceof z.ZodType ? schema : ErrorBody
  }
  const body = route.request?.body
  const [bodyType, bodyMedia] = Object.entries(body?.content ?? {})[0] ?? []
  const bodySchema =
    bodyMedia !== undefined && 'schema' in bodyMedia && typeof bodyMedia.schema === 'object'
      ? documentedSchema(bodyMedia.schema)
      : undefined
  const params = route.request?.params === undefined ? undefined : documentedSchema(route.request.params)
  const query = route.request?.query === undefined ? undefined : documentedSchema(route.request.query)
  return {
    method: route.method as HttpMethod,
    path: toOpenApiPath(route.path),
    summary: route.summary ?? '',
    ...(route.tags === undefined ? {} : { tags: route.tags }),
    ...(query instanceof z.ZodObject ? { query } : {}),
    ...(params instanceof z.ZodObject ? { params } : {}),
    ...(bodySchema === undefined ? {} : { body: bodySchema, bodyContentType: bodyType }),
    ...(successes[0] ?? { status: 200 }),
    ...(successes.length > 1 ? { otherSuccesses: successes.slice(1) } : {}),
    errors,
    ...(route.security === undefined ? {} : { auth: route.security.length > 0 }),
    ...(route.deprecated === true ? { deprecated: true } : {}),
  }
}

export function buildOpenApiDocument(
  serverUrl: string | null = null,
  declared: RouteDescription[] = [],
): JsonSchema {
  const components = new ComponentCollector()
  const paths: Record<string, Record<string, JsonSchema>> = {}
  const routes = [...declared].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  )
  for (const route of routes) {
    paths[route.path] ??= {}
    ;(paths[route.path] as Record<string, JsonSchema>)[route.method] = operation(route, components)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Travel booking service (Agency Desk sandbox)',
      version: '3',
      description:
        'The service interface as implemented by the Agency Desk sandbox. Routes under /_sandbox are the ' +
        "sandbox's control plane and not part of the service.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    ...(serverUrl === null ? {} : { servers: [{ url: serverUrl }] }),
    components: {
      schemas: components.schemas,
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  }
}
