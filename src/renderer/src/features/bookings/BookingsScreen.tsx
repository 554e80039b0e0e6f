import { Alert, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { BOOKING_STATES, type BookingKind, type BookingState } from '../../../../shared/domain/booking-states'
import type { BookingList } from '../../../../shared/ipc/bookings.contract'
import { BookingStateBadge, stateView } from '../../ui/booking-state'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { useAgentFormat } from '../../ui/format'
import { isFromCache } from '../../ui/from-cache'
import type { SavedView, ViewColumn } from '../../../../shared/ipc/views.contract'
import { useDeskQuery } from '../../bridge/desk-query'
import { BookingsExport } from './BookingsExport'
import { ColumnChooser } from './ColumnChooser'
import { SavedViewsMenu, changeOf, useViewWrite } from './SavedViewsMenu'
import { BookingsFilterBar, type FiltersChange } from './BookingsFilterBar'
import { BookingsTable } from './BookingsTable'
import {
  filtersFromSearchParams,
  hasFilters,
  resetFilters,
  searchParamsFromFilters,
} from './bookings-filters'
import { asOfSentence, bookingsCount, emptyListSentence } from './bookings-list-view'
import {
  listFiltersOf,
  prefetchFirstPage,
  useBookingsList,
  useBookingsListStore,
  useTypedSearch,
} from './bookings-list.store'
import { COLUMNS_PARAM, VIEW_PARAM, columnsFromParam, columnsParam, viewSearch } from './saved-views-view'

/** New filters in the address, keeping the open view and the columns chosen. */
function withListParams(next: URLSearchParams, current: URLSearchParams): URLSearchParams {
  for (const key of [VIEW_PARAM, COLUMNS_PARAM]) {
    const value = current.get(key)
    if (value !== null) next.set(key, value)
  }
  return next
}

/**
 * /bookings: every cached booking, filtered and sorted in main's SQLite, the filters and sort in the URL. The cache
 * answers at once; the service's list is fetched into it in the background when the screen opens.
 */
export function BookingsScreen() {
  const format = useAgentFormat()
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the params' identity.
  const addressFilters = useMemo(() => filtersFromSearchParams(params), [query])
  // The list shows the search as typed; the filter bar, the address's filters (it re-renders once per pause).
  const typed = useTypedSearch((state) => state.typed)
  const filters = useMemo(() => listFiltersOf(addressFilters, typed), [addressFilters, typed])
  useEffect(() => {
    // The address moved (the typed search committed, back, forward): what was typed over the old one is done.
    const now = useTypedSearch.getState().typed
    if (now !== null && now.over !== addressFilters.search) useTypedSearch.setState({ typed: null })
  }, [addressFilters.search])
  // Another screen starts from its address alone.
  useEffect(() => () => useTypedSearch.setState({ typed: null }), [])
  const { list, loading, error, rowAt, ensureRows } = useBookingsList(filters)
  const refreshing = useBookingsListStore((state) => state.refreshing)
  const refresh = useBookingsListStore((state) => state.refresh)

  // Right after data was removed from this computer, the cache as it now is (see ui/from-cache.ts).
  const fromCache = useRef(isFromCache(useLocation().state))
  const firstFilters = useRef(filters)
  useEffect(() => {
    // The first showing refreshes from the service; later filter changes read the cache only.
    if (!fromCache.current) void refresh(firstFilters.current)
  }, [refresh])

  // The filters last sent to the address: two changes made before React renders the first (one field cleared and
  // another filled at once) build on each other, instead of the second bringing back what the first removed.
  const sent = useRef(addressFilters)
  useEffect(() => {
    sent.current = addressFilters
  }, [addressFilters])

  // Stable while the filters are: the filter bar re-renders for a change of filters, not for each page loaded.
  const change = useCallback<FiltersChange>(
    (patch, options) => {
      // A search typed and not yet in the address goes with the change (read here, so that the callback stays the
      // same while the agent types).
      const current = listFiltersOf(sent.current, useTypedSearch.getState().typed)
      // The first page of the new filters is asked now, while React renders them.
      prefetchFirstPage(current, patch)
      sent.current = { ...current, ...patch }
      setParams(withListParams(searchParamsFromFilters(sent.current), params), {
        replace: options?.replace ?? false,
      })
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the params' identity.
    [addressFilters, setParams, query],
  )
  // Each reset draws a new filter bar: a text still being typed is dropped with its pending commit, which would
  // otherwise bring it back into the address after the reset.
  const [resets, setResets] = useState(0)
  const reset = useCallback(
    () => {
      useTypedSearch.setState({ typed: null })
      setResets((count) => count + 1)
      sent.current = resetFilters(sent.current)
      setParams(withListParams(searchParamsFromFilters(sent.current), params))
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the params' identity.
    [addressFilters, setParams, query],
  )

  // The open view's columns; without one, those of the address (every column by default).
  const viewId = params.get(VIEW_PARAM)
  const openView = useDeskQuery('views.list', {}).data?.find((view) => view.id === viewId) ?? null
  const columnsRaw = params.get(COLUMNS_PARAM)
  // The same array while the address's columns stay (the table's rows are memoized on it).
  const addressColumns = useMemo(() => columnsFromParam(columnsRaw), [columnsRaw])
  const columns = openView?.columns ?? addressColumns
  const viewWrite = useViewWrite()
  const openSaved = (view: SavedView) => setParams(new URLSearchParams(viewSearch(view)))
  const chooseColumns = (chosen: ViewColumn[]) => {
    if (openView !== null) {
      void viewWrite.write(changeOf(openView, { columns: chosen }))
      return
    }
    const next = new URLSearchParams(params)
    const value = columnsParam(chosen)
    if (value === null) next.delete(COLUMNS_PARAM)
    else next.set(COLUMNS_PARAM, value)
    setParams(next, { replace: true })
  }
  const viewDeleted = (columnsShown: readonly ViewColumn[]) => {
    // The list stays as it was shown, now without a view.
    const next = new URLSearchParams(params)
    next.delete(VIEW_PARAM)
    const value = columnsParam(columnsShown)
    if (value !== null) next.set(COLUMNS_PARAM, value)
    setParams(next)
  }
  const toggleState = useCallback(
    (state: BookingState) =>
      change({
        states: addressFilters.states.includes(state)
          ? addressFilters.states.filter((chosen) => chosen !== state)
          : [...addressFilters.states, state],
      }),
    [change, addressFilters.states],
  )
  // The counts per state follow the rows a moment later (a render of their own, after the rows are painted): the
  // filter bar and the state buttons are not on a keystroke's way to the rows.
  const stateCounts = useDeferredValue(list?.stateCounts ?? null)
  const asOf = list === null ? null : asOfSentence(list, format)
  const empty = list === null ? null : emptyListSentence(list, hasFilters(filters))

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Bookings</Title>
        <Group gap="xs">
          <SavedViewsMenu
            filters={filters}
            columns={columns}
            open={openView}
            onOpen={openSaved}
            onDeleted={() => viewDeleted(columns)}
          />
          <ColumnChooser columns={columns} onChange={chooseColumns} />
          <BookingsExport filters={filters} columns={columns} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={refreshing}
            onClick={() => void refresh(filters)}
          >
            Refresh
          </Button>
        </Group>
      </Group>
      {viewWrite.error !== null && (
        <Alert
          color="red"
          title="The view's columns were not saved"
          withCloseButton
          onClose={() => viewWrite.setError(null)}
        >
          {viewWrite.error}
        </Alert>
      )}
      <BookingsFilterBar
        key={resets}
        filters={addressFilters}
        stateCounts={stateCounts}
        onChange={change}
        onReset={reset}
      />
      {loading && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Loading the bookings…</Text>
        </Group>
      )}
      {error !== null && (
        <Alert color="red" title="The bookings could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button size="xs" color={ACTION_COLOR} onClick={() => void refresh(filters)}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {list !== null && asOf !== null && (
        <>
          <Group justify="space-between" align="center" gap="xs">
            <Text fw={600} data-testid="bookings-total" aria-live="polite">
              {bookingsCount(list.total, format.locale)}
              {hasFilters(filters) ? ' match' : ''}
            </Text>
            <Group gap={6}>
              {refreshing && <Loader size={14} aria-label="Refreshing from the service" />}
              <Text
                size="sm"
                c={asOf.offline ? TEXT.warning : 'dimmed'}
                data-testid="bookings-as-of"
                data-offline={asOf.offline}
              >
                {asOf.text}
              </Text>
            </Group>
          </Group>
          <StateCounts
            counts={stateCounts ?? list.stateCounts}
            kind={filters.kind}
            chosen={addressFilters.states}
            onToggle={toggleState}
          />
          {list.total === 0 ? (
            <Stack
              gap="xs"
              align="flex-start"
              data-testid="bookings-empty"
              data-unreachable={empty?.unreachable}
            >
              <Text c={empty?.unreachable ? TEXT.warning : undefined}>{empty?.text}</Text>
              {hasFilters(filters) && (
                <Button size="xs" variant="default" onClick={reset}>
                  Reset filters
                </Button>
              )}
            </Stack>
          ) : (
            <BookingsTable
              total={list.total}
              rowAt={rowAt}
              onRange={ensureRows}
              sort={filters.sort}
              onSort={(sort) => change({ sort })}
              productKind={filters.kind}
              columns={columns}
            />
          )}
        </>
      )}
    </Stack>
  )
}

/** The bookings per state matching the other filters; each toggles that state in the filter. */
const StateCounts = memo(function StateCounts(props: {
  counts: BookingList['stateCounts']
  /** The product the list is filtered on: its words for the states (an experience's `pending` is "On request"). */
  kind: BookingKind | null
  chosen: BookingState[]
  onToggle(state: BookingState): void
}) {
  const shown = BOOKING_STATES.filter((state) => (props.counts[state] ?? 0) > 0)
  if (shown.length === 0) return null
  return (
    <Group gap="xs" role="group" aria-label="Bookings per state" data-testid="bookings-state-counts">
      {shown.map((state) => {
        const chosen = props.chosen.includes(state)
        return (
          <UnstyledButton
            key={state}
            className="mantine-focus-auto"
            aria-pressed={chosen}
            aria-label={`${stateView(state, props.kind).label}: ${props.counts[state]}`}
            onClick={() => props.onToggle(state)}
            style={{ borderRadius: 16 }}
          >
            <BookingStateBadge state={state} kind={props.kind} size="lg" withMeaning={false}>
              {stateView(state, props.kind).label} {props.counts[state]}
              {chosen ? ' ✓' : ''}
            </BookingStateBadge>
          </UnstyledButton>
        )
      })}
    </Group>
  )
})
