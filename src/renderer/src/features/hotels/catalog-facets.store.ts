import { create } from 'zustand'
import type { CatalogFacets } from '../../../../shared/ipc/catalog.contract'
import { bridge } from '../../bridge'

interface CatalogFacetsState {
  facets: Pick<CatalogFacets, 'kinds' | 'styles'>
  /** The catalog time the facets were read at: read again once the catalog changed. */
  asOf: string | null
  load(locale: string): Promise<void>
}

/** The kinds and styles of the cached catalog, for the search form's filters. */
export const useCatalogFacetsStore = create<CatalogFacetsState>((set) => ({
  facets: { kinds: [], styles: [] },
  asOf: null,
  async load(locale) {
    try {
      const answer = await bridge.invoke('catalog.facets', { locale })
      set({ facets: { kinds: answer.kinds, styles: answer.styles }, asOf: answer.asOf })
    } catch (error) {
      // The filters then offer what the results showed; nothing else depends on this.
      console.warn('[hotels] catalog kinds and styles could not be read', error)
    }
  },
}))
