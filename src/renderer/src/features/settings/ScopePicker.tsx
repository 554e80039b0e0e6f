import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { SUPPLIER_CODES } from '../../../../shared/api/availability'
import { useDeskQuery } from '../../bridge/desk-query'

/**
 * The scopes whose target is picked from a list, never typed: hotels, cities and countries from the local catalog
 * (offline too), experiences from the experience search (the service, else its cache), customer files from the
 * agency's customers, suppliers from the service's fixed list.
 */
export type PickedScope = 'hotel' | 'city' | 'country' | 'experience' | 'customerFile' | 'supplier'

export const isPickedScope = (kind: string): kind is PickedScope =>
  kind === 'hotel' ||
  kind === 'city' ||
  kind === 'country' ||
  kind === 'experience' ||
  kind === 'customerFile' ||
  kind === 'supplier'

const TYPING_MS = 120
const WORDS: Record<PickedScope, { label: string; none: string }> = {
  hotel: { label: 'Which hotel', none: 'No hotel of that name in the catalog' },
  city: { label: 'Which city', none: 'No city of that name in the catalog' },
  country: { label: 'Which country', none: 'No country of that name in the catalog' },
  experience: { label: 'Which experience', none: 'No experience of that name' },
  customerFile: { label: 'Which customer file', none: 'No customer with a file of that name' },
  supplier: { label: 'Which supplier', none: 'No supplier of that name' },
}

/** The service's suppliers (the spec's codes), as the hotel search names them. */
const SUPPLIER_NAMES: Record<(typeof SUPPLIER_CODES)[number], string> = {
  supplier_own: 'Hotel direct contract',
  supplier_bedbank_a: 'Bed bank A',
  supplier_bedbank_b: 'Bed bank B',
  supplier_channel_c: 'Channel manager C',
}
const SUPPLIERS: Choice[] = SUPPLIER_CODES.map((code) => ({
  value: code,
  label: `${SUPPLIER_NAMES[code]} (${code})`,
  name: SUPPLIER_NAMES[code],
}))

/** Words typed, matched as the other lists are: each word anywhere, case and accents aside. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}
const matches = (label: string, typed: string): boolean =>
  folded(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded(label).includes(word))

interface Choice {
  value: string
  /** The name with where it is, to tell two of one name apart in the list. */
  label: string
  /** The name alone: what the rule keeps and shows. */
  name: string
}

/** What the lists find for the words typed (two letters or more), as choices: the name shown, the id kept. */
function useScopeChoices(scope: PickedScope, typed: string): Choice[] {
  const [settled] = useDebouncedValue(typed.trim(), TYPING_MS)
  const asked = typed.trim().length >= 2 && settled.length >= 2
  const placeScope = scope === 'city' || scope === 'country'
  const experiences = useDeskQuery(
    'experiences.search',
    { text: settled },
    { enabled: asked && scope === 'experience', keepPrevious: true },
  )
  const customers = useDeskQuery(
    'customers.list',
    { query: settled, limit: 50 },
    { enabled: asked && scope === 'customerFile', keepPrevious: true },
  )
  const hotels = useDeskQuery(
    'catalog.searchHotels',
    { query: settled, limit: 20 },
    { enabled: asked && scope === 'hotel', keepPrevious: true },
  )
  const places = useDeskQuery(
    'catalog.searchLocations',
    { query: settled, kinds: [scope === 'country' ? 'country' : 'city'], limit: 20 },
    { enabled: asked && placeScope, keepPrevious: true },
  )
  // Four suppliers: all listed at once, narrowed by what is typed.
  if (scope === 'supplier') return SUPPLIERS.filter((choice) => matches(choice.label, typed))
  if (!asked) return []
  if (scope === 'experience')
    return (experiences.data?.results ?? []).slice(0, 20).map((experience) => ({
      value: experience.id,
      label: `${experience.name}, ${experience.inCity.title}`,
      name: experience.name,
    }))
  if (scope === 'customerFile')
    return (customers.data?.items ?? []).flatMap((customer) =>
      customer.fileId === null
        ? []
        : [
            {
              value: customer.fileId,
              label: `${customer.displayName} (${customer.fileId})`,
              name: `${customer.displayName} (${customer.fileId})`,
            },
          ],
    )
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
 * A rule's hotel, city, country, experience, customer file or supplier, searched by name: choosing one keeps its id
 * (what the rule matches on) and its name (what the rules list shows). The rule's current target stays listed as
 * its saved name.
 */
export function ScopePicker(props: {
  scope: PickedScope
  id: string
  label: string
  error?: string | undefined
  onPick(id: string, label: string): void
}) {
  const [typed, setTyped] = useState('')
  const found = useScopeChoices(props.scope, typed)
  const saved = props.label === '' ? props.id : props.label
  const current: Choice | null = props.id === '' ? null : { value: props.id, label: saved, name: saved }
  const choices = current === null ? found : [current, ...found.filter((c) => c.value !== current.value)]
  const words = WORDS[props.scope]
  return (
    <Select
      label={words.label}
      placeholder={props.scope === 'supplier' ? 'Choose a supplier' : 'Type two letters or more of its name'}
      searchable
      clearable
      data={choices.map(({ value, label }) => ({ value, label }))}
      value={props.id === '' ? null : props.id}
      searchValue={typed}
      onSearchChange={setTyped}
      // The lists have matched the words already (any spelling, accents or not).
      filter={({ options }) => options}
      nothingFoundMessage={
        typed.trim().length < 2 && props.scope !== 'supplier' ? 'Type two letters or more' : words.none
      }
      error={props.error}
      onChange={(value) => {
        const chosen = choices.find((choice) => choice.value === value)
        props.onPick(chosen?.value ?? '', chosen?.name ?? '')
      }}
    />
  )
}
