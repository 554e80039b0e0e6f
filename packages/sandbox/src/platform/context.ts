import type Database from 'better-sqlite3'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SimClock } from './clock'
import type { ModuleSearchHit, ModuleSearchQuery } from './module-search'
import type { Caller } from './organizations'

export interface SandboxOptions {
  /** Seed of the deterministic demo-data generator. */
  seed: number
  /** Number of hotels in the demo catalog (at least 2,000 by default; 100,000 for scale tests). */
  hotels: number
}

/** What every route module receives: the store, the simulated clock and the options. */
export interface SandboxContext {
  /** Always read `ctx.db` at request time: reset swaps it. */
  db: Database.Database
  clock: SimClock
  options: SandboxOptions
  /** Every module of this sandbox, for cross-module hooks (search providers, operating cities). */
  modules?: readonly ModuleHooks[]
}

/**
 * What one module offers the others at request time. It lives beside the context that carries it (a module's
 * lifecycle, `SandboxModule` in module.ts, extends it) so that the context does not depend on the module type.
 */
export interface ModuleHooks {
  name: string
  /** Contributes results of these search types to GET /api/v3/search. */
  search?: {
    types: readonly string[]
    find: (ctx: SandboxContext, query: ModuleSearchQuery) => ModuleSearchHit[]
  }
  /**
   * City ids where these organizations operate beyond the hotels they own (e.g. cities of hotels they booked):
   * the `scope=organization` filter of the location lists.
   */
  operatingCityIds?: (ctx: SandboxContext, organizationIds: readonly number[]) => number[]
}

/** Hono typing of per-request variables set by the platform middleware. */
export type SandboxEnv = {
  /** Set by @hono/node-server; absent when the app is called in-process (app.request). */
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse }
  Variables: {
    /** Per-request id, returned in error bodies and the X-Request-Id header. */
    requestId: string
    caller: Caller
  }
}
