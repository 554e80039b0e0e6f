import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconMapPin } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useSyncStore } from '../../app/sync.store'
import { bridge } from '../../bridge'
import type { Destination } from './search-form'

const KIND_LABEL: Record<Destination['kind'], string> = {
  city: 'City',
  region: 'Region',
  country: 'Country',
  hotel: 'Hotel',
}
const KIND_COLOR: Record<Destination['kind'], string> = {
  city: 'blue',
  region: 'grape',
  country: 'teal',
  hotel: 'orange',
}

/** Locations and hotels from the local catalog index (works offline), locations first. */
async function suggest(query: string): Promise<{ options: Destination[]; complete: boolean }> {
  const [locations, hotels] = await Promise.all([
    bridge.invoke('catalog.searchLocations', { query, limit: 6 }),
    bridge.invoke('catalog.searchHotels', { query, limit: 6 }),
  ])
  const options = [
    ...locations.locations.map((hit): Destination => ({
      kind: hit.kind,
      id: hit.id,
      name: hit.name,
      detail: [hit.regionName, hit.countryName].filter((part) => part !== null).join(', ') || null,
    })),
    ...hotels.hotels.map((hit): Destination => ({
      kind: 'hotel',
      id: hit.id,
      name: hit.name,
      detail: `${hit.cityName}, ${hit.countryName}`,
    })),
  ]
  return { options, complete: locations.complete && hotels.complete }
}

export function DestinationInput(props: {
  text: string
  picked: Destination | null
  error: string | undefined
  onChange(text: string, picked: Destination | null): void
}) {
  const { text, onChange } = props
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const [debounced] = useDebouncedValue(text.trim(), 120)
  // Suggestions of the last query answered; loading while the debounced text has no answer yet.
  const [answer, setAnswer] = useState<{
    query: string
    options: Destination[]
    failed: boolean
    complete: boolean
  }>({ query: '', options: [], failed: false, complete: true })
  // While the catalog is still being downloaded, each stored page may bring matches: ask again as it grows.
  const catalogStored = useSyncStore((state) => state.catalogProgress?.done ?? null)
  const wanted = debounced.length >= 2 && props.picked === null ? debounced : ''
  const loading = wanted !== '' && answer.query !== wanted
  const options = answer.options
  const failed = answer.failed

  useEffect(() => {
    if (wanted === '') return
    let live = true
    suggest(wanted)
      .then((found) => live && setAnswer({ query: wanted, ...found, failed: false }))
      .catch(() => live && setAnswer({ query: wanted, options: [], failed: true, complete: true }))
    return () => {
      live = false
    }
  }, [wanted, catalogStored])

  const showOptions = text.trim().length >= 2 && props.picked === null
  const key = (option: Destination) => `${option.kind}:${option.id}`

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const option = options.find((candidate) => key(candidate) === value)
        if (option) onChange(option.name, option)
        combobox.closeDropdown()
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Destination"
          placeholder="City, country or hotel"
          leftSection={<IconMapPin size={16} />}
          rightSection={loading ? <Loader size={16} /> : null}
          value={text}
          error={props.error}
          description={
            props.picked
              ? `${KIND_LABEL[props.picked.kind]}${props.picked.detail ? ` · ${props.picked.detail}` : ''}`
              : undefined
          }
          onChange={(event) => {
            onChange(event.currentTarget.value, null)
            combobox.openDropdown()
            combobox.updateSelectedOptionIndex()
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="off"
          data-autofocus
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showOptions}>
        <Combobox.Options aria-label="Destination suggestions" mah={340} style={{ overflowY: 'auto' }}>
          {options.map((option) => (
            <Combobox.Option value={key(option)} key={key(option)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="sm" fw={500}>
                    {option.name}
                  </Text>
                  {option.detail && (
                    <Text size="xs" c="dimmed">
                      {option.detail}
                    </Text>
                  )}
                </div>
                <Badge size="sm" variant="light" color={KIND_COLOR[option.kind]}>
                  {KIND_LABEL[option.kind]}
                </Badge>
              </Group>
            </Combobox.Option>
          ))}
          {options.length === 0 && !loading && (
            <Combobox.Empty>
              {failed
                ? 'Suggestions are not available right now'
                : answer.complete
                  ? 'No city, country or hotel matches'
                  : 'No match yet: the catalog is still downloading'}
            </Combobox.Empty>
          )}
        </Combobox.Options>
        <Combobox.Footer>
          <Text size="xs" c="dimmed">
            From the local catalog: works offline. Or keep the text to search it as typed.
          </Text>
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  )
}
