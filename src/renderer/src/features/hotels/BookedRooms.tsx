import { Group, Table, Text } from '@mantine/core'
import type { RequestedRoom } from '../../../../shared/api/availability'
import type { SellingPrice } from '../../../../shared/domain/markup'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { sellingLabel } from '../../ui/money/selling-words'
import { SectionCard } from '../../ui/SectionCard'
import { TEXT } from '../../ui/contrast'
import { boardSummary } from '../../ui/rates/rate-view'
import { describeRoomParty } from './SelectionPanel'
import type { SelectionSummary } from './selection'

/** The rooms being booked, one line each (room, rate, board, confirmation, price), the ladder's headline, the total. */
export function BookedRooms(props: {
  summary: SelectionSummary
  stay: { checkIn: string; checkOut: string; rooms: readonly RequestedRoom[] }
  locale: string
  headline: string
  /** Free cancellation now: the headline needs no warning colour. */
  free: boolean
  money(amount: number, currency?: string): string
  /** The rooms and the stay as the agency sells them: what the client screen shows where a rule priced them. */
  selling?: { rooms: readonly SellingPrice[]; total: SellingPrice }
}) {
  // The agent reads the net the service charges (the selling price is on the review); the client screen reads the
  // selling price, or "Price on request" where no rule made one.
  const showsNet = useShowsNet()
  const { selling } = props
  const roomPrice = (index: number, net: number, currency: string): string => {
    const sold = selling?.rooms[index]
    return showsNet || sold === undefined
      ? props.money(net, currency)
      : sellingLabel(sold, false, props.locale)
  }
  const total =
    showsNet || selling === undefined
      ? props.money(props.summary.total)
      : sellingLabel(selling.total, false, props.locale)
  return (
    <SectionCard title="Rooms booked">
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Room</Table.Th>
            <Table.Th>Room and rate</Table.Th>
            <Table.Th>Board</Table.Th>
            <Table.Th>Confirmation</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.summary.picked.map((option, index) => (
            <Table.Tr key={option.key}>
              <Table.Td>
                Room {index + 1}
                <Text size="xs" c="dimmed">
                  {describeRoomParty(props.stay.rooms[index]!)}
                </Text>
              </Table.Td>
              <Table.Td>
                {option.room.name}
                <Text size="xs" c="dimmed">
                  {option.choice.name}
                </Text>
              </Table.Td>
              <Table.Td>{boardSummary(option.choice.mealPlans, props.stay, props.locale)}</Table.Td>
              <Table.Td>{option.room.instantAvailability ? 'Instant' : 'On request'}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {roomPrice(index, option.choice.totalPriceWithPromo, option.choice.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c={props.free ? undefined : TEXT.warning}>
          {props.headline}
        </Text>
        <Text fw={700} fz={20} data-testid="booking-total">
          Total {total}
        </Text>
      </Group>
    </SectionCard>
  )
}
