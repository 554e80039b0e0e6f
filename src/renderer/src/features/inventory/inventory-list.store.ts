import { create } from 'zustand'
import type { ExperienceV3 } from '../../../../shared/api/experiences-v3'
import { bridge } from '../../bridge'
import { failureText } from './inventory-errors'

export type ExperienceSortKey = 'name' | '-name' | '-createdAt' | '-updatedAt' | 'id'

interface ListState {
  search: string
  sort: ExperienceSortKey
  includeArchived: boolean
  items: ExperienceV3[] | null
  total: number
  loading: boolean
  error: string | null
  /** Bumped by each load: an older answer arriving late is dropped. */
  request: number
  setFilters(patch: Partial<Pick<ListState, 'search' | 'sort' | 'includeArchived'>>): void
  load(): Promise<void>
}

/** The organization's experiences as the service lists them (search and sort are the service's). */
export const useInventoryListStore = create<ListState>((set, get) => ({
  search: '',
  sort: '-updatedAt',
  includeArchived: false,
  items: null,
  total: 0,
  loading: false,
  error: null,
  request: 0,
  setFilters(patch) {
    set(patch)
    void get().load()
  },
  async load() {
    const request = get().request + 1
    set({ loading: true, request })
    const { search, sort, includeArchived } = get()
    try {
      const answer = await bridge.invoke('inventory.experiences', {
        ...(search.trim() === '' ? {} : { search: search.trim() }),
        sort,
        includeArchived,
      })
      if (get().request === request)
        set({ items: answer.items, total: answer.total, error: null, loading: false })
    } catch (error) {
      if (get().request === request) set({ error: failureText(error), loading: false })
    }
  },
}))
