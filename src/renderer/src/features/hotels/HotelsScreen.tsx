import { Alert, Group, Loader, Stack, Title } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { isoDateInZone } from '../../../../shared/domain/dates'
import { useConnectivityStore } from '../../stores/connectivity.store'
import { useSyncStore } from '../../stores/sync.store'
import { useSettingsStore } from '../../stores/settings.store'
import { useAgentFormat } from '../../ui/format/agent-format'
import { useCatalogFacetsStore } from './catalog-facets.store'
import { filterOptions } from './catalog-view'
import { useHotelResults, useHotelsStore } from './hotels.store'
import { formFromRecent } from './recent-searches'
import { RecentSearches } from './RecentSearches'
import { ReplacementBanner } from './ReplacementBanner'
import { useReplacementRoute } from './useReplacementRoute'
import { ResultsList } from './ResultsList'
import { describeParty } from './search-form'
import { SearchForm } from './SearchForm'
import { SearchSummary } from './SearchSummary'

/** Hotels: the search form, then the results of the last search (both kept in the store across sections). */
export function HotelsScreen() {
  const format = useAgentFormat()
  const serviceLocale = useSettingsStore((state) => state.settings?.locale ?? 'en')
  const connectivity = useConnectivityStore((state) => state.status)
  const { form, searched, catalog, editForm, search, goToPage, changeSort } = useHotelsStore()
  const results = useHotelResults()
  // The agent's today (in their zone) when the screen opened: check-in cannot be before it.
  const [today] = useState(() => isoDateInZone(Date.now(), format.timeZone))
  const replacing = useHotelsStore((state) => state.replacing)
  const searchedAs = useHotelsStore((state) => state.searchedAs)
  const changePerPage = useHotelsStore((state) => state.changePerPage)
  const setReplacing = useHotelsStore((state) => state.setReplacing)
  const replacementRoute = useReplacementRoute()
  const facets = useCatalogFacetsStore((state) => state.facets)
  const loadFacets = useCatalogFacetsStore((state) => state.load)
  // Read again whenever the cached catalog changes (a sync finished, or stored a page).
  const catalogAsOf = useSyncStore(
    (state) => state.health?.datasets.find((dataset) => dataset.dataset === 'catalog')?.lastSyncedAt ?? null,
  )
  useEffect(() => {
    void loadFacets(serviceLocale)
  }, [loadFacets, serviceLocale, catalogAsOf])
  const loadSearchFacets = useCatalogFacetsStore((state) => state.loadForSearch)
  const searchCounts = useCatalogFacetsStore((state) => state.search?.counts ?? null)
  // Counted over the search shown, once its results came (and again once the catalog knows more of its hotels).
  const resultsDone = results.status === 'done'
  useEffect(() => {
    if (searched !== null && resultsDone && connectivity?.state !== 'offline') void loadSearchFacets(searched)
  }, [searched, resultsDone, loadSearchFacets, connectivity?.state])
  const options = useMemo(
    () => filterOptions(facets, catalog, { kinds: form.kinds, styles: form.styles }, searchCounts),
    [facets, catalog, form.kinds, form.styles, searchCounts],
  )
  const offline = connectivity?.state === 'offline'
  const offlineReason = offline ? (connectivity.reason ?? 'The booking service cannot be reached.') : null
  // After a search the results come first: the form folds to one line, opened again on demand.
  const [formOpen, setFormOpen] = useState(() => searched === null)
  const runSearch = () => {
    if (offline) return
    setFormOpen(false)
    void search(1, serviceLocale)
  }
  // Changing a booking starts from its search, prefilled: the form opens for the new dates or rooms.
  const replacingId = replacing?.bookingId ?? null
  const [formFor, setFormFor] = useState(replacingId)
  if (formFor !== replacingId) {
    setFormFor(replacingId)
    if (replacingId !== null) setFormOpen(true)
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>Hotels</Title>
        <RecentSearches
          locale={format.locale}
          timeZone={format.timeZone}
          onRun={(saved) => {
            editForm(formFromRecent(saved, form))
            runSearch()
          }}
        />
      </Group>
      {replacementRoute.loading && (
        <Group gap="xs">
          <Loader size="xs" />
          Reading the booking to change…
        </Group>
      )}
      {replacementRoute.refusal !== null && (
        <Alert color="orange" title="This booking cannot be changed here" role="alert">
          {replacementRoute.refusal}
        </Alert>
      )}
      {replacing !== null && (
        <ReplacementBanner replacing={replacing} locale={format.locale} onStop={() => setReplacing(null)} />
      )}
      {formOpen || searched === null ? (
        <SearchForm
          form={form}
          today={today}
          filterOptions={options}
          searching={results.status === 'loading'}
          onEdit={editForm}
          onSearch={runSearch}
          onSortChange={(patch) => void changeSort(patch, !offline)}
          {...(searched === null ? {} : { onFold: () => setFormOpen(false) })}
        />
      ) : (
        <SearchSummary
          label={searchedAs ?? form}
          searched={searched}
          locale={format.locale}
          onOpen={() => setFormOpen(true)}
        />
      )}
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
        perPage={form.perPage}
        onPerPage={(perPage) => void changePerPage(perPage, !offline)}
      />
    </Stack>
  )
}
