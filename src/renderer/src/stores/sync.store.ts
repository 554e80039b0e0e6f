import { create } from 'zustand'
import type { EventPayload } from '../../../shared/ipc'
import { bridge } from '../bridge'

type SyncHealth = EventPayload<'sync.healthChanged'>
type SyncProgress = EventPayload<'sync.progress'>

interface SyncState {
  health: SyncHealth | null
  /** The catalog run under way, for the header's progress ring; null when none is running. */
  catalogProgress: SyncProgress | null
  load(): Promise<void>
  setHealth(health: SyncHealth): void
  setProgress(progress: SyncProgress): void
}

/** What main says of its background work: datasets' freshness, writes not sent yet, the catalog sync's progress. */
export const useSyncStore = create<SyncState>((set) => ({
  health: null,
  catalogProgress: null,
  async load() {
    set({ health: await bridge.invoke('sync.health') })
  },
  setHealth(health) {
    const catalog = health.datasets.find((dataset) => dataset.dataset === 'catalog')
    set((state) => ({
      health,
      catalogProgress: catalog?.state === 'syncing' ? state.catalogProgress : null,
    }))
  },
  setProgress(progress) {
    if (progress.dataset !== 'catalog') return
    set({ catalogProgress: progress.total > 0 && progress.done >= progress.total ? null : progress })
  },
}))
