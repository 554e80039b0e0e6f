import { z } from 'zod'
import { NoInput } from './schema-helpers'

/**
 * Background syncs and their health. Each dataset reports when it last completed, whether it is running, its
 * progress, and its last error until the next success. Datasets whose owner has not started yet report never
 * synced.
 */
export const SYNC_DATASETS = ['catalog', 'bookings', 'messages', 'documents'] as const
export const SyncDataset = z.enum(SYNC_DATASETS)
export type SyncDataset = z.infer<typeof SyncDataset>

export const SyncProgress = z.object({
  dataset: SyncDataset,
  /** Items stored so far in this run (hotels for the catalog). */
  done: z.number().int().min(0),
  /** Items the service announced for the run; 0 while not known yet. */
  total: z.number().int().min(0),
})
export type SyncProgress = z.infer<typeof SyncProgress>

export const DatasetSyncStatus = z.object({
  dataset: SyncDataset,
  /** ISO time of the last completed run; null before the first. */
  lastSyncedAt: z.iso.datetime().nullable(),
  syncing: z.boolean(),
  /** Never synced, or not refreshed for longer than the dataset's refresh period allows. */
  stale: z.boolean(),
  /** The last run's failure, kept until a run succeeds; `code` is the service client's code (NETWORK, ...). */
  error: z.object({ code: z.string(), message: z.string(), at: z.iso.datetime() }).nullable(),
  /** While syncing, how far it got; null otherwise. */
  progress: SyncProgress.omit({ dataset: true }).nullable(),
})
export type DatasetSyncStatus = z.infer<typeof DatasetSyncStatus>

export const SyncStatus = z.object({ datasets: z.array(DatasetSyncStatus) })
export type SyncStatus = z.infer<typeof SyncStatus>

/**
 * Sync health, one line per dataset for the agent: `syncing` (a run under way), `failing` (the last run failed;
 * `error` says why), `stale` (never synced, or not refreshed for too long), else `ok`; plus the writes the outbox
 * has not sent (pending) or that the service refused (failed).
 */
export const SYNC_HEALTH_STATES = ['syncing', 'ok', 'stale', 'failing'] as const
export const DatasetHealth = z.object({
  dataset: SyncDataset,
  lastSyncedAt: z.iso.datetime().nullable(),
  state: z.enum(SYNC_HEALTH_STATES),
  error: DatasetSyncStatus.shape.error,
})
export type DatasetHealth = z.infer<typeof DatasetHealth>

export const SyncHealth = z.object({
  datasets: z.array(DatasetHealth),
  writes: z.object({ pending: z.number().int().min(0), failed: z.number().int().min(0) }),
})
export type SyncHealth = z.infer<typeof SyncHealth>

export const syncChannels = {
  'sync.status': { input: NoInput, output: SyncStatus },
  'sync.health': { input: NoInput, output: SyncHealth },
} as const

export const syncEvents = {
  /** Emitted after each stored page: for a progress bar. */
  'sync.progress': SyncProgress,
  /** A dataset started, finished or failed a run. */
  'sync.statusChanged': DatasetSyncStatus,
  /** The health changed (a dataset's state or error, or the number of pending or failed writes). */
  'sync.healthChanged': SyncHealth,
} as const
