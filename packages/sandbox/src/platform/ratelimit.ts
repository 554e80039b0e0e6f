import type { MiddlewareHandler } from 'hono'
import type { SandboxEnv } from './context'
import { ApiError } from './errors'

/**
 * Per-organization request budgets (spec, Limits: every v3 response carries X-RateLimit-Limit and
 * X-RateLimit-Remaining; search endpoints have their own, stricter bucket; 429 RATE_LIMIT_EXCEEDED with
 * Retry-After). Fixed one-minute windows in REAL time, not simulated time: a clock jump of days must not refill
 * or drain anyone's budget, and Retry-After is a delay the client really waits. Numbers are not shown by the spec;
 * the defaults are generous so tests and benches never meet them, and the `rateLimitPerMinute` fault lowers both.
 */
export interface RateLimits {
  /** Requests per minute per organization on every /api route outside the search bucket. */
  general: number
  /** Requests per minute per organization on the search endpoints. */
  search: number
}

export const DEFAULT_RATE_LIMITS: RateLimits = { general: 100_000, search: 50_000 }
const WINDOW_MS = 60_000

/** The stricter bucket: search, hotel and room availability, and the experience search (liste). */
export function isSearchPath(path: string): boolean {
  return (
    path === '/api/v3/search' ||
    path === '/api/v3/hotels/availability' ||
    path === '/api/v1/experiences/liste' ||
    /^\/api\/v3\/hotels\/[^/]+\/rooms\/availability$/.test(path)
  )
}

export interface RateLimiter {
  middleware(): MiddlewareHandler<SandboxEnv>
  /** Forgets every window (faults changed, reset). */
  clear(): void
}

export function createRateLimiter(limits: () => RateLimits, realNow: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { startMs: number; count: number }>()
  return {
    clear: () => windows.clear(),
    middleware: () => async (c, next) => {
      const caller = c.get('caller') as SandboxEnv['Variables']['caller'] | undefined
      // The token endpoint has no caller yet; it is not budgeted.
      if (caller === undefined) return next()
      const bucket = isSearchPath(c.req.path) ? 'search' : 'general'
      const limit = limits()[bucket]
      const key = `${caller.organization.id}:${bucket}`
      const now = realNow()
      let window = windows.get(key)
      if (window === undefined || now - window.startMs >= WINDOW_MS) {
        window = { startMs: now, count: 0 }
        windows.set(key, window)
      }
      c.header('X-RateLimit-Limit', String(limit))
      if (window.count >= limit) {
        const retryAfter = Math.max(1, Math.ceil((window.startMs + WINDOW_MS - now) / 1000))
        c.header('X-RateLimit-Remaining', '0')
        throw new ApiError(
          429,
          'RATE_LIMIT_EXCEEDED',
          `Rate limit of ${limit} requests per minute exceeded; retry after ${retryAfter} s.`,
          { bucket, limit, retryAfter },
          {
            'Retry-After': String(retryAfter),
            'X-RateLimit-Limit': String(limit),
            'X-RateLimit-Remaining': '0',
          },
        )
      }
      window.count += 1
      c.header('X-RateLimit-Remaining', String(limit - window.count))
      return next()
    },
  }
}
