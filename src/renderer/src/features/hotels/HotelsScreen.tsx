import { Stack, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { isoDateInZone } from '../../../../shared/domain/dates'
import { useConnectivityStore } from '../../app/connectivity.store'
import { useSettingsStore } from '../settings/settings.store'
import { useAgentFormat } from './agent-format'
import { filterOptions } from './catalog-view'
import { useHotelsStore } from './hotels.store'
import { ResultsList } from './ResultsList'
import { describeParty } from './search-form'
import { SearchForm } from './SearchForm'

/** Hotels: the search form, then the results of the last search (both kept in the store across sections). */
export function HotelsScreen() {
  const format = useAgentFormat()
  const serviceLocale = useSettingsStore((state) => state.settings?.locale ?? 'en')
  const connectivity = useConnectivityStore((state) => state.status)
  const { form, searched, results, catalog, editForm, search, goToPage, changeSort } = useHotelsStore()
  // The agent's today (in their zone) when the screen opened: check-in cannot be before it.
  const [today] = useState(() => isoDateInZone(Date.now(), format.timeZone))
  const options = useMemo(
    () => filterOptions(catalog, { kinds: form.kinds, styles: form.styles }),
    [catalog, form.kinds, form.styles],
  )
  const offline = connectivity?.state === 'offline'
  const offlineReason = offline ? (connectivity.reason ?? 'The booking service cannot be reached.') : null

  return (
    <Stack gap="lg">
      <Title order={2}>Hotels</Title>
      <SearchForm
        form={form}
        today={today}
        filterOptions={options}
        searching={results.status === 'loading'}
        onEdit={editForm}
        onSearch={() => void (offline ? undefined : search(1, serviceLocale))}
        onSortChange={(patch) => void changeSort(patch, !offline)}
      />
      <ResultsList
        status={results.status}
        hotels={results.hotels}
        meta={results.meta}
        error={results.error}
        offlineReason={offlineReason}
        catalog={catalog}
        stay={searched}
        party={searched ? describeParty(searched.rooms) : ''}
        locale={format.locale}
        onPage={(page) => void goToPage(page)}
      />
    </Stack>
  )
}
