import { useEffect, useState } from 'react'
import { bridge } from '../../bridge'

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
  const [found, setFound] = useState<HotelChoice[]>([])
  const [chosen, setChosen] = useState<HotelChoice | null>(null)

  useEffect(() => {
    const text = query.trim()
    let live = true
    const timer = setTimeout(
      () => {
        if (text.length < 2) {
          setFound([])
          return
        }
        bridge
          .invoke('catalog.searchHotels', { query: text, limit: 20 })
          .then(({ hotels }) => {
            if (live)
              setFound(
                hotels.map((hotel) => ({ value: hotel.id, label: `${hotel.name}, ${hotel.cityName}` })),
              )
          })
          .catch(() => {
            if (live) setFound([])
          })
      },
      text.length < 2 ? 0 : TYPING_MS,
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [query])

  useEffect(() => {
    if (chosenId === null) return
    let live = true
    bridge
      .invoke('catalog.getHotel', { id: chosenId })
      .then(({ hotel }) => {
        if (live) setChosen({ value: chosenId, label: hotel === null ? chosenId : hotel.name })
      })
      .catch(() => {
        if (live) setChosen({ value: chosenId, label: chosenId })
      })
    return () => {
      live = false
    }
  }, [chosenId])

  const selected =
    chosenId === null ? null : chosen?.value === chosenId ? chosen : { value: chosenId, label: chosenId }
  if (selected === null) return found
  return [selected, ...found.filter((choice) => choice.value !== selected.value)]
}
