import { isServiceError, type CatalogApi } from '../api/client'
import type { EventBus } from '../base/event-bus'
import { createJobRunner } from '../base/job-runner'
import type { Db } from '../db/statements'
import {
  clearInterruptedSyncs,
  getCursor,
  getDatasetState,
  markSyncFailed,
  markSyncStarted,
  markSyncStopped,
  type StoredSyncError,
} from '../db/sync-state.repo'
import type { Clock } from '../platform/types'
import type { ConnectivityStatus } from '../../shared/ipc'
import type { DatasetSyncStatus } from '../../shared/ipc/sync.contract'
import {
  CATALOG_CURSOR,
  CATALOG_DATASET,
  readCatalogCursor,
  runCatalogPass,
  type CatalogPassOutcome,
} from './catalog-pass'
import { describeDataset } from './sync-status'
import { mainLog } from '../base/main-log'

/**
 * Keeps the local catalog filled and fresh, in the background:
 *
 * - at start, an interrupted pass (crash, kill, quit) resumes at once from its cursor; a catalog never synced, or
 *   older than the refresh period, is synced at once; otherwise the next pass is scheduled;
 * - a completed pass schedules the next one a refresh period later (24 h by default); a failed one retries with
 *   growing delays; while the service is offline nothing is tried, and the pass starts when it is back;
 * - a pass that ends with fewer hotels than the service announced (the catalog changed under it) is followed by
 *   another one soon, which sweeps up the difference.
 *
 * Progress goes out as `sync.progress`, start/end/failure as `sync.statusChanged`.
 */

export type CatalogSource = { ok: true; id: string } | { ok: false; code: string; reason: string }

export interface CatalogSyncDeps {
  db: Db
  api: CatalogApi
  clock: Clock
  events: Pick<EventBus, 'publish'>
  /** Which catalog the active environment serves (environment and address), or why there is none. */
  source: () => Promise<CatalogSource>
  /** The agent's locale: the language of the names stored. */
  locale: () => string
  isOffline?: () => boolean
  perPage?: number
  refreshIntervalMs?: number
  /** Delays before retrying a failed pass, the last one repeated. */
  retryDelaysMs?: readonly number[]
  log?: (message: string, error?: unknown) => void
  /** Told of every page written and every run's start and end (the catalog's facets count again). */
  onChange?: (change: { syncing: boolean }) => void
}

export type CatalogSyncResult =
  { ok: true; outcome: CatalogPassOutcome } | { ok: false; aborted: boolean; error: StoredSyncError }

export interface CatalogSync {
  /** Runs a pass now, or joins the one running. Never rejects. */
  syncNow(): Promise<CatalogSyncResult>
  status(): DatasetSyncStatus
  /** Resumes an interrupted pass or schedules the next one. */
  start(): void
  /** Stops between two pages (the cursor keeps the place) and cancels the schedule. */
  stop(): Promise<void>
  /** Feed of the connectivity monitor: a pass that waited for the service starts when it is back. */
  onConnectivity(status: ConnectivityStatus): void
  /** Stops the pass under way (if any) and starts a new one: the catalog's source changed. */
  restart(): Promise<CatalogSyncResult>
}

export const DEFAULT_REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000
export const DEFAULT_RETRY_DELAYS_MS = [30_000, 60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000]
const STOPPED: CatalogSyncResult = {
  ok: false,
  aborted: true,
  error: { code: 'ABORTED', message: 'The catalog sync was stopped.' },
}
/** The follow-up of a pass that found the catalog changing under it. */
const CONSISTENCY_RETRY_MS = 60_000

export function createCatalogSync(deps: CatalogSyncDeps): CatalogSync {
  const { db, clock } = deps
  const refreshMs = deps.refreshIntervalMs ?? DEFAULT_REFRESH_INTERVAL_MS
  const retryDelays = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  const log = deps.log ?? ((message: string, error?: unknown) => mainLog.warn(message, error))
  let progress: { done: number; total: number } | null = null

  const status = (): DatasetSyncStatus =>
    describeDataset('catalog', getDatasetState(db, CATALOG_DATASET), {
      now: clock.now(),
      syncing: runner.status().running,
      progress,
      staleAfterMs: 2 * refreshMs,
    })
  const announce = (): void => {
    const current = status()
    deps.events.publish('sync.statusChanged', current)
    deps.onChange?.({ syncing: current.syncing })
  }

  /** How long until the next pass is due, from what is stored. */
  const dueInMs = (): number => {
    const cursor = readCatalogCursor(db)
    if (cursor !== null && cursor.nextPage !== null) return 0
    const last = getDatasetState(db, CATALOG_DATASET)?.lastSyncedAt ?? null
    if (last === null) return 0
    return Date.parse(last) + refreshMs - clock.now().getTime()
  }

  const pass = async (signal: AbortSignal): Promise<CatalogSyncResult> => {
    progress = null
    const now = (): string => clock.now().toISOString()
    try {
      const source = await deps.source()
      if (!source.ok) throw new CatalogSourceError(source.code, source.reason)
      markSyncStarted(db, CATALOG_DATASET, now())
      announce()
      const outcome = await runCatalogPass(
        {
          db,
          api: deps.api,
          clock,
          signal,
          ...(deps.perPage === undefined ? {} : { perPage: deps.perPage }),
          onProgress: (done, total) => {
            progress = { done, total }
            deps.events.publish('sync.progress', { dataset: 'catalog', done, total })
            deps.onChange?.({ syncing: true })
          },
        },
        source.id,
        deps.locale(),
      )
      if (!outcome.consistent) {
        log(
          `[catalog-sync] pass ${outcome.pass}: ${outcome.stored} hotels stored, the service announced ` +
            `${outcome.total}; another pass follows.`,
        )
      }
      return { ok: true, outcome }
    } catch (error) {
      if (signal.aborted) {
        markSyncStopped(db, CATALOG_DATASET, now())
        return STOPPED
      }
      const stored = toStoredError(error)
      markSyncFailed(db, CATALOG_DATASET, stored, now())
      if (stored.code === 'INTERNAL') log('[catalog-sync] the pass failed', error)
      return { ok: false, aborted: false, error: stored }
    }
  }

  const runner = createJobRunner<CatalogSyncResult>({
    name: 'catalog-sync',
    clock,
    job: pass,
    verdict: (result) =>
      result.ok ? { kind: 'succeeded' } : result.aborted ? { kind: 'stopped' } : { kind: 'failed' },
    intervalMs: (result) =>
      result === null || !result.ok || result.outcome.consistent ? refreshMs : CONSISTENCY_RETRY_MS,
    backoffMs: (failures) => retryDelays[Math.min(failures, retryDelays.length) - 1] ?? 60_000,
    ...(deps.isOffline === undefined ? {} : { isOffline: deps.isOffline }),
    onRunEnd: () => {
      progress = null
      announce()
    },
    log,
  })

  return {
    syncNow: () => runner.run(),
    status,
    start() {
      if (runner.isStarted()) return
      clearInterruptedSyncs(db, [CATALOG_DATASET], clock.now().toISOString())
      runner.start(dueInMs())
    },
    stop: () => runner.stop(),
    async restart() {
      const stopped = await runner.interrupt()
      if (!runner.isStarted()) return stopped ?? STOPPED
      return runner.run()
    },
    onConnectivity: (connectivity) => runner.onConnectivity(connectivity.state === 'online'),
  }
}

class CatalogSourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

function toStoredError(error: unknown): StoredSyncError {
  if (isServiceError(error)) {
    const details: Record<string, unknown> = { status: error.status, requestId: error.requestId }
    if (error.path !== null) details.path = error.path
    return { code: error.code, message: error.message, details }
  }
  if (error instanceof CatalogSourceError) return { code: error.code, message: error.message }
  return { code: 'INTERNAL', message: 'The catalog could not be stored. The error was logged.' }
}

/** When the cached catalog was fetched, for the `asOf` of every catalog answer. */
export function catalogCacheTime(db: Db): { asOf: string | null; complete: boolean } {
  const lastSyncedAt = getDatasetState(db, CATALOG_DATASET)?.lastSyncedAt ?? null
  if (lastSyncedAt !== null) return { asOf: lastSyncedAt, complete: true }
  return { asOf: getCursor(db, CATALOG_CURSOR)?.updatedAt ?? null, complete: false }
}
