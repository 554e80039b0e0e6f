import type { OutboxCounts } from '../../shared/ipc/outbox.contract'
import type { DatasetHealth, DatasetSyncStatus, SyncHealth } from '../../shared/ipc/sync.contract'
import type { EventBus } from '../base/event-bus'
import type { Clock } from '../platform/types'

/**
 * Sync health for the agent (`sync.health`, `sync.healthChanged`): per dataset one word (syncing, failing, stale,
 * ok) from the datasets' status, plus the writes not sent yet. Recomputed when a dataset or the outbox reports a
 * change (main's internal bus calls `check`, core/background-jobs.ts), and once a minute (a dataset turns stale
 * with time alone); published only when it differs.
 */

/** The word for a dataset (pure): a run under way wins, then a failure, then age. */
export function datasetHealth(status: DatasetSyncStatus): DatasetHealth {
  const state = status.syncing ? 'syncing' : status.error !== null ? 'failing' : status.stale ? 'stale' : 'ok'
  return { dataset: status.dataset, lastSyncedAt: status.lastSyncedAt, state, error: status.error }
}

export function computeHealth(statuses: readonly DatasetSyncStatus[], writes: OutboxCounts): SyncHealth {
  return {
    datasets: statuses.map(datasetHealth),
    // A write being sent right now is still not done: it counts as pending.
    writes: { pending: writes.pending + writes.sending, failed: writes.failed },
  }
}

export interface SyncHealthMonitor {
  current(): SyncHealth
  /** Recomputes and publishes `sync.healthChanged` when it changed. */
  check(): SyncHealth
  start(): void
  stop(): void
}

export function createSyncHealth(deps: {
  statuses: () => DatasetSyncStatus[]
  writes: () => OutboxCounts
  events: Pick<EventBus, 'publish'>
  clock: Clock
}): SyncHealthMonitor {
  const current = (): SyncHealth => computeHealth(deps.statuses(), deps.writes())
  let published = JSON.stringify(current())
  let cancelTimer: (() => void) | null = null
  const check = (): SyncHealth => {
    const health = current()
    const key = JSON.stringify(health)
    if (key !== published) {
      published = key
      deps.events.publish('sync.healthChanged', health)
    }
    return health
  }
  return {
    current,
    check,
    start() {
      cancelTimer ??= deps.clock.every(60_000, () => void check())
    },
    stop() {
      cancelTimer?.()
      cancelTimer = null
    },
  }
}
