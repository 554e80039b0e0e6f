import { toPrefixQuery } from './fts'
import { SUMMARY_COLUMNS, toSummary, type BookingRow, type BookingSummary } from './bookings.repo'
import { allRows, type Db } from './statements'

/**
 * Bookings found by what a customer says on the phone (table `booking_lookup_fts`, 0160-booking-lookup): any
 * reference (booking id, the service's booking reference, the hotel's confirmation number, the agency's, tour
 * operator's and DMC references, the customer file) or any customer's or traveller's name, as word prefixes,
 * accent-insensitive. A reference outweighs a name (bm25 weights), then the newest booking comes first.
 */

export interface LookedUpBooking {
  summary: BookingSummary
  /** Every reference the booking is known by, the service's ones first. */
  references: string[]
}

interface LookupRow extends BookingRow {
  booking_ref: string | null
  confirmation: string | null
}

const REFERENCE_WEIGHT = 4
const NAME_WEIGHT = 1

const LOOKUP_COLUMNS = `${SUMMARY_COLUMNS.split(',')
  .map((column) => `b.${column.trim()}`)
  .join(', ')}, b.v1_json ->> '$.bookingRef' AS booking_ref,
  coalesce(b.v1_json ->> '$.hotelConfirmationNumber', b.v3_json ->> '$.hotelConfirmationNumber') AS confirmation`

export function lookUpBookings(db: Db, text: string, limit: number): LookedUpBooking[] {
  const match = toPrefixQuery(text)
  if (match === null) return []
  const rows = allRows<LookupRow>(
    db,
    `SELECT ${LOOKUP_COLUMNS}
     FROM booking_lookup_fts f JOIN bookings b ON b.seq = f.rowid
     WHERE booking_lookup_fts MATCH ?
     ORDER BY bm25(booking_lookup_fts, ${REFERENCE_WEIGHT}, ${NAME_WEIGHT}), b.created_at DESC LIMIT ?`,
    match,
    limit,
  )
  return rows.map(toLookedUp)
}

/** The bookings of these ids the cache holds, in the order asked (ids it does not hold are left out). */
export function lookUpBookingsByIds(db: Db, ids: readonly string[]): LookedUpBooking[] {
  if (ids.length === 0) return []
  return allRows<LookupRow>(
    db,
    `SELECT ${LOOKUP_COLUMNS} FROM json_each(?) ids JOIN bookings b ON b.id = ids.value ORDER BY ids.key`,
    JSON.stringify(ids),
  ).map(toLookedUp)
}

function toLookedUp(row: LookupRow): LookedUpBooking {
  return {
    summary: toSummary(row),
    references: [
      row.confirmation,
      row.booking_ref,
      row.id,
      row.internal_reference,
      row.to_reference,
      row.dmc_reference,
      row.customer_file_id,
    ].filter((reference): reference is string => reference !== null && reference !== ''),
  }
}
