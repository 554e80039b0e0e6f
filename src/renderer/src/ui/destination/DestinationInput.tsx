import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import type { DestinationSuggestions } from '../../../../shared/ipc/catalog.contract'
import type { Destination } from './destination'

/** What the box lists for the text typed (stores/use-destination-suggestions.ts makes it). */
export interface DestinationSuggestionsView {
  /** The text the suggestions are asked for ('' when none are wanted: too short, or a destination picked). */
  wanted: string
  options: Destination[]
  loading: boolean
  failed: boolean
  /** The local index held every page of the catalog when it answered. */
  complete: boolean
  /** The list shown is the service's. */
  fromService: boolean
  /** The service's answer for the text, when it came. */
  remote: DestinationSuggestions | null
  offline: boolean
  /** The agent moves through the local list: it stays, the service's answer must not swap it. */
  freeze(): void
}

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

/** Where the list shown comes from, in the agent's words. */
function sourceLine(remote: DestinationSuggestions | null, offline: boolean): string {
  if (remote?.source === 'service') return 'From the booking service. Or keep the text to search it as typed.'
  if (offline)
    return 'Offline: from the local catalog on this computer. Or keep the text to search it as typed.'
  if (remote?.fallback)
    return 'From the local catalog: the service’s search did not answer. Or keep the text to search it as typed.'
  return 'From the local catalog (the service’s answer follows). Or keep the text to search it as typed.'
}

/**
 * The destination box with its suggestions (cities, regions, countries, and hotels where the section searches
 * them). Shared by the hotel and experience searches; the suggestions come from the section (`suggestions`).
 */
export function DestinationInput(props: {
  text: string
  picked: Destination | null
  error: string | undefined
  suggestions: DestinationSuggestionsView
  onChange(text: string, picked: Destination | null): void
  /** The box lost the focus. */
  onBlur?(): void
  /** What may be typed, e.g. "City, region or country" (default: "City, country or hotel"). */
  placeholder?: string
  /** Said when nothing matches, e.g. "No city, region or country matches". */
  noMatch?: string
}) {
  const { text, onChange, suggestions } = props
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const { options, loading, failed } = suggestions
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
          placeholder={props.placeholder ?? 'City, country or hotel'}
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
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') suggestions.freeze()
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown()
            props.onBlur?.()
          }}
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
                : suggestions.complete
                  ? (props.noMatch ?? 'No city, country or hotel matches')
                  : 'No match yet: the catalog is still downloading'}
            </Combobox.Empty>
          )}
        </Combobox.Options>
        <Combobox.Footer>
          <Text size="xs" c="dimmed" data-testid="suggestions-source">
            {sourceLine(suggestions.remote, suggestions.offline)}
          </Text>
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  )
}
