import { Alert, Anchor, Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { z } from 'zod'
import type { BookedItem } from '../../../../shared/ipc/experiences.contract'
import { counted } from '../../../../shared/i18n'
import { BookingStateBadge, stateView } from '../../ui/booking-state'
import { TEXT } from '../../ui/contrast'
import { useAgentFormat } from '../../ui/format/agent-format'
import { NetOnly } from '../../ui/client-mode/client-mode'
import { FrozenSalePrice } from '../../ui/money/FrozenSalePrice'
import { formatMoney } from '../../../../shared/domain/money'

type Booked = z.infer<typeof BookedItem>

/**
 * The basket booked: each experience with its booking, reference and state in words, linked to its page, and its
 * selling price as frozen when booked (the customer's figure); the net beside it for the agent only.
 */
export function BookedView(props: { items: readonly Booked[]; names: readonly string[]; onDone(): void }) {
  const format = useAgentFormat()
  const waiting = props.items.filter((item) => item.booking.state === 'pending').length
  return (
    <Stack gap="md" data-testid="basket-booked">
      <Alert
        color="green"
        icon={<IconCircleCheck size={20} />}
        title={`${counted('experience', props.items.length)} booked`}
      >
        {waiting > 0
          ? `${counted('booking', waiting)} on request: waiting for the supplier's answer. The desk tells you when it comes.`
          : 'Each booking is below with its reference; open one to follow it.'}
      </Alert>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Experience</Table.Th>
            <Table.Th>Booking</Table.Th>
            <Table.Th>Your reference</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Selling price</Table.Th>
            <NetOnly>
              <Table.Th>Net</Table.Th>
            </NetOnly>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => (
            <Table.Tr key={item.booking.id} data-testid="booked-item">
              <Table.Td>
                {props.names[item.index] ??
                  item.booking.experiencesBooked[0]?.experience.name ??
                  'Experience'}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/bookings/${item.booking.id}`} c={TEXT.link}>
                  {item.booking.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{item.reference}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <BookingStateBadge state={item.booking.state} kind="experience" />
                  <Text size="xs">{stateView(item.booking.state, 'experience').meaning}</Text>
                  {item.outcome === 'adopted' && (
                    <Text size="xs">The answer was lost; the booking was found by its reference.</Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <FrozenSalePrice bookingId={item.booking.id} locale={format.locale} />
              </Table.Td>
              <NetOnly>
                <Table.Td data-testid="booked-net">
                  {formatMoney(item.booking.totalPrice, item.booking.currency, format.locale)}
                </Table.Td>
              </NetOnly>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button component={Link} to="/experiences" variant="light" onClick={props.onDone}>
          Back to the experiences
        </Button>
      </Group>
    </Stack>
  )
}
