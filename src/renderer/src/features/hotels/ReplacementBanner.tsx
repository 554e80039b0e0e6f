import { Alert, Button, Group, Text } from '@mantine/core'
import { IconReplace } from '@tabler/icons-react'
import { formatIsoDate } from '../../../../shared/domain/dates'
import type { Replacing } from './replacement'
import { counted } from '../../../../shared/i18n'

/** While a booking is being changed: which one, what will happen to it, and a way to stop. */
export function ReplacementBanner(props: { replacing: Replacing; locale: string; onStop(): void }) {
  const { booking } = props.replacing
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconReplace size={18} />}
      title={`Changing booking ${props.replacing.bookingId}`}
      data-testid="replacement-banner"
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" maw={720}>
          Now {booking.hotel.name}, {formatIsoDate(booking.checkIn, props.locale)} –{' '}
          {formatIsoDate(booking.checkOut, props.locale)}, {counted('room', booking.rooms.length)}. Search the
          new dates or rooms: the booking you make replaces this one, which is then cancelled. Its own rooms
          count as free in these searches.
        </Text>
        <Button size="xs" variant="default" onClick={props.onStop}>
          Keep the booking as it is
        </Button>
      </Group>
    </Alert>
  )
}
