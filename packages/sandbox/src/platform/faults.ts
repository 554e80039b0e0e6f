import type { Context, MiddlewareHandler } from 'hono'
import type { SandboxEnv } from './context'
import { ApiError } from './errors'
import { createRng } from './random'

/**
 * Fault injection of the control plane (POST /_sandbox/faults), applied to /api routes only:
 * - offline: the connection is destroyed without an answer (what a dropped office link looks like to a client);
 * - latencyMs: every answer waits that long first;
 * - failRate: that share of requests answers 503 SERVICE_UNAVAILABLE (drawn from a seeded generator, so a run is
 *   repeatable; 0 never, 1 always);
 * - rateLimitPerMinute: replaces both rate-limit budgets (see ratelimit.ts);
 * - malformed: successful JSON answers under a path prefix come back with one field dropped or of the wrong type
 *   (what a client's response validation must survive);
 * - dropAfterCommit: matching requests are handled (their writes committed), then the connection is destroyed
 *   without the answer (a line cut between the service's commit and the client: "did my booking go through?").
 */
export interface Faults {
  latencyMs: number
  failRate: number
  offline: boolean
  rateLimitPerMinute: number | null
  malformed: MalformedFault | null
  dropAfterCommit: DropAfterCommitFault | null
}

export interface DropAfterCommitFault {
  /** Only requests to paths starting with this, e.g. `/api/v3/bookings`. */
  pathPrefix: string
  /** Only requests of this method; null = any. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | null
  /** After the first drop, every /api request is treated as `offline` until the faults are set again. */
  thenOffline: boolean
}

export interface MalformedFault {
  /** Only answers to paths starting with this, e.g. `/api/v3/hotels`. */
  pathPrefix: string
  mutation: 'dropField' | 'wrongType'
  /** Dotted path in the JSON answer; `*` stands for every element or key, e.g. `data.*.name` or `0.state`. */
  field: string
}

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  failRate: 0,
  offline: false,
  rateLimitPerMinute: null,
  malformed: null,
  dropAfterCommit: null,
}

/** Offline and latency: they hit the connection, before credentials are even read. */
export function connectionFaults(faults: () => Faults): MiddlewareHandler<SandboxEnv> {
  // Fault sets whose dropAfterCommit has fired with thenOffline: setting the faults again makes a new object.
  const wentOffline = new WeakSet<Faults>()
  return async (c, next) => {
    const current = faults()
    if (current.offline || wentOffline.has(current)) {
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
    await next()
    if (current.malformed !== null) await malformAnswer(c, current.malformed)
    const drop = current.dropAfterCommit
    if (
      drop !== null &&
      c.req.path.startsWith(drop.pathPrefix) &&
      (drop.method ?? c.req.method) === c.req.method
    ) {
      if (drop.thenOffline) wentOffline.add(current)
      const socket = c.env?.incoming?.socket
      if (socket === undefined) {
        throw new ApiError(
          503,
          'SERVICE_UNAVAILABLE',
          'The answer was dropped after commit (fault injection).',
        )
      }
      // The handler ran and its writes are committed; the client never hears about it.
      socket.destroy()
      c.res = undefined
      c.res = new Response(null, { status: 503 })
    }
  }
}

/** Rewrites a successful JSON answer with the malformed fault's mutation (other answers are left alone). */
async function malformAnswer(c: Context<SandboxEnv>, fault: MalformedFault): Promise<void> {
  const response = c.res
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
  if (!c.req.path.startsWith(fault.pathPrefix) || response.status < 200 || response.status >= 300 || !isJson)
    return
  const body: unknown = await response.json()
  const mutated = mutateAt(body, fault.field.split('.'), fault.mutation)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  // Says the answer is off-contract on purpose, so that a validating client or proxy can tell it from a bug.
  headers.set('X-Sandbox-Fault', 'malformed')
  // Cleared first: Hono would otherwise merge the old answer's headers (its length among them) into the new one.
  c.res = undefined
  c.res = new Response(JSON.stringify(mutated), { status: response.status, headers })
}

function mutateAt(value: unknown, path: string[], mutation: MalformedFault['mutation']): unknown {
  if (typeof value !== 'object' || value === null || path.length === 0) return value
  const [head, ...rest] = path as [string, ...string[]]
  const record = value as Record<string, unknown>
  const keys = head === '*' ? Object.keys(record) : Object.hasOwn(record, head) ? [head] : []
  for (const key of keys) {
    if (rest.length > 0) record[key] = mutateAt(record[key], rest, mutation)
    else if (mutation === 'dropField') delete record[key]
    else record[key] = wrongType(record[key])
  }
  return value
}

/** A value of another JSON type than the one given. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345
  if (typeof value === 'number') return 'not-a-number'
  if (typeof value === 'boolean') return 'yes'
  if (value === null) return 42
  return 'wrong-type'
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
