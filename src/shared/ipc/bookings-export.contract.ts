import { z } from 'zod'
import { BookingListInput, HandedDocument } from './bookings.contract'

/**
 * The bookings list handed to accounting as a file: exactly as filtered and sorted on screen, with the columns
 * shown, built in main from the same query as the list (never from the renderer's page of rows). CSV (formula
 * cells made harmless) or XLSX (dates as dates, money in its currency's format, a frozen header, filters).
 */

/** Every column the list can show, in the list's own order; a view chooses and orders them. */
export const EXPORT_COLUMNS = [
  'reference',
  'bookingId',
  'customer',
  'product',
  'checkIn',
  'checkOut',
  'state',
  'price',
  'currency',
  'createdAt',
] as const
export const ExportColumn = z.enum(EXPORT_COLUMNS)
export type ExportColumn = z.infer<typeof ExportColumn>

/** The bookings table's columns as it shows them today (a saved view will choose its own). */
export const LIST_COLUMNS: readonly ExportColumn[] = [
  'reference',
  'customer',
  'product',
  'checkIn',
  'state',
  'price',
  'createdAt',
]

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
