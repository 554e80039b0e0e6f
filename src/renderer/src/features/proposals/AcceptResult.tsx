import { Alert, Anchor, Badge, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { AcceptedItem } from '../../../../shared/ipc/proposals.contract'
import { TEXT } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'

const OUTCOME: Record<AcceptedItem['outcome'], { label: string; color: string; words: string }> = {
  booked: { label: 'Booked', color: 'teal', words: 'Booked now.' },
  adopted: {
    label: 'Booked',
    color: 'teal',
    words: 'Booked: the answer was lost on the way and the booking was found by its reference.',
  },
  alreadyBooked: {
    label: 'Already booked',
    color: 'blue',
    words: 'An earlier accept booked it: not booked twice.',
  },
  failed: { label: 'Failed', color: 'red', words: 'Nothing was booked for it.' },
  skipped: { label: 'Skipped', color: 'gray', words: 'No longer offered: nothing was booked for it.' },
}

/** What accepting did, item by item, each booking a link to its page; a failure says why. */
export function AcceptResult(props: { items: readonly AcceptedItem[]; nameOf(itemId: string): string }) {
  const failed = props.items.filter((item) => item.outcome === 'failed').length
  return (
    <>
      {failed > 0 && (
        <Alert color="red" role="alert" title="Not everything was booked">
          Some items could not be booked; the others are. Each line says why. Accepting again books only what
          is missing: nothing is booked twice.
        </Alert>
      )}
      <Table data-testid="accept-result">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Booking</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => {
            const outcome = OUTCOME[item.outcome]
            return (
              <Table.Tr key={item.itemId} data-testid="accept-row" data-outcome={item.outcome}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {props.nameOf(item.itemId)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={outcome.color}>
                    {outcome.label}
                  </Badge>
                  <Text size="sm" c={item.outcome === 'failed' ? TEXT.danger : undefined}>
                    {item.outcome === 'failed' && item.error !== null
                      ? errorSentence(item.error, { fallback: outcome.words })
                      : outcome.words}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {item.bookingId === null ? (
                    '–'
                  ) : (
                    <Anchor
                      component={Link}
                      to={`/bookings/${item.bookingId}`}
                      c={TEXT.link}
                      fz="sm"
                      fw={600}
                    >
                      {item.reference ?? item.bookingId}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </>
  )
}
