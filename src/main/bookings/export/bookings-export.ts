import type { z } from 'zod'
import type { ExportInput, ExportProgress } from '../../../shared/ipc/bookings-export.contract'
import { agencyRefsOf } from '../../agency-store/booking-text.repo'
import { bookingListSql, toListItem, type BookingListRow } from '../../db/booking-queries.repo'
import { cachedBookingsService } from '../../db/booking-cache-owner'
import { allRows, type Db } from '../../db/statements'
import { bookingFilters, salesOf } from '../booking-reads'
import { csvColumns, csvHeader, csvLines } from './export-csv'
import type { ExportRow } from './export-table'
import { createXlsxBuilder } from './export-xlsx'

/**
 * The bookings list as a file, built in main from the very query of the list (same filters, same order, every
 * row rather than a page), in chunks: between two chunks the event loop turns, so that progress reaches the
 * renderer and the app stays responsive.
 */

const CHUNK = 1_000

export interface ExportedFile {
  fileName: string
  bytes: Uint8Array
  rows: number
}

type ParsedExportInput = z.output<typeof ExportInput>

/**
 * Every booking of the list as filtered and sorted (LIMIT -1: SQLite's "no limit"), with its frozen sale and the
 * agency's reference read as the list reads them: those of the service whose bookings the cache holds, else the
 * active one's (`service`).
 */
export function exportedBookings(
  db: Db,
  filters: ParsedExportInput['filters'],
  service: string | null = null,
): ExportRow[] {
  const query = bookingListSql({
    ...bookingFilters({ ...filters, limit: 1, offset: 0, refresh: false }),
    ...salesOf(db, service),
  })
  if (query === null) return []
  const owner = cachedBookingsService(db) ?? service
  const refs = owner === null ? new Map<string, string>() : agencyRefsOf(db, owner)
  return allRows<BookingListRow>(db, query.sql, ...query.params, -1, 0).map((row) => {
    const item = toListItem(row)
    return { ...item, agencyRef: refs.get(item.id) ?? null }
  })
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

export async function exportBookings(
  db: Db,
  input: ParsedExportInput,
  options: { day: string; service?: string | null; onProgress?: (progress: ExportProgress) => void },
): Promise<ExportedFile> {
  const bookings = exportedBookings(db, input.filters, options.service ?? null)
  const total = bookings.length
  const report = (done: number): void => options.onProgress?.({ format: input.format, done, total })
  const fileName = `bookings-${options.day}.${input.format}`
  report(0)
  if (input.format === 'csv') {
    const columns = csvColumns(input.columns)
    // A byte order mark first: Excel reads the file as UTF-8 (accents in names) only with it.
    const parts = ['\uFEFF', csvHeader(columns), '\r\n']
    for (let start = 0; start < total; start += CHUNK) {
      parts.push(csvLines(columns, bookings.slice(start, start + CHUNK)))
      report(Math.min(total, start + CHUNK))
      await turn()
    }
    return { fileName, bytes: new TextEncoder().encode(parts.join('')), rows: total }
  }
  const builder = await createXlsxBuilder(input.columns)
  for (let start = 0; start < total; start += CHUNK) {
    builder.addRows(bookings.slice(start, start + CHUNK))
    report(Math.min(total, start + CHUNK))
    await turn()
  }
  return { fileName, bytes: await builder.finish(), rows: total }
}
