import { Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import { SANDBOX_MODULES } from './modules'
import { requireCaller } from './platform/auth'
import { createSimClock, type SimClock } from './platform/clock'
import type { SandboxContext, SandboxEnv, SandboxOptions } from './platform/context'
import { ApiError, errorBody } from './platform/errors'
import type { SandboxModule } from './platform/module'
import { openStore, readMeta, writeMeta } from './platform/store'

export interface SandboxConfig {
  /** SQLite file of the sandbox's store; null or absent = in memory. */
  dbFile?: string | null
  seed?: number
  hotels?: number
  /** Start of the simulated clock; absent = now. */
  clockStart?: Date | string
  modules?: readonly SandboxModule[]
}

export interface Sandbox {
  app: Hono<SandboxEnv>
  ctx: SandboxContext
  /** Throws away every change and rebuilds the demo data from the seed; the clock returns to its start. */
  reset(): void
  close(): void
}

export const DEFAULT_SEED = 42
export const DEFAULT_HOTELS = 2400

export function createSandbox(config: SandboxConfig = {}): Sandbox {
  const modules = config.modules ?? SANDBOX_MODULES
  const options: SandboxOptions = {
    seed: config.seed ?? DEFAULT_SEED,
    hotels: config.hotels ?? DEFAULT_HOTELS,
  }
  const clock: SimClock = createSimClock(config.clockStart)
  // Route handlers always read ctx.db, never a captured copy, so that reset can swap the store.
  const ctx: SandboxContext = {
    db: openSeeded(config.dbFile ?? null, modules, options, clock),
    clock,
    options,
  }

  const app = new Hono<SandboxEnv>()
  app.use('*', async (c, next) => {
    const requestId = randomUUID()
    c.set('requestId', requestId)
    c.header('X-Request-Id', requestId)
    await next()
  })
  app.onError((error, c) => {
    const apiError =
      error instanceof ApiError ? error : new ApiError(500, 'INTERNAL_ERROR', 'The sandbox failed to answer.')
    if (!(error instanceof ApiError)) console.error('[sandbox]', error)
    for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value)
    return c.json(errorBody(apiError, c.get('requestId')), apiError.status)
  })
  app.notFound((c) => {
    const error = new ApiError(404, 'ROUTE_NOT_FOUND', `No route ${c.req.method} ${c.req.path}.`)
    return c.json(errorBody(error, c.get('requestId')), 404)
  })
  app.use('/api/*', requireCaller())
  for (const module of modules) module.routes?.(app, ctx)

  return {
    app,
    ctx,
    reset() {
      ctx.db.close()
      clock.set(
        typeof config.clockStart === 'undefined'
          ? new Date().toISOString()
          : new Date(config.clockStart).toISOString(),
      )
      ctx.db = openSeeded(null, modules, options, clock, true)
    },
    close() {
      ctx.db.close()
    },
  }
}

function openSeeded(
  file: string | null,
  modules: readonly SandboxModule[],
  options: SandboxOptions,
  clock: SimClock,
  fresh = false,
) {
  const db = openStore(fresh ? null : file, modules)
  if (readMeta(db, 'seed') === null) {
    const ctx: SandboxContext = { db, clock, options }
    db.transaction(() => {
      for (const module of modules) module.seed?.(ctx)
      writeMeta(db, 'seed', String(options.seed))
      writeMeta(db, 'seededAt', clock.now().toISOString())
    })()
  }
  return db
}
