import { createRequire } from 'node:module'
import type { ErrorObject, ValidateFunction } from 'ajv'

/**
 * Checks sandbox answers against the sandbox's own OpenAPI 3.1 document (GET /openapi.json), as a validating
 * proxy in front of it would: the path and method must be described, the status listed, the content type
 * declared and a JSON body valid against the schema (JSON Schema 2020-12, with formats). Used by every
 * integration test through openapi-setup.ts.
 */
type JsonObject = Record<string, unknown>

interface Operation {
  path: string
  method: string
  pattern: RegExp
  literals: number
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}

export interface Violation {
  request: string
  status: number
  problem: string
}

interface AjvInstance {
  addSchema(schema: object, key: string): unknown
  compile(schema: object): ValidateFunction
}

// ajv and ajv-formats are CommonJS; require keeps their default exports straight under vitest and tsx alike.
const require = createRequire(import.meta.url)

function newAjv(): AjvInstance {
  const ajvModule = require('ajv/dist/2020') as { default: new (options: object) => AjvInstance }
  const formats = require('ajv-formats') as { default: (ajv: AjvInstance) => void }
  // strict: false because the document carries OpenAPI keywords (paths, components) beside the schemas.
  const ajv = new ajvModule.default({ strict: false, allErrors: true, validateFormats: true })
  formats.default(ajv)
  return ajv
}

const DOCUMENT_KEY = 'sandbox-openapi'

const escapePointer = (part: string): string => part.replaceAll('~', '~0').replaceAll('/', '~1')

export class OpenApiValidator {
  private readonly operations: Operation[] = []
  private readonly ajv = newAjv()
  private readonly compiled = new Map<string, ValidateFunction>()

  constructor(document: JsonObject) {
    this.ajv.addSchema(document, DOCUMENT_KEY)
    const paths = document.paths as Record<string, Record<string, Operation['responses'] | JsonObject>>
    for (const [path, methods] of Object.entries(paths)) {
      const segments = path.split('/')
      const pattern = new RegExp(
        `^${segments.map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment))).join('/')}$`,
      )
      const literals = segments.filter((segment) => !segment.startsWith('{')).length
      for (const [method, operation] of Object.entries(methods)) {
        const responses = (operation as { responses: Operation['responses'] }).responses
        this.operations.push({ path, method, pattern, literals, responses })
      }
    }
  }

  /** What is wrong with this answer; [] when the document describes it. */
  check(method: string, url: URL, status: number, contentType: string, body: string): string[] {
    const operation = this.find(method.toLowerCase(), url.pathname)
    if (operation === null) return [`${method} ${url.pathname} is not in the document`]
    // OpenAPI: the exact status first, then its range (4XX), then default.
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (key) => operation.responses[key] !== undefined,
    )
    if (statusKey === undefined) return [`status ${status} is not listed for ${method} ${operation.path}`]
    const content = operation.responses[statusKey]?.content
    if (content === undefined)
      return body === '' ? [] : ['a body is answered where the document declares none']
    if (body === '') return []
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
    // The most specific media range first: image/png, then image/*, then */*.
    const mediaKey = [mediaType, `${mediaType.split('/')[0]}/*`, '*/*'].find(
      (key) => content[key] !== undefined,
    )
    if (mediaKey === undefined)
      return [`content type ${mediaType} is not declared (${Object.keys(content).join(', ')})`]
    if (!mediaType.endsWith('json') || content[mediaKey]?.schema === undefined) return []
    let value: unknown
    try {
      value = JSON.parse(body)
    } catch {
      return ['the body is not JSON']
    }
    const validate = this.validator(operation, statusKey, mediaKey)
    if (validate(value)) return []
    return (validate.errors ?? []).slice(0, 5).map(describeError)
  }

  private find(method: string, pathname: string): Operation | null {
    let best: Operation | null = null
    for (const operation of this.operations) {
      if (operation.method !== method || !operation.pattern.test(pathname)) continue
      if (best === null || operation.literals > best.literals) best = operation
    }
    return best
  }

  private validator(operation: Operation, status: string, mediaType: string): ValidateFunction {
    const pointer = [
      'paths',
      operation.path,
      operation.method,
      'responses',
      status,
      'content',
      mediaType,
      'schema',
    ]
      .map(escapePointer)
      .join('/')
    const ref = `${DOCUMENT_KEY}#/${pointer}`
    let validate = this.compiled.get(ref)
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: ref })
      this.compiled.set(ref, validate)
    }
    return validate
  }
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath === '' ? '(root)' : error.instancePath
  const extra =
    error.keyword === 'additionalProperties'
      ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
      : ''
  return `${where} ${error.message ?? error.keyword}${extra}`
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
