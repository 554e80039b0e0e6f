import { createRequire } from 'node:module'
import type PDFKitDocument from 'pdfkit'
import { money, partyText, quoteValidUntil, type ExportDocument } from './export.document'

/**
 * The quote as a one-page A4 PDF (more pages when the extras run long), written by pdfkit with DejaVu Sans
 * embedded (subset): Latin with every accent, Greek and Cyrillic print as written. DejaVu has no Chinese,
 * Japanese or Korean glyphs; such characters would print as empty boxes. The font comes from the
 * `dejavu-fonts-ttf` npm package, so no machine needs a system font.
 */
// Not named `require`: electron-vite's bundle of main declares its own `require` in the same module scope.
const resolveFrom = createRequire(import.meta.url)
const FONT = resolveFrom.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = resolveFrom.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

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
  doc.font('bold').fontSize(22).fillColor(ACCENT).text('Quote', MARGIN, MARGIN)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(quote.organizationName, MARGIN, MARGIN + 2, { align: 'right' })
    .text(`Issued ${quote.generatedAt.slice(0, 10)}`, { align: 'right' })
  doc.y = MARGIN + 44
  rule(doc, doc.y, ACCENT)
  doc.moveDown(1)
  doc.font('bold').fontSize(16).fillColor(INK).text(quote.experienceName, MARGIN)
  doc.font('regular').fontSize(11).fillColor(MUTED).text(quote.city)
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
    doc.font('bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 })
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(value, MARGIN + 120, y)
    doc.moveDown(0.4)
  }
  doc.moveDown(1)
}

function priceRow(doc: Doc, cells: [string, string, string], bold = false): void {
  const height = doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(11)
    .heightOfString(cells[0], { width: 230 })
  room(doc, height + 8)
  const y = doc.y
  doc.fillColor(INK)
  doc.text(cells[0], COLUMNS.description, y, { width: 230 })
  const bottom = doc.y
  doc.text(cells[1], COLUMNS.party, y, { width: 120 })
  doc.text(cells[2], COLUMNS.amount, y, { width: COLUMNS.end - COLUMNS.amount, align: 'right' })
  doc.y = Math.max(bottom, doc.y) + 6
}

function prices(doc: Doc, quote: ExportDocument): void {
  room(doc, 60)
  const top = doc.y
  doc.font('bold').fontSize(9).fillColor(MUTED)
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
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text('No total: the lines are in different currencies.', MARGIN)
  }
}

function footer(doc: Doc, quote: ExportDocument): void {
  room(doc, 80)
  doc.moveDown(1.5)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(
      `Valid until ${quoteValidUntil(quote)} (UTC). Prices are subject to availability when the booking is made.`,
      MARGIN,
    )
  doc.moveDown(0.6)
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Supplier: ${quote.organizationName}. Prepared ${quote.generatedAt.replace('T', ' ').slice(0, 16)} UTC.`,
    )
}

export async function exportPdf(quote: ExportDocument): Promise<Buffer> {
  // Loaded on the first export, not at start (as exceljs: see export.xlsx.ts).
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONT,
    info: {
      Title: `Quote: ${quote.experienceName}`,
      Author: quote.organizationName,
      Producer: 'Agency Desk',
    },
  })
  doc.registerFont('regular', FONT)
  doc.registerFont('bold', FONT_BOLD)
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
