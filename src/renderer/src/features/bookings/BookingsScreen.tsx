import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { Money, StayDates, useAgentFormat } from '../../ui/format'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { BookingStateBadge } from '../../ui/booking-state'
import { freshnessSentence } from './booking-view'
import { useBookingsListStore } from './bookings-list.store'

/** /bookings: the newest bookings, each opening its detail. Filters and search come later. */
export function BookingsScreen() {
  const format = useAgentFormat()
  const { list, status, error, load } = useBookingsListStore()
  useEffect(() => {
    void load()
  }, [load])

  const refresh = (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconRefresh size={14} />}
      loading={status === 'loading'}
      onClick={() => void load()}
    >
      Refresh
    </Button>
  )
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Bookings</Title>
        {refresh}
      </Group>
      {status === 'loading' && list === null && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Loading the bookings…</Text>
        </Group>
      )}
      {status === 'error' && (
        <Alert color="red" title="The bookings could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button size="xs" color={ACTION_COLOR} onClick={() => void load()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {list !== null && (
        <>
          <Text size="sm" c={list.source === 'cache' ? TEXT.warning : 'dimmed'}>
            {list.total === 0
              ? 'No bookings yet.'
              : `The ${Math.min(list.total, list.bookings.length)} newest of ${list.total} bookings. ${freshnessSentence(list, format).text}.`}
          </Text>
          {list.bookings.length > 0 && (
            <Table withTableBorder highlightOnHover aria-label="Recent bookings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Booking</Table.Th>
                  <Table.Th>Hotel or experience</Table.Th>
                  <Table.Th>Stay</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.bookings.map((booking) => (
                  <Table.Tr key={booking.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/bookings/${encodeURIComponent(booking.id)}`}
                        c={TEXT.link}
                      >
                        {booking.id}
                      </Anchor>
                      {booking.internalReference !== null && (
                        <Text size="xs" c="dimmed">
                          {booking.internalReference}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {booking.hotelName ?? (booking.kind === 'experience' ? 'Experience' : '—')}
                    </Table.Td>
                    <Table.Td>
                      <StayDates checkIn={booking.checkIn} checkOut={booking.checkOut} format={format} />
                    </Table.Td>
                    <Table.Td>
                      {booking.customerFirstName} {booking.customerLastName}
                    </Table.Td>
                    <Table.Td>
                      <BookingStateBadge state={booking.state} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money amount={booking.totalPrice} currency={booking.currency} format={format} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  )
}
