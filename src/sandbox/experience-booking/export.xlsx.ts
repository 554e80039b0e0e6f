import { partyText, type ExportDocument } from './export.document'
import { zip } from './zip'

/**
 * A minimal Office Open XML workbook (one sheet, inline strings, one bold style), zipped by ./zip.ts: the parts
 * Excel, LibreOffice and Numbers need and nothing more. Hand-written rather than a dependency (exceljs pulls in
 * dozens of packages for what is a handful of XML files).
 */
type Cell = string | number | null
type Row = { cells: Cell[]; bold?: boolean }

/** XML 1.0 allows tab, line feed, carriage return and no other control character. */
const xmlChar = (code: number): boolean =>
  code === 0x09 ||
  code === 0x0a ||
  code === 0x0d ||
  (code >= 0x20 && (code < 0xd800 || code > 0xdfff) && code !== 0xfffe && code !== 0xffff)

const xml = (text: string): string =>
  [...text]
    .filter((char) => xmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

function column(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

function rows(doc: ExportDocument): Row[] {
  const result: Row[] = [
    { cells: [doc.experienceName], bold: true },
    { cells: ['City', doc.city] },
    { cells: ['Organization', doc.organizationName] },
    { cells: ['Start date', doc.startAt] },
    { cells: ['End date', doc.endAt] },
    { cells: ['Adults', doc.adults] },
    { cells: ['Children', doc.children] },
    { cells: ['Party', partyText(doc.adults, doc.children)] },
    { cells: ['Price', doc.price, doc.currency] },
    { cells: [] },
    { cells: ['Extra', 'Adults', 'Children', 'Price', 'Currency'], bold: true },
    ...doc.extras.map((extra) => ({
      cells: [extra.name, extra.adults, extra.children, extra.price, extra.currency],
    })),
    { cells: [] },
  ]
  if (doc.total !== null) result.push({ cells: ['Total', doc.total, doc.currency], bold: true })
  if (doc.clientFolderReference !== null)
    result.push({ cells: ['Client folder reference', doc.clientFolderReference] })
  if (doc.clientFolderId !== null) result.push({ cells: ['Client folder id', doc.clientFolderId] })
  result.push({ cells: ['Generated', doc.generatedAt] })
  return result
}

function sheet(doc: ExportDocument): string {
  const body = rows(doc)
    .map((row, rowIndex) => {
      const cells = row.cells
        .map((value, columnIndex) => {
          if (value === null) return ''
          const ref = `${column(columnIndex)}${rowIndex + 1}`
          const style = row.bold === true ? ' s="1"' : ''
          return typeof value === 'number'
            ? `<c r="${ref}"${style}><v>${value}</v></c>`
            : `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>`
        })
        .join('')
      return `<row r="${rowIndex + 1}">${cells}</row>`
    })
    .join('')
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<cols><col min="1" max="1" width="40" customWidth="1"/><col min="2" max="5" width="16" customWidth="1"/></cols>' +
    `<sheetData>${body}</sheetData></worksheet>`
  )
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>'

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>'

const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<sheets><sheet name="Quote" sheetId="1" r:id="rId1"/></sheets></workbook>'

const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '</Relationships>'

const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '</styleSheet>'

export const XLSX_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/worksheets/sheet1.xml',
  'xl/styles.xml',
] as const

export function exportXlsx(doc: ExportDocument): Buffer {
  const contents: Record<(typeof XLSX_PARTS)[number], string> = {
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': sheet(doc),
    'xl/styles.xml': STYLES,
  }
  return zip(XLSX_PARTS.map((name) => ({ name, data: Buffer.from(contents[name], 'utf8') })))
}
