import { BOOKING_STATE_LABELS, type BookingState } from '../../../shared/domain/booking-states'
import type { ExportColumn } from '../../../shared/ipc/bookings-export.contract'
import type { BookingListItem } from '../../db/booking-queries.repo'

/**
 * The columns of the bookings list as cells of a file: each column says its header and what each booking gives
 * it, typed, so that the CSV writes text and the XLSX writes real dates and amounts in their currency.
 */

export type ExportCell =
  | { kind: 'text'; value: string }
  /** A calendar day, YYYY-MM-DD. */
  | { kind: 'date'; value: string }
  /** An instant, ISO 8601. */
  | { kind: 'instant'; value: string }
  | { kind: 'money'; value: number; currency: string }

/** A booking of the list as the file has it: its summary, its frozen sale and the agency's reference. */
export interface ExportRow extends BookingListItem {
  agencyRef: string | null
}

interface ColumnSpec {
  header: string
  /** Characters wide in a spreadsheet. */
  width: number
  cell(booking: ExportRow): ExportCell
}

const text = (value: string | null): ExportCell => ({ kind: 'text', value: value ?? '' })
/** An amount of the agency's sale; a booking without one has an empty cell, never a zero. */
const saleMoney = (booking: ExportRow, amount: 'sell' | 'margin'): ExportCell =>
  booking.sale === null
    ? text(null)
    : { kind: 'money', value: booking.sale[amount], currency: booking.sale.currency }

export const EXPORT_COLUMN_SPECS: Readonly<Record<ExportColumn, ColumnSpec>> = {
  bookingId: { header: 'Booking', width: 14, cell: (b) => text(b.id) },
  reference: { header: 'Reference', width: 18, cell: (b) => text(b.internalReference ?? b.toReference) },
  agencyRef: { header: 'Agency ref', width: 14, cell: (b) => text(b.agencyRef) },
  customer: {
    header: 'Customer',
    width: 26,
    cell: (b) => text(`${b.customerFirstName} ${b.customerLastName}`.trim()),
  },
  product: { header: 'Product', width: 32, cell: (b) => text(b.productName ?? b.hotelName) },
  checkIn: { header: 'Check-in', width: 12, cell: (b) => ({ kind: 'date', value: b.checkIn }) },
  checkOut: { header: 'Check-out', width: 12, cell: (b) => ({ kind: 'date', value: b.checkOut }) },
  state: {
    header: 'State',
    width: 18,
    cell: (b) => text(BOOKING_STATE_LABELS[b.state as BookingState] ?? b.state),
  },
  price: {
    header: 'Price',
    width: 14,
    cell: (b) => ({ kind: 'money', value: b.totalPrice, currency: b.currency }),
  },
  selling: { header: 'Selling', width: 14, cell: (b) => saleMoney(b, 'sell') },
  margin: { header: 'Margin', width: 14, cell: (b) => saleMoney(b, 'margin') },
  currency: { header: 'Currency', width: 9, cell: (b) => text(b.currency) },
  createdAt: { header: 'Created', width: 20, cell: (b) => ({ kind: 'instant', value: b.createdAt }) },
}
