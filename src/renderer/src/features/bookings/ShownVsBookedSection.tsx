import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconEqual, IconMinus } from '@tabler/icons-react'
import { formatMoney } from '../../../../shared/domain/money'
import type { ShownRate } from '../../../../shared/ipc/hotels.contract'
import { TEXT } from '../../ui/contrast'
import type { AgentFormat } from '../../ui/format/agent-format'
import type { ComparedItem, MatchStatus, ShownVsBooked } from './shown-vs-booked'
import { counted } from '../../../../shared/i18n'

const STATUS: Record<MatchStatus, { label: string; color: string; variant: 'light' | 'filled' }> = {
  same: { label: 'Matches', color: 'teal', variant: 'light' },
  // Mantine's darkest orange is below 4.5:1 under white text; this one (the desk's warning text colour) is not.
  differs: { label: 'Differs', color: '#9a3412', variant: 'filled' },
  not_restated: { label: 'Not restated', color: 'gray', variant: 'light' },
}

function Lines(props: { lines: readonly string[]; strong?: boolean }) {
  return (
    <Stack gap={2}>
      {props.lines.map((line, index) => (
        <Text
          key={index}
          size="sm"
          fw={props.strong ? 600 : undefined}
          style={{ whiteSpace: 'pre-wrap' }}
          lineClamp={6}
        >
          {line}
        </Text>
      ))}
    </Stack>
  )
}

function Row(props: { item: ComparedItem }) {
  const { item } = props
  const status = STATUS[item.status]
  const differs = item.status === 'differs'
  return (
    <Table.Tr
      data-item={item.key}
      data-status={item.status}
      bg={differs ? 'var(--mantine-color-orange-light)' : undefined}
    >
      <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }}>
        {item.label}
      </Table.Th>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Lines lines={item.shown} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        {item.status === 'same' ? (
          <Group gap={4} c="dimmed">
            <IconEqual size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              Same
            </Text>
          </Group>
        ) : item.booked === null ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMinus size={14} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
            <Text size="sm" c="dimmed" fs="italic">
              {item.note}
            </Text>
          </Group>
        ) : (
          <Lines lines={item.booked} strong />
        )}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Badge color={status.color} variant={status.variant} data-testid={`compare-${item.key}`}>
          {status.label}
        </Badge>
      </Table.Td>
    </Table.Tr>
  )
}

/** What the agent saw when booking, item by item beside what the booking says now. */
export function ShownVsBookedSection(props: {
  comparison: ShownVsBooked
  shown: ShownRate
  format: AgentFormat
}) {
  const { comparison, shown, format } = props
  const matches = comparison.differences === 0
  const restated = comparison.items.length - comparison.notRestated
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="As shown when booked">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            As shown when booked
          </Title>
          <Text size="sm" c="dimmed">
            Seen on this desk {comparison.shownAt}
          </Text>
        </Group>
        <Alert
          color={matches ? 'teal' : 'orange'}
          variant="light"
          icon={matches ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
          data-testid="shown-verdict"
          p="xs"
        >
          <Text size="sm" fw={600}>
            {matches
              ? counted('matchesAllRestated', restated)
              : `${counted('differences', comparison.differences)}: check them before you send anything to the customer.`}
          </Text>
          {comparison.notRestated > 0 && (
            <Text size="sm">
              {counted('itemsNotRestated', comparison.notRestated)} by the booking and cannot be checked.
            </Text>
          )}
        </Alert>
        {shown.priceChange !== null && (
          <Text size="sm" c={TEXT.warning}>
            You accepted a new price before booking:{' '}
            {formatMoney(shown.priceChange.previousTotal, shown.currency, format.locale)} →{' '}
            {formatMoney(shown.priceChange.newTotal, shown.currency, format.locale)}.
          </Text>
        )}
        <Table withTableBorder layout="fixed" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="20%">Item</Table.Th>
              <Table.Th w="36%">As shown when booked</Table.Th>
              <Table.Th w="32%">The booking says</Table.Th>
              <Table.Th w="12%">Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparison.items.map((item) => (
              <Row key={item.key} item={item} />
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  )
}
