import type { InputIssue, IpcFailure, IpcProblem } from '../../shared/ipc'

/**
 * The one error every call of the API client rejects with. `code` is a closed union so callers can switch on it:
 * the spec's codes, a status-derived code where the service gives none the client knows (the raw one stays in
 * `serviceCode`), and the client's own codes for what happens before or around the service's answer.
 */
export const SPEC_ERROR_CODES = [
  'INVALID_LOCATION_ID',
  'INVALID_FILTER_VALUE',
  'INVALID_SORT',
  'INVALID_TRAVELER',
  'ROOM_OCCUPANCY_MISMATCH',
  'OWNED_BY_OTHER_ORGANIZATION',
  'PRICE_CHANGED_FOR_TRAVELERS',
  'OFFER_NO_LONGER_AVAILABLE',
  'RATE_LIMIT_EXCEEDED',
  /** 401 "Request expired" of the experience booking: the priceId is expired or unknown. */
  'REQUEST_EXPIRED',
] as const

/** For an error status whose body carries no code of the spec. */
export const STATUS_ERROR_CODES = [
  'BAD_REQUEST', // other 4xx: 400, 413, 415, 422...
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'SERVER_ERROR', // 5xx
] as const

export const CLIENT_ERROR_CODES = [
  'NETWORK', // no answer: connection refused, reset, DNS
  'TIMEOUT', // no answer within the timeout
  'ABORTED', // the caller aborted
  'INVALID_RESPONSE', // an answer that breaks the wire schema; `path` names the bad field
  'INVALID_REQUEST', // the client refused to send a request that breaks the wire schema; `path` names the field
  'UNAUTHENTICATED', // 401, or a bearer user who must sign in again (`signInRequired`)
  'NOT_CONFIGURED', // the active environment has no address or credentials yet
  'SERVICE_CHANGED', // the call belongs to another service than the active one (`options.service`); nothing was sent
] as const

export type SpecErrorCode = (typeof SPEC_ERROR_CODES)[number]
export type ServiceErrorCode =
  SpecErrorCode | (typeof STATUS_ERROR_CODES)[number] | (typeof CLIENT_ERROR_CODES)[number]

export interface ServiceErrorInit {
  code: ServiceErrorCode
  message: string
  /** HTTP status; null when no answer came (NETWORK, TIMEOUT, ABORTED) or nothing was sent. */
  status?: number | null
  /** The code as the service wrote it (e.g. BOOKING_NOT_CANCELLABLE behind CONFLICT). */
  serviceCode?: string | null
  details?: Record<string, unknown> | null
  /** The service's requestId, to quote to its support. */
  requestId?: string | null
  /** INVALID_RESPONSE / INVALID_REQUEST: dotted path of the first bad field, e.g. `data.3.city.name`. */
  path?: string | null
  /** `METHOD /path/{template}` of the call, never with ids or query values. */
  endpoint?: string
  retryAfterSeconds?: number | null
  outcomeUnknown?: boolean
  signInRequired?: boolean
  /** What the desk adds for the agent when it rephrases the error (references, ids): merged into IPC details. */
  context?: Record<string, unknown> | null
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError'
  readonly code: ServiceErrorCode
  readonly status: number | null
  readonly serviceCode: string | null
  readonly details: Record<string, unknown> | null
  readonly requestId: string | null
  readonly path: string | null
  readonly endpoint: string
  readonly retryAfterSeconds: number | null
  /**
   * True when a write may have been processed although no success came back (no answer, a timeout, a 5xx): the
   * caller must look the result up (e.g. the booking by its reference) before it tries again.
   */
  readonly outcomeUnknown: boolean
  /** A bearer user whose session ended (refresh refused): the agent must sign in again in Settings. */
  readonly signInRequired: boolean
  readonly context: Record<string, unknown> | null
  private readonly init: ServiceErrorInit

  constructor(init: ServiceErrorInit) {
    super(init.message)
    this.code = init.code
    this.status = init.status ?? null
    this.serviceCode = init.serviceCode ?? null
    this.details = init.details ?? null
    this.requestId = init.requestId ?? null
    this.path = init.path ?? null
    this.endpoint = init.endpoint ?? ''
    this.retryAfterSeconds = init.retryAfterSeconds ?? null
    this.outcomeUnknown = init.outcomeUnknown ?? false
    this.signInRequired = init.signInRequired ?? false
    this.context = init.context ?? null
    this.init = init
  }

  /**
   * The same failure told in the desk's words (e.g. "the booking was not made, you can try again"), with what the
   * agent needs beside it. Features throw this instead of building an IPC error: dispatch converts it.
   */
  rephrased(message: string, context: Record<string, unknown> = {}): ServiceError {
    return new ServiceError({ ...this.init, message, context: { ...this.context, ...context } })
  }

  /** A plain object for logs and IPC details: everything above, nothing secret (the client never puts one in). */
  toJSON(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      status: this.status,
      serviceCode: this.serviceCode,
      details: this.details,
      requestId: this.requestId,
      path: this.path,
      endpoint: this.endpoint,
      outcomeUnknown: this.outcomeUnknown,
      signInRequired: this.signInRequired,
    }
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError
}

/**
 * "Try again later": the service cannot be used right now (no answer, a 5xx, a 429 that outlasted the client's
 * waits, credentials that do not work, no environment yet, or a call refused unsent because another service
 * became active). Nothing in the answer is about the request itself, so the same request may succeed later.
 */
export const TRANSIENT_CODES: ReadonlySet<ServiceErrorCode> = new Set<ServiceErrorCode>([
  'NETWORK',
  'TIMEOUT',
  'ABORTED',
  'SERVER_ERROR',
  'RATE_LIMIT_EXCEEDED',
  'UNAUTHENTICATED',
  'NOT_CONFIGURED',
  'SERVICE_CHANGED',
])

export function isTransientServiceError(error: unknown): error is ServiceError {
  return isServiceError(error) && TRANSIENT_CODES.has(error.code)
}

/**
 * The IPC error the renderer sees for a failed call: `problem` says what it means (see `serviceProblem`); `code`
 * stays the coarse one (OFFLINE when nothing answered, NOT_FOUND and CONFLICT, SERVICE_ERROR otherwise) and
 * `details` carry the service's code, status and requestId for logs and support, plus what the feature added.
 * Dispatch applies it to every ServiceError a handler throws; features call it only where an error is part of an
 * answer (a replacement's outcome, a fallback's reason), never to throw.
 */
export function serviceErrorToIpc(error: ServiceError): IpcFailure {
  const details: Record<string, unknown> = {
    code: error.code,
    status: error.status,
    requestId: error.requestId,
  }
  if (error.serviceCode !== null) details.serviceCode = error.serviceCode
  if (error.details !== null) details.service = error.details
  if (error.path !== null) details.path = error.path
  if (error.signInRequired) details.signInRequired = true
  if (error.outcomeUnknown) details.outcomeUnknown = true
  if (error.context !== null) Object.assign(details, error.context)
  const code =
    error.code === 'NETWORK' || error.code === 'TIMEOUT'
      ? 'OFFLINE'
      : error.code === 'NOT_FOUND'
        ? 'NOT_FOUND'
        : error.status === 409
          ? 'CONFLICT'
          : 'SERVICE_ERROR'
  return { code, message: error.message, details, problem: serviceProblem(error) }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

const SPEC_CODES: ReadonlySet<ServiceErrorCode> = new Set<ServiceErrorCode>(SPEC_ERROR_CODES)

/** The field a refusal names: the desk's own (`context.field`), else the service's `param` or first issue's path. */
function refusedField(error: ServiceError): string | null {
  const named = text(error.context?.field) ?? text(error.details?.param)
  if (named !== null) return named
  const issues = error.details?.issues
  const first: unknown = Array.isArray(issues) ? issues[0] : undefined
  const path = typeof first === 'object' && first !== null ? (first as { path?: unknown }).path : undefined
  return Array.isArray(path) ? path.map(String).join('.') || null : text(path)
}

function requestIssues(error: ServiceError): InputIssue[] {
  const issues = error.details?.issues
  if (Array.isArray(issues)) {
    const kept = issues.flatMap((issue: unknown) => {
      const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown }
      return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : []
    })
    if (kept.length > 0) return kept
  }
  return [{ path: error.path ?? '(root)', message: error.message }]
}

/**
 * What a failed call to the service means for the agent, case by case: a write that may have been made is
 * `outcomeUnknown` whatever else went wrong (it must be looked up first) unless the feature has looked it up; then
 * the client's own codes; then the
 * status (409 is a conflict, any other refusal keeps the service's code and the field it names).
 */
export function serviceProblem(error: ServiceError): IpcProblem {
  // A feature that looked the write up says so in its context (`outcomeUnknown: false`: it was not made).
  const outcomeUnknown = error.context?.outcomeUnknown ?? error.outcomeUnknown
  if (outcomeUnknown === true) return { kind: 'outcomeUnknown', reference: text(error.context?.reference) }
  const fault = { kind: 'serviceFault', status: error.status, requestId: error.requestId } as const
  switch (error.code) {
    case 'NETWORK':
    case 'TIMEOUT':
      return { kind: 'unreachable' }
    case 'RATE_LIMIT_EXCEEDED':
      return { kind: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds }
    case 'UNAUTHENTICATED':
      return { kind: 'credentials', reason: error.signInRequired ? 'signInRequired' : 'refused' }
    case 'NOT_CONFIGURED':
      return { kind: 'credentials', reason: 'notConfigured' }
    case 'FORBIDDEN':
      return { kind: 'notAllowed' }
    case 'SERVICE_CHANGED':
      return { kind: 'serviceChanged' }
    case 'NOT_FOUND':
      return { kind: 'notFound' }
    case 'SERVER_ERROR':
    case 'INVALID_RESPONSE':
    case 'ABORTED':
      return fault
    case 'INVALID_REQUEST':
      return { kind: 'invalidInput', issues: requestIssues(error) }
    default: {
      const serviceCode = error.serviceCode ?? (SPEC_CODES.has(error.code) ? error.code : null)
      if (error.status === 409) return { kind: 'conflict', serviceCode, field: refusedField(error) }
      return {
        kind: 'rejected',
        serviceCode,
        field: refusedField(error),
        status: error.status,
        requestId: error.requestId,
      }
    }
  }
}
