import { allRows, type Db } from './statements'

/**
 * Hotel kinds and styles of the cached catalog, with how many hotels have each. They are kept only inside each
 * hotel's JSON (`raw_json`, 0010-catalog), so this is one scan of the hotels table: about 0.3 s over
 * 100,000 hotels (test/bench/catalog-facets.bench.ts), which is why src/main/catalog/catalog-facets.ts keeps the
 * answer until the catalog changes.
 */

export interface FacetCount {
  id: string
  name: string
  hotels: number
}

interface FacetRow {
  facet: 'kinds' | 'styles'
  /** Null when an entry of the JSON has no id or name (JSON null, or a missing key). */
  id: string | number | null
  name: string | null
  hotels: number
}

/**
 * Each hotel's JSON is parsed once, for both lists together, and hotels are first grouped by that pair of lists
 * (a few hundred distinct pairs in a catalog): measured faster than a scan per list (json_each of each array) or
 * one scan walking both. A name may differ between hotels for a moment (a refresh in another locale under way):
 * any one is kept.
 */
export const CATALOG_FACETS_SQL = `
  SELECT CASE lists.key WHEN 0 THEN 'kinds' ELSE 'styles' END AS facet, entry.value ->> 'id' AS id,
    min(entry.value ->> 'name') AS name, sum(pairs.hotels) AS hotels
  FROM (
    SELECT json_extract(raw_json, '$.kinds', '$.styles') AS both_lists, count(*) AS hotels FROM hotels GROUP BY 1
  ) pairs, json_each(pairs.both_lists) lists, json_each(lists.value) entry
  GROUP BY 1, 2`

/** Kinds and styles in no particular order (the caller sorts them for the agent's locale). */
export function countCatalogFacets(db: Db): { kinds: FacetCount[]; styles: FacetCount[] } {
  const kinds: FacetCount[] = []
  const styles: FacetCount[] = []
  for (const row of allRows<FacetRow>(db, CATALOG_FACETS_SQL)) {
    // A malformed entry (no id) cannot be filtered on: it is not offered.
    if (row.id === null || row.id === '') continue
    const facet = { id: String(row.id), name: row.name ?? String(row.id), hotels: row.hotels }
    ;(row.facet === 'kinds' ? kinds : styles).push(facet)
  }
  return { kinds, styles }
}
