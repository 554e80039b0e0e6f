import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import type { DestinationSuggestions } from '../../../shared/ipc/catalog.contract'
import { bridge } from '../bridge'
import { useSettingsStore } from './settings.store'
import type { Destination, DestinationKind } from '../ui/destination/destination'
import type { DestinationSuggestionsView } from '../ui/destination/DestinationInput'
import { useConnectivityStore } from './connectivity.store'
import { useSyncStore } from './sync.store'

/** Places and hotels from the local catalog index (works offline), places first. */
async function suggest(query: string): Promise<{ options: Destination[]; complete: boolean }> {
  const answer = await bridge.invoke('catalog.suggestDestinations', { query, limit: 12, from: 'local' })
  return { options: answer.suggestions, complete: answer.complete }
}

/**
 * The destination box's suggestions: the local index on every keystroke, the service once the agent pauses.
 * `kinds`: only those kinds are offered (experiences are searched in places, not hotels); every kind when absent.
 * Shared by the sections that search a destination (hotels, experiences).
 */
export function useDestinationSuggestions(
  text: string,
  picked: Destination | null,
  kinds?: readonly DestinationKind[],
): DestinationSuggestionsView {
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
  const wanted = typed.length >= 2 && picked === null ? typed : ''
  // Once the agent moves through the local list, it stays: the service's answer must not swap the options under
  // the keyboard selection.
  const [frozen, setFrozen] = useState<string | null>(null)
  const remoteWanted = settled.length >= 2 && picked === null && !offline ? settled : ''
  const remoteNow = remote !== null && remote.query === wanted ? remote : null
  // The service's list once it answered for this text (the local one meanwhile, and whenever it cannot answer).
  const fromService = remoteNow?.source === 'service' && frozen !== wanted
  const listed = fromService ? remoteNow.suggestions : answer.options
  const options = kinds === undefined ? listed : listed.filter((option) => kinds.includes(option.kind))
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

  return {
    wanted,
    options,
    loading,
    failed,
    complete: answer.complete,
    fromService,
    remote: remoteNow,
    offline,
    freeze: () => {
      if (!fromService) setFrozen(wanted)
    },
  }
}
