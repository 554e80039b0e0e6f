import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatIsoDate, nightsBetween } from '../../../../shared/domain/dates'
import { TEXT } from '../../ui/contrast'
import { BookedRooms } from './BookedRooms'
import { HoldCountdown } from '../../ui/hold/HoldCountdown'
import { useServiceClockStore } from '../../stores/service-clock.store'
import { RepricedNotice } from './RepricedNotice'
import { describeParty } from './search-form'
import type { BookingModel } from './useBookingScreen'
import { counted } from '../../../../shared/i18n'

export function BackToRooms(props: { roomsPath: string }) {
  return (
    <Anchor component={Link} to={props.roomsPath} size="sm" c={TEXT.link}>
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to the rooms
      </Group>
    </Anchor>
  )
}

/** What stays on screen while the agent fills the form and reviews it: the stay, its hold and the rooms booked. */
export function BookingFrame(props: { model: BookingModel; children: ReactNode }) {
  const { stay, format, rooms, summary, cancellation, money, repricedFrom } = props.model
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  const latestClock = useServiceClockStore((state) => state.clock)
  return (
    <Stack gap="md">
      <BackToRooms roomsPath={props.model.roomsPath} />
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Book {props.model.hotelName ?? 'this hotel'}</Title>
          <Text c="dimmed" size="sm">
            {formatIsoDate(stay.checkIn, format.locale)} – {formatIsoDate(stay.checkOut, format.locale)} ·{' '}
            {counted('night', nights)} · {describeParty(stay.rooms)}
          </Text>
        </Stack>
        {rooms.holdDeadline !== null && (
          <HoldCountdown
            deadline={rooms.holdDeadline}
            clock={rooms.holdClock}
            latest={latestClock}
            format={format}
            autoSearch={!props.model.offline}
            onSearchAgain={props.model.searchAgain}
          />
        )}
      </Group>

      {rooms.repricing !== null && repricedFrom !== null && (
        <Stack gap={4}>
          <RepricedNotice repricing={rooms.repricing} />
          <Text size="sm" fw={600} data-testid="repriced-total">
            {repricedFrom === summary.total
              ? `The total is unchanged: ${money(summary.total)}.`
              : `The total was ${money(repricedFrom)}, it is now ${money(summary.total)}.`}
          </Text>
        </Stack>
      )}
      <BookedRooms
        summary={summary}
        stay={stay}
        locale={format.locale}
        headline={cancellation.headline}
        free={cancellation.tone === 'free'}
        money={money}
        selling={{ rooms: props.model.roomsSelling, total: props.model.selling }}
      />
      {props.children}
    </Stack>
  )
}
