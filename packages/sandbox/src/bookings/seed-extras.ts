import type Database from 'better-sqlite3'
import type { Rng } from '../platform/random'
import { addDocument } from './documents.repo'
import { minimalPdf } from './files'
import { addHistory } from './histories.repo'
import { hotelSummary } from './hotel-lookup'
import { addMessage } from './messages.repo'
import { organizationById, API_USERS } from '../platform/organizations'
import { SYSTEM_ACTOR, type BookingRecord } from './bookings.types'

/** Demo messages and documents of a seeded booking, dated between its creation and the simulated now. */
const REQUESTS = [
  'Could you please arrange a late check-in around 23:00? The flight lands at 21:30.',
  'The guests are celebrating their wedding anniversary; a quiet room on a high floor would be appreciated.',
  'Please confirm that a baby cot is available in the room.',
  'Is it possible to have two separate beds instead of a double bed?',
  'The customer asks whether early check-in from 11:00 is possible.',
  'One guest has a gluten intolerance: please inform the restaurant.',
]
const REPLIES = [
  'Noted, the night reception will be informed.',
  'We will do our best; the request is noted on the booking.',
  'Yes, a cot will be set up in the room free of charge.',
  'Twin beds are confirmed for this stay.',
  'Early check-in depends on occupancy; we will confirm on the day of arrival.',
]

const MINUTE = 60_000

function confirmedAt(db: Database.Database, booking: BookingRecord): number | null {
  if (booking.dmcState === 'instant_booking' && booking.state !== 'failure')
    return Date.parse(booking.createdAt)
  const at = db
    .prepare(
      "SELECT created_at FROM booking_histories WHERE booking_id = ? AND event = 'confirmed' ORDER BY id LIMIT 1",
    )
    .pluck()
    .get(booking.id) as string | undefined
  return at === undefined ? null : Date.parse(at)
}

export function seedMessages(db: Database.Database, rng: Rng, booking: BookingRecord, nowMs: number): void {
  if (!rng.chance(0.35)) return
  const requestAt = Date.parse(booking.createdAt) + rng.int(10, 2 * 24 * 60) * MINUTE
  if (requestAt >= nowMs) return
  const organization = organizationById(booking.organizationId)
  const user = API_USERS.find((candidate) => candidate.id === booking.userId) ?? null
  addMessage(db, booking.id, {
    senderKind: user === null ? 'organization' : 'user',
    senderId: user === null ? booking.organizationId : user.id,
    senderFirstName: user === null ? (organization?.displayName ?? null) : user.firstName,
    senderLastName: user === null ? null : user.lastName,
    message: rng.pick(REQUESTS),
    messageType: 'request',
    sentAt: new Date(requestAt).toISOString(),
  })
  const replyAt = requestAt + rng.int(20, 20 * 60) * MINUTE
  if (!rng.chance(0.6) || replyAt >= nowMs) return
  addMessage(db, booking.id, {
    senderKind: 'hotel',
    senderId: booking.hotelId,
    senderFirstName: hotelSummary(db, booking.hotelId)?.name ?? 'The hotel',
    senderLastName: 'Reservations',
    message: rng.pick(REPLIES),
    messageType: 'update',
    sentAt: new Date(replyAt).toISOString(),
  })
}

/** A voucher (and sometimes an invoice) once the booking was confirmed: small real PDF files. */
export function seedDocuments(db: Database.Database, rng: Rng, booking: BookingRecord, nowMs: number): void {
  const confirmed = confirmedAt(db, booking)
  if (confirmed === null || !rng.chance(0.75)) return
  const hotel = hotelSummary(db, booking.hotelId)
  const files = [{ kind: 'voucher', lines: ['Hotel voucher'] }]
  if (rng.chance(0.3)) files.push({ kind: 'invoice', lines: ['Invoice'] })
  let at = confirmed
  for (const file of files) {
    at += rng.int(1, 90) * MINUTE
    if (at >= nowMs) return
    const uploadedAt = new Date(at).toISOString()
    const fileName = `${file.kind}-${booking.bookingRef}.pdf`
    addDocument(db, booking.id, {
      fileName,
      fileType: 'application/pdf',
      uploadedAt,
      content: minimalPdf([
        ...file.lines,
        `Booking ${booking.bookingRef} (${booking.encodedId})`,
        `Hotel: ${hotel?.name ?? booking.hotelId}`,
        `Guest: ${booking.customer.firstName} ${booking.customer.lastName}`,
        `Stay: ${booking.checkIn} to ${booking.checkOut} (${booking.nightsCount} nights)`,
        `Total: ${booking.totalPrice.toFixed(2)} ${booking.currency}`,
      ]),
    })
    addHistory(db, booking.id, 'updated', SYSTEM_ACTOR, uploadedAt, `document ${fileName} attached`)
  }
}
