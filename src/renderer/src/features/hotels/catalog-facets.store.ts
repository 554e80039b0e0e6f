import { create } from 'zustand'
import type { CatalogFacets } from '../../../../shared/ipc/catalog.contract'
import type { AvailabilityQuery, SearchFacets } from '../../../../shared/ipc/hotels.contract'
import { bridge } from '../../bridge'

interface CatalogFacetsState {
  facets: Pick<CatalogFacets, 'kinds' | 'styles'>
  /** The catalog time the facets were read at: read again once the catalog changed. */
  asOf: string | null
  /** The counts of the last search (what each kind and style would leave of it), and which search. */
  search: { key: string; counts: SearchFacets | null } | null
  load(locale: string): Promise<void>
  /** Counts the kinds and styles of a search (once per search: its order and page do not change them). */
  loadForSearch(query: AvailabilityQuery): Promise<void>
}

/** What changes a search's counts: everything but its order and page. */
export function searchFacetsKey(query: AvailabilityQuery): string {
  const { sort: _sort, page: _page, perPage: _perPage, ...rest } = query
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The kinds and styles of the cached catalog, and their counts over the last search, for the form's filters. */
export const useCatalogFacetsStore = create<CatalogFacetsState>((set, get) => ({
  facets: { kinds: [], styles: [] },
  asOf: null,
  search: null,
  async load(locale) {
    try {
      const answer = await bridge.invoke('catalog.facets', { locale })
      set({ facets: { kinds: answer.kinds, styles: answer.styles }, asOf: answer.asOf })
    } catch (error) {
      // The filters then offer what the results showed; nothing else depends on this.
      console.warn('[hotels] catalog kinds and styles could not be read', error)
    }
  },
  async loadForSearch(query) {
    const key = searchFacetsKey(query)
    if (get().search?.key === key) return
    // No count rather than a count of something else while this one is asked.
    set({ search: { key, counts: null } })
    const { sort: _sort, page: _page, perPage: _perPage, ...rest } = query
    try {
      const counts = await bridge.invoke('hotels.searchFacets', rest)
      if (get().search?.key === key) set({ search: { key, counts } })
    } catch (error) {
      // The filters then list names without counts.
      console.warn('[hotels] the search’s kinds and styles could not be counted', error)
    }
  },
}))
