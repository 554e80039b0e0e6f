import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { formatIsoDate, nightsBetween } from '../../../../shared/domain/dates'
import { useAgentFormat } from '../../ui/format/agent-format'
import { TEXT } from '../../ui/contrast'
import { HoldCountdown } from '../../ui/hold/HoldCountdown'
import { useServiceClockStore } from '../../stores/service-clock.store'
import { HotelDetails } from './HotelDetails'
import { useConnectivityStore } from '../../stores/connectivity.store'
import { roomsAreFor, useHotelResults, useHotelsStore } from './hotels.store'
import { RepricedNotice } from './RepricedNotice'
import { RoomOption } from './RoomOption'
import { SelectionPanel } from './SelectionPanel'
import { describeParty } from './search-form'
import { counted } from '../../../../shared/i18n'

/** /hotels/:hotelId: the rooms and rates of one hotel for the last search (kept in the store). */
export function HotelRoomsScreen() {
  const hotelId = decodeURIComponent(useParams().hotelId ?? '')
  const format = useAgentFormat()
  const searched = useHotelsStore((state) => state.searched)
  const rooms = useHotelsStore((state) => state.rooms)
  const connectivity = useConnectivityStore((state) => state.status)
  const latestClock = useServiceClockStore((state) => state.clock)
  const hotelName = useHotelResults().hotels.find((hotel) => hotel.id === hotelId)?.name ?? null
  const loadRooms = useHotelsStore((state) => state.loadRooms)
  const catalogInfo = useHotelsStore((state) => state.catalog[hotelId])
  const catalogMissing = useHotelsStore((state) => state.catalogMissing[hotelId] === true)
  const refreshCatalogCard = useHotelsStore((state) => state.refreshCatalogCard)

  // Asked again on opening: the catalog may have synced the hotel since the results were shown.
  useEffect(() => {
    if (hotelId !== '') void refreshCatalogCard(hotelId)
  }, [hotelId, refreshCatalogCard])

  const current = roomsAreFor(rooms, hotelId, searched)
  useEffect(() => {
    if (searched !== null && !current) void loadRooms(hotelId)
  }, [hotelId, searched, current, loadRooms])

  const reload = () => void loadRooms(hotelId)

  const back = (
    <Anchor component={Link} to="/hotels" size="sm" c={TEXT.link}>
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to the results
      </Group>
    </Anchor>
  )

  if (searched === null)
    return (
      <Stack gap="lg">
        {back}
        <Alert color="blue" title="Start with a search">
          The rooms of a hotel are priced for the dates and party of a search. Search from the Hotels screen
          first.
        </Alert>
      </Stack>
    )

  const stay = searched
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  // Windows and deadlines are on the service's clock: the rates are read at the service's time of receipt.
  const ctx = {
    stay,
    format,
    now: rooms.serviceNowAtReceipt,
    roomCount: stay.rooms.length,
    previousPrices: rooms.repricing?.previousPrices ?? {},
  }

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{hotelName ?? catalogInfo?.name ?? 'Hotel rooms'}</Title>
          <Text c="dimmed" size="sm">
            {formatIsoDate(stay.checkIn, format.locale)} – {formatIsoDate(stay.checkOut, format.locale)} ·{' '}
            {counted('night', nights)} · {describeParty(stay.rooms)}
          </Text>
        </Stack>
        {current && rooms.status === 'done' && rooms.holdDeadline !== null && (
          <HoldCountdown
            deadline={rooms.holdDeadline}
            clock={rooms.holdClock}
            latest={latestClock}
            format={format}
            autoSearch={connectivity?.state !== 'offline'}
            onSearchAgain={reload}
          />
        )}
      </Group>
      {current && rooms.status === 'done' && rooms.repricing !== null && (
        <RepricedNotice repricing={rooms.repricing} />
      )}
      <HotelDetails info={catalogInfo} missing={catalogMissing} />
      {(!current || rooms.status === 'loading') && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Asking the service for the rooms and their rates…</Text>
        </Group>
      )}
      {current && rooms.status === 'error' && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="The rooms could not be loaded"
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <span>{rooms.error}</span>
            <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={reload}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {current && rooms.status === 'done' && rooms.rooms.length === 0 && (
        <Alert color="gray" title="No room of this hotel is available for these dates and party">
          Go back to the results and choose another hotel, or change the dates.
        </Alert>
      )}
      {current && rooms.status === 'done' && rooms.rooms.length > 0 && (
        <SelectionPanel
          hotelId={hotelId}
          hotelName={hotelName ?? catalogInfo?.name ?? hotelId}
          stay={stay}
          format={format}
          now={rooms.serviceNowAtReceipt}
        />
      )}
      {current &&
        rooms.status === 'done' &&
        rooms.rooms.map((room, index) => (
          <RoomOption
            key={`${room.supplier.code}-${room.id}-${index}`}
            room={room}
            level={0}
            path={[]}
            ctx={ctx}
          />
        ))}
    </Stack>
  )
}
