import type PDFKitDocument from 'pdfkit'
import { money, partyText, quoteValidUntil, type ExportDocument } from './export.document'
import { mixedText, useFont } from './export.fonts'

/**
 * The quote as a one-page A4 PDF (more pages when the extras run long), written by pdfkit with the fonts of
 * export.fonts.ts embedded as subsets: Latin, Greek, Cyrillic, Chinese, Japanese, Korean, Arabic and Hebrew print
 * as written. Texts that come from the experience or the body go through `mixedText`, which picks a font per
 * script; the sandbox's own labels are Latin.
 */

const MARGIN = 56
const INK = '#1f2933'
const MUTED = '#616e7c'
const ACCENT = '#2f5d8a'
const RULE = '#cbd2d9'

/** Price table columns: description, party, amount (right-aligned). */
const COLUMNS = { description: MARGIN, party: 300, amount: 430, end: 595.28 - MARGIN }

type Doc = InstanceType<typeof PDFKitDocument>

function rule(doc: Doc, y: number, color = RULE): void {
  doc.moveTo(MARGIN, y).lineTo(COLUMNS.end, y).lineWidth(0.7).strokeColor(color).stroke()
}

/** A new page when `height` points no longer fit above the bottom margin. */
function room(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage()
}

function header(doc: Doc, quote: ExportDocument): void {
  useFont(doc, 'latin', 'bold').fontSize(22).fillColor(ACCENT).text('Quote', MARGIN, MARGIN)
  doc.fontSize(10).fillColor(MUTED)
  mixedText(doc, 'regular', quote.organizationName, { x: MARGIN, y: MARGIN + 2 }, { align: 'right' })
  useFont(doc, 'latin', 'regular').text(`Issued ${quote.generatedAt.slice(0, 10)}`, { align: 'right' })
  doc.y = MARGIN + 44
  rule(doc, doc.y, ACCENT)
  doc.moveDown(1)
  doc.fontSize(16).fillColor(INK)
  mixedText(doc, 'bold', quote.experienceName, { x: MARGIN })
  doc.fontSize(11).fillColor(MUTED)
  mixedText(doc, 'regular', quote.city)
  doc.moveDown(1)
}

function details(doc: Doc, quote: ExportDocument): void {
  const dates = quote.startAt === quote.endAt ? quote.startAt : `${quote.startAt} to ${quote.endAt}`
  const rows: Array<[string, string]> = [
    ['Dates', dates],
    ['Party', partyText(quote.adults, quote.children)],
    ['Supplier', quote.organizationName],
  ]
  if (quote.clientFolderReference !== null) rows.push(['Client folder', quote.clientFolderReference])
  if (quote.clientFolderId !== null) rows.push(['Client folder id', quote.clientFolderId])
  for (const [label, value] of rows) {
    const y = doc.y
    useFont(doc, 'latin', 'bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 })
    doc.fontSize(11).fillColor(INK)
    mixedText(doc, 'regular', value, { x: MARGIN + 120, y })
    doc.moveDown(0.4)
  }
  doc.moveDown(1)
}

function priceRow(doc: Doc, cells: [string, string, string], bold = false): void {
  const weight = bold ? 'bold' : 'regular'
  // Measured in the Latin font: a near enough height to decide on a page break.
  const height = useFont(doc, 'latin', weight).fontSize(11).heightOfString(cells[0], { width: 230 })
  room(doc, height + 8)
  const y = doc.y
  doc.fillColor(INK)
  mixedText(doc, weight, cells[0], { x: COLUMNS.description, y }, { width: 230 })
  const bottom = doc.y
  useFont(doc, 'latin', weight).text(cells[1], COLUMNS.party, y, { width: 120 })
  doc.text(cells[2], COLUMNS.amount, y, { width: COLUMNS.end - COLUMNS.amount, align: 'right' })
  doc.y = Math.max(bottom, doc.y) + 6
}

function prices(doc: Doc, quote: ExportDocument): void {
  room(doc, 60)
  const top = doc.y
  useFont(doc, 'latin', 'bold').fontSize(9).fillColor(MUTED)
  doc.text('DESCRIPTION', COLUMNS.description, top)
  doc.text('PARTY', COLUMNS.party, top)
  doc.text('PRICE', COLUMNS.amount, top, { width: COLUMNS.end - COLUMNS.amount, align: 'right' })
  rule(doc, doc.y + 3)
  doc.y += 9
  priceRow(doc, [
    quote.experienceName,
    partyText(quote.adults, quote.children),
    money(quote.price, quote.currency),
  ])
  for (const extra of quote.extras) {
    priceRow(doc, [
      `Extra: ${extra.name}`,
      partyText(extra.adults, extra.children),
      money(extra.price, extra.currency),
    ])
  }
  rule(doc, doc.y)
  doc.y += 6
  if (quote.total !== null) priceRow(doc, ['Total', '', money(quote.total, quote.currency)], true)
  else {
    useFont(doc, 'latin', 'regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text('No total: the lines are in different currencies.', MARGIN)
  }
}

function footer(doc: Doc, quote: ExportDocument): void {
  room(doc, 80)
  doc.moveDown(1.5)
  useFont(doc, 'latin', 'regular')
    .fontSize(10)
    .fillColor(INK)
    .text(
      `Valid until ${quoteValidUntil(quote)} (UTC). Prices are subject to availability when the booking is made.`,
      MARGIN,
    )
  doc.moveDown(0.6)
  doc.fontSize(9).fillColor(MUTED)
  mixedText(
    doc,
    'regular',
    `Supplier: ${quote.organizationName}. Prepared ${quote.generatedAt.replace('T', ' ').slice(0, 16)} UTC.`,
  )
}

export async function exportPdf(quote: ExportDocument): Promise<Buffer> {
  // Loaded on the first export, not at start (as exceljs: see export.xlsx.ts).
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No standard font: pdfkit would load Helvetica's metrics for nothing; every text sets its own font.
    font: null as unknown as string,
    info: {
      Title: `Quote: ${quote.experienceName}`,
      Author: quote.organizationName,
      Producer: 'Agency Desk',
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  header(doc, quote)
  details(doc, quote)
  prices(doc, quote)
  footer(doc, quote)
  doc.end()
  return await done
}
