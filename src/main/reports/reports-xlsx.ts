import { isCurrencyCode } from '../../shared/domain/money'
import type {
  AnswersReport,
  CancellationsReport,
  ConvertedFigures,
  RateUsed,
  ReportName,
  SalesConversion,
  SalesReport,
} from '../../shared/ipc/reports.contract'

/**
 * A report as an XLSX workbook: one sheet per table the screen shows, a bold frozen header, counts and hours as
 * numbers and money as numbers in their currency's format, so that a spreadsheet sums and sorts them. Money stays
 * per currency here too: every money row names its currency.
 */

type Cell = string | number | null
interface Column {
  header: string
  width: number
  /** A money column: formatted in the row's currency. */
  money?: true
  /** A number format of its own (a rate's decimals). */
  format?: string
}
interface Table {
  name: string
  columns: Column[]
  rows: { cells: Cell[]; currency?: string }[]
}

const moneyFormat = (currency: string): string =>
  isCurrencyCode(currency) ? `#,##0.00 "${currency}"` : '#,##0.00'

const FIGURES: Column[] = [
  { header: 'Currency', width: 10 },
  { header: 'Bookings', width: 10 },
  { header: 'Cost (net)', width: 16, money: true },
  { header: 'Sold', width: 16, money: true },
  { header: 'Margin', width: 16, money: true },
  { header: 'Without selling price', width: 12 },
]

function salesTables(report: SalesReport): Table[] {
  const figures = (f: SalesReport['totals'][number]): Cell[] => [
    f.currency,
    f.count,
    f.cost,
    f.sold,
    f.margin,
    f.withoutSellingPrice,
  ]
  return [
    {
      name: 'By period',
      columns: [{ header: 'Period', width: 12 }, { header: 'Product', width: 12 }, ...FIGURES],
      rows: report.byPeriod.map((row) => ({
        cells: [row.period, row.kind, ...figures(row)],
        currency: row.currency,
      })),
    },
    {
      name: `By ${report.groupBy}`,
      columns: [{ header: report.groupBy, width: 28 }, ...FIGURES],
      rows: report.byGroup.map((row) => ({ cells: [row.label, ...figures(row)], currency: row.currency })),
    },
    {
      name: 'Totals',
      columns: FIGURES,
      rows: report.totals.map((row) => ({ cells: figures(row), currency: row.currency })),
    },
    ...(report.conversion === undefined ? [] : convertedSalesTables(report, report.conversion)),
  ]
}

/**
 * The figures summed across currencies at the agency's rates, one row per group and a total, each empty where a
 * currency lacks a rate (with the reason), and the rates used: a converted number never travels without them.
 */
function convertedSalesTables(report: SalesReport, conversion: SalesConversion): Table[] {
  const reporting = conversion.reporting
  if (reporting === null) return []
  const lacking = `No rate for ${conversion.missing.join(', ')}`
  const converted = (figures: ConvertedFigures | null): Cell[] =>
    figures === null ? [null, null, null, lacking] : [figures.cost, figures.sold, figures.margin, null]
  const labels = new Map(report.byGroup.map((row) => [row.key, row.label]))
  return [
    {
      name: `In ${reporting}`,
      columns: [
        { header: report.groupBy, width: 28 },
        { header: `Cost (net) in ${reporting}`, width: 18, money: true },
        { header: `Sold in ${reporting}`, width: 18, money: true },
        { header: `Margin in ${reporting}`, width: 18, money: true },
        { header: 'Not converted', width: 24 },
      ],
      rows: [
        ...conversion.byGroup.map((group) => ({
          cells: [labels.get(group.key) ?? group.key, ...converted(group.converted)],
          currency: reporting,
        })),
        { cells: ['Total', ...converted(conversion.totals)], currency: reporting },
      ],
    },
    ratesTable(reporting, conversion.ratesUsed),
  ]
}

function ratesTable(reporting: string, rates: readonly RateUsed[]): Table {
  return {
    name: 'Rates used',
    columns: [
      { header: 'Currency', width: 10 },
      // A rate as a number (Number of at most 17 digits of text: the spreadsheet shows the digits entered).
      { header: `Rate (1 currency in ${reporting})`, width: 20, format: '0.########' },
      { header: 'Entered at', width: 24 },
      { header: 'Entered by', width: 20 },
    ],
    rows: rates.map((rate) => ({
      cells: [rate.currency, Number(rate.rate), rate.enteredAt, rate.enteredBy],
    })),
  }
}

function cancellationTables(report: CancellationsReport): Table[] {
  const columns = (first: string): Column[] => [
    { header: first, width: 24 },
    { header: 'Currency', width: 10 },
    { header: 'Cancellations', width: 14 },
    { header: 'Fees', width: 16, money: true },
  ]
  const rows = (list: CancellationsReport['bySupplier']): Table['rows'] =>
    list.map((row) => ({ cells: [row.key, row.currency, row.count, row.fees], currency: row.currency }))
  const conversion = report.conversion
  const reporting = conversion?.reporting ?? null
  const converted: Table[] =
    conversion === undefined || reporting === null
      ? []
      : [
          {
            name: `In ${reporting}`,
            columns: [
              { header: 'Cancellations', width: 14 },
              { header: `Fees in ${reporting}`, width: 18, money: true },
              { header: 'Not converted', width: 24 },
            ],
            rows: [
              {
                cells: [
                  report.total,
                  conversion.fees,
                  conversion.fees === null ? `No rate for ${conversion.missing.join(', ')}` : null,
                ],
                currency: reporting,
              },
            ],
          },
          ratesTable(reporting, conversion.ratesUsed),
        ]
  return [
    { name: 'By supplier', columns: columns('Supplier'), rows: rows(report.bySupplier) },
    { name: 'By days before travel', columns: columns('Days before travel'), rows: rows(report.byLeadTime) },
    ...converted,
  ]
}

function answerTables(report: AnswersReport): Table[] {
  const cells = (row: AnswersReport['total']): Cell[] => [
    row.supplier === '' ? 'All suppliers' : row.supplier,
    row.confirmed,
    row.refused,
    row.autoRefused,
    row.waiting,
    row.medianHoursToAnswer,
  ]
  return [
    {
      name: 'Answers',
      columns: [
        { header: 'Supplier', width: 24 },
        { header: 'Confirmed', width: 11 },
        { header: 'Refused', width: 11 },
        { header: 'Refused automatically', width: 12 },
        { header: 'Waiting', width: 11 },
        { header: 'Median hours to answer', width: 14 },
      ],
      rows: [...report.bySupplier, report.total].map((row) => ({ cells: cells(row) })),
    },
  ]
}

export type AnyReport =
  | { report: 'sales'; data: SalesReport }
  | { report: 'cancellations'; data: CancellationsReport }
  | { report: 'answers'; data: AnswersReport }

export function tablesOf(report: AnyReport): Table[] {
  switch (report.report) {
    case 'sales':
      return salesTables(report.data)
    case 'cancellations':
      return cancellationTables(report.data)
    case 'answers':
      return answerTables(report.data)
  }
}

export function reportFileName(report: ReportName, from: string, to: string): string {
  return `${report}-report-${from}-to-${to}.xlsx`
}

export async function reportToXlsx(report: AnyReport): Promise<Uint8Array> {
  // Loaded on the first export: exceljs is slow to load and most sessions never export.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Agency Desk'
  for (const table of tablesOf(report)) {
    const sheet = workbook.addWorksheet(table.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] })
    sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width }))
    sheet.getRow(1).font = { bold: true }
    for (const row of table.rows) {
      const added = sheet.addRow(row.cells)
      table.columns.forEach((column, index) => {
        if (column.money === true && row.currency !== undefined)
          added.getCell(index + 1).numFmt = moneyFormat(row.currency)
        else if (column.format !== undefined) added.getCell(index + 1).numFmt = column.format
      })
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
