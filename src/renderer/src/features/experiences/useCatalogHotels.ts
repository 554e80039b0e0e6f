import { useEffect, useState } from 'react'
import { bridge } from '../../bridge'

/** Catalog hotels whose name or city starts with the words typed (catalog.searchHotels), from two letters on. */
export function useCatalogHotels(query: string): { value: string; label: string }[] {
  const [found, setFound] = useState<{ query: string; hotels: { value: string; label: string }[] }>({
    query: '',
    hotels: [],
  })
  useEffect(() => {
    if (query.trim().length < 2) return
    let current = true
    bridge
      .invoke('catalog.searchHotels', { query, limit: 20 })
      .then((result) => {
        if (current)
          setFound({
            query,
            hotels: result.hotels.map((h) => ({ value: h.id, label: `${h.name} (${h.cityName})` })),
          })
      })
      .catch(() => {
        if (current) setFound({ query, hotels: [] })
      })
    return () => {
      current = false
    }
  }, [query])
  return query.trim().length < 2 ? [] : found.hotels
}
