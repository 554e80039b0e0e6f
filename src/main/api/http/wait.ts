import type { Clock } from '../../platform/types'
import { ServiceError } from '../errors'

/**
 * Waits through the platform clock (a manual clock in tests, so backoff and Retry-After are tested without
 * sleeping); an abort ends the wait with ABORTED.
 */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortedError())
  if (ms <= 0) return Promise.resolve()
  return new Promise<void>((resolve, reject) => {
    const onAbort = (): void => {
      cancel()
      reject(abortedError())
    }
    const cancel = clock.after(ms, () => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    })
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export function abortedError(endpoint = ''): ServiceError {
  return new ServiceError({ code: 'ABORTED', message: 'The request was cancelled.', endpoint })
}

export interface BackoffPolicy {
  /** Retries of a read after a 5xx, a timeout or a network error (not counting 429s). */
  maxRetries: number
  /** Of those, retries after no answer at all (network error, timeout): fewer, so offline shows quickly. */
  maxNetworkRetries: number
  baseDelayMs: number
  maxDelayMs: number
  /** Retries after a 429 (reads and writes: a 429 was not processed). */
  maxRateLimitRetries: number
  /** A Retry-After longer than this is not waited for: the caller gets RATE_LIMIT_EXCEEDED. */
  maxRetryAfterSeconds: number
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  maxRetries: 3,
  maxNetworkRetries: 2,
  baseDelayMs: 300,
  maxDelayMs: 8_000,
  maxRateLimitRetries: 6,
  maxRetryAfterSeconds: 180,
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries of many clients
 * (or of the catalog sync's parallel pages) spread out but never come back at once.
 */
export function backoffDelayMs(policy: BackoffPolicy, retry: number, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry)
  return Math.round(step / 2 + random() * (step / 2))
}
