import { useDebouncedValue } from '@mantine/hooks'
import { useDeskQuery } from '../../bridge/desk-query'

export interface HotelChoice {
  value: string
  label: string
}

/** Typing settles this long before the catalog is asked. */
const TYPING_MS = 120

/**
 * Hotels of the local catalog for the list's hotel filter: those matching what the agent types, and the chosen one
 * (its name read from the catalog, so that a hotel id in the URL shows as a name). Works offline (the catalog is
 * cached); an unknown id still shows, as itself.
 */
export function useHotelChoices(query: string, chosenId: string | null): HotelChoice[] {
  const [settled] = useDebouncedValue(query.trim(), TYPING_MS)
  // Fewer than two letters typed: nothing listed at once, whatever the last settled words found.
  const asked = query.trim().length >= 2 && settled.length >= 2
  const search = useDeskQuery(
    'catalog.searchHotels',
    { query: settled, limit: 20 },
    { enabled: asked, keepPrevious: true },
  )
  const chosen = useDeskQuery('catalog.getHotel', { id: chosenId ?? '' }, { enabled: chosenId !== null })
  const found =
    asked && search.data !== undefined
      ? search.data.hotels.map((hotel) => ({ value: hotel.id, label: `${hotel.name}, ${hotel.cityName}` }))
      : []

  const hotel = chosen.data?.hotel
  const selected =
    chosenId === null ? null : { value: chosenId, label: hotel == null ? chosenId : hotel.name }
  if (selected === null) return found
  return [selected, ...found.filter((choice) => choice.value !== selected.value)]
}
