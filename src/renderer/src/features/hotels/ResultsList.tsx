import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Rating,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertTriangle, IconBolt, IconClock, IconWifiOff } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { HotelAvailabilityItem } from '../../../../shared/api/availability'
import type { PaginationMeta } from '../../../../shared/api/common'
import type { StayDates } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { ACTION_COLOR, TEXT } from './contrast'
import { OFFLINE_SEARCH } from './error-text'
import type { CatalogInfo, LoadStatus } from './hotels.store'
import { boardSummary } from './rate-view'

export const NO_AVAILABILITY = 'No hotel has availability for these dates and party'

export function AvailabilityBadge(props: { instant: boolean }) {
  return props.instant ? (
    <Badge color="teal" variant="light" leftSection={<IconBolt size={12} />}>
      Instant confirmation
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" leftSection={<IconClock size={12} />}>
      On request
    </Badge>
  )
}

function HotelCard(props: {
  hotel: HotelAvailabilityItem
  catalog: CatalogInfo | undefined
  stay: StayDates
  party: string
  locale: string
}) {
  const { hotel, catalog, locale } = props
  const money = (amount: number) => formatMoney(amount, hotel.currency, locale)
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={hotel.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={3} size="h4">
              {hotel.name}
            </Title>
            {catalog && (
              <span role="img" aria-label={`${catalog.stars} stars`}>
                <Rating value={catalog.stars} readOnly size="xs" aria-hidden />
              </span>
            )}
          </Group>
          {catalog && (
            <Text size="sm" c="dimmed">
              {catalog.address} · {catalog.city}, {catalog.country}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <AvailabilityBadge instant={hotel.instantAvailability} />
            {hotel.minimumStay > 1 && (
              <Badge variant="outline" color="gray">
                Minimum stay {hotel.minimumStay} nights
              </Badge>
            )}
            {hotel.promotions.length > 0 && (
              <Badge variant="light" color="pink">
                {hotel.promotions.length} promotion{hotel.promotions.length === 1 ? '' : 's'}
              </Badge>
            )}
          </Group>
          {hotel.promotions.length > 0 && (
            <Text size="xs" c={TEXT.promo}>
              {[...new Set(hotel.promotions.map((promotion) => promotion.name))].join(' · ')}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          {hotel.price === null ? (
            <Text fw={600} c="dimmed">
              Nothing bookable for this party
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                From, whole stay
              </Text>
              <Text fw={700} fz={22} data-testid="hotel-price" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(hotel.price)}
              </Text>
              <Text size="xs" c="dimmed">
                {props.party}
              </Text>
            </>
          )}
          <Button
            component={Link}
            to={`/hotels/${encodeURIComponent(hotel.id)}`}
            variant="filled"
            color={ACTION_COLOR}
            size="xs"
            mt={6}
            aria-label={`See rooms of ${hotel.name}`}
          >
            See rooms
          </Button>
        </Stack>
      </Group>
      {hotel.rooms.length > 0 && (
        <Table mt="sm" verticalSpacing={4} fz="sm" aria-label={`Room previews of ${hotel.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Room</Table.Th>
              <Table.Th>Board</Table.Th>
              <Table.Th>Supplier</Table.Th>
              <Table.Th ta="right">Price per room</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hotel.rooms.map((room) => (
              <Table.Tr key={`${room.supplier.code}-${room.id}`}>
                <Table.Td>{room.name}</Table.Td>
                <Table.Td>{boardSummary(room.mealPlans, props.stay, locale)}</Table.Td>
                <Table.Td c="dimmed">{room.supplier.name}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(room.price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  )
}

export function ResultsList(props: {
  status: LoadStatus
  hotels: HotelAvailabilityItem[]
  meta: PaginationMeta | null
  error: string | null
  offlineReason: string | null
  catalog: Record<string, CatalogInfo>
  stay: StayDates | null
  party: string
  locale: string
  onPage(page: number): void
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
      <Group justify="space-between" mih={28}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {loading
            ? 'Searching the service…'
            : meta
              ? `${meta.total} hotel${meta.total === 1 ? '' : 's'} · page ${meta.currentPage} of ${meta.lastPage}`
              : ''}
        </Text>
        {loading && <Loader size="sm" aria-label="Searching" />}
      </Group>
      {!loading && bookable.length === 0 && (
        <Alert color="gray" title={NO_AVAILABILITY}>
          Try other dates, fewer rooms or another destination.
        </Alert>
      )}
      <Stack gap="sm" style={{ opacity: loading ? 0.55 : 1 }}>
        {stay &&
          bookable.map((hotel) => (
            <HotelCard
              key={hotel.id}
              hotel={hotel}
              catalog={props.catalog[hotel.id]}
              stay={stay}
              party={props.party}
              locale={props.locale}
            />
          ))}
      </Stack>
      {!loading && hidden > 0 && bookable.length > 0 && (
        <Text size="sm" c="dimmed">
          {hidden} more hotel{hidden === 1 ? '' : 's'} of this destination {hidden === 1 ? 'has' : 'have'}{' '}
          nothing bookable for these dates and party.
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
