import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useDeskQuery } from '../../bridge/desk-query'

/** The scopes whose target the local catalog knows by name (offline too). */
export type CatalogScope = 'hotel' | 'city' | 'country'

const TYPING_MS = 120
const WORDS: Record<CatalogScope, { label: string; none: string }> = {
  hotel: { label: 'Which hotel', none: 'No hotel of that name in the catalog' },
  city: { label: 'Which city', none: 'No city of that name in the catalog' },
  country: { label: 'Which country', none: 'No country of that name in the catalog' },
}

interface Choice {
  value: string
  /** The name with where it is, to tell two of one name apart in the list. */
  label: string
  /** The name alone: what the rule keeps and shows. */
  name: string
}

/** What the catalog finds for the words typed (two letters or more), as choices: the name shown, the id kept. */
function useCatalogChoices(scope: CatalogScope, typed: string): Choice[] {
  const [settled] = useDebouncedValue(typed.trim(), TYPING_MS)
  const asked = typed.trim().length >= 2 && settled.length >= 2
  const hotels = useDeskQuery(
    'catalog.searchHotels',
    { query: settled, limit: 20 },
    { enabled: asked && scope === 'hotel', keepPrevious: true },
  )
  const places = useDeskQuery(
    'catalog.searchLocations',
    { query: settled, kinds: [scope === 'country' ? 'country' : 'city'], limit: 20 },
    { enabled: asked && scope !== 'hotel', keepPrevious: true },
  )
  if (!asked) return []
  if (scope === 'hotel')
    return (hotels.data?.hotels ?? []).map((hotel) => ({
      value: hotel.id,
      label: `${hotel.name}, ${hotel.cityName}`,
      name: hotel.name,
    }))
  return (places.data?.locations ?? []).map((place) => ({
    value: place.id,
    label:
      place.kind === 'city' && place.countryName !== null
        ? `${place.name}, ${place.countryName}`
        : place.name,
    name: place.name,
  }))
}

/**
 * A rule's hotel, city or country, searched in the local catalog by name: choosing one keeps its id (what the rule
 * matches on) and its name (what the rules list shows). The rule's current target stays listed as its saved name.
 */
export function ScopePicker(props: {
  scope: CatalogScope
  id: string
  label: string
  error?: string | undefined
  onPick(id: string, label: string): void
}) {
  const [typed, setTyped] = useState('')
  const found = useCatalogChoices(props.scope, typed)
  const saved = props.label === '' ? props.id : props.label
  const current: Choice | null = props.id === '' ? null : { value: props.id, label: saved, name: saved }
  const choices = current === null ? found : [current, ...found.filter((c) => c.value !== current.value)]
  const words = WORDS[props.scope]
  return (
    <Select
      label={words.label}
      placeholder="Type two letters or more of its name"
      searchable
      clearable
      data={choices.map(({ value, label }) => ({ value, label }))}
      value={props.id === '' ? null : props.id}
      searchValue={typed}
      onSearchChange={setTyped}
      // The catalog has matched the words already (any spelling, accents or not).
      filter={({ options }) => options}
      nothingFoundMessage={typed.trim().length < 2 ? 'Type two letters or more' : words.none}
      error={props.error}
      onChange={(value) => {
        const chosen = choices.find((choice) => choice.value === value)
        props.onPick(chosen?.value ?? '', chosen?.name ?? '')
      }}
    />
  )
}
