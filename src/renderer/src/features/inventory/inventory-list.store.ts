import { create } from 'zustand'

export type ExperienceSortKey = 'name' | '-name' | '-createdAt' | '-updatedAt' | 'id'

interface ListFilters {
  search: string
  sort: ExperienceSortKey
  includeArchived: boolean
  setFilters(patch: Partial<Pick<ListFilters, 'search' | 'sort' | 'includeArchived'>>): void
}

/**
 * How the agent looks at the organization's experiences (search and sort are the service's); the list itself is a
 * query (InventoryScreen), kept here only as view state so it survives leaving the screen.
 */
export const useInventoryListStore = create<ListFilters>((set) => ({
  search: '',
  sort: '-updatedAt',
  includeArchived: false,
  setFilters(patch) {
    set(patch)
  },
}))
