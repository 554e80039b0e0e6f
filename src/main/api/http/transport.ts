import type { EnvironmentName } from '../../../shared/ipc'
import { serviceIdentity, type ReadyEndpoint, type ServiceEndpoint } from '../../base/environment'
import type { Clock } from '../../platform/types'
import type { BearerAuth } from '../auth/bearer-auth'
import type { IdParam, RateBucketName, RequestOptions, TrafficReport } from '../request-types'
import { ServiceError } from '../errors'
import { withQuery } from './query'
import { bucketOf, type RateBuckets, type Release } from './rate-buckets'
import {
  errorFromResponse,
  requestIdOf,
  retryAfterSeconds,
  serviceTimeOf,
  type RawResponse,
  type ResponseContext,
} from './responses'
import { send, type Attempt } from './send'
import { backoffDelayMs, sleep, type BackoffPolicy } from './wait'
import { mainLog } from '../../base/main-log'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One call as the endpoint modules describe it; the transport does the rest. */
export interface CallSpec<T> {
  method: HttpMethod
  /** Path template with `{name}` holes, e.g. `/api/v3/hotels/{id}`; it names the call in errors and reports. */
  template: string
  params?: Record<string, IdParam>
  query?: string
  body?: { json: unknown } | { form: FormData }
  /** `read`: retried with backoff (GET and read-only POSTs). `write`: never retried, except after a 429. */
  kind: 'read' | 'write'
  /** `none` for the token endpoint, which takes no key and is not budgeted. */
  auth?: 'service' | 'none'
  /** Reads a 2xx answer; throws ServiceError INVALID_RESPONSE when it breaks the wire schema. */
  parse(response: RawResponse, context: ResponseContext): T
  options?: RequestOptions
  /**
   * An absolute address the service handed out (an export's download link) instead of `template`'s path: sent
   * only to the service's own origin, so a link never carries a request elsewhere.
   */
  url?: string
  /** Another environment than the active one (signing in to an environment before switching to it). */
  target?: { environment: EnvironmentName; baseUrl: string }
}

export interface TransportDeps {
  endpoint: () => Promise<ServiceEndpoint>
  bearer: BearerAuth
  fetch: typeof fetch
  clock: Clock
  random: () => number
  backoff: BackoffPolicy
  buckets: RateBuckets
  timeouts: { readMs: number; writeMs: number }
  onTraffic?: (report: TrafficReport) => void
  /** Each answer's time on the service's clock (its Date header) beside this computer's at reception. */
  onServiceTime?: (time: { serviceMs: number; localMs: number }) => void
}

export type Transport = <T>(spec: CallSpec<T>) => Promise<T>

type Target = { environment: EnvironmentName; baseUrl: string; auth: ReadyEndpoint['auth'] | null }

export function createTransport(deps: TransportDeps): Transport {
  const nowMs = (): number => deps.clock.now().getTime()

  const report = (
    target: Target,
    label: string,
    bucket: RateBucketName,
    outcome: TrafficReport['outcome'],
    fields: {
      status: number | null
      code: TrafficReport['code']
      reason: string | null
      retryAfterMs?: number
    },
  ): void => {
    try {
      deps.onTraffic?.({
        outcome,
        environment: target.environment,
        endpoint: label,
        bucket,
        at: deps.clock.now().toISOString(),
        retryAfterMs: null,
        ...fields,
      })
    } catch (error) {
      // A listener's bug must not turn a good answer into a failure.
      mainLog.error('[api] a traffic listener failed', error)
    }
  }

  const resolveTarget = async <T>(spec: CallSpec<T>, label: string): Promise<Target> => {
    if (spec.target !== undefined) return { ...spec.target, auth: null }
    const endpoint = await deps.endpoint()
    const pinned = spec.options?.service
    if (endpoint.kind === 'ready' && pinned !== undefined && serviceIdentity(endpoint) !== pinned) {
      // Checked on the target the request is built from: a switch after this point cannot redirect it.
      throw new ServiceError({
        code: 'SERVICE_CHANGED',
        message: 'The active environment changed; this request belongs to another one and was not sent.',
        endpoint: label,
      })
    }
    if (endpoint.kind === 'ready') return endpoint
    throw new ServiceError({
      code: endpoint.signInRequired ? 'UNAUTHENTICATED' : 'NOT_CONFIGURED',
      message: endpoint.reason,
      signInRequired: endpoint.signInRequired,
      endpoint: label,
    })
  }

  /** Headers of one attempt, and the bearer token they carry (to know which one a 401 rejected). */
  const credentials = async (
    target: Target,
    signal: AbortSignal | undefined,
  ): Promise<{ headers: Record<string, string>; token: string | null }> => {
    if (target.auth === null) return { headers: {}, token: null }
    if (target.auth.method === 'apiKey') return { headers: { 'X-API-Key': target.auth.apiKey }, token: null }
    const token = await deps.bearer.accessToken(target, signal)
    return { headers: { Authorization: `Bearer ${token}` }, token }
  }

  return async function call<T>(spec: CallSpec<T>): Promise<T> {
    const label = `${spec.method} ${spec.template}`
    const path = fillTemplate(spec.template, spec.params ?? {})
    const signal = spec.options?.signal
    const target = await resolveTarget(spec, label)
    const url =
      spec.url === undefined
        ? `${target.baseUrl}${withQuery(path, spec.query ?? '')}`
        : sameOrigin(spec.url, target.baseUrl, label)
    const bucket = bucketOf(path)
    const budgeted = spec.auth !== 'none'
    const timeoutMs =
      spec.options?.timeoutMs ?? (spec.kind === 'read' ? deps.timeouts.readMs : deps.timeouts.writeMs)
    // One attempt only when the caller says so (a suggestion while typing: the next keystroke asks again).
    const policy = spec.options?.retry === false ? { ...deps.backoff, maxRetries: 0 } : deps.backoff
    let retries = 0
    let networkRetries = 0
    let rateLimitRetries = 0
    let renewed = false

    const backoff = async (): Promise<void> => {
      await sleep(deps.clock, backoffDelayMs(policy, retries, deps.random), signal)
      retries += 1
    }

    for (;;) {
      const release: Release = budgeted ? await deps.buckets.acquire(bucket, signal) : () => undefined
      let attempt: Attempt
      let token: string | null
      try {
        const auth = spec.auth === 'none' ? { headers: {}, token: null } : await credentials(target, signal)
        token = auth.token
        attempt = await send(
          deps,
          { url, method: spec.method, body: spec.body, headers: auth.headers },
          { timeoutMs, signal },
        )
      } catch (error) {
        release({ headers: null })
        throw error instanceof ServiceError ? error : unexpected(error, label, 'NETWORK')
      }

      if (attempt.kind === 'tooLarge') {
        release({ headers: null })
        // The same request would get the same answer: not retried.
        throw new ServiceError({
          code: 'INVALID_RESPONSE',
          message: `The service sent an answer larger than ${attempt.limitBytes / (1024 * 1024)} MB (${label}); it was not read.`,
          status: attempt.status,
          path: '(root)',
          endpoint: label,
        })
      }
      if (attempt.kind !== 'answer') {
        release({ headers: null })
        if (attempt.kind === 'aborted')
          throw new ServiceError({ code: 'ABORTED', message: 'The request was cancelled.', endpoint: label })
        const timedOut = attempt.kind === 'timeout'
        const reason = timedOut ? 'The service did not answer in time.' : 'The service cannot be reached.'
        report(target, label, bucket, 'offline', {
          status: null,
          code: timedOut ? 'TIMEOUT' : 'NETWORK',
          reason,
        })
        if (
          spec.kind === 'read' &&
          retries < policy.maxRetries &&
          networkRetries < policy.maxNetworkRetries
        ) {
          networkRetries += 1
          await backoff()
          continue
        }
        throw new ServiceError({
          code: timedOut ? 'TIMEOUT' : 'NETWORK',
          message: timedOut
            ? `The service did not answer within ${Math.round(timeoutMs / 1000)} s.`
            : 'The service cannot be reached. Check the connection.',
          endpoint: label,
          // A write that may have reached the service before the line dropped must be looked up, not repeated.
          outcomeUnknown: spec.kind === 'write' && (attempt.kind === 'timeout' || attempt.maybeSent),
        })
      }

      const response = attempt.response
      const answered = serviceTimeOf(response)
      if (answered.source === 'service') {
        deps.onServiceTime?.({ serviceMs: answered.at.getTime(), localMs: response.receivedAtMs })
      }
      if (response.status === 429) {
        const seconds = retryAfterSeconds(response.headers, nowMs())
        const waitMs =
          seconds !== null
            ? seconds * 1000
            : Math.max(1000, backoffDelayMs(policy, rateLimitRetries, deps.random))
        release({ headers: response.headers, retryAfterMs: waitMs })
        report(target, label, bucket, 'degraded', {
          status: 429,
          code: 'RATE_LIMIT_EXCEEDED',
          reason: 'The service is rate-limiting requests.',
          retryAfterMs: waitMs,
        })
        // A 429 was not processed, so even a write may go again, once the bucket reopens (acquire waits for it).
        if (rateLimitRetries < policy.maxRateLimitRetries && waitMs <= policy.maxRetryAfterSeconds * 1000) {
          rateLimitRetries += 1
          continue
        }
        throw errorFromResponse(response, label, { nowMs: nowMs() })
      }
      release({ headers: response.headers })

      // A 401 "Request expired" refuses the request (an expired priceId), not the token: nothing to renew.
      const credentialsRefused =
        response.status === 401 &&
        errorFromResponse(response, label, { nowMs: nowMs() }).code === 'UNAUTHENTICATED'
      if (credentialsRefused && target.auth?.method === 'bearer' && token !== null && !renewed) {
        renewed = true
        try {
          await deps.bearer.renewAfterRejection(target, token, signal)
        } catch (error) {
          if (error instanceof ServiceError && error.signInRequired) {
            report(target, label, bucket, 'degraded', {
              status: 401,
              code: 'UNAUTHENTICATED',
              reason: 'The API user must sign in again. Open Settings.',
            })
          }
          throw error
        }
        continue
      }
      if (response.status >= 500) {
        report(target, label, bucket, 'degraded', {
          status: response.status,
          code: 'SERVER_ERROR',
          reason: `The service answered with an error (HTTP ${response.status}).`,
        })
        if (spec.kind === 'read' && retries < policy.maxRetries) {
          await backoff()
          continue
        }
        throw errorFromResponse(response, label, { nowMs: nowMs(), outcomeUnknown: spec.kind === 'write' })
      }
      if (response.status >= 400) {
        const error = errorFromResponse(response, label, { nowMs: nowMs() })
        // Only a refusal of the key or token is about the connection; any other 4xx is the request's own.
        const refused = error.code === 'UNAUTHENTICATED' && spec.auth !== 'none'
        report(target, label, bucket, refused ? 'degraded' : 'ok', {
          status: response.status,
          code: error.code,
          reason: refused ? 'The service refused the credentials. Check them in Settings.' : null,
        })
        throw error
      }
      const context = { endpoint: label, status: response.status, requestId: requestIdOf(response) }
      try {
        const value = spec.parse(response, context)
        report(target, label, bucket, 'ok', { status: response.status, code: null, reason: null })
        return value
      } catch (error) {
        const failure = error instanceof ServiceError ? error : unexpected(error, label, 'INVALID_RESPONSE')
        report(target, label, bucket, 'degraded', {
          status: response.status,
          code: failure.code,
          reason: 'The service sent an answer Agency Desk could not read.',
        })
        throw failure
      }
    }
  }
}

/** Fills `{name}` holes with encoded values; an id never changes the shape of the path. */
/** A link of the service's, refused unsent when it points at another origin than the service's. */
function sameOrigin(link: string, baseUrl: string, label: string): string {
  const parsed = URL.canParse(link) ? new URL(link) : null
  if (parsed === null || parsed.origin !== new URL(baseUrl).origin) {
    throw new ServiceError({
      code: 'INVALID_REQUEST',
      message: 'The service gave a link to another address; it was not followed.',
      path: 'url',
      endpoint: label,
    })
  }
  return parsed.href
}

export function fillTemplate(template: string, params: Record<string, IdParam>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined || String(value) === '') {
      throw new ServiceError({
        code: 'INVALID_REQUEST',
        message: `The request was not sent: ${name} is missing.`,
        path: name,
        endpoint: template,
      })
    }
    return encodeURIComponent(String(value))
  })
}

function unexpected(error: unknown, label: string, code: 'NETWORK' | 'INVALID_RESPONSE'): ServiceError {
  // Only the error's kind: a message could carry a header value, and nothing secret may reach a log.
  const kind = error instanceof Error ? error.name : typeof error
  return new ServiceError({ code, message: `The request failed unexpectedly (${kind}).`, endpoint: label })
}
