import { useDebouncedValue } from '@mantine/hooks'
import type { DestinationSuggestion } from '../../../../shared/ipc/catalog.contract'
import { useDeskQuery } from '../../bridge/desk-query'

export type City = Pick<DestinationSuggestion, 'id' | 'name' | 'detail'>
export const cityLabel = (city: City) => (city.detail ? `${city.name} (${city.detail})` : city.name)

/** Cities of the catalog for the text typed (the service's suggestions, the local index offline). */
export function useCityOptions(typed: string): City[] {
  const [query] = useDebouncedValue(typed.trim(), 250)
  const read = useDeskQuery(
    'catalog.suggestDestinations',
    { query, limit: 12, from: 'auto' },
    { enabled: query.length >= 2, keepPrevious: true },
  )
  if (query.length < 2 || read.data === undefined) return []
  return read.data.suggestions.filter((place) => place.kind === 'city')
}

/** The experience's own city, named from the catalog on this computer (the service gives only its id). */
export function useCurrentCity(cityId: string | null): City | null {
  const read = useDeskQuery('catalog.getCity', { id: cityId ?? '' }, { enabled: cityId !== null })
  if (cityId === null || read.data === undefined) return null
  return read.data.city ?? { id: cityId, name: `City ${cityId}`, detail: null }
}
