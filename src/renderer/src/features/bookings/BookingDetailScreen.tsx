import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconCloudCheck,
  IconDatabase,
  IconHourglass,
  IconRefresh,
} from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { formatIsoDate } from '../../../../shared/domain/dates'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { useConnectivityStore } from '../../app/connectivity.store'
import { useAgentFormat } from '../../ui/format/agent-format'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import type { AgentFormat } from '../../ui/format/agent-format'
import { useBookingDetailStore } from './booking-detail.store'
import { roomLines } from './booking-rooms'
import { BookingStateBadge, STATE_VIEWS } from '../../ui/booking-state'
import { changeAvailability, freshnessSentence, pendingWriteSentences } from './booking-view'
import { CancellationCard, OverviewCard, RoomsCard, TermsCard } from './BookingFacts'
import { compareShownWithBooked } from './shown-vs-booked'
import { ShownVsBookedSection } from './ShownVsBookedSection'

const back = (
  <Anchor component={Link} to="/bookings" size="sm" c={TEXT.link}>
    <Group gap={4}>
      <IconArrowLeft size={14} /> All bookings
    </Group>
  </Anchor>
)

/** /bookings/:bookingId: one booking as the service (or the offline copy) tells it, and what can be done with it. */
export function BookingDetailScreen() {
  const bookingId = decodeURIComponent(useParams().bookingId ?? '')
  const format = useAgentFormat()
  const { detail, status, error, load } = useBookingDetailStore()
  const shownId = useBookingDetailStore((state) => state.bookingId)
  // The clock the cancellation ladder is read at: ticks while the screen is open.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])
  useEffect(() => {
    void load(bookingId)
  }, [bookingId, load])

  if (status === 'idle' || status === 'loading' || shownId !== bookingId)
    return (
      <Stack gap="md">
        {back}
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Loading booking {bookingId}…</Text>
        </Group>
      </Stack>
    )
  if (status === 'not_found')
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
  if (status === 'error' || detail === null)
    return (
      <Stack gap="md">
        {back}
        <Title order={2}>Booking {bookingId}</Title>
        <Alert color="red" title="The booking could not be loaded" data-testid="detail-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button
              size="xs"
              color={ACTION_COLOR}
              leftSection={<IconRefresh size={14} />}
              onClick={() => void load(bookingId)}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    )
  return <BookingDetailView detail={detail} format={format} now={now} refreshError={error} />
}

function BookingDetailView(props: {
  detail: BookingDetail
  format: AgentFormat
  now: number
  refreshError: string | null
}) {
  const { detail, format, now } = props
  const { summary } = detail
  const connectivity = useConnectivityStore((state) => state.status?.state ?? null)
  const replacedBy = useBookingDetailStore((state) => state.replacedBy)
  const state = STATE_VIEWS[summary.state]
  const freshness = freshnessSentence(detail, format)
  const pending = pendingWriteSentences(detail.pendingWrites, format)
  const change = changeAvailability(detail, connectivity)
  const rooms = roomLines(detail, format.locale)
  const comparison = compareShownWithBooked(detail.shownRate, detail, format)
  const title = summary.hotelName ?? detail.v3?.hotel.name ?? `Booking ${summary.id}`

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2} data-testid="detail-title">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            Booking {summary.id} · {formatIsoDate(summary.checkIn, format.locale)} –{' '}
            {formatIsoDate(summary.checkOut, format.locale)} · {summary.customerFirstName}{' '}
            {summary.customerLastName}
          </Text>
        </Stack>
        {change.shown && (
          <Stack gap={4} align="flex-end" maw={320}>
            {change.disabledReason === null ? (
              <Button
                component={Link}
                to={`/hotels?replace=${encodeURIComponent(summary.id)}`}
                color={ACTION_COLOR}
                leftSection={<IconCalendarEvent size={16} />}
              >
                Change dates or rooms
              </Button>
            ) : (
              <Button disabled leftSection={<IconCalendarEvent size={16} />} aria-describedby="change-reason">
                Change dates or rooms
              </Button>
            )}
            <Text
              size="xs"
              c={change.disabledReason === null ? 'dimmed' : TEXT.warning}
              ta="right"
              id="change-reason"
              data-testid="change-note"
            >
              {change.disabledReason ?? 'Books a replacement stay, then cancels this booking.'}
            </Text>
          </Stack>
        )}
      </Group>

      <Group gap="sm" wrap="nowrap" align="center">
        <BookingStateBadge state={summary.state} size="lg" withMeaning={false} testId="detail-state" />
        <Text size="sm" data-testid="detail-state-meaning">
          {state.meaning}
        </Text>
      </Group>

      <Group gap={6} data-testid="detail-source" data-source={detail.source}>
        {freshness.offline ? (
          <IconDatabase size={16} color={TEXT.warning} aria-hidden />
        ) : (
          <IconCloudCheck size={16} aria-hidden />
        )}
        <Text
          size="sm"
          c={freshness.offline ? TEXT.warning : 'dimmed'}
          fw={freshness.offline ? 600 : undefined}
        >
          {freshness.text}
        </Text>
      </Group>
      {props.refreshError !== null && (
        <Alert color="orange" variant="light" p="xs">
          <Text size="sm">The latest update could not be fetched: {props.refreshError}</Text>
        </Alert>
      )}
      {summary.state === 'replaced' && (
        <Alert color="gray" variant="light" title="This booking was replaced" data-testid="detail-replaced">
          {replacedBy === null ? (
            'A replacement booking now carries the stay; this one is no longer active.'
          ) : (
            <>
              Booking{' '}
              <Anchor component={Link} to={`/bookings/${encodeURIComponent(replacedBy)}`} c={TEXT.link}>
                {replacedBy}
              </Anchor>{' '}
              now carries the stay; this one is no longer active.
            </>
          )}
        </Alert>
      )}
      {pending.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconHourglass size={18} />}
          title="Waiting in the outbox"
          data-testid="detail-pending"
        >
          <Stack gap={4}>
            {pending.map((sentence) => (
              <Text key={sentence} size="sm">
                {sentence}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OverviewCard detail={detail} format={format} />
        <Stack gap="md">
          <CancellationCard detail={detail} format={format} now={now} />
          {rooms.length > 0 && <TermsCard rooms={rooms} />}
        </Stack>
      </SimpleGrid>
      <RoomsCard rooms={rooms} />
      {comparison !== null && detail.shownRate !== null && (
        <ShownVsBookedSection comparison={comparison} shown={detail.shownRate} format={format} />
      )}
    </Stack>
  )
}
