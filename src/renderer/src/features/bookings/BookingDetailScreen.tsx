import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { useAgentFormat } from '../../ui/format/agent-format'
import { ACTION_COLOR } from '../../ui/contrast'
import { useForgetStore } from './booking-forget.store'
import { useBookingDetail } from './booking-queries'
import { backToList as back } from './BookingHeader'
import { BookingSections } from './BookingSections'

/** /bookings/:bookingId: one booking as the service (or the offline copy) tells it, and what can be done with it. */
export function BookingDetailScreen() {
  const bookingId = decodeURIComponent(useParams().bookingId ?? '')
  const forgotten = useForgetStore((state) => state.forgotten === bookingId)
  // Forgotten: nothing of it is shown or watched while the list loads (a watched read would fetch it back).
  if (forgotten) return null
  return <BookingDetail bookingId={bookingId} />
}

function BookingDetail({ bookingId }: { bookingId: string }) {
  const format = useAgentFormat()
  const read = useBookingDetail(bookingId)
  // The clock the cancellation ladder is read at: ticks while the screen is open.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])

  if (read.status === 'loading')
    return (
      <Stack gap="md">
        {back}
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Loading booking {bookingId}…</Text>
        </Group>
      </Stack>
    )
  if (read.status === 'not_found')
    return (
      <Stack gap="md">
        {back}
        <Title order={2}>Booking {bookingId}</Title>
        <Alert color="orange" title="Booking not found" data-testid="detail-not-found">
          Neither the service nor the offline copy knows a booking {bookingId}. Check the id, or find the
          booking in the list.
        </Alert>
      </Stack>
    )
  if (read.status === 'error')
    return (
      <Stack gap="md">
        {back}
        <Title order={2}>Booking {bookingId}</Title>
        <Alert color="red" title="The booking could not be loaded" data-testid="detail-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{read.error}</Text>
            <Button
              size="xs"
              color={ACTION_COLOR}
              leftSection={<IconRefresh size={14} />}
              onClick={read.retry}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    )
  return (
    <BookingSections
      detail={read.detail}
      format={format}
      now={now}
      refreshError={read.error}
      replacedBy={read.replacedBy}
    />
  )
}
