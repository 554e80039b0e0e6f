import { Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconCircleCheck, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { formatMoney } from '../../../../shared/domain/money'
import { counted } from '../../../../shared/i18n'
import { useDeskQuery } from '../../bridge/desk-query'
import { TEXT } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import type { AgentFormat } from '../../ui/format/agent-format'
import { SectionCard } from '../../ui/SectionCard'
import { useExtrasStore } from './booking-extras.store'
import { ExtraDialog, type ExtraAction } from './ExtraDialog'
import type { BookedExtra } from './extras-view'

function participantsWords(extra: BookedExtra): string {
  const children = extra.childrenBirthdates.length
  return [counted('adult', extra.adultPax), children > 0 ? counted('child', children) : null]
    .filter(Boolean)
    .join(', ')
}

/**
 * The extras of an experience booking (experiences.bookingExtras): each booked extra per line with its state,
 * participants, day and price; change, cancel or add one, each confirmed with the current and estimated new total,
 * then the service's new total.
 */
export function ExtrasPanel(props: { bookingId: string; format: AgentFormat; offline: boolean }) {
  const { bookingId, format } = props
  const read = useDeskQuery('experiences.bookingExtras', { bookingId })
  const change = useExtrasStore((state) => (state.bookingId === bookingId ? state.lastChange : null))
  const [action, setAction] = useState<ExtraAction | null>(null)
  const extras = read.data ?? null
  const money = (amount: number) => formatMoney(amount, extras?.currency ?? 'EUR', format.locale)

  return (
    <SectionCard title="Extras" testId="booking-extras">
      {extras === null && read.error !== null && (
        <Text size="sm" c={TEXT.danger} role="alert">
          {errorSentence(read.error, { fallback: 'The extras could not be read.' })}
        </Text>
      )}
      {extras === null && read.error === null && <Text size="sm">Reading the extras…</Text>}
      {change !== null && (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} />}
          title={change.what}
          data-testid="extras-changed"
        >
          The service&apos;s new total is <strong>{money(change.total)}</strong> (it was{' '}
          {money(change.previousTotal)}).
        </Alert>
      )}
      {extras !== null &&
        extras.lines.map((line) => (
          <Stack key={line.lineId} gap="xs">
            <Text fw={600}>{line.name}</Text>
            {line.extras.length === 0 ? (
              <Text size="sm">No extra booked.</Text>
            ) : (
              <Table withTableBorder striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Extra</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Participants</Table.Th>
                    <Table.Th>For</Table.Th>
                    <Table.Th>Price</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {line.extras.map((extra) => (
                    <Table.Tr key={extra.id} data-testid="booked-extra">
                      <Table.Td>{extra.extra.name}</Table.Td>
                      <Table.Td>{extra.state === 'booked' ? 'Booked' : 'Cancelled'}</Table.Td>
                      <Table.Td>{participantsWords(extra)}</Table.Td>
                      <Table.Td>
                        {extra.scope === 'day' ? `Day ${extra.dayIndex ?? '?'}` : 'Whole experience'}
                      </Table.Td>
                      <Table.Td>{money(extra.price)}</Table.Td>
                      <Table.Td>
                        {extra.state === 'booked' && (
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              disabled={props.offline}
                              onClick={() => setAction({ mode: 'change', line, extra })}
                              aria-label={`Change ${extra.extra.name}`}
                            >
                              Change
                            </Button>
                            <Button
                              size="xs"
                              variant="default"
                              c={TEXT.danger}
                              disabled={props.offline}
                              onClick={() => setAction({ mode: 'cancel', line, extra })}
                              aria-label={`Cancel ${extra.extra.name}`}
                            >
                              Cancel
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {extras.available.length > 0 && (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  disabled={props.offline}
                  onClick={() => setAction({ mode: 'add', line })}
                >
                  Add an extra
                </Button>
              </Group>
            )}
          </Stack>
        ))}
      {extras !== null && (
        <Text size="sm" data-testid="extras-total">
          Booking total: <strong>{money(extras.total)}</strong>
        </Text>
      )}
      {props.offline && <Text size="sm">Extras can be changed only when the service can be reached.</Text>}
      {action !== null && extras !== null && (
        <ExtraDialog action={action} extras={extras} onClose={() => setAction(null)} />
      )}
    </SectionCard>
  )
}
