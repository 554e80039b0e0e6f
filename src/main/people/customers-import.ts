import { randomBytes } from 'node:crypto'
import Papa from 'papaparse'
import {
  checkImportRow,
  suggestMapping,
  type CheckedImportRow,
  type ImportMapping,
  type ImportRowProblem,
} from '../../shared/domain/people'
import { DeskError } from '../../shared/ipc'
import type { CustomersImportPreview } from '../../shared/ipc/people.contract'

/** A customers file is text: 5 MB is tens of thousands of lines, more than an agency moves at once. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024
const MAX_COLUMNS = 500
const FIRST_ROWS = 10
const LIFETIME_MS = 10 * 60_000
const MAX_STAGED = 4

export interface ReadTable {
  columns: string[]
  /** Lines after the header, blank lines left out; `line` is the file's line number (header = 1). */
  rows: { line: number; cells: string[] }[]
}

const refused = (message: string): DeskError => new DeskError('INVALID_INPUT', message, { field: 'file' })

/** The file as a table: UTF-8 (a byte order mark dropped), the delimiter guessed (comma, semicolon, tab). */
export function readCsvTable(bytes: Uint8Array): ReadTable {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw refused('This file is not UTF-8 text: save it as "CSV UTF-8" and choose it again.')
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  })
  const [header, ...body] = parsed.data
  if (header === undefined)
    throw refused('This file is empty: it needs a header line and customers under it.')
  if (header.length > MAX_COLUMNS) throw refused(`This file has more than ${MAX_COLUMNS} columns.`)
  const columns = header.map((name, index) => (name.trim() === '' ? `Column ${index + 1}` : name.trim()))
  // Papa's line numbers are lost with skipEmptyLines; a quoted cell over lines is rare in a customers file, so
  // the count of data rows + the header gives the line an agent finds in a spreadsheet (its row number).
  return { columns, rows: body.map((cells, index) => ({ line: index + 2, cells })) }
}

export interface CheckedTable {
  rows: (CheckedImportRow & { line: number })[]
  problems: ImportRowProblem[]
}

export function checkTable(table: ReadTable, mapping: ImportMapping): CheckedTable {
  const rows: CheckedTable['rows'] = []
  const problems: ImportRowProblem[] = []
  for (const { line, cells } of table.rows) {
    const checked = checkImportRow(cells, mapping)
    if ('ok' in checked) rows.push({ ...checked.ok, line })
    else problems.push({ line, errors: checked.errors })
  }
  return { rows, problems }
}

export function previewOf(importId: string, table: ReadTable): CustomersImportPreview {
  const suggested = suggestMapping(table.columns)
  return {
    importId,
    columns: table.columns,
    suggested,
    firstRows: table.rows.slice(0, FIRST_ROWS).map((row) => row.cells),
    rowCount: table.rows.length,
    problems: checkTable(table, suggested).problems,
  }
}

/**
 * The files read by a preview, kept for the import that follows it (a handed-over file is taken once). Few and
 * short-lived: a preview never confirmed is dropped after ten minutes, or when newer ones push it out.
 */
export interface StagedImports {
  stage(table: ReadTable): string
  get(importId: string): ReadTable
  drop(importId: string): void
}

export function createStagedImports(now: () => number): StagedImports {
  const staged = new Map<string, { table: ReadTable; expiresAt: number }>()
  return {
    stage(table) {
      for (const [id, held] of staged) if (held.expiresAt <= now()) staged.delete(id)
      while (staged.size >= MAX_STAGED) staged.delete(staged.keys().next().value as string)
      const importId = randomBytes(18).toString('base64url')
      staged.set(importId, { table, expiresAt: now() + LIFETIME_MS })
      return importId
    },
    get(importId) {
      const held = staged.get(importId)
      if (held === undefined || held.expiresAt <= now())
        throw refused('This file was read more than ten minutes ago, or imported already: choose it again.')
      return held.table
    },
    drop: (importId) => void staged.delete(importId),
  }
}

/** A customer of the file with its travellers, and the known customer it names (if any). */
export interface ImportGroup {
  customer: CheckedImportRow['customer']
  travellers: NonNullable<CheckedImportRow['traveller']>[]
  link: CheckedImportRow['link']
}

/**
 * Lines that describe the same customer (every customer field and link equal, as in the desk's own export: one
 * line per traveller) make one customer with those travellers.
 */
export function groupByCustomer(rows: readonly CheckedImportRow[]): ImportGroup[] {
  const groups = new Map<string, ImportGroup>()
  for (const row of rows) {
    const key = JSON.stringify([row.customer, row.link])
    let group = groups.get(key)
    if (group === undefined) {
      group = { customer: row.customer, travellers: [], link: row.link }
      groups.set(key, group)
    }
    if (row.traveller !== null) group.travellers.push(row.traveller)
  }
  return [...groups.values()]
}
