import type { Hono } from 'hono'
import type { SandboxContext, SandboxEnv } from './context'

/** What `GET /api/v3/search` asks a module that contributes results (experiences, trip templates). */
export interface ModuleSearchQuery {
  /** Normalized query text (see platform/text.ts normalizeText; match it with fuzzyScore). */
  text: string
  locale: string
  /** Requested types this module declared. */
  types: readonly string[]
  countryIds: readonly number[]
  /** Owner restriction (search's organizationId), null = any. */
  organizationId: number | null
  standaloneExperiencesOnly: boolean
  searchDescriptions: boolean
  /** The caller may stop after this many best results. */
  limit: number
}

export interface ModuleSearchHit {
  /** Encoded id. */
  id: string
  type: string
  title: string
  description: string | null
  /** Relevance 0-100, comparable with fuzzyScore. */
  score: number
  alpha2: string | null
}

/**
 * A feature of the sandbox (catalog, availability, bookings, ...): its tables, its demo data and its routes.
 * `src/sandbox/modules.ts` lists them in dependency order; the app assembles them.
 */
export interface SandboxModule {
  name: string
  /** `CREATE TABLE IF NOT EXISTS ...` statements for this module's tables (STRICT tables, snake_case). */
  schema?: string
  /** Fills demo data into an empty store, deterministically from `ctx.options.seed`. Runs in one transaction. */
  seed?: (ctx: SandboxContext) => void
  /** Registers the module's routes. */
  routes?: (app: Hono<SandboxEnv>, ctx: SandboxContext) => void
  /** Runs after every move of the simulated clock and on a timer: due events (supplier answers, reminders). */
  tick?: (ctx: SandboxContext) => void
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
