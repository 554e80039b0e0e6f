import type Database from 'better-sqlite3'
import type { SimClock } from './clock'
import type { Caller } from './organizations'

export interface SandboxOptions {
  /** Seed of the deterministic demo-data generator. */
  seed: number
  /** Number of hotels in the demo catalog (at least 2,000 by default; 100,000 for scale tests). */
  hotels: number
}

/** What every route module receives: the store, the simulated clock and the options. */
export interface SandboxContext {
  db: Database.Database
  clock: SimClock
  options: SandboxOptions
}

/** Hono typing of per-request variables set by the platform middleware. */
export type SandboxEnv = {
  Variables: {
    /** Per-request id, returned in error bodies and the X-Request-Id header. */
    requestId: string
    caller: Caller
  }
}
