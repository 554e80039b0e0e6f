import { Alert, Anchor, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconClock } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { FrozenSalePrice } from '../../ui/money/FrozenSalePrice'
import { NetOnly, useShowsNet } from '../../ui/client-mode/client-mode'
import { counted } from '../../../../shared/i18n'
import type { BookResult } from '../../../../shared/ipc/hotels.contract'
import { useAgentFormat } from '../../ui/format/agent-format'
import { BookingStateBadge } from '../../ui/booking-state'
import { TEXT } from '../../ui/contrast'
import { confirmationTerms, type ConfirmationTerms, type ShownTerms } from './confirmation-view'
import { replacementSentence } from './replacement'

const REPLACEMENT_COLOR = { done: 'teal', waiting: 'yellow', act: 'red' } as const

/** What became of the booking that this one replaces. */
function ReplacementOutcome(props: { replacement: NonNullable<BookResult['replacement']> }) {
  const { tone, text } = replacementSentence(props.replacement)
  return (
    <Alert
      color={REPLACEMENT_COLOR[tone]}
      variant="light"
      title={tone === 'act' ? 'The old booking is still active' : 'The old booking'}
      role={tone === 'act' ? 'alert' : undefined}
      data-testid="replacement-outcome"
    >
      <Group gap="sm">
        <span>{text}</span>
        <Anchor
          component={Link}
          to={`/bookings/${encodeURIComponent(props.replacement.bookingId)}`}
          c={TEXT.link}
        >
          Open booking {props.replacement.bookingId}
        </Anchor>
      </Group>
    </Alert>
  )
}

const TONE_COLOR = {
  free: undefined,
  penalty: TEXT.warning,
  non_refundable: TEXT.danger,
  unknown: TEXT.warning,
}

/** The cancellation deadline first, then each later step of the ladder, in the agent's zone. */
function CancellationRow(props: { terms: ConfirmationTerms; timeZone: string }) {
  const { cancellation } = props.terms
  return (
    <Table.Tr>
      <Table.Th>Cancellation</Table.Th>
      <Table.Td data-testid="confirmation-cancellation">
        {cancellation === null ? (
          <Text size="sm">Not known on this screen: see the booking&apos;s page.</Text>
        ) : (
          <>
            <Text size="sm" fw={600} c={TONE_COLOR[cancellation.tone]}>
              {cancellation.headline}
            </Text>
            {(cancellation.steps.length > 1 || cancellation.tone !== 'free') && (
              <List size="xs" spacing={0}>
                {cancellation.steps.map((step) => (
                  <List.Item key={`${step.when}-${step.what}`}>
                    {step.when}: {step.what}
                  </List.Item>
                ))}
              </List>
            )}
            <Text size="xs" c="dimmed">
              Times in {props.timeZone}
            </Text>
          </>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/** "Confirmed" at once, or "sent on request" with what that means for the agent. */
export function BookingConfirmation(props: { result: BookResult; shownRate: ShownTerms | null }) {
  const format = useAgentFormat()
  const { booking } = props.result
  // The ladder is read from the moment the answer arrived: the confirmation is what the customer was told then.
  const [answeredAt] = useState(() => Date.now())
  const showsNet = useShowsNet()
  const terms = confirmationTerms(booking, props.shownRate, format, answeredAt, showsNet)
  const confirmed = booking.state === 'confirmed'
  const onRequest = booking.state === 'sent' || (!booking.allotmentAvailable && !confirmed)
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Booking made">
      <Stack gap="sm">
        <Group gap="sm">
          {confirmed ? (
            <IconCircleCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden />
          ) : (
            <IconClock size={28} color="var(--mantine-color-yellow-7)" aria-hidden />
          )}
          <Title order={3} data-testid="booking-outcome">
            {confirmed
              ? 'Booking confirmed'
              : onRequest
                ? 'Booking sent on request'
                : `Booking made: ${booking.state.replaceAll('_', ' ')}`}
          </Title>
        </Group>
        <Text>
          {confirmed
            ? 'The hotel confirmed the booking at once.'
            : onRequest
              ? 'Sent on request: the hotel answers; you will be notified when it confirms or refuses.'
              : 'The booking is waiting for its supplier; follow its state in Bookings.'}
        </Text>
        <Table variant="vertical" withTableBorder layout="fixed" maw={560}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={170}>Booking</Table.Th>
              <Table.Td data-testid="booking-id">{booking.id}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>State</Table.Th>
              <Table.Td>
                <BookingStateBadge state={booking.state} testId="booking-state">
                  {booking.state.replaceAll('_', ' ')}
                </BookingStateBadge>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Hotel</Table.Th>
              <Table.Td>{booking.hotel.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Stay</Table.Th>
              <Table.Td>
                {formatIsoDate(booking.checkIn, format.locale)} –{' '}
                {formatIsoDate(booking.checkOut, format.locale)} · {counted('night', booking.nightsCount)}
              </Table.Td>
            </Table.Tr>
            {booking.rooms.map((room, index) => (
              <Table.Tr key={room.id}>
                <Table.Th>Room {index + 1}</Table.Th>
                <Table.Td>
                  {room.name}
                  <NetOnly> · {formatMoney(room.price, booking.currency, format.locale)}</NetOnly>
                  <Text size="sm" data-testid="confirmation-board">
                    Board: {terms.boards[index] ?? 'not known on this screen: see the booking'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {room.travelers.map((t) => `${t.firstName} ${t.lastName}`).join(', ') ||
                      'No traveler listed'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
            <CancellationRow terms={terms} timeZone={format.timeZone} />
            <Table.Tr>
              <Table.Th>Selling price</Table.Th>
              <Table.Td>
                <FrozenSalePrice bookingId={booking.id} locale={format.locale} />
              </Table.Td>
            </Table.Tr>
            {/* The net the service charges: the agent's figure; the client screen keeps the selling price above. */}
            <NetOnly>
              <Table.Tr>
                <Table.Th>Net total</Table.Th>
                <Table.Td fw={700} data-testid="confirmation-net">
                  {formatMoney(booking.totalPrice, booking.currency, format.locale)}
                </Table.Td>
              </Table.Tr>
            </NetOnly>
            <Table.Tr>
              <Table.Th>Customer</Table.Th>
              <Table.Td>
                {booking.customer.firstName} {booking.customer.lastName} · {booking.customer.email}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Td>{props.result.reference}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {props.result.replacement && <ReplacementOutcome replacement={props.result.replacement} />}
        <Group>
          <Anchor component={Link} to={`/bookings/${encodeURIComponent(booking.id)}`} c={TEXT.link}>
            Open booking {booking.id}
          </Anchor>
          <Anchor component={Link} to="/hotels" c={TEXT.link}>
            New search
          </Anchor>
        </Group>
      </Stack>
    </Card>
  )
}
