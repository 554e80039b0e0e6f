import type { Clock } from '../../platform/types'
import type { RateBucketName, RateBucketState } from '../request-types'
import { abortedError } from './wait'

/**
 * The client side of the service's two rate-limit buckets (spec, Limits): search endpoints and the rest. Each
 * bucket admits requests in order and learns from every answer's X-RateLimit-Limit / X-RateLimit-Remaining:
 * - plenty left: up to `maxConcurrent` requests at once;
 * - running low (`remaining` at or under a tenth of the limit): one at a time, spaced further as it shrinks;
 * - none left: a single request goes out at a time, slowly, until a 429 says how long to wait;
 * - after a 429: nothing goes out before Retry-After has passed, then one request probes the new window.
 * So a storm of work meets at most one 429 per exhausted window instead of one per request.
 */
export interface RateBuckets {
  /** Waits for a turn in the bucket; call the returned function exactly once when the answer is in. */
  acquire(bucket: RateBucketName, signal?: AbortSignal): Promise<Release>
  snapshot(): Record<RateBucketName, RateBucketState>
}

/** Hands back the turn, with the answer's headers (null when none came) and its Retry-After on a 429. */
export type Release = (answer: { headers: Headers | null; retryAfterMs?: number | null }) => void

export interface RateBucketOptions {
  maxConcurrent: number
  /** Spacing between requests once the bucket runs low, multiplied as it drains. */
  lowPaceMs: number
  /** Spacing of single requests when nothing is left and no 429 has told us when the window ends. */
  exhaustedPaceMs: number
}

export const DEFAULT_BUCKET_OPTIONS: RateBucketOptions = {
  maxConcurrent: 6,
  lowPaceMs: 200,
  exhaustedPaceMs: 1_000,
}

interface Waiter {
  resolve: (release: Release) => void
  reject: (error: unknown) => void
  signal: AbortSignal | undefined
  onAbort: () => void
}

interface Bucket {
  limit: number | null
  remaining: number | null
  /** Requests sent since the last answer that carried a Remaining. */
  sentSinceReport: number
  inFlight: number
  blockedUntilMs: number
  lastStartMs: number
  queue: Waiter[]
  cancelWake: (() => void) | null
  wakeAtMs: number
}

export function createRateBuckets(
  clock: Clock,
  options: RateBucketOptions = DEFAULT_BUCKET_OPTIONS,
): RateBuckets {
  const buckets: Record<RateBucketName, Bucket> = { search: newBucket(), general: newBucket() }
  const now = (): number => clock.now().getTime()

  /** When the next request may start: now, a later time, or 'release' (wait for an answer). */
  const nextStart = (bucket: Bucket, at: number): number | 'release' => {
    if (at < bucket.blockedUntilMs) return bucket.blockedUntilMs
    const estimate = bucket.remaining === null ? Infinity : bucket.remaining - bucket.sentSinceReport
    const lowWater = bucket.limit === null ? 2 : Math.max(2, Math.ceil(bucket.limit * 0.1))
    if (estimate > lowWater) return bucket.inFlight < options.maxConcurrent ? at : 'release'
    if (bucket.inFlight > 0) return 'release'
    const pace = estimate <= 0 ? options.exhaustedPaceMs : options.lowPaceMs * (lowWater - estimate + 1)
    return Math.max(at, bucket.lastStartMs + pace)
  }

  const pump = (name: RateBucketName): void => {
    const bucket = buckets[name]
    while (bucket.queue.length > 0) {
      const at = now()
      const start = nextStart(bucket, at)
      if (start === 'release') return
      if (start > at) {
        wakeAt(name, start)
        return
      }
      const waiter = bucket.queue.shift() as Waiter
      waiter.signal?.removeEventListener('abort', waiter.onAbort)
      bucket.inFlight += 1
      bucket.sentSinceReport += 1
      bucket.lastStartMs = at
      waiter.resolve(releaseFor(name))
    }
  }

  const wakeAt = (name: RateBucketName, atMs: number): void => {
    const bucket = buckets[name]
    if (bucket.cancelWake !== null && bucket.wakeAtMs <= atMs) return
    bucket.cancelWake?.()
    bucket.wakeAtMs = atMs
    bucket.cancelWake = clock.after(Math.max(0, atMs - now()), () => {
      bucket.cancelWake = null
      pump(name)
    })
  }

  const releaseFor = (name: RateBucketName): Release => {
    let released = false
    return ({ headers, retryAfterMs }) => {
      if (released) return
      released = true
      const bucket = buckets[name]
      bucket.inFlight -= 1
      const limit = numberHeader(headers, 'x-ratelimit-limit')
      const remaining = numberHeader(headers, 'x-ratelimit-remaining')
      if (limit !== null) bucket.limit = limit
      if (remaining !== null) {
        bucket.remaining = remaining
        // What is still in flight was sent after this answer's count, as far as we can tell.
        bucket.sentSinceReport = bucket.inFlight
      }
      if (retryAfterMs !== undefined && retryAfterMs !== null) {
        bucket.blockedUntilMs = Math.max(bucket.blockedUntilMs, now() + retryAfterMs)
        bucket.remaining = 0
        bucket.sentSinceReport = 0
      }
      pump(name)
    }
  }

  return {
    acquire(name, signal) {
      if (signal?.aborted) return Promise.reject(abortedError())
      return new Promise<Release>((resolve, reject) => {
        const bucket = buckets[name]
        const waiter: Waiter = {
          resolve,
          reject,
          signal,
          onAbort: () => {
            bucket.queue = bucket.queue.filter((candidate) => candidate !== waiter)
            reject(abortedError())
          },
        }
        signal?.addEventListener('abort', waiter.onAbort, { once: true })
        bucket.queue.push(waiter)
        pump(name)
      })
    },
    snapshot() {
      const at = now()
      const state = (bucket: Bucket): RateBucketState => ({
        limit: bucket.limit,
        remaining: bucket.remaining === null ? null : Math.max(0, bucket.remaining - bucket.sentSinceReport),
        blockedUntil: bucket.blockedUntilMs > at ? new Date(bucket.blockedUntilMs).toISOString() : null,
      })
      return { search: state(buckets.search), general: state(buckets.general) }
    },
  }
}

function newBucket(): Bucket {
  return {
    limit: null,
    remaining: null,
    sentSinceReport: 0,
    inFlight: 0,
    blockedUntilMs: 0,
    lastStartMs: Number.NEGATIVE_INFINITY,
    queue: [],
    cancelWake: null,
    wakeAtMs: 0,
  }
}

function numberHeader(headers: Headers | null, name: string): number | null {
  const value = headers?.get(name)
  if (value === null || value === undefined || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : null
}

/** Which bucket a path belongs to (the same search paths the sandbox budgets separately). */
export function bucketOf(path: string): RateBucketName {
  return path === '/api/v3/search' ||
    path === '/api/v3/hotels/availability' ||
    path === '/api/v1/experiences/liste' ||
    /^\/api\/v3\/hotels\/[^/]+\/rooms\/availability$/.test(path)
    ? 'search'
    : 'general'
}
