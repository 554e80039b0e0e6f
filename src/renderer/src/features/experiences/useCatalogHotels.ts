import { useDeskQuery } from '../../bridge/desk-query'

/** Catalog hotels whose name or city starts with the words typed (catalog.searchHotels), from two letters on. */
export function useCatalogHotels(query: string): { value: string; label: string }[] {
  const asked = query.trim().length >= 2
  // The last words' hotels stay while the next ones are read; none when the catalog cannot answer.
  const read = useDeskQuery(
    'catalog.searchHotels',
    { query, limit: 20 },
    { enabled: asked, keepPrevious: true },
  )
  if (!asked || read.data === undefined) return []
  return read.data.hotels.map((h) => ({ value: h.id, label: `${h.name} (${h.cityName})` }))
}
