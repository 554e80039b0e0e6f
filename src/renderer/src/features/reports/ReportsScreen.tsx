import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { useEffect, type ReactNode } from 'react'
import { formatMoney } from '../../../../shared/domain/money'
import type {
  CancellationsReport,
  ReportName,
  SALES_GROUPS,
  SalesReport,
} from '../../../../shared/ipc/reports.contract'
import { useDeskQuery } from '../../bridge/desk-query'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { useAgentFormat } from '../../ui/format/agent-format'
import { ConvertedTotals } from './ConvertedTotals'
import { AnswerFunnel, SalesByGroup, SalesByPeriod } from './ReportCharts'
import { soldOrDash } from './sold-or-dash'
import { useReportsExportStore } from './reports-export.store'
import { useReportsStore } from './reports.store'

const GROUP_OPTIONS: { value: (typeof SALES_GROUPS)[number]; label: string }[] = [
  { value: 'supplier', label: 'Supplier' },
  { value: 'country', label: 'Country' },
  { value: 'city', label: 'City' },
  { value: 'product', label: 'Hotel or experience' },
  { value: 'kind', label: 'Product' },
  { value: 'customerFile', label: 'Customer file' },
  { value: 'agent', label: 'Agent who booked' },
]

/**
 * The manager's view: what was sold and earned, what cancellations cost, how suppliers answer. From the cache,
 * offline too; every chart has a table with the same numbers beside it; money per currency, never summed across.
 */
export function ReportsScreen() {
  const { filters, groupBy, setFilters, setGroupBy } = useReportsStore()
  const { timeZone } = useAgentFormat()
  const input = { ...filters, timeZone }
  const sales = useDeskQuery('reports.sales', { filters: input, groupBy }, { keepPrevious: true })
  const cancellations = useDeskQuery('reports.cancellations', { filters: input }, { keepPrevious: true })
  const answers = useDeskQuery('reports.answers', { filters: input }, { keepPrevious: true })
  const error = sales.error ?? cancellations.error ?? answers.error
  const outcome = useReportsExportStore((state) => state.outcome)
  useEffect(() => {
    if (outcome === null) return
    notifications.show(
      outcome.ok
        ? { color: 'teal', message: outcome.text }
        : { color: 'red', title: 'The report could not be exported', message: outcome.text },
    )
  }, [outcome])

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>Reports</Title>
        {(sales.isFetching || cancellations.isFetching || answers.isFetching) && (
          <Loader size="sm" aria-label="Counting" />
        )}
      </Group>
      <Group align="end" gap="md" wrap="wrap">
        <SegmentedControl
          aria-label="Count bookings by"
          value={filters.basis}
          onChange={(basis) => setFilters({ basis: basis === 'travel' ? 'travel' : 'created' })}
          data={[
            { value: 'created', label: 'Booking date' },
            { value: 'travel', label: 'Travel date' },
          ]}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from}
          onChange={(event) =>
            event.currentTarget.value !== '' && setFilters({ from: event.currentTarget.value })
          }
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to}
          onChange={(event) =>
            event.currentTarget.value !== '' && setFilters({ to: event.currentTarget.value })
          }
        />
        <Select
          label="Per"
          w={120}
          allowDeselect={false}
          value={filters.granularity}
          onChange={(value) =>
            setFilters({ granularity: value === 'day' || value === 'week' ? value : 'month' })
          }
          data={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
        <Select
          label="Product"
          w={150}
          value={filters.kind ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            const kind = value === 'hotel' || value === 'experience' ? value : undefined
            setFilters({ kind })
          }}
          data={[
            { value: 'all', label: 'All products' },
            { value: 'hotel', label: 'Hotels' },
            { value: 'experience', label: 'Experiences' },
          ]}
        />
        <Select
          label="Top list by"
          w={190}
          allowDeselect={false}
          value={groupBy}
          onChange={(value) => {
            const chosen = GROUP_OPTIONS.find((option) => option.value === value)
            if (chosen !== undefined) setGroupBy(chosen.value)
          }}
          data={GROUP_OPTIONS}
        />
      </Group>
      {error !== null && (
        <Alert color="red" title="The reports could not be counted">
          {error.message}
        </Alert>
      )}
      {sales.data !== undefined && (
        <ReportBlock name="sales" title="Sales">
          <SalesTotals report={sales.data} />
          <SalesConverted report={sales.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
            <SalesByPeriod report={sales.data} />
            <SalesByGroup report={sales.data} />
          </SimpleGrid>
        </ReportBlock>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        {answers.data !== undefined && (
          <ReportBlock name="answers" title="Requests">
            <AnswerFunnel report={answers.data} />
          </ReportBlock>
        )}
        {cancellations.data !== undefined && (
          <ReportBlock name="cancellations" title="Cancellations">
            <CancellationTables report={cancellations.data} />
          </ReportBlock>
        )}
      </SimpleGrid>
    </Stack>
  )
}

/** A report's section with its own XLSX export. */
function ReportBlock(props: { name: ReportName; title: string; children: ReactNode }) {
  const { timeZone } = useAgentFormat()
  const { running, run } = useReportsExportStore()
  return (
    <Stack gap="sm" component="section" aria-label={props.title} data-testid={`report-${props.name}`}>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        <Button
          variant="default"
          size="xs"
          loading={running === props.name}
          disabled={running !== null && running !== props.name}
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() => void run(props.name, timeZone)}
        >
          Export {props.title.toLowerCase()} (XLSX)
        </Button>
      </Group>
      {props.children}
    </Stack>
  )
}

/** One line per currency: money is never summed across currencies. */
function SalesTotals(props: { report: SalesReport }) {
  const { locale } = useAgentFormat()
  const showsNet = useShowsNet()
  const money = (amount: number, currency: string): string => formatMoney(amount, currency, locale)
  return (
    <Table withTableBorder aria-label="Totals per currency" data-testid="sales-totals">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Currency</Table.Th>
          <Table.Th ta="right">Bookings</Table.Th>
          <Table.Th ta="right">Sold</Table.Th>
          {showsNet && <Table.Th ta="right">Cost</Table.Th>}
          {showsNet && <Table.Th ta="right">Margin</Table.Th>}
          <Table.Th ta="right">Without selling price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.report.totals.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={6}>No booking in this period.</Table.Td>
          </Table.Tr>
        )}
        {props.report.totals.map((row) => (
          <Table.Tr key={row.currency}>
            <Table.Td>{row.currency}</Table.Td>
            <Table.Td ta="right">{row.count}</Table.Td>
            <Table.Td ta="right">{soldOrDash(row, row.sold, money)}</Table.Td>
            {showsNet && <Table.Td ta="right">{money(row.cost, row.currency)}</Table.Td>}
            {showsNet && <Table.Td ta="right">{soldOrDash(row, row.margin, money)}</Table.Td>}
            <Table.Td ta="right">{row.withoutSellingPrice}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** The sales totals added up across currencies at the agency's rates (Settings -> Currency rates). */
function SalesConverted(props: { report: SalesReport }) {
  const showsNet = useShowsNet()
  const conversion = props.report.conversion
  if (conversion === undefined || props.report.totals.length === 0) return null
  const totals = conversion.totals
  // Sold and margin only when a booking has a selling price: the table shows a dash then, never a zero.
  const anySold = props.report.totals.some((row) => row.withoutSellingPrice < row.count)
  const lines =
    totals === null
      ? null
      : [
          ...(anySold ? [{ label: 'Sold', amount: totals.sold }] : []),
          ...(showsNet ? [{ label: 'Cost', amount: totals.cost }] : []),
          ...(showsNet && anySold ? [{ label: 'Margin', amount: totals.margin }] : []),
        ]
  return <ConvertedTotals {...conversion} lines={lines} testId="sales-converted" />
}

const LEAD_LABELS: Record<string, string> = {
  '0-2': '0 to 2 days',
  '3-7': '3 to 7 days',
  '8-14': '8 to 14 days',
  '15-30': '15 to 30 days',
  '31+': 'More than 30 days',
  unknown: 'Not known',
}

function CancellationTables(props: { report: CancellationsReport }) {
  const { locale } = useAgentFormat()
  const showsNet = useShowsNet()
  const table = (
    caption: string,
    first: string,
    rows: CancellationsReport['bySupplier'],
    label: (key: string) => string,
  ) => (
    <Table striped withTableBorder aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{first}</Table.Th>
          <Table.Th ta="right">Cancellations</Table.Th>
          <Table.Th ta="right">Fees</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.key}-${row.currency}`}>
            <Table.Td>{label(row.key)}</Table.Td>
            <Table.Td ta="right">{row.count}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.fees, row.currency, locale)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
  return (
    <Stack gap="sm">
      {props.report.total === 0 && <Alert color="gray">No cancellation in this period.</Alert>}
      {props.report.conversion !== undefined && props.report.total > 0 && (
        <ConvertedTotals
          {...props.report.conversion}
          lines={
            props.report.conversion.fees === null
              ? null
              : [{ label: 'Fees', amount: props.report.conversion.fees }]
          }
          testId="cancellations-converted"
        />
      )}
      {table(
        'Cancellations by days before travel',
        'Cancelled before travel',
        props.report.byLeadTime,
        (key) => LEAD_LABELS[key] ?? key,
      )}
      {showsNet && table('Cancellations by supplier', 'Supplier', props.report.bySupplier, (key) => key)}
    </Stack>
  )
}
