import type { Clock } from '../../platform/types'
import type { RawResponse } from './responses'
import { readAtMost } from '../../base/read-at-most'

/** How one HTTP attempt ended. */
export type Attempt =
  | { kind: 'answer'; response: RawResponse }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  /** `maybeSent` is false when the connection was never made (refused, unknown host): nothing reached the service. */
  | { kind: 'network'; maybeSent: boolean }
  /** The body passed MAX_RESPONSE_BYTES: reading stopped there (the service answered, but nothing usable). */
  | { kind: 'tooLarge'; status: number; limitBytes: number }

/**
 * The largest answer read. The service's biggest are documents (uploads are limited to 5 MB) and catalog pages;
 * a body past this is broken or hostile, and reading it whole would hold that much memory for nothing.
 */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024

export interface Outgoing {
  url: string
  method: string
  headers: Record<string, string>
  body?: { json: unknown } | { form: FormData } | undefined
}

/** Causes that prove the request never left: a write failing with one of these can safely be tried again. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'])

/**
 * One attempt: the request, and the whole body read under the same timeout (a service that sends headers and
 * then stalls is as unanswered as one that never answers). The timeout runs on the platform clock so tests can
 * drive it without waiting.
 */
export async function send(
  deps: { fetch: typeof fetch; clock: Clock },
  outgoing: Outgoing,
  limits: { timeoutMs: number; signal: AbortSignal | undefined },
): Promise<Attempt> {
  if (limits.signal?.aborted) return { kind: 'aborted' }
  const controller = new AbortController()
  let timedOut = false
  const cancelTimer = deps.clock.after(limits.timeoutMs, () => {
    timedOut = true
    controller.abort()
  })
  const onAbort = (): void => controller.abort()
  limits.signal?.addEventListener('abort', onAbort, { once: true })

  const headers: Record<string, string> = { Accept: 'application/json', ...outgoing.headers }
  let body: string | FormData | undefined
  if (outgoing.body !== undefined && 'json' in outgoing.body) {
    body = JSON.stringify(outgoing.body.json)
    headers['Content-Type'] = 'application/json'
  } else if (outgoing.body !== undefined) {
    // fetch writes the multipart boundary itself.
    body = outgoing.body.form
  }

  try {
    const response = await deps.fetch(outgoing.url, {
      method: outgoing.method,
      headers,
      body,
      signal: controller.signal,
    })
    const bytes = await readCapped(response, MAX_RESPONSE_BYTES)
    if (bytes === null) return { kind: 'tooLarge', status: response.status, limitBytes: MAX_RESPONSE_BYTES }
    return {
      kind: 'answer',
      response: {
        status: response.status,
        headers: response.headers,
        bytes,
        receivedAtMs: deps.clock.now().getTime(),
      },
    }
  } catch (error) {
    if (timedOut) return { kind: 'timeout' }
    if (limits.signal?.aborted) return { kind: 'aborted' }
    return { kind: 'network', maybeSent: !NOT_SENT.has(causeCode(error)) }
  } finally {
    cancelTimer()
    limits.signal?.removeEventListener('abort', onAbort)
  }
}

function causeCode(error: unknown): string {
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined
  if (typeof cause === 'object' && cause !== null && 'code' in cause) return String(cause.code)
  return ''
}

/** The whole body, or null as soon as it is known to pass `limit` bytes (announced, or counted while reading). */
async function readCapped(response: Response, limit: number): Promise<Uint8Array | null> {
  const announced = Number(response.headers.get('content-length') ?? Number.NaN)
  if (announced > limit) {
    await response.body?.cancel()
    return null
  }
  return readAtMost(response.body, limit)
}
