import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { invalidateSoon, prefetchDesk, useDeskQuery } from '../bridge/desk-query'
import { useSettingsStore } from './settings.store'
import type { Destination, DestinationKind } from '../ui/destination/destination'
import type { DestinationSuggestionsView } from '../ui/destination/DestinationInput'
import { narrowOptions } from '../ui/destination/narrow'
import { useConnectivityStore } from './connectivity.store'
import { useSyncStore } from './sync.store'

/** The text the local index is asked for: '' when none is wanted (too short, or a destination picked). */
function wantedText(text: string, picked: Destination | null): string {
  const typed = text.trim()
  return typed.length >= 2 && picked === null ? typed : ''
}

/** The local index's read of `wanted`, one key for the hook and for `askLocalSuggestions`. */
function localInput(wanted: string) {
  return { query: wanted, limit: 12, from: 'local' as const }
}

/**
 * Starts the local index's read of the text just typed from the keystroke's own handler, before React renders it:
 * the round trip to main overlaps that render, and the hook's read of the same key joins it instead of asking again.
 */
export function askLocalSuggestions(text: string, picked: Destination | null): void {
  const wanted = wantedText(text, picked)
  if (wanted !== '') prefetchDesk('catalog.suggestDestinations', localInput(wanted))
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
  const catalogStored = useSyncStore((state) => state.catalogProgress?.done ?? null)
  const wanted = wantedText(text, picked)
  // Once the agent moves through the local list, it stays: the service's answer must not swap the options under
  // the keyboard selection.
  const [frozen, setFrozen] = useState<string | null>(null)
  const remoteWanted = settled.length >= 2 && picked === null && !offline ? settled : ''
  // The local index for the text as typed; the previous text's options stay while it answers (a few ms).
  const local = useDeskQuery('catalog.suggestDestinations', localInput(wanted), {
    enabled: wanted !== '',
    keepPrevious: true,
  })
  // The service, once the agent paused; when it cannot answer, the local list stays: nothing to tell beyond the footer.
  const remote = useDeskQuery(
    'catalog.suggestDestinations',
    { query: remoteWanted, limit: 12, locale },
    { enabled: remoteWanted !== '' },
  )
  const remoteNow =
    remote.data !== undefined && remoteWanted === wanted ? { ...remote.data, query: remoteWanted } : null
  // Until the index answers the new text, the options shown that still match it, in this keystroke's frame; the
  // previous text's options as they were when none does (no flash of "no match").
  const previous = local.data?.suggestions ?? []
  const narrowed = local.isPlaceholderData ? narrowOptions(previous, wanted) : previous
  const answer = {
    options: narrowed.length > 0 ? narrowed : previous,
    failed: local.error !== null,
    complete: local.data?.complete ?? true,
  }
  // The service's list once it answered for this text (the local one meanwhile, and whenever it cannot answer).
  const fromService = remoteNow?.source === 'service' && frozen !== wanted
  const listed = fromService ? remoteNow.suggestions : answer.options
  const options = kinds === undefined ? listed : listed.filter((option) => kinds.includes(option.kind))
  const failed = answer.failed && !fromService
  // The previous text's options stay while the next answer is on its way (a few ms): no spinner flicker.
  const loading =
    wanted !== '' &&
    (local.data === undefined || local.isPlaceholderData) &&
    options.length === 0 &&
    remoteNow === null

  useEffect(() => {
    // While the catalog is still being downloaded, each stored page may bring matches: ask again as it grows.
    // The local reads only (a key prefix matches input partially): the service is not asked again for it.
    if (catalogStored !== null) invalidateSoon([['catalog.suggestDestinations', { from: 'local' }]])
  }, [catalogStored])

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
