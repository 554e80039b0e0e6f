import { List, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { isTerminalState } from '../../../../shared/domain/booking-states'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { NetOnly, PRICE_ON_REQUEST, useShowsNet } from '../../ui/client-mode/client-mode'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { CancellationTimeline } from '../../ui/rates/CancellationTimeline'
import { TEXT } from '../../ui/contrast'
import { SectionCard } from '../../ui/SectionCard'
import type { AgentFormat } from '../../ui/format/agent-format'
import { cancellationView } from '../../ui/rates/rate-view'
import type { RoomLine } from './booking-rooms'

export function RoomsCard(props: { rooms: RoomLine[] }) {
  if (props.rooms.length === 0)
    return (
      <SectionCard title="Rooms">
        <Text size="sm">
          Only the booking list entry is known on this desk: the rooms appear once the booking is fetched from
          the service.
        </Text>
      </SectionCard>
    )
  return (
    <SectionCard title="Rooms">
      <Table withTableBorder layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="12%">Room</Table.Th>
            <Table.Th w="30%">Room and bed choice</Table.Th>
            <Table.Th w="18%">Board</Table.Th>
            <Table.Th>Travelers</Table.Th>
            <Table.Th w="14%" ta="right">
              Price
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rooms.map((room) => (
            <Table.Tr key={room.title} style={{ verticalAlign: 'top' }}>
              <Table.Td>{room.title}</Table.Td>
              <Table.Td>
                {room.room}
                {room.bedChoice !== null && (
                  <Text size="xs" c="dimmed">
                    {room.bedChoice}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {room.board ?? 'Not stated in the booking'}
                {room.boardAsShown && (
                  <Text size="xs" c="dimmed">
                    As shown when booked: the booking does not restate it
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {room.travelers.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No traveler listed
                  </Text>
                ) : (
                  room.travelers.map((name) => (
                    <Text key={name} size="sm">
                      {name}
                    </Text>
                  ))
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <NetOnly fallback={PRICE_ON_REQUEST}>{room.price ?? '—'}</NetOnly>
                {room.promotions.map((promotion) => (
                  <Text key={promotion} size="xs" c={TEXT.promo}>
                    {promotion}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  )
}

function Term(props: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {props.label}
      </Text>
      {props.children}
    </Stack>
  )
}

function Paragraph(props: { text: string | null }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={props.text === null ? 'dimmed' : undefined}>
      {props.text ?? 'None stated'}
    </Text>
  )
}

/** Fees payable on site, contracting conditions and check-in instructions, per room. */
export function TermsCard(props: { rooms: RoomLine[] }) {
  const many = props.rooms.length > 1
  const anything = props.rooms.some(
    (room) =>
      room.hotelFees.length > 0 || room.contractingConditions !== null || room.checkInInstructions !== null,
  )
  return (
    <SectionCard title="At the hotel" testId="detail-terms">
      {!anything && (
        <Text size="sm">No hotel fees, contracting conditions or check-in instructions are stated.</Text>
      )}
      {anything &&
        props.rooms.map((room) => (
          <Stack key={room.title} gap="xs">
            {many && (
              <Text fw={600} size="sm">
                {room.title}: {room.room}
              </Text>
            )}
            <Term label="Hotel fees, payable at the hotel (not in the price)">
              {room.hotelFees.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None stated
                </Text>
              ) : (
                <List size="sm" spacing={2}>
                  {room.hotelFees.map((fee) => (
                    <List.Item key={fee}>{fee}</List.Item>
                  ))}
                </List>
              )}
            </Term>
            <Term label="Contracting conditions">
              <Paragraph text={room.contractingConditions} />
            </Term>
            <Term label="Check-in instructions">
              <Paragraph text={room.checkInInstructions} />
            </Term>
          </Stack>
        ))}
    </SectionCard>
  )
}

/** The booking's own ladder while it can still be cancelled; what happened once it cannot. */
export function CancellationCard(props: { detail: BookingDetail; format: AgentFormat; now: number }) {
  const { detail, format, now } = props
  const { summary, v1, v3 } = detail
  const money = (amount: number) => formatMoney(amount, summary.currency, format.locale)
  const showsNet = useShowsNet()
  const zone = (
    <Text size="xs" c="dimmed">
      Times in {format.timeZone}
    </Text>
  )
  if (summary.state === 'canceled') {
    const at = v3?.cancelledAt ?? v1?.canceledAt ?? null
    const fee = v3?.cancellationFees ?? v1?.cancellationFees ?? null
    return (
      <SectionCard title="Cancellation" testId="detail-cancellation">
        <Text size="sm">
          Cancelled{at === null ? '' : ` on ${formatInstantInZone(at, format)}`}.{' '}
          {fee === null || fee === 0
            ? 'No cancellation fee was charged.'
            : showsNet
              ? `Cancellation fee charged: ${money(fee)}.`
              : 'A cancellation fee was charged.'}
        </Text>
      </SectionCard>
    )
  }
  if (isTerminalState(summary.state))
    return (
      <SectionCard title="Cancellation" testId="detail-cancellation">
        <Text size="sm">This booking is {summary.state}: there is nothing left to cancel.</Text>
      </SectionCard>
    )
  if (v1 === null)
    return (
      <SectionCard title="Cancellation" testId="detail-cancellation">
        <Text size="sm" c={TEXT.warning}>
          The cancellation conditions are not known on this desk yet: they appear once the booking is fetched
          from the service. Do not present the booking as free to cancel.
        </Text>
      </SectionCard>
    )
  const view = cancellationView(v1.cancelConditions, {
    ...format,
    currency: v1.currency,
    totalPrice: v1.totalPrice,
    now,
    amounts: showsNet,
  })
  return (
    <SectionCard title="Cancellation" testId="detail-cancellation">
      <CancellationTimeline view={view} label="Cancellation conditions of the booking" />
      {zone}
    </SectionCard>
  )
}
