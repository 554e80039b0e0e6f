import type { Db } from '../db/statements'
import { getDatasetState, type DatasetSyncRecord } from '../db/sync-state.repo'
import { SYNC_DATASETS, type DatasetSyncStatus, type SyncDataset } from '../../shared/ipc/sync.contract'

/**
 * The health of every dataset for `sync.status`. The owner of a dataset (catalog sync, booking poller, ...)
 * registers a provider with its live state; a dataset without one is described from its stored record.
 */
export interface SyncStatusRegistry {
  register(dataset: SyncDataset, provider: () => DatasetSyncStatus): void
  get(dataset: SyncDataset): DatasetSyncStatus
  all(): DatasetSyncStatus[]
}

export interface DescribeOptions {
  now: Date
  /** Live state of a run in this process (the stored flag may be a leftover of a crash). */
  syncing: boolean
  progress: { done: number; total: number } | null
  /** Past this age the last success counts as stale; null = never stale once synced. */
  staleAfterMs: number | null
  /**
   * Whether a dataset never fetched is stale. True for what the desk keeps up to date in the background (the
   * catalog, the bookings); false for what is fetched when the agent opens it (a booking's messages and
   * documents): never opened is not out of date, and saying so would keep the header's warning on for ever.
   */
  neverSyncedIsStale?: boolean
}

/** A stored record as the contract shows it. */
export function describeDataset(
  dataset: SyncDataset,
  record: DatasetSyncRecord | null,
  options: DescribeOptions,
): DatasetSyncStatus {
  const lastSyncedAt = record?.lastSyncedAt ?? null
  const stale =
    lastSyncedAt === null
      ? options.neverSyncedIsStale !== false
      : options.staleAfterMs !== null &&
        options.now.getTime() - Date.parse(lastSyncedAt) > options.staleAfterMs
  const error =
    record?.lastError == null
      ? null
      : {
          code: record.lastError.code,
          message: record.lastError.message,
          at: record.lastErrorAt ?? record.updatedAt,
        }
  return {
    dataset,
    lastSyncedAt,
    syncing: options.syncing,
    stale,
    error,
    progress: options.syncing ? options.progress : null,
  }
}

export function createSyncStatusRegistry(db: Db, now: () => Date): SyncStatusRegistry {
  const providers = new Map<SyncDataset, () => DatasetSyncStatus>()
  const get = (dataset: SyncDataset): DatasetSyncStatus => {
    const provider = providers.get(dataset)
    if (provider !== undefined) return provider()
    return describeDataset(dataset, getDatasetState(db, dataset), {
      now: now(),
      syncing: false,
      progress: null,
      staleAfterMs: null,
      // Datasets without an owner in the background are read on demand (messages, documents).
      neverSyncedIsStale: false,
    })
  }
  return {
    register: (dataset, provider) => void providers.set(dataset, provider),
    get,
    all: () => SYNC_DATASETS.map(get),
  }
}
