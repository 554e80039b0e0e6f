import type { z } from 'zod'
import { SPEC_ERROR_CODES, ServiceError, type ServiceErrorCode, type SpecErrorCode } from '../errors'

/** An answer of the service, read to the end (the body is bytes: documents are not text). */
export interface RawResponse {
  status: number
  headers: Headers
  bytes: Uint8Array
  /** This computer's clock (the platform clock) when the answer was read to the end, in ms. */
  receivedAtMs: number
}

export interface ResponseContext {
  endpoint: string
  status: number | null
  requestId: string | null
}

export function requestIdOf(response: RawResponse): string | null {
  return response.headers.get('x-request-id')
}

/**
 * The service's time when it answered, from its `Date` header; this computer's clock at reception when the header
 * is absent or unreadable. An HTTP date counts whole seconds and is truncated, so the service's time lies within
 * the second after it: the end of that second is taken, so that a deadline measured from it (a handshake's
 * `expiresAt`) is never made to look later than it is.
 */
export function serviceTimeOf(response: RawResponse): { at: Date; source: 'service' | 'local' } {
  const header = response.headers.get('date')
  const parsed = header === null ? Number.NaN : Date.parse(header)
  if (Number.isNaN(parsed)) return { at: new Date(response.receivedAtMs), source: 'local' }
  return { at: new Date(parsed + 999), source: 'service' }
}

export function bodyText(response: RawResponse): string {
  return new TextDecoder().decode(response.bytes)
}

/** The body as JSON; a body that is not JSON is an INVALID_RESPONSE at the root. */
export function readJson(response: RawResponse, endpoint: string): unknown {
  const text = bodyText(response)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ServiceError({
      code: 'INVALID_RESPONSE',
      message: `The service sent an answer that is not JSON (${endpoint}).`,
      status: response.status,
      requestId: requestIdOf(response),
      path: '(root)',
      endpoint,
    })
  }
}

/** Dotted path of a zod issue (`data.3.city.name`), `(root)` for the value itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.')
}

function issuesOf(error: z.ZodError): Array<{ path: string; message: string }> {
  // A handful is enough to see the problem; a broken list of 1,000 items would otherwise flood the logs.
  return error.issues.slice(0, 5).map((issue) => ({ path: issuePath(issue.path), message: issue.message }))
}

/** Parses an answer with its wire schema; a mismatch is INVALID_RESPONSE naming the first bad field. */
export function parseResponse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  context: ResponseContext,
): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issues = issuesOf(parsed.error)
  const first = issues[0] ?? { path: '(root)', message: 'invalid' }
  return fail(
    new ServiceError({
      code: 'INVALID_RESPONSE',
      message: `The service sent an unexpected answer (${context.endpoint}): ${first.path}: ${first.message}.`,
      status: context.status,
      requestId: context.requestId,
      path: first.path,
      details: { issues },
      endpoint: context.endpoint,
    }),
  )
}

/** Checks what we are about to send; a mismatch is INVALID_REQUEST naming the field, and nothing is sent. */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, endpoint: string): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issues = issuesOf(parsed.error)
  const first = issues[0] ?? { path: '(root)', message: 'invalid' }
  return fail(
    new ServiceError({
      code: 'INVALID_REQUEST',
      message: `The request was not sent: ${first.path}: ${first.message}.`,
      path: first.path,
      details: { issues },
      endpoint,
    }),
  )
}

function fail(error: ServiceError): never {
  throw error
}

const SPEC_CODES: ReadonlySet<string> = new Set(SPEC_ERROR_CODES)

/** Whole seconds of Retry-After (the spec's form); an HTTP date is accepted too. */
export function retryAfterSeconds(headers: Headers, nowMs: number): number | null {
  const value = headers.get('retry-after')
  if (value === null || value.trim() === '') return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - nowMs) / 1000))
}

/**
 * An error answer as a ServiceError: the v3 error body when there is one (`{ name, message, code, details,
 * requestId }`), the status alone otherwise (v1's error body is not shown by the spec; anything unreadable falls
 * back to the status).
 */
export function errorFromResponse(
  response: RawResponse,
  endpoint: string,
  options: { nowMs: number; outcomeUnknown?: boolean },
): ServiceError {
  const body = looseErrorBody(response)
  const serviceCode = body.code
  const code = codeFor(response.status, serviceCode, body.message)
  return new ServiceError({
    code,
    message: body.message ?? `The service answered HTTP ${response.status} (${endpoint}).`,
    status: response.status,
    serviceCode,
    details: body.details,
    requestId: body.requestId ?? requestIdOf(response),
    endpoint,
    retryAfterSeconds: response.status === 429 ? retryAfterSeconds(response.headers, options.nowMs) : null,
    outcomeUnknown: options.outcomeUnknown ?? false,
  })
}

interface LooseErrorBody {
  code: string | null
  message: string | null
  details: Record<string, unknown> | null
  requestId: string | null
}

function looseErrorBody(response: RawResponse): LooseErrorBody {
  const empty: LooseErrorBody = { code: null, message: null, details: null, requestId: null }
  let value: unknown
  try {
    value = JSON.parse(bodyText(response))
  } catch {
    return empty
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return empty
  // Read field by field: an error body is informative, and one odd field must not hide the others.
  const record = value as Record<string, unknown>
  const text = (key: string, max: number): string | null =>
    typeof record[key] === 'string' && record[key] !== '' ? record[key].slice(0, max) : null
  const details = record.details
  return {
    code: text('code', 100),
    message: text('message', 1000),
    details:
      typeof details === 'object' && details !== null && !Array.isArray(details)
        ? (details as Record<string, unknown>)
        : null,
    requestId: text('requestId', 200),
  }
}

function codeFor(status: number, serviceCode: string | null, message: string | null): ServiceErrorCode {
  if (serviceCode !== null && SPEC_CODES.has(serviceCode)) return serviceCode as SpecErrorCode
  if (status === 401 && message !== null && /request expired/i.test(message)) return 'REQUEST_EXPIRED'
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 429) return 'RATE_LIMIT_EXCEEDED'
  if (status >= 500) return 'SERVER_ERROR'
  return 'BAD_REQUEST'
}
