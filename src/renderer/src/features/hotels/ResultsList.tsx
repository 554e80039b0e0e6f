import { Alert, Group, Loader, Pagination, Select, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react'
import type { HotelAvailabilityItem, RequestedRoom } from '../../../../shared/api/availability'
import type { PaginationMeta } from '../../../../shared/api/common'
import type { StayDates } from '../../../../shared/domain/dates'
import { OFFLINE_SEARCH } from './error-text'
import type { CatalogInfo, LoadStatus } from './hotels.store'
import { isPerPage, PER_PAGE_OPTIONS, type PerPage } from './search-form'
import { HotelRows } from './VirtualResults'
import { counted } from '../../../../shared/i18n'

export { AvailabilityBadge } from './HotelResultCard'

export const NO_AVAILABILITY = 'No hotel has availability for these dates and party'

const PER_PAGE_DATA = PER_PAGE_OPTIONS.map((size) => ({ value: String(size), label: String(size) }))

/** "974 hotels · page 1 of 2 · hotels 1–500": the page's range only when there is more than one page. */
export function resultsSummary(meta: PaginationMeta): string {
  const count = `${counted('hotel', meta.total)} · page ${meta.currentPage} of ${meta.lastPage}`
  if (meta.lastPage <= 1) return count
  const first = (meta.currentPage - 1) * meta.perPage + 1
  const last = Math.min(meta.total, meta.currentPage * meta.perPage)
  return `${count} · hotels ${first}–${last}`
}

export function ResultsList(props: {
  status: LoadStatus
  hotels: HotelAvailabilityItem[]
  meta: PaginationMeta | null
  error: string | null
  offlineReason: string | null
  catalog: Record<string, CatalogInfo>
  /** The searched stay and party: the results' prices are for it. */
  stay: (StayDates & { rooms: readonly RequestedRoom[] }) | null
  party: string
  locale: string
  perPage: PerPage
  onPage(page: number): void
  onPerPage(perPage: PerPage): void
}) {
  if (props.offlineReason !== null)
    return (
      <Alert color="orange" icon={<IconWifiOff size={18} />} title="The booking service is offline">
        {props.offlineReason} {OFFLINE_SEARCH}
      </Alert>
    )
  if (props.status === 'idle') return null
  if (props.status === 'error')
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title="The search did not go through"
        role="alert"
      >
        {props.error}
      </Alert>
    )
  const { meta, stay } = props
  const loading = props.status === 'loading'
  // The service lists every hotel of the destination; those with nothing bookable for the party are not offers.
  const bookable = props.hotels.filter((hotel) => hotel.price !== null)
  const hidden = props.hotels.length - bookable.length
  return (
    <Stack gap="sm" aria-busy={loading} aria-label="Search results" component="section">
      <Group justify="space-between" mih={28} wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {loading ? 'Searching the service…' : meta ? resultsSummary(meta) : ''}
        </Text>
        <Group gap="sm" wrap="nowrap">
          {loading && <Loader size="sm" aria-label="Searching" />}
          <Select
            label="Per page"
            size="xs"
            w={150}
            data={PER_PAGE_DATA}
            value={String(props.perPage)}
            allowDeselect={false}
            withCheckIcon={false}
            comboboxProps={{ withinPortal: true }}
            styles={{
              root: { display: 'flex', alignItems: 'center', gap: 8 },
              label: { whiteSpace: 'nowrap' },
            }}
            onChange={(value) => {
              const size = Number(value)
              if (isPerPage(size) && size !== props.perPage) props.onPerPage(size)
            }}
          />
        </Group>
      </Group>
      {!loading && bookable.length === 0 && (
        <Alert color="gray" title={NO_AVAILABILITY}>
          Try other dates, fewer rooms or another destination.
        </Alert>
      )}
      <div style={{ opacity: loading ? 0.55 : 1 }}>
        {stay && (
          <HotelRows
            hotels={bookable}
            catalog={props.catalog}
            stay={stay}
            party={props.party}
            locale={props.locale}
          />
        )}
      </div>
      {!loading && hidden > 0 && bookable.length > 0 && (
        <Text size="sm" c="dimmed">
          {counted('moreHotelsHidden', hidden)} nothing bookable for these dates and party.
        </Text>
      )}
      {meta && meta.lastPage > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={meta.lastPage}
            value={meta.currentPage}
            onChange={props.onPage}
            disabled={loading}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Stack>
  )
}
