import { Alert, Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { z } from 'zod'
import type { RepricedItem } from '../../../../shared/ipc/experiences.contract'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { useAgentFormat } from '../../ui/format/agent-format'
import { useNetMoney } from '../../ui/client-mode/client-mode'

type Repriced = z.infer<typeof RepricedItem>

/**
 * The basket's prices had expired: nothing was booked and each experience was priced again. The agent sees the
 * previous and new totals with what moved, and accepts the new prices (the basket takes the new offers and is
 * booked again) or goes back to the basket, which is kept.
 */
export function RepricedView(props: {
  items: readonly Repriced[]
  names: readonly string[]
  sending: boolean
  onAccept(): void
  onBack(): void
  onRemove(index: number): void
}) {
  const netMoney = useNetMoney()
  const format = useAgentFormat()
  const money = (amount: number, currency: string) => netMoney(amount, currency, format.locale)
  const gone = props.items.filter((item) => item.offer === null)
  return (
    <Stack gap="md" data-testid="basket-repriced">
      <Alert color="orange" icon={<IconAlertTriangle size={20} />} title="The prices were no longer held">
        Nothing was booked. The service priced the basket again: check what moved, then accept the new prices
        to book, or go back to the basket.
      </Alert>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Experience</Table.Th>
            <Table.Th>Previous total</Table.Th>
            <Table.Th>New total</Table.Th>
            <Table.Th>What moved</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => {
            const price = item.offer?.price ?? null
            const moved = item.moved
            return (
              <Table.Tr key={item.index} data-testid="repriced-item">
                <Table.Td>{props.names[item.index] ?? 'Experience'}</Table.Td>
                <Table.Td>{money(item.previous.total, item.previous.currency)}</Table.Td>
                <Table.Td>
                  {price === null ? (
                    <Text size="sm" c={TEXT.danger}>
                      No price any more for this party and dates
                    </Text>
                  ) : (
                    <Text size="sm" fw={moved.total ? 700 : undefined}>
                      {money(price.price, price.currency)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {price === null ? (
                    <Button size="xs" variant="light" color="red" onClick={() => props.onRemove(item.index)}>
                      Remove it from the basket
                    </Button>
                  ) : (
                    <List size="sm" spacing={2}>
                      {moved.total && (
                        <List.Item>
                          <Badge color="orange" variant="light">
                            Total changed
                          </Badge>
                        </List.Item>
                      )}
                      {moved.extras.map((extra) => (
                        <List.Item key={extra.id}>
                          {extra.name}: {money(extra.previous, price.currency)} →{' '}
                          {money(extra.current, price.currency)}
                        </List.Item>
                      ))}
                      {moved.allotment && (
                        <List.Item>Spots are no longer held: the booking goes on request</List.Item>
                      )}
                      {!moved.total && moved.extras.length === 0 && !moved.allotment && (
                        <List.Item>Nothing: same price</List.Item>
                      )}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      {gone.length > 0 && (
        <Text size="sm">
          Remove the experiences that have no price any more before accepting the new prices.
        </Text>
      )}
      <Group>
        <Button
          color={ACTION_COLOR}
          disabled={gone.length > 0}
          loading={props.sending}
          onClick={props.onAccept}
        >
          Accept new prices and book
        </Button>
        <Button variant="default" onClick={props.onBack}>
          Back to the basket
        </Button>
      </Group>
    </Stack>
  )
}
