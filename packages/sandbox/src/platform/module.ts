import type { SandboxApp } from '../openapi/app'
import type { ModuleHooks, SandboxContext } from './context'

/**
 * A feature of the sandbox (catalog, availability, bookings, ...): its tables, its demo data and its routes, plus
 * the hooks it offers the other modules (`ModuleHooks`: search results, operating cities).
 * `modules.ts` lists them in dependency order; the app assembles them.
 */
export interface SandboxModule extends ModuleHooks {
  /** `CREATE TABLE IF NOT EXISTS ...` statements for this module's tables (STRICT tables, snake_case). */
  schema?: string
  /** Fills demo data into an empty store, deterministically from `ctx.options.seed`. Runs in one transaction. */
  seed?: (ctx: SandboxContext) => void
  /**
   * The tables `seed` fills, when they are a pure function of the seed and the hotel count and `seed` writes
   * nothing else: with a seed cache (SandboxConfig.seedCacheDir) they are copied from it instead of seeded.
   */
  cachedTables?: readonly string[]
  /** Registers the module's routes. */
  routes?: (app: SandboxApp, ctx: SandboxContext) => void
  /** Runs after every move of the simulated clock and on a timer: due events (supplier answers, reminders). */
  tick?: (ctx: SandboxContext) => void
}
