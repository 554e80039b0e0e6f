import { createRoute } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError, badRequest } from '../platform/errors'
import { NO_FAULTS, type Faults } from '../platform/faults'
import { readJsonBody } from '../platform/validation'
import { requireCaller } from '../platform/auth'
import { CallerState, ClockMove, ClockState, FaultsBody, FaultsState, ResetState } from './schemas'

/** What the control plane drives: the running sandbox. */
export interface ControlTarget {
  ctx: SandboxContext
  runTicks(): void
  reset(): void
  faults(): Faults
  setFaults(faults: Faults): void
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/**
 * The control plane answers loopback callers only. The server binds to loopback anyway; this also covers a
 * sandbox someone exposes through a proxy. In-process calls (no socket) are local by definition.
 */
export function loopbackOnly(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const address = c.env?.incoming?.socket.remoteAddress
    if (address !== undefined && !LOOPBACK.test(address)) {
      throw new ApiError(403, 'LOOPBACK_ONLY', 'The sandbox control plane answers loopback callers only.')
    }
    return next()
  }
}

/** The faults as the control plane answers them: `malformed` and `dropAfterCommit` only while set (FaultsState). */
function faultsState(faults: Faults): Record<string, unknown> {
  const { malformed, dropAfterCommit, ...rest } = faults
  return {
    ...rest,
    ...(malformed === null ? {} : { malformed }),
    ...(dropAfterCommit === null ? {} : { dropAfterCommit }),
  }
}

/**
 * The control plane's routes. Open to any loopback caller (`security: []`) but /_sandbox/caller, which reads the
 * credentials sent. Bodies are declared for the document only: readJsonBody answers as the tests' client expects
 * (INVALID_JSON, VALIDATION_ERROR), with or without a Content-Type.
 */
export function registerControlRoutes(app: SandboxApp, target: ControlTarget): void {
  const tags = ['control plane']
  app.use('/_sandbox/*', loopbackOnly())

  const readClock = createRoute({
    method: 'get',
    path: '/_sandbox/clock',
    summary: 'Read the simulated clock',
    tags,
    security: [],
    responses: responses(json(ClockState)),
  })
  app.openapi(readClock, (c) => c.json({ now: target.ctx.clock.now().toISOString() }))

  const moveClock = createRoute({
    method: 'post',
    path: '/_sandbox/clock',
    summary: 'Move the simulated clock forward ({ advanceSeconds } or { now }), then run every module tick',
    tags,
    security: [],
    request: { body: jsonBody(ClockMove) },
    responses: responses(json(ClockState), 400),
  })
  app.openapi(moveClock, async (c) => {
    const move = await readJsonBody(c, ClockMove)
    const clock = target.ctx.clock
    if ('now' in move) {
      // Events that already fired cannot un-fire: the clock only moves forward (reset takes it back).
      if (new Date(move.now).getTime() < clock.nowMs()) {
        throw badRequest(
          'CLOCK_BACKWARDS',
          'The simulated clock only moves forward; use POST /_sandbox/reset.',
          {
            param: 'now',
            value: move.now,
          },
        )
      }
      clock.set(move.now)
    } else clock.advance(move.advanceSeconds)
    target.runTicks()
    return c.json({ now: clock.now().toISOString() })
  })

  const caller = createRoute({
    method: 'get',
    path: '/_sandbox/caller',
    summary:
      'Whose credentials these are: the organization of the API key or bearer token sent (the spec has no such call)',
    tags,
    security: [{ apiKey: [] }, { bearer: [] }],
    middleware: [requireCaller(target.ctx)] as const,
    responses: responses(json(CallerState), 401),
  })
  app.openapi(caller, (c) => {
    const { organization } = c.get('caller')
    return c.json({ organizationName: organization.displayName, scope: organization.scope })
  })

  const readFaults = createRoute({
    method: 'get',
    path: '/_sandbox/faults',
    summary: 'Read the injected faults',
    tags,
    security: [],
    responses: responses(json(FaultsState)),
  })
  app.openapi(readFaults, (c) => c.json(faultsState(target.faults())))

  const setFaults = createRoute({
    method: 'post',
    path: '/_sandbox/faults',
    summary: 'Inject faults on /api routes; fields left out are off',
    tags,
    security: [],
    request: { body: jsonBody(FaultsBody) },
    responses: responses(json(FaultsState), 400),
  })
  app.openapi(setFaults, async (c) => {
    const body = await readJsonBody(c, FaultsBody)
    const faults: Faults = {
      latencyMs: body.latencyMs ?? NO_FAULTS.latencyMs,
      failRate: body.failRate ?? NO_FAULTS.failRate,
      offline: body.offline ?? NO_FAULTS.offline,
      rateLimitPerMinute: body.rateLimitPerMinute ?? NO_FAULTS.rateLimitPerMinute,
      malformed: body.malformed ?? NO_FAULTS.malformed,
      dropAfterCommit: body.dropAfterCommit ?? NO_FAULTS.dropAfterCommit,
    }
    target.setFaults(faults)
    return c.json(faultsState(faults))
  })

  const clearFaults = createRoute({
    method: 'delete',
    path: '/_sandbox/faults',
    summary: 'Remove every injected fault',
    tags,
    security: [],
    responses: responses(json(FaultsState)),
  })
  app.openapi(clearFaults, (c) => {
    target.setFaults({ ...NO_FAULTS })
    return c.json(faultsState(target.faults()))
  })

  const reset = createRoute({
    method: 'post',
    path: '/_sandbox/reset',
    summary:
      'Rebuild the demo data from the seed, clock back to its start, faults and rate-limit windows cleared',
    tags,
    security: [],
    responses: responses(json(ResetState)),
  })
  app.openapi(reset, (c) => {
    target.reset()
    const { ctx } = target
    return c.json({ now: ctx.clock.now().toISOString(), seed: ctx.options.seed, hotels: ctx.options.hotels })
  })
}
