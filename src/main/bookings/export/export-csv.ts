import Papa from 'papaparse'
import type { ExportColumn } from '../../../shared/ipc/bookings-export.contract'
import { EXPORT_COLUMN_SPECS, type ExportCell, type ExportRow } from './export-table'
import { guardFormula } from './formula-guard'

/**
 * The list as CSV (RFC 4180 through papaparse, UTF-8 with a byte order mark so that Excel reads accents, CRLF
 * lines). A CSV cell has no type: an amount is written as a plain number, so a price without the currency
 * column chosen gets its currency in the next column, never an amount of unknown money.
 */

function cellText(cell: ExportCell): string {
  if (cell.kind === 'money') return cell.value.toFixed(2)
  if (cell.kind === 'text') return guardFormula(cell.value)
  return cell.value
}

const MONEY_COLUMNS: readonly ExportColumn[] = ['price', 'selling', 'margin']

/**
 * The chosen columns, with the currency after the first amount when it was not chosen. The sale is frozen in the
 * booking's own currency (pricing marks up the net it is given), so one currency column serves every amount.
 */
export function csvColumns(columns: readonly ExportColumn[]): ExportColumn[] {
  const firstMoney = columns.find((column) => MONEY_COLUMNS.includes(column))
  if (firstMoney === undefined || columns.includes('currency')) return [...columns]
  return columns.flatMap((column) => (column === firstMoney ? [column, 'currency'] : [column]))
}

export function csvHeader(columns: readonly ExportColumn[]): string {
  return Papa.unparse([columns.map((column) => EXPORT_COLUMN_SPECS[column].header)], { newline: '\r\n' })
}

/** The lines of some bookings, without the header, each ending with CRLF. */
export function csvLines(columns: readonly ExportColumn[], bookings: readonly ExportRow[]): string {
  if (bookings.length === 0) return ''
  const rows = bookings.map((booking) =>
    columns.map((column) => cellText(EXPORT_COLUMN_SPECS[column].cell(booking))),
  )
  return `${Papa.unparse(rows, { newline: '\r\n', quotes: false })}\r\n`
}
