import { z } from 'zod'
import { BookingListInput, HandedDocument } from './bookings.contract'
import { BOOKING_LIST_COLUMNS } from './views.contract'

/**
 * The bookings list handed to accounting as a file: exactly as filtered and sorted on screen, with the columns
 * shown, built in main from the same query as the list (never from the renderer's page of rows). CSV (formula
 * cells made harmless) or XLSX (dates as dates, money in its currency's format, a frozen header, filters).
 */

/**
 * Every column the list can show (a view chooses and orders them: its columns export as they are), and a few
 * the file alone offers (the bare booking id, check-out, the currency as a column of its own).
 */
export const EXPORT_COLUMNS = [
  'reference',
  'bookingId',
  'agencyRef',
  'customer',
  'product',
  'checkIn',
  'checkOut',
  'state',
  'price',
  'selling',
  'margin',
  'currency',
  'createdAt',
] as const
export const ExportColumn = z.enum(EXPORT_COLUMNS)
export type ExportColumn = z.infer<typeof ExportColumn>

/** The bookings table's columns when no view chose them. */
export const LIST_COLUMNS: readonly ExportColumn[] = BOOKING_LIST_COLUMNS

export const ExportFilters = BookingListInput.unwrap().omit({ limit: true, offset: true, refresh: true })
export type ExportFilters = z.input<typeof ExportFilters>

export const ExportInput = z
  .object({
    format: z.enum(['csv', 'xlsx']),
    filters: ExportFilters,
    columns: z
      .array(ExportColumn)
      .min(1)
      .max(EXPORT_COLUMNS.length)
      .refine((columns) => new Set(columns).size === columns.length, 'Each column once'),
  })
  .strict()
export type ExportInput = z.input<typeof ExportInput>

export const ExportResult = z.object({
  rows: z.number().int().min(0),
  file: HandedDocument,
})
export type ExportResult = z.infer<typeof ExportResult>

export const ExportProgress = z.object({
  format: z.enum(['csv', 'xlsx']),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
})
export type ExportProgress = z.infer<typeof ExportProgress>

export const bookingsExportChannels = {
  /** The list as filtered and sorted, with these columns: a save dialog (Electron) or a download (web host). */
  'bookings.export': { input: ExportInput, output: ExportResult },
} as const

export const bookingsExportEvents = {
  /** Rows written so far by the running export, for its progress bar. */
  'bookings.exportProgress': ExportProgress,
} as const
