import QRCode from 'qrcode'
import { DeskError, type Settings } from '../../shared/ipc'
import type { PrintedVouchers } from '../../shared/ipc/vouchers.contract'
import { MAX_LOGO_BYTES } from '../../shared/ipc/vouchers.contract'
import { safeFileName, sniffDocumentType } from '../../shared/domain/documents'
import type { BookingReads } from '../bookings/booking-reads'
import { listBookings } from '../db/booking-queries.repo'
import { getBooking } from '../db/bookings.repo'
import type { Db } from '../db/statements'
import type { FileStore, PdfRenderer, SystemPrintOutcome } from '../platform/types'
import { voucherDocument, voucherPage, type Agency } from './voucher-html'

/**
 * Vouchers as PDF from the cache: one confirmed booking, or every confirmed booking arriving on a day (one voucher
 * per page). A booking whose v1 detail is not cached is read from the service when it can be reached; offline it
 * is left out with the reason. The agency's logo is a PNG or JPEG main keeps in the data folder.
 */

const LOGO_FILE = 'agency/logo'

export interface PrintedPdf extends Omit<PrintedVouchers, 'document'> {
  fileName: string
  bytes: Uint8Array
  source: 'service' | 'cache'
}

/** Which vouchers: one booking's, or those of a day's arrivals. */
export type VoucherTarget = { bookingId: string } | { date: string }

export interface Vouchers {
  logo(): Promise<string | null>
  setLogo(bytes: Uint8Array): Promise<string>
  clearLogo(): Promise<void>
  print(bookingId: string): Promise<PrintedPdf>
  printArrivals(date: string): Promise<PrintedPdf>
  /** The same pages through the system's print dialog, where the platform has one (`canPrintDialog`). */
  printDialog(target: VoucherTarget): Promise<SystemPrinted>
  readonly canPrintDialog: boolean
}

export type SystemPrinted = SystemPrintOutcome & Omit<PrintedVouchers, 'document'>

export function createVouchers(deps: {
  db: Db
  files: FileStore
  pdf: PdfRenderer
  reads: Pick<BookingReads, 'get'>
  isOnline: () => boolean
  settings: () => Pick<Settings, 'agency' | 'locale' | 'timeZone' | 'voucherPrices'>
  /**
   * The selling price of a booking (the price the customer pays), or null when it has none; printed only when the
   * agency chose to print it. Absent: no booking has one yet.
   */
  sellingPrice?: (bookingId: string) => { amount: number; currency: string } | null
}): Vouchers {
  const { db, files } = deps

  const logo = async (): Promise<string | null> => {
    let bytes: Uint8Array
    try {
      bytes = await files.read(LOGO_FILE)
    } catch {
      return null
    }
    const type = sniffDocumentType(bytes)
    return type === 'image/png' || type === 'image/jpeg'
      ? `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
      : null
  }

  const format = () => {
    const { locale, timeZone } = deps.settings()
    return {
      locale: locale === 'en' ? 'en-GB' : locale,
      timeZone: timeZone === 'system' ? Intl.DateTimeFormat().resolvedOptions().timeZone : timeZone,
    }
  }

  /** The page of one booking, or why it has none. */
  const page = async (
    bookingId: string,
    agency: Agency,
  ): Promise<{ ok: true; html: string; source: 'service' | 'cache' } | { ok: false; reason: string }> => {
    let cached = getBooking(db, bookingId)
    let source: 'service' | 'cache' = 'cache'
    if (cached?.v1 == null && deps.isOnline()) {
      const read = await deps.reads.get(bookingId)
      source = read.source
      cached = getBooking(db, bookingId)
    }
    if (cached === null) return { ok: false, reason: 'The booking is not on this computer.' }
    if (cached.state !== 'confirmed') {
      return {
        ok: false,
        reason: `A voucher is printed for a confirmed booking only; this one is ${cached.state}.`,
      }
    }
    const booking = cached.v1
    if (booking === null) {
      return {
        ok: false,
        reason: 'Its details are not on this computer yet; print it once the service is back.',
      }
    }
    const reference = cached.internalReference ?? cached.toReference
    const qrSvg = await QRCode.toString(reference ?? booking.id, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    })
    const prices = deps.settings().voucherPrices
    const sellingPrice = prices === 'selling' ? (deps.sellingPrice?.(bookingId) ?? null) : null
    const html = voucherPage({ booking, reference, agency, qrSvg, format: format(), prices, sellingPrice })
    return { ok: true, html, source }
  }

  /** The vouchers' HTML document, one page per booking that has one, and the bookings left out with why. */
  const compose = async (bookingIds: readonly string[], title: string) => {
    const agency: Agency = { ...deps.settings().agency, logo: await logo() }
    const pages: string[] = []
    const skipped: PrintedVouchers['skipped'] = []
    let source: 'service' | 'cache' = 'cache'
    for (const bookingId of bookingIds) {
      const result = await page(bookingId, agency)
      if (result.ok) {
        pages.push(result.html)
        if (result.source === 'service') source = 'service'
      } else skipped.push({ bookingId, reason: result.reason })
    }
    if (pages.length === 0) {
      throw new DeskError(
        'CONFLICT',
        skipped.length === 1 ? (skipped[0]?.reason ?? 'Nothing to print.') : 'No voucher to print.',
        { skipped },
      )
    }
    return { html: voucherDocument(pages, title), vouchers: pages.length, skipped, source }
  }

  const render = async (
    bookingIds: readonly string[],
    title: string,
    fileName: string,
  ): Promise<PrintedPdf> => {
    const { html, ...composed } = await compose(bookingIds, title)
    return { ...composed, fileName: safeFileName(fileName), bytes: await deps.pdf.fromHtml(html) }
  }

  const arrivals = (date: string): string[] => {
    const arriving = listBookings(
      db,
      { states: ['confirmed'], checkInFrom: date, checkInTo: date, sort: 'customer' },
      { limit: 500 },
    ).map((booking) => booking.id)
    if (arriving.length === 0) throw new DeskError('NOT_FOUND', `No confirmed booking arrives on ${date}.`)
    return arriving
  }

  return {
    logo,
    async setLogo(bytes) {
      const type = sniffDocumentType(bytes)
      if (type !== 'image/png' && type !== 'image/jpeg') {
        throw new DeskError('INVALID_INPUT', 'The logo must be a PNG or JPEG image.', { field: 'logo' })
      }
      if (bytes.byteLength > MAX_LOGO_BYTES) {
        throw new DeskError('INVALID_INPUT', 'The logo can be at most 512 KB.', { field: 'logo' })
      }
      await files.write(LOGO_FILE, bytes)
      return (await logo()) ?? ''
    },
    clearLogo: () => files.remove(LOGO_FILE),
    print: (bookingId) => render([bookingId], `Voucher ${bookingId}`, `voucher-${bookingId}.pdf`),
    printArrivals: async (date) => render(arrivals(date), `Vouchers of ${date}`, `vouchers-${date}.pdf`),
    canPrintDialog: deps.pdf.printDialog !== undefined,
    async printDialog(target) {
      const dialog = deps.pdf.printDialog
      if (dialog === undefined) {
        throw new DeskError(
          'CONFLICT',
          'This host has no print dialog: print the voucher as PDF and print it from the viewer.',
        )
      }
      const { html, vouchers, skipped } =
        'bookingId' in target
          ? await compose([target.bookingId], `Voucher ${target.bookingId}`)
          : await compose(arrivals(target.date), `Vouchers of ${target.date}`)
      return { ...(await dialog.call(deps.pdf, html)), vouchers, skipped }
    },
  }
}
