import { BarChart } from '@mantine/charts'
import { Stack, Table, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { formatMoney } from '../../../../shared/domain/money'
import type { AnswersReport, SalesReport } from '../../../../shared/ipc/reports.contract'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { useAgentFormat } from '../../ui/format/agent-format'
import { useReportsStore } from './reports.store'
import { soldOrDash } from './sold-or-dash'
import { bookingsLinkOf, funnelRows, periodChartRows, periodDays, topGroups } from './report-view'

/** recharts hands a clicked bar its data row as `payload`. */
interface ClickedBar {
  payload?: { period?: string }
}

const PRODUCT_SERIES = [
  { name: 'hotel', label: 'Hotels', color: 'indigo.6' },
  { name: 'experience', label: 'Experiences', color: 'teal.6' },
]

/** Bookings per period stacked by product; a bar opens the bookings list filtered to its days and product. */
export function SalesByPeriod(props: { report: SalesReport }) {
  const { filters } = useReportsStore()
  const { locale } = useAgentFormat()
  const navigate = useNavigate()
  const showsNet = useShowsNet()
  const rows = periodChartRows(props.report.periods, props.report.byPeriod, filters.granularity, locale)
  const money = (amount: number, currency: string): string => formatMoney(amount, currency, locale)
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id="sales-by-period">
        Bookings per period, by product
      </Title>
      <BarChart
        h={260}
        data={rows}
        dataKey="label"
        type="stacked"
        series={PRODUCT_SERIES}
        withLegend
        aria-labelledby="sales-by-period"
        barProps={(series) => ({
          cursor: 'pointer',
          onClick: (bar: ClickedBar) => {
            const period = bar.payload?.period
            if (period === undefined) return
            const kind = series.name === 'hotel' ? 'hotel' : 'experience'
            void navigate(bookingsLinkOf({ ...filters, kind }, periodDays(period, filters.granularity)))
          },
        })}
      />
      <Table striped withTableBorder aria-labelledby="sales-by-period" data-testid="sales-period-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Period</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Bookings</Table.Th>
            <Table.Th ta="right">Sold</Table.Th>
            {showsNet && <Table.Th ta="right">Cost</Table.Th>}
            {showsNet && <Table.Th ta="right">Margin</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.report.byPeriod.map((row) => (
            <Table.Tr key={`${row.period}-${row.kind}-${row.currency}`}>
              <Table.Td>{rows.find((r) => r.period === row.period)?.label ?? row.period}</Table.Td>
              <Table.Td>{row.kind === 'hotel' ? 'Hotel' : 'Experience'}</Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
              <Table.Td ta="right">{soldOrDash(row, row.sold, money)}</Table.Td>
              {showsNet && <Table.Td ta="right">{money(row.cost, row.currency)}</Table.Td>}
              {showsNet && <Table.Td ta="right">{soldOrDash(row, row.margin, money)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}

const GROUP_LABELS: Record<SalesReport['groupBy'], string> = {
  kind: 'Product',
  supplier: 'Supplier',
  country: 'Country',
  city: 'City',
  product: 'Hotel or experience',
  customerFile: 'Customer file',
  agent: 'Agent',
}

/** The top ten of the chosen grouping (suppliers by default), with every currency's money in the table. */
export function SalesByGroup(props: { report: SalesReport }) {
  const { locale } = useAgentFormat()
  const showsNet = useShowsNet()
  const label = GROUP_LABELS[props.report.groupBy]
  const top = topGroups(props.report.byGroup, 10)
  // Supplier names are the agency's business, not the client's.
  const hidden = !showsNet && props.report.groupBy === 'supplier'
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id="sales-by-group">
        Top {label.toLowerCase()}s by bookings
      </Title>
      {hidden ? (
        <Text c="dimmed">Hidden on the client screen.</Text>
      ) : (
        <>
          <BarChart
            h={Math.max(120, top.length * 32)}
            data={top}
            dataKey="key"
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            series={[{ name: 'bookings', label: 'Bookings', color: 'indigo.6' }]}
            role="img"
            aria-labelledby="sales-by-group"
          />
          <Table striped withTableBorder aria-labelledby="sales-by-group" data-testid="sales-group-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{label}</Table.Th>
                <Table.Th ta="right">Bookings</Table.Th>
                <Table.Th ta="right">Sold</Table.Th>
                {showsNet && <Table.Th ta="right">Margin</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.report.byGroup.map((row) => (
                <Table.Tr key={`${row.key}-${row.currency}`}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td ta="right">{row.count}</Table.Td>
                  <Table.Td ta="right">
                    {soldOrDash(row, row.sold, (a, c) => formatMoney(a, c, locale))}
                  </Table.Td>
                  {showsNet && (
                    <Table.Td ta="right">
                      {soldOrDash(row, row.margin, (a, c) => formatMoney(a, c, locale))}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  )
}

/** What became of the requests sent on request, and who refuses most. */
export function AnswerFunnel(props: { report: AnswersReport }) {
  const showsNet = useShowsNet()
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id="answer-funnel">
        Supplier answers to requests
      </Title>
      <BarChart
        h={200}
        data={funnelRows(props.report.total)}
        dataKey="step"
        series={[{ name: 'requests', label: 'Requests', color: 'grape.6' }]}
        role="img"
        aria-labelledby="answer-funnel"
      />
      {showsNet && (
        <Table striped withTableBorder aria-labelledby="answer-funnel" data-testid="answers-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Supplier</Table.Th>
              <Table.Th ta="right">Confirmed</Table.Th>
              <Table.Th ta="right">Refused</Table.Th>
              <Table.Th ta="right">Auto-refused</Table.Th>
              <Table.Th ta="right">Waiting</Table.Th>
              <Table.Th ta="right" title="Median hours to answer">
                Median h
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.report.bySupplier.map((row) => (
              <Table.Tr key={row.supplier}>
                <Table.Td>{row.supplier}</Table.Td>
                <Table.Td ta="right">{row.confirmed}</Table.Td>
                <Table.Td ta="right">{row.refused}</Table.Td>
                <Table.Td ta="right">{row.autoRefused}</Table.Td>
                <Table.Td ta="right">{row.waiting}</Table.Td>
                <Table.Td ta="right">{row.medianHoursToAnswer ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
