import { Badge, List, Table, Text } from '@mantine/core'
import { formatMoney } from '../../../../shared/domain/money'
import type { RecheckedItem } from '../../../../shared/ipc/proposals.contract'
import { TEXT } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format'

const STATUS: Record<RecheckedItem['status'], { label: string; color: string }> = {
  same: { label: 'Same', color: 'teal' },
  moved: { label: 'Moved', color: 'orange' },
  gone: { label: 'Gone', color: 'red' },
  failed: { label: 'Not checked', color: 'red' },
}

/**
 * Every item of the option searched again: what it was sold at when added, what it sells at today and what moved
 * in words, a moved price marked. Selling prices only: the fresh net never shows here.
 */
export function RecheckTable(props: { items: readonly RecheckedItem[] }) {
  const format = useAgentFormat()
  const money = (amount: number, currency: string) => formatMoney(amount, currency, format.locale)
  return (
    <Table data-testid="recheck-table" style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Proposed at</Table.Th>
          <Table.Th ta="right">Today</Table.Th>
          <Table.Th>What moved</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.items.map((item) => {
          const status = STATUS[item.status]
          const priceMoved =
            item.current !== null &&
            (item.current.currency !== item.previous.currency ||
              money(item.current.sell, item.current.currency) !==
                money(item.previous.sell, item.previous.currency))
          const up = priceMoved && item.current !== null && item.current.sell > item.previous.sell
          return (
            <Table.Tr
              key={item.itemId}
              data-testid="recheck-row"
              data-status={item.status}
              data-price-moved={priceMoved || undefined}
            >
              <Table.Td>
                <Text size="sm" fw={600}>
                  {item.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={status.color}>
                  {status.label}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" td={priceMoved ? 'line-through' : undefined}>
                  {money(item.previous.sell, item.previous.currency)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {item.current === null ? (
                  <Text size="sm">–</Text>
                ) : (
                  <Text
                    size="sm"
                    fw={priceMoved ? 700 : undefined}
                    c={priceMoved ? (up ? TEXT.danger : TEXT.promo) : undefined}
                    data-testid="recheck-new-price"
                    aria-label={
                      priceMoved
                        ? `${up ? 'Up' : 'Down'} to ${money(item.current.sell, item.current.currency)}`
                        : undefined
                    }
                  >
                    {money(item.current.sell, item.current.currency)}
                    {priceMoved && (up ? ' ▲' : ' ▼')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {item.changes.length > 0 && (
                  <List size="sm" spacing={0}>
                    {item.changes.map((change) => (
                      <List.Item key={change}>
                        <Text span size="sm" fw={600} c={TEXT.warning} data-testid="recheck-change">
                          {change}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                )}
                {item.error !== null && (
                  <Text size="sm" c={TEXT.danger}>
                    {errorSentence(item.error, { fallback: 'The service could not be asked.' })}
                  </Text>
                )}
                {item.status === 'gone' && item.changes.length === 0 && (
                  <Text size="sm">No longer offered: it will be skipped.</Text>
                )}
                {item.status === 'same' && (
                  <Text size="sm" c="dimmed">
                    Nothing moved
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
