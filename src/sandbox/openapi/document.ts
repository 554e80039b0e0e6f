import { z } from 'zod'
import { describedRoutes, type RouteDescription } from './registry'

/**
 * Builds the OpenAPI 3.1 document from the route registry. Schemas come from the shared zod wire shapes through
 * zod 4's JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1), so the document cannot drift from what
 * the sandbox validates.
 */
type JsonSchema = Record<string, unknown>

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  delete json.$schema
  return json
}

const jsonContent = (schema: z.ZodType, io: 'input' | 'output', type = 'application/json') => ({
  [type]: { schema: toSchema(schema, io) },
})

function parameters(route: RouteDescription): JsonSchema[] {
  const list: JsonSchema[] = []
  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
  const pathShape = route.params?.shape ?? {}
  for (const name of pathNames) {
    const schema = (pathShape as Record<string, z.ZodType>)[name] ?? z.string()
    list.push({ name, in: 'path', required: true, schema: toSchema(schema, 'input') })
  }
  for (const [name, schema] of Object.entries(route.query?.shape ?? {}) as Array<[string, z.ZodType]>) {
    const optional = schema.safeParse(undefined).success
    list.push({
      name,
      in: 'query',
      required: !optional,
      ...(schema.description === undefined ? {} : { description: schema.description }),
      schema: toSchema(schema, 'input'),
      // Lists are accepted repeated, as name[] / name[i], or comma-separated.
      ...(/^(countries|regions|cities|hotels|kinds|styles|stars|types|sustainability|suppliers)$/.test(name)
        ? { style: 'form', explode: true }
        : {}),
    })
  }
  return list
}

function operation(route: RouteDescription): JsonSchema {
  const secured = route.auth ?? route.path.startsWith('/api/')
  const responses: JsonSchema = {
    [String(route.status ?? 200)]: {
      description: route.summary,
      ...(route.response === undefined
        ? {}
        : { content: jsonContent(route.response, 'output', route.responseContentType) }),
    },
  }
  for (const [status, schema] of Object.entries(route.errors ?? {})) {
    responses[status] = { description: `Error ${status}`, content: jsonContent(schema, 'output') }
  }
  return {
    summary: route.summary,
    ...(route.tags === undefined ? {} : { tags: route.tags }),
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    parameters: parameters(route),
    ...(route.body === undefined
      ? {}
      : {
          requestBody: { required: true, content: jsonContent(route.body, 'input', route.bodyContentType) },
        }),
    responses,
    security: secured ? [{ apiKey: [] }, { bearer: [] }] : [],
  }
}

export function buildOpenApiDocument(serverUrl: string | null = null): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of describedRoutes()) {
    paths[route.path] ??= {}
    ;(paths[route.path] as Record<string, JsonSchema>)[route.method] = operation(route)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Travel booking service (Agency Desk sandbox)',
      version: '3',
      description:
        'The service interface as implemented by the Agency Desk sandbox. Routes under /_sandbox are the ' +
        "sandbox's control plane and not part of the service.",
    },
    ...(serverUrl === null ? {} : { servers: [{ url: serverUrl }] }),
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  }
}
