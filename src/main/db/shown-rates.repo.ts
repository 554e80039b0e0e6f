import { ShownRate } from '../../shared/ipc/hotels.contract'
import { getRow, run, type Db } from './statements'

/**
 * The rate as the agent saw it when booking from this desk (table `booking_shown_rates`, migration 0080), per
 * service and booking. Not part of the bookings cache: a switch of service does not clear it, and another
 * service's booking of the same id does not see it (every read names the service).
 */

/**
 * Keeps the rate shown for a booking. The first one kept stays: it is what the agent agreed to when the booking
 * was made, and a later try that finds the same booking (an adoption, a second press of Book) changes nothing.
 * Call it inside the transaction that stores the booking, so the two are written together.
 */
export function saveShownRate(db: Db, service: string, bookingId: string, rate: ShownRate, at: string): void {
  run(
    db,
    `INSERT INTO booking_shown_rates (service, booking_id, shown_rate_json, stored_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (service, booking_id) DO NOTHING`,
    service,
    bookingId,
    JSON.stringify(rate),
    at,
  )
}

/**
 * The rate shown for a booking of the service, or null. Checked against the contract's schema on the way out: a
 * row that no longer fits (written by another version) reads as none rather than failing the booking's detail.
 */
export function getShownRate(db: Db, service: string, bookingId: string): ShownRate | null {
  const row = getRow<{ shown_rate_json: string }>(
    db,
    'SELECT shown_rate_json FROM booking_shown_rates WHERE service = ? AND booking_id = ?',
    service,
    bookingId,
  )
  if (row === undefined) return null
  try {
    const parsed = ShownRate.safeParse(JSON.parse(row.shown_rate_json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
