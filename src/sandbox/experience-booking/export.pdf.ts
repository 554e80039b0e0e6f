import { money, partyText, type ExportDocument } from './export.document'

/**
 * A small PDF writer (PDF 1.4: catalog, pages, Helvetica text objects, cross-reference table), enough for a
 * one- or two-page quote. Hand-written rather than a dependency (pdfkit and its fonts weigh megabytes for a few
 * lines of text). Text is encoded in WinAnsi (Latin-1 here): accented Latin letters print; characters outside it
 * (Greek, Japanese...) print as "?", a known limit of the standard fonts.
 */
interface Line {
  text: string
  size: number
  bold?: boolean
  /** Extra space before the line, in points. */
  gap?: number
}

const PAGE_TOP = 780
const PAGE_BOTTOM = 60
const LEFT = 56

function pdfString(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63
    const byte = code >= 32 && code < 256 && code !== 127 ? code : 63
    const ch = String.fromCharCode(byte)
    out += ch === '(' || ch === ')' || ch === '\\' ? `\\${ch}` : ch
  }
  return `(${out})`
}

function lines(doc: ExportDocument): Line[] {
  const result: Line[] = [
    { text: doc.experienceName, size: 18, bold: true },
    { text: `${doc.city} - ${doc.organizationName}`, size: 11, gap: 4 },
    { text: 'Dates', size: 12, bold: true, gap: 16 },
    { text: doc.startAt === doc.endAt ? doc.startAt : `${doc.startAt} to ${doc.endAt}`, size: 11 },
    { text: 'Party', size: 12, bold: true, gap: 10 },
    { text: partyText(doc.adults, doc.children), size: 11 },
    { text: 'Price', size: 12, bold: true, gap: 10 },
    { text: `Experience: ${money(doc.price, doc.currency)}`, size: 11 },
  ]
  if (doc.extras.length > 0) {
    result.push({ text: 'Extras', size: 12, bold: true, gap: 10 })
    for (const extra of doc.extras) {
      result.push({
        text: `${extra.name}: ${partyText(extra.adults, extra.children)} - ${money(extra.price, extra.currency)}`,
        size: 11,
      })
    }
  }
  if (doc.total !== null)
    result.push({ text: `Total: ${money(doc.total, doc.currency)}`, size: 12, bold: true, gap: 10 })
  if (doc.clientFolderReference !== null || doc.clientFolderId !== null) {
    result.push({ text: 'Client folder', size: 12, bold: true, gap: 10 })
    if (doc.clientFolderReference !== null)
      result.push({ text: `Reference: ${doc.clientFolderReference}`, size: 11 })
    if (doc.clientFolderId !== null) result.push({ text: `Id: ${doc.clientFolderId}`, size: 11 })
  }
  result.push({ text: `Generated ${doc.generatedAt} - prices subject to availability`, size: 8, gap: 20 })
  return result
}

function pageStreams(all: readonly Line[]): string[] {
  const pages: string[] = []
  let ops: string[] = []
  let y = PAGE_TOP
  for (const line of all) {
    const step = line.size * 1.4 + (line.gap ?? 0)
    if (y - step < PAGE_BOTTOM && ops.length > 0) {
      pages.push(ops.join('\n'))
      ops = []
      y = PAGE_TOP
    }
    y -= step
    ops.push(
      `BT /${line.bold === true ? 'F2' : 'F1'} ${line.size} Tf ${LEFT} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`,
    )
  }
  pages.push(ops.join('\n'))
  return pages
}

export function exportPdf(doc: ExportDocument): Buffer {
  const streams = pageStreams(lines(doc))
  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then a page and its content per page.
  const pageIds = streams.map((_, index) => 6 + index * 2)
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(doc.experienceName)} /Producer (Agency Desk sandbox) >>`,
  ]
  streams.forEach((stream, index) => {
    const contentId = pageIds[index] as number
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentId + 1} 0 R ` +
        '/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>',
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    )
  })
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
