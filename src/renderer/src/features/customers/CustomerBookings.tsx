import { Anchor, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { TEXT } from '../../ui/contrast'
import type { BookingSummary } from '../../../../shared/ipc/bookings.contract'
import { BookingStateBadge } from '../../ui/booking-state/BookingStateBadge'
import { StayDates } from '../../ui/format'

/** The customer's bookings in the cache, each a link to its page. */
export function CustomerBookings(props: { bookings: readonly BookingSummary[] | null; hasFile: boolean }) {
  const { bookings } = props
  if (!props.hasFile)
    return <Text size="sm">No bookings yet: the first booking made for this customer is listed here.</Text>
  if (bookings === null) return <Text size="sm">Reading the bookings…</Text>
  if (bookings.length === 0) return <Text size="sm">No bookings of this customer in this desk's cache.</Text>
  return (
    <Table striped data-testid="customer-bookings">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Booking</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Dates</Table.Th>
          <Table.Th>State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bookings.map((b) => (
          <Table.Tr key={b.id}>
            <Table.Td>
              <Anchor component={Link} to={`/bookings/${b.id}`} fz="sm" fw={600} c={TEXT.link}>
                {b.internalReference ?? b.id}
              </Anchor>
            </Table.Td>
            <Table.Td>{b.productName ?? '–'}</Table.Td>
            <Table.Td>
              <StayDates checkIn={b.checkIn} checkOut={b.checkOut} />
            </Table.Td>
            <Table.Td>
              <BookingStateBadge state={b.state} kind={b.kind} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
