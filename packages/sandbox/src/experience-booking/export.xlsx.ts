import { partyText, quoteValidUntil, type ExportDocument } from './export.document'

/**
 * The quote as an .xlsx workbook (one sheet, "Quote"), written by exceljs: label in column A, values beside it,
 * then one line per extra, the total, the validity and the supplier. Amounts are numbers with two decimals, so a
 * spreadsheet can add them up; text is Unicode as written.
 */
type Cell = string | number | null
interface Row {
  cells: Cell[]
  bold?: boolean
}

function rows(quote: ExportDocument): Row[] {
  const result: Row[] = [
    { cells: [quote.experienceName], bold: true },
    { cells: ['City', quote.city] },
    { cells: ['Supplier', quote.organizationName] },
    { cells: ['Start date', quote.startAt] },
    { cells: ['End date', quote.endAt] },
    { cells: ['Adults', quote.adults] },
    { cells: ['Children', quote.children] },
    { cells: ['Party', partyText(quote.adults, quote.children)] },
    { cells: ['Price', quote.price, quote.currency] },
    { cells: [] },
    { cells: ['Extra', 'Adults', 'Children', 'Price', 'Currency'], bold: true },
    ...quote.extras.map((extra) => ({
      cells: [extra.name, extra.adults, extra.children, extra.price, extra.currency],
    })),
    { cells: [] },
  ]
  if (quote.total !== null) result.push({ cells: ['Total', quote.total, quote.currency], bold: true })
  if (quote.clientFolderReference !== null)
    result.push({ cells: ['Client folder reference', quote.clientFolderReference] })
  if (quote.clientFolderId !== null) result.push({ cells: ['Client folder id', quote.clientFolderId] })
  result.push({ cells: ['Valid until (UTC)', quoteValidUntil(quote)] })
  result.push({ cells: ['Generated', quote.generatedAt] })
  return result
}

/** Columns holding amounts: B (price, total) and D (extra prices). */
const isAmount = (row: Row, columnIndex: number): boolean =>
  (columnIndex === 1 && ['Price', 'Total'].includes(String(row.cells[0]))) ||
  (columnIndex === 3 && row.cells.length === 5 && typeof row.cells[3] === 'number')

export async function exportXlsx(quote: ExportDocument): Promise<Buffer> {
  // Loaded on the first export, not at start: exceljs takes longer to load than the sandbox takes to start.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.creator = quote.organizationName
  workbook.created = new Date(quote.generatedAt)
  const sheet = workbook.addWorksheet('Quote')
  sheet.columns = [{ width: 42 }, { width: 18 }, { width: 14 }, { width: 14 }, { width: 12 }]
  for (const row of rows(quote)) {
    const added = sheet.addRow(row.cells)
    if (row.bold === true) added.font = { bold: true }
    row.cells.forEach((_, columnIndex) => {
      if (isAmount(row, columnIndex)) added.getCell(columnIndex + 1).numFmt = '0.00'
    })
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
