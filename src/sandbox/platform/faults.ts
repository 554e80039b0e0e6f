import type { MiddlewareHandler } from 'hono'
import type { SandboxEnv } from './context'
import { ApiError } from './errors'
import { createRng } from './random'

/**
 * Fault injection of the control plane (POST /_sandbox/faults), applied to /api routes only:
 * - offline: the connection is destroyed without an answer (what a dropped office link looks like to a client);
 * - latencyMs: every answer waits that long first;
 * - failRate: that share of requests answers 503 SERVICE_UNAVAILABLE (drawn from a seeded generator, so a run is
 *   repeatable; 0 never, 1 always);
 * - rateLimitPerMinute: replaces both rate-limit budgets (see ratelimit.ts).
 */
export interface Faults {
  latencyMs: number
  failRate: number
  offline: boolean
  rateLimitPerMinute: number | null
}

export const NO_FAULTS: Faults = { latencyMs: 0, failRate: 0, offline: false, rateLimitPerMinute: null }

/** Offline and latency: they hit the connection, before credentials are even read. */
export function connectionFaults(faults: () => Faults): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const current = faults()
    if (current.offline) {
      const socket = c.env?.incoming?.socket
      if (socket !== undefined) {
        socket.destroy()
        // Nobody reads this answer: the socket is gone.
        return c.body(null, 503)
      }
      // Served in-process (app.request, no socket): the closest thing to no answer is a 503 without a body.
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The sandbox is offline (fault injection).')
    }
    if (current.latencyMs > 0) {
      // A client that gives up stops the wait, so no timer outlives its request (or the server).
      const socket = c.env?.incoming?.socket
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer)
          socket?.off('close', done)
          resolve()
        }
        const timer = setTimeout(done, current.latencyMs)
        socket?.once('close', done)
      })
    }
    return next()
  }
}

/**
 * failRate: runs after authentication and rate limiting, so a simulated failure is an answer of the service like
 * any other (it carries the rate-limit headers and counts against the budget).
 */
export function failureFaults(faults: () => Faults, seed: number): MiddlewareHandler<SandboxEnv> {
  const rng = createRng(seed, 'faults')
  return async (_c, next) => {
    const { failRate } = faults()
    if (failRate > 0 && rng.next() < failRate) {
      throw new ApiError(
        503,
        'SERVICE_UNAVAILABLE',
        'The service is temporarily unavailable (fault injection).',
        {
          fault: 'failRate',
        },
      )
    }
    return next()
  }
}
