import Papa from 'papaparse'
import type { ExportColumn } from '../../../shared/ipc/bookings-export.contract'
import type { BookingSummary } from '../../db/bookings.repo'
import { EXPORT_COLUMN_SPECS, type ExportCell } from './export-table'
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

export function csvColumns(columns: readonly ExportColumn[]): ExportColumn[] {
  if (!columns.includes('price') || columns.includes('currency')) return [...columns]
  return columns.flatMap((column) => (column === 'price' ? ['price', 'currency'] : [column]))
}

export function csvHeader(columns: readonly ExportColumn[]): string {
  return Papa.unparse([columns.map((column) => EXPORT_COLUMN_SPECS[column].header)], { newline: '\r\n' })
}

/** The lines of some bookings, without the header, each ending with CRLF. */
export function csvLines(columns: readonly ExportColumn[], bookings: readonly BookingSummary[]): string {
  if (bookings.length === 0) return ''
  const rows = bookings.map((booking) =>
    columns.map((column) => cellText(EXPORT_COLUMN_SPECS[column].cell(booking))),
  )
  return `${Papa.unparse(rows, { newline: '\r\n', quotes: false })}\r\n`
}
