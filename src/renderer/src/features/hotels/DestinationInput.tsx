import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconMapPin } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import type { DestinationSuggestions } from '../../../../shared/ipc/catalog.contract'
import { useConnectivityStore } from '../../app/connectivity.store'
import { useSyncStore } from '../../app/sync.store'
import { bridge } from '../../bridge'
import { useSettingsStore } from '../settings/settings.store'
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

/** Places and hotels from the local catalog index (works offline), places first. */
async function suggest(query: string): Promise<{ options: Destination[]; complete: boolean }> {
  const answer = await bridge.invoke('catalog.suggestDestinations', { query, limit: 12, from: 'local' })
  return { options: answer.suggestions, complete: answer.complete }
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

export function DestinationInput(props: {
  text: string
  picked: Destination | null
  error: string | undefined
  onChange(text: string, picked: Destination | null): void
}) {
  const { text, onChange } = props
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  // The local index answers every keystroke (about 10 ms); the service is asked once the agent pauses: its search
  // bucket is the stricter one.
  const typed = text.trim()
  const [settled] = useDebouncedValue(typed, 300)
  const offline = useConnectivityStore((state) => state.status?.state === 'offline')
  const locale = useSettingsStore((state) => state.settings?.locale ?? 'en')
  const [remote, setRemote] = useState<(DestinationSuggestions & { query: string }) | null>(null)
  // Suggestions of the last query answered; loading while the debounced text has no answer yet.
  const [answer, setAnswer] = useState<{
    query: string
    options: Destination[]
    failed: boolean
    complete: boolean
  }>({ query: '', options: [], failed: false, complete: true })
  // While the catalog is still being downloaded, each stored page may bring matches: ask again as it grows.
  const catalogStored = useSyncStore((state) => state.catalogProgress?.done ?? null)
  const wanted = typed.length >= 2 && props.picked === null ? typed : ''
  // Once the agent moves through the local list, it stays: the service's answer must not swap the options under
  // the keyboard selection.
  const [frozen, setFrozen] = useState<string | null>(null)
  const remoteWanted = settled.length >= 2 && props.picked === null && !offline ? settled : ''
  const remoteNow = remote !== null && remote.query === wanted ? remote : null
  // The service's list once it answered for this text (the local one meanwhile, and whenever it cannot answer).
  const fromService = remoteNow?.source === 'service' && frozen !== wanted
  const options = fromService ? remoteNow.suggestions : answer.options
  const failed = answer.failed && !fromService
  // The previous text's options stay while the next answer is on its way (a few ms): no spinner flicker.
  const loading = wanted !== '' && answer.query !== wanted && options.length === 0 && remoteNow === null

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

  useEffect(() => {
    if (remoteWanted === '') return
    let live = true
    bridge
      .invoke('catalog.suggestDestinations', { query: remoteWanted, limit: 12, locale })
      .then((found) => live && setRemote({ ...found, query: remoteWanted }))
      // The local list stays: nothing to tell beyond the footer.
      .catch(() => live && setRemote(null))
    return () => {
      live = false
    }
  }, [remoteWanted, locale])

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
          onKeyDown={(event) => {
            if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !fromService) setFrozen(wanted)
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
          <Text size="xs" c="dimmed" data-testid="suggestions-source">
            {sourceLine(remoteNow, offline)}
          </Text>
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  )
}
