import { create } from 'zustand'
import type { RecentSearch } from '../../../../shared/ipc/hotels.contract'
import { bridge } from '../../bridge'

interface RecentSearchesState {
  searches: RecentSearch[]
  loaded: boolean
  /** Reads the kept searches (after a search was kept, or when the form opens). */
  load(): Promise<void>
  /** The list as main answered it after a change (a search kept). */
  show(searches: RecentSearch[]): void
  /** The list changed in main without an answer carrying it (a kept search that failed): read it when next shown. */
  markStale(): void
  forget(id: string): Promise<void>
}

/** The last searches kept by main (newest first), for the search form's "Recent searches" menu. */
export const useRecentSearchesStore = create<RecentSearchesState>((set) => ({
  searches: [],
  loaded: false,
  async load() {
    try {
      const { searches } = await bridge.invoke('hotels.recentSearches')
      set({ searches, loaded: true })
    } catch (error) {
      console.warn('[hotels] recent searches could not be read', error)
      set({ loaded: true })
    }
  },
  show: (searches) => set({ searches, loaded: true }),
  markStale: () => set({ loaded: false }),
  async forget(id) {
    const { searches } = await bridge.invoke('hotels.forgetRecentSearch', { id })
    set({ searches })
  },
}))
