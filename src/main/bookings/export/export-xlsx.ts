import type { ExportColumn } from '../../../shared/ipc/bookings-export.contract'
import { isCurrencyCode } from '../../../shared/domain/money'
import { EXPORT_COLUMN_SPECS, type ExportCell, type ExportRow } from './export-table'

/**
 * The list as an XLSX workbook (exceljs): one sheet "Bookings", a bold frozen header with auto filters, days as
 * real dates, creation times as date-times (UTC, said in the header), amounts as numbers in their currency's
 * format, so that a spreadsheet sums, sorts and filters them as such.
 */

const DAY_FORMAT = 'yyyy-mm-dd'
const INSTANT_FORMAT = 'yyyy-mm-dd hh:mm'
const moneyFormat = (currency: string): string =>
  isCurrencyCode(currency) ? `#,##0.00 "${currency}"` : '#,##0.00'

type CellValue = string | number | Date

/** The number format of a whole column of days or instants. */
function columnFormat(column: ExportColumn): string | undefined {
  if (column === 'checkIn' || column === 'checkOut') return DAY_FORMAT
  if (column === 'createdAt') return INSTANT_FORMAT
  return undefined
}

/**
 * One style object per format, shared by every cell that has it: exceljs recognises a style object it has seen
 * (a WeakMap in its styles part) and skips turning it into XML again, which per cell was most of the export's time.
 */
interface CellStyle {
  numFmt?: string
}
const PLAIN: CellStyle = Object.freeze({})
const sharedStyles = new Map<string, CellStyle>()
function sharedStyle(numFmt: string | undefined): CellStyle {
  if (numFmt === undefined) return PLAIN
  let style = sharedStyles.get(numFmt)
  if (style === undefined) {
    style = Object.freeze({ numFmt })
    sharedStyles.set(numFmt, style)
  }
  return style
}

function cellValue(cell: ExportCell): { value: CellValue; numFmt?: string } {
  switch (cell.kind) {
    case 'text':
      return { value: cell.value }
    // Their format is the column's (see columnFormat): one style, not one per cell.
    case 'date':
      // exceljs turns a Date into a spreadsheet serial day in UTC: midnight UTC is that calendar day.
      return { value: new Date(`${cell.value}T00:00:00Z`) }
    case 'instant':
      return { value: new Date(cell.value) }
    case 'money':
      return { value: cell.value, numFmt: moneyFormat(cell.currency) }
  }
}

export interface XlsxBuilder {
  addRows(bookings: readonly ExportRow[]): void
  finish(): Promise<Uint8Array>
}

export async function createXlsxBuilder(columns: readonly ExportColumn[]): Promise<XlsxBuilder> {
  // Loaded on the first export, not at start: exceljs is slow to load and most sessions never export.
  const { default: ExcelJS } = await import('exceljs')
  const { PassThrough } = await import('node:stream')
  // The streaming writer commits each row as it comes: far faster than building the whole workbook in memory.
  const stream = new PassThrough()
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve)
    stream.on('error', reject)
  })
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  })
  workbook.creator = 'Agency Desk'
  const sheet = workbook.addWorksheet('Bookings', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column) => ({
    header: column === 'createdAt' ? 'Created (UTC)' : EXPORT_COLUMN_SPECS[column].header,
    key: column,
    width: EXPORT_COLUMN_SPECS[column].width,
    ...(columnFormat(column) === undefined ? {} : { style: { numFmt: columnFormat(column) } }),
  }))
  sheet.getRow(1).font = { bold: true }
  const formats = columns.map(columnFormat)
  let rowCount = 0
  return {
    addRows(bookings) {
      for (const booking of bookings) {
        const cells = columns.map((column) => cellValue(EXPORT_COLUMN_SPECS[column].cell(booking)))
        const row = sheet.addRow(cells.map((cell) => cell.value))
        cells.forEach((cell, index) => {
          row.getCell(index + 1).style = sharedStyle(cell.numFmt ?? formats[index])
        })
        row.commit()
      }
      rowCount += bookings.length
    },
    async finish() {
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + rowCount, column: columns.length } }
      sheet.commit()
      await workbook.commit()
      await ended
      return new Uint8Array(Buffer.concat(chunks))
    },
  }
}
