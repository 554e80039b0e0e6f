import { z } from 'zod'
import { IsoDateSchema } from '../domain/dates'
import { HandedDocument } from './bookings.contract'
import { NoInput } from './schema-helpers'
import { FileRef } from './files'

/**
 * Vouchers printed from the cache (offline too) as PDF, and the agency's logo they carry. A voucher is handed over
 * like a document: a save dialog in Electron, a browser download in the web host.
 */

/** A PNG or JPEG of at most 512 KB (read from its content): what a voucher's header can carry. */
export const MAX_LOGO_BYTES = 512 * 1024

export const AgencyLogo = z.object({
  /** A data URL of the logo, for the Settings screen's preview; null when none. */
  logo: z.string().nullable(),
})

export const PrintedVouchers = z.object({
  /** Vouchers in the PDF. */
  vouchers: z.number().int().min(0),
  /** Bookings left out, each with why (not confirmed, or its detail not on this computer while offline). */
  skipped: z.array(z.object({ bookingId: z.string(), reason: z.string() })),
  document: HandedDocument,
})
export type PrintedVouchers = z.infer<typeof PrintedVouchers>

/** What came of the system's print dialog (Electron): printed, closed without printing, or failed. */
export const SystemPrinted = z.object({
  outcome: z.enum(['printed', 'canceled', 'failed']),
  /** The system's reason, for a failure. */
  reason: z.string().optional(),
  vouchers: z.number().int().min(0),
  skipped: z.array(z.object({ bookingId: z.string(), reason: z.string() })),
})
export type SystemPrinted = z.infer<typeof SystemPrinted>

export const vouchersChannels = {
  'agency.logo': { input: NoInput, output: AgencyLogo },
  'agency.setLogo': {
    input: z
      .object({
        fileName: z.string().trim().min(1).max(255),
        /** The file handed over first (DeskBridge.file); main reads it, at most MAX_LOGO_BYTES. */
        file: FileRef,
      })
      .strict(),
    output: AgencyLogo,
  },
  'agency.clearLogo': { input: NoInput, output: AgencyLogo },
  /** One confirmed booking's voucher. */
  'vouchers.print': {
    input: z.object({ bookingId: z.string().trim().min(1).max(64) }).strict(),
    output: PrintedVouchers,
  },
  /** One PDF with a voucher per page for every confirmed booking arriving that day. */
  'vouchers.printArrivals': { input: z.object({ date: IsoDateSchema }).strict(), output: PrintedVouchers },
  /** The same vouchers through the system's print dialog; refused where the host has none (`app.info`). */
  'vouchers.printDialog': {
    input: z.union([
      z.object({ bookingId: z.string().trim().min(1).max(64) }).strict(),
      z.object({ date: IsoDateSchema }).strict(),
    ]),
    output: SystemPrinted,
  },
} as const
