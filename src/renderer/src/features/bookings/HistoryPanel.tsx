import { Badge, Table, Text } from '@mantine/core'
import type { AgentFormat } from '../../ui/format/agent-format'
import { SectionCard } from '../../ui/SectionCard'
import { timelineRows } from './booking-panels-view'
import { useDeskQuery } from '../../bridge/desk-query'
import { freshnessSentence } from './booking-view'
import { PanelLoading } from './PanelLoading'

/** What happened to the booking, newest first: the service's entries and this desk's own writes. */
export function HistoryPanel(props: { bookingId: string; format: AgentFormat }) {
  const { bookingId, format } = props
  const read = useDeskQuery('bookings.history', { bookingId })
  const history = read.data
  const error = read.error === null ? null : read.error.message
  if (history === undefined) return <PanelLoading what="the history" failed={read.isError} error={error} />
  const rows = timelineRows(history.timeline, format)
  return (
    <SectionCard title="History" testId="history">
      <Text size="xs" c="dimmed">
        Newest first · times in {format.timeZone} · {freshnessSentence(history, format).text}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">Nothing is recorded for this booking yet.</Text>
      ) : (
        <Table withTableBorder layout="fixed" aria-label="Booking history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="26%">When</Table.Th>
              <Table.Th w="22%">Who</Table.Th>
              <Table.Th>What</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-testid="history-row" data-desk={row.desk}>
                <Table.Td>
                  <time dateTime={row.at}>{row.when}</time>
                </Table.Td>
                <Table.Td>
                  {row.desk ? (
                    <Badge variant="light" color="gray" radius="sm" tt="none">
                      {row.who}
                    </Badge>
                  ) : (
                    row.who
                  )}
                </Table.Td>
                <Table.Td>{row.label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {error !== null && (
        <Text size="xs" c="dimmed">
          The latest history could not be fetched: {error}
        </Text>
      )}
    </SectionCard>
  )
}
