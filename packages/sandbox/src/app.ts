import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type Database from 'better-sqlite3'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { registerControlRoutes } from './control/routes'
import { SANDBOX_MODULES } from './modules'
import { createSandboxApp, type SandboxApp } from './openapi/app'
import { registerOpenApiRoute } from './openapi/route'
import { requireCaller } from './platform/auth'
import { createSimClock, type SimClock } from './platform/clock'
import type { SandboxContext, SandboxOptions } from './platform/context'
import { ApiError, errorBody } from './platform/errors'
import { connectionFaults, failureFaults, NO_FAULTS, type Faults } from './platform/faults'
import type { SandboxModule } from './platform/module'
import { registerOAuthRoutes } from './platform/oauth.routes'
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './platform/ratelimit'
import { setFinalHeader } from './platform/headers'
import { attachSeedCache, copyFromSeedCache, detachSeedCache, writeSeedCache } from './platform/seed-cache'
import { openStore, readMeta, removeStoreFiles, STORE_VERSION, writeMeta } from './platform/store'

export interface SandboxConfig {
  /** SQLite file of the sandbox's store; null or absent = in memory. */
  dbFile?: string | null
  seed?: number
  hotels?: number
  /** Start of the simulated clock; absent = now (or, for an existing file store, where its clock was). */
  clockStart?: Date | string
  modules?: readonly SandboxModule[]
  /** Per-organization budgets per minute (defaults generous; see platform/ratelimit.ts). */
  rateLimits?: Partial<RateLimits>
  /** Largest accepted request bodies in bytes (413 above). */
  bodyLimits?: { json?: number; multipart?: number }
  /** better-sqlite3's native module to load instead of node_modules' (the Electron-ABI build inside Electron). */
  nativeBinding?: string
  /**
   * A folder where the tables modules seed as a pure function of the seed and the hotel count (`cachedTables`:
   * the catalog) are kept between starts, to be copied instead of generated again (platform/seed-cache.ts). Its
   * files are only valid for the code that wrote them: `npm run sandbox` names one per build of its bundle.
   */
  seedCacheDir?: string | null
}

export interface Sandbox {
  app: SandboxApp
  ctx: SandboxContext
  /** Throws away every change and rebuilds the demo data from the seed; the clock returns to its start. */
  reset(): void
  /** Runs every module's tick (what a clock move and the server's timer do). */
  runTicks(): void
  faults(): Faults
  setFaults(faults: Faults): void
  close(): void
}

export const DEFAULT_SEED = 42
export const DEFAULT_HOTELS = 2400
/** JSON bodies carry base64 images at most (experience images); uploads are multipart. */
export const DEFAULT_BODY_LIMITS = { json: 8 * 1024 * 1024, multipart: 16 * 1024 * 1024 }

export function createSandbox(config: SandboxConfig = {}): Sandbox {
  const modules = config.modules ?? SANDBOX_MODULES
  const file = config.dbFile ?? null
  const options: SandboxOptions = {
    seed: config.seed ?? DEFAULT_SEED,
    hotels: config.hotels ?? DEFAULT_HOTELS,
  }
  const clock: SimClock = createSimClock(config.clockStart)
  // Route handlers always read ctx.db, never a captured copy, so that reset can swap the store.
  const ctx: SandboxContext = {
    db: openSeeded(file, modules, options, clock, config),
    clock,
    options,
    modules,
  }
  if (file !== null && config.clockStart === undefined) restoreClock(ctx)
  // A file store keeps its simulated time across restarts (the offset from real time is what persists).
  clock.onChange(() => {
    if (file !== null && ctx.db.open) writeMeta(ctx.db, 'clockOffsetMs', String(clock.nowMs() - Date.now()))
  })

  let faults: Faults = { ...NO_FAULTS }
  const limits = { ...DEFAULT_RATE_LIMITS, ...config.rateLimits }
  const rateLimiter = createRateLimiter(() =>
    faults.rateLimitPerMinute === null
      ? limits
      : { general: faults.rateLimitPerMinute, search: faults.rateLimitPerMinute },
  )

  const app = createSandboxApp()
  app.use('*', async (c, next) => {
    const requestId = randomUUID()
    c.set('requestId', requestId)
    c.header('X-Request-Id', requestId)
    await next()
  })
  app.use('*', bodyLimits({ ...DEFAULT_BODY_LIMITS, ...config.bodyLimits }))
  app.onError((error, c) => {
    const apiError = toApiError(error)
    if (apiError.status === 500) console.error('[sandbox]', error)
    for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value)
    return c.json(errorBody(apiError, c.get('requestId')), apiError.status)
  })
  app.notFound((c) => {
    const error = new ApiError(404, 'ROUTE_NOT_FOUND', `No route ${c.req.method} ${c.req.path}.`)
    return c.json(errorBody(error, c.get('requestId')), 404)
  })
  // The service's own time on every answer: a client measures deadlines it was given (a handshake's expiresAt)
  // on this clock, which the control plane may have moved away from real time. Set last, over any other Date.
  app.use('/api/*', async (c, next) => {
    await next()
    setFinalHeader(c, 'Date', clock.now().toUTCString())
  })
  app.use(
    '/api/*',
    connectionFaults(() => faults),
  )
  app.use('/api/*', requireCaller(ctx))
  app.use('/api/*', rateLimiter.middleware())
  app.use(
    '/api/*',
    failureFaults(() => faults, options.seed),
  )

  const runTicks = (): void => {
    for (const module of modules) {
      try {
        module.tick?.(ctx)
      } catch (error) {
        // One module's failing tick must not stop the others, nor the clock route that triggered it.
        console.error(`[sandbox] tick of ${module.name} failed`, error)
      }
    }
  }
  const sandbox: Sandbox = {
    app,
    ctx,
    runTicks,
    faults: () => ({ ...faults }),
    setFaults(next) {
      faults = { ...next }
      // A new budget starts from a clean window, so a test's earlier requests do not count against it.
      rateLimiter.clear()
    },
    reset() {
      faults = { ...NO_FAULTS }
      rateLimiter.clear()
      ctx.db.close()
      if (file !== null) removeStoreFiles(file)
      clock.set(new Date(config.clockStart ?? Date.now()).toISOString())
      ctx.db = openSeeded(file, modules, options, clock, config)
    },
    close() {
      ctx.db.close()
    },
  }

  registerControlRoutes(app, {
    ctx,
    runTicks,
    reset: sandbox.reset,
    faults: sandbox.faults,
    setFaults: sandbox.setFaults,
  })
  registerOpenApiRoute(app)
  registerOAuthRoutes(app, ctx)
  for (const module of modules) module.routes?.(app, ctx)
  return sandbox
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  // c.req.json() on a malformed body, in a module that does not use readJsonBody.
  if (error instanceof SyntaxError)
    return new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.')
  // A route's declared JSON body that is not JSON (hono's validator words it so).
  if (error instanceof HTTPException && error.message === 'Malformed JSON in request body')
    return new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.')
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
    return new ApiError(400, 'BAD_REQUEST', error.message || 'Bad request.')
  }
  return new ApiError(500, 'INTERNAL_ERROR', 'The sandbox failed to answer.')
}

function bodyLimits(limits: { json: number; multipart: number }) {
  const tooLarge = (maxSize: number) => () => {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxSize} bytes.`, {
      maxBytes: maxSize,
    })
  }
  const json = bodyLimit({ maxSize: limits.json, onError: tooLarge(limits.json) })
  const multipart = bodyLimit({ maxSize: limits.multipart, onError: tooLarge(limits.multipart) })
  const chosen = bodyLimitChooser(json, multipart)
  // Hono's bodyLimit reads `c.req.raw.body` first, which turns the node server's light request into a standard
  // one with a body stream (read back chunk by chunk): a declared length, or no body, is checked here instead.
  const declaredOrChosen: ReturnType<typeof bodyLimit> = (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return chosen(c, next)
    const multipartBody = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/')
    const maxSize = multipartBody ? limits.multipart : limits.json
    if (Number.parseInt(declared, 10) > maxSize) tooLarge(maxSize)()
    return next()
  }
  return declaredOrChosen
}

function bodyLimitChooser(
  json: ReturnType<typeof bodyLimit>,
  multipart: ReturnType<typeof bodyLimit>,
): ReturnType<typeof bodyLimit> {
  return (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/')
      ? multipart(c, next)
      : json(c, next)
}

function restoreClock(ctx: SandboxContext): void {
  const offset = Number(readMeta(ctx.db, 'clockOffsetMs'))
  if (readMeta(ctx.db, 'clockOffsetMs') !== null && Number.isFinite(offset)) {
    ctx.clock.set(new Date(Date.now() + offset).toISOString())
  }
}

function openSeeded(
  file: string | null,
  modules: readonly SandboxModule[],
  options: SandboxOptions,
  clock: SimClock,
  config: SandboxConfig,
) {
  const db = openStore(file, modules, config.nativeBinding)
  const storedSeed = readMeta(db, 'seed')
  if (storedSeed === null) {
    const ctx: SandboxContext = { db, clock, options, modules }
    const cacheFile =
      config.seedCacheDir == null
        ? null
        : join(config.seedCacheDir, `seed-v${STORE_VERSION}-${options.seed}-${options.hotels}.db`)
    const cached = cacheFile !== null && attachSeedCache(db, cacheFile)
    db.transaction(() => {
      for (const module of modules) {
        if (cached && module.cachedTables !== undefined) copyFromSeedCache(db, module.cachedTables)
        else module.seed?.(ctx)
      }
      writeMeta(db, 'seed', String(options.seed))
      writeMeta(db, 'hotels', String(options.hotels))
      writeMeta(db, 'seededAt', clock.now().toISOString())
    })()
    if (cached) detachSeedCache(db)
    else if (cacheFile !== null) keepSeedCache(db, cacheFile, modules)
  } else {
    // An existing file keeps the data it was seeded with; the options follow it so they describe what is served.
    const storedHotels = Number(readMeta(db, 'hotels') ?? options.hotels)
    if (Number(storedSeed) !== options.seed || storedHotels !== options.hotels) {
      console.warn(
        `[sandbox] ${file} was seeded with seed ${storedSeed} and ${storedHotels} hotels; using those.`,
      )
    }
    options.seed = Number(storedSeed)
    options.hotels = storedHotels
  }
  return db
}

function keepSeedCache(db: Database.Database, file: string, modules: readonly SandboxModule[]): void {
  const cachedModules = modules.filter((module) => module.cachedTables !== undefined)
  try {
    writeSeedCache(
      db,
      file,
      cachedModules.map((module) => module.schema ?? '').join('\n'),
      cachedModules.flatMap((module) => module.cachedTables ?? []),
    )
  } catch (error) {
    // The next start seeds again: slower, never wrong.
    console.warn(`[sandbox] could not keep the seeded catalog in ${file}:`, (error as Error).message)
  }
}
