import type { HotelCatalogItem } from '../../../../shared/api/catalog'
import type { NamedRef } from '../../../../shared/api/common'
import { catalogCardOf, type HotelCatalogCard } from '../../../../shared/ipc/hotels.contract'
import type { CatalogFacet } from '../../../../shared/ipc/catalog.contract'

/**
 * Pure view models of the local hotel catalog: what the screens keep of a catalog item, its location in words
 * and the kinds and styles the agent can filter on (the cached catalog's facets, completed by the hotels seen).
 */

/**
 * What the screens show of the catalog (local cache): the card main joins to every search result, and the same
 * made here from one catalog item (the rooms screen reads its hotel again).
 */
export type CatalogInfo = HotelCatalogCard
export const catalogInfo: (hotel: HotelCatalogItem) => CatalogInfo = catalogCardOf

/** "38.7223° N, 9.1393° W"; null when a coordinate is not a number in range (or both are 0: not placed). */
export function formatCoordinates(lat: string, lon: string): string | null {
  const latitude = Number(lat)
  const longitude = Number(lon)
  if (lat.trim() === '' || lon.trim() === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  if (latitude === 0 && longitude === 0) return null
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`
}

/** The alt text of a catalog image: its name, else "<hotel>, photo n". */
export function imageAlt(image: { name: string }, hotelName: string, index: number): string {
  const name = image.name.trim()
  return name === '' ? `${hotelName}, photo ${index + 1}` : `${hotelName}: ${name}`
}

export interface FilterOption {
  value: string
  label: string
}

/**
 * The kinds and styles to filter on. Before a search: the cached catalog's (catalog.facets), completed by those of
 * the hotels seen in results (a catalog still downloading may miss some), by name only: a count over the whole
 * catalog says nothing of a search. After a search: those of its hotels, each with how many hotels choosing it
 * would leave (hotels.searchFacets). Each once, sorted by name; ids already selected are kept (named by their id
 * when nothing names them any more) so a selection never silently disappears.
 */
export function filterOptions(
  facets: { kinds: readonly CatalogFacet[]; styles: readonly CatalogFacet[] },
  catalog: Record<string, CatalogInfo>,
  selected: { kinds: readonly string[]; styles: readonly string[] },
  searchCounts: { kinds: readonly CatalogFacet[]; styles: readonly CatalogFacet[] } | null = null,
): { kinds: FilterOption[]; styles: FilterOption[] } {
  const collect = (
    known: readonly CatalogFacet[],
    counted: readonly CatalogFacet[] | null,
    pick: (info: CatalogInfo) => NamedRef[],
    chosen: readonly string[],
  ): FilterOption[] => {
    const names = new Map<string, string>()
    for (const facet of known) names.set(facet.id, facet.name)
    for (const info of Object.values(catalog))
      for (const ref of pick(info)) if (!names.has(ref.id)) names.set(ref.id, ref.name)
    const byId = new Map<string, string>()
    if (counted === null) for (const [id, name] of names) byId.set(id, name)
    else for (const facet of counted) byId.set(facet.id, `${facet.name} (${facet.hotels})`)
    for (const id of chosen)
      if (!byId.has(id)) {
        const name = names.get(id) ?? id
        byId.set(id, counted === null ? name : `${name} (0)`)
      }
    return [...byId]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value))
  }
  return {
    kinds: collect(facets.kinds, searchCounts?.kinds ?? null, (info) => info.kinds, selected.kinds),
    styles: collect(facets.styles, searchCounts?.styles ?? null, (info) => info.styles, selected.styles),
  }
}
