import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import type { DestinationSuggestion } from '../../../../shared/ipc/catalog.contract'
import { bridge } from '../../bridge'

export type City = Pick<DestinationSuggestion, 'id' | 'name' | 'detail'>
export const cityLabel = (city: City) => (city.detail ? `${city.name} (${city.detail})` : city.name)

/** Cities of the catalog for the text typed (the service's suggestions, the local index offline). */
export function useCityOptions(typed: string): City[] {
  const [query] = useDebouncedValue(typed.trim(), 250)
  const [cities, setCities] = useState<City[]>([])
  useEffect(() => {
    if (query.length < 2) return
    let live = true
    bridge
      .invoke('catalog.suggestDestinations', { query, limit: 12, from: 'auto' })
      .then((answer) => {
        if (live) setCities(answer.suggestions.filter((place) => place.kind === 'city'))
      })
      .catch(() => {
        if (live) setCities([])
      })
    return () => {
      live = false
    }
  }, [query])
  return cities
}

/** The experience's own city, named from the catalog on this computer (the service gives only its id). */
export function useCurrentCity(cityId: string | null): City | null {
  const [city, setCity] = useState<City | null>(null)
  useEffect(() => {
    if (cityId === null) return
    let live = true
    bridge
      .invoke('catalog.getCity', { id: cityId })
      .then((answer) => {
        if (live) setCity(answer.city ?? { id: cityId, name: `City ${cityId}`, detail: null })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [cityId])
  return city?.id === cityId ? city : null
}
