import type { CatalogFacet, CatalogFacets } from '../../shared/ipc/catalog.contract'
import { countCatalogFacets } from '../db/catalog-facets.repo'
import { countHotels } from '../db/hotels.repo'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import { catalogCacheTime } from '../sync/catalog-sync'
import { mainLog } from '../base/main-log'

export interface CatalogFacetsDeps {
  db: Db
  /** Schedules the count ahead (cancelled at stop). */
  clock: Pick<Clock, 'after'>
}

export interface CatalogFacetsService {
  /** Kinds and styles by name in `locale` (names as cached: the catalog is stored in one locale). */
  facets(locale?: string): CatalogFacets
  /** The catalog sync wrote or started or ended a run: counts kept are stale; an end counts again ahead. */
  catalogChanged(change: { syncing: boolean }): void
  /** Cancels a count ahead not run yet. */
  stop(): void
}

/**
 * Counting kinds and styles scans every cached hotel's JSON (a third of a second over 100,000 hotels), while the
 * catalog changes only when the catalog sync writes. So the counts are kept until the sync reports progress or a
 * change of state, or the catalog's time or size moves (a write that came some other way).
 */
export function createCatalogFacets(deps: CatalogFacetsDeps): CatalogFacetsService {
  let generation = 0
  let kept: { key: string; counts: ReturnType<typeof countCatalogFacets> } | null = null
  const current = (): ReturnType<typeof countCatalogFacets> => {
    const key = `${generation}|${catalogCacheTime(deps.db).asOf ?? ''}|${countHotels(deps.db)}`
    if (kept?.key !== key) kept = { key, counts: countCatalogFacets(deps.db) }
    return kept.counts
  }
  let countAhead: (() => void) | null = null

  return {
    facets(locale) {
      const cacheTime = catalogCacheTime(deps.db)
      const counts = current()
      const collator = new Intl.Collator(locale ?? 'en', { sensitivity: 'base', numeric: true })
      const byName = (a: CatalogFacet, b: CatalogFacet): number =>
        collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
      return {
        kinds: [...counts.kinds].sort(byName),
        styles: [...counts.styles].sort(byName),
        ...cacheTime,
      }
    },
    catalogChanged({ syncing }) {
      generation += 1
      // Counted once a sync run ends, rather than when the agent opens the search form and waits for it.
      if (syncing || countAhead !== null) return
      countAhead = deps.clock.after(0, () => {
        countAhead = null
        try {
          current()
        } catch (error) {
          mainLog.warn('[catalog] kinds and styles could not be counted ahead', error)
        }
      })
    },
    stop() {
      countAhead?.()
      countAhead = null
    },
  }
}
