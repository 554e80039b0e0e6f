import type Database from 'better-sqlite3'
import type { BookingRecord, NewBookedExtra } from '../bookings/bookings.types'
import { addDocument } from '../bookings/documents.repo'
import { minimalPdf } from '../bookings/files'
import { addHistory } from '../bookings/histories.repo'
import { addMessage } from '../bookings/messages.repo'
import { SYSTEM_ACTOR } from '../bookings/bookings.types'
import { organizationById } from '../platform/organizations'
import type { Rng } from '../platform/random'
import type { Party } from './pricing'
import type { Quote } from './quote'

/** Extras, messages and vouchers of the demo experience bookings. */

const MINUTE = 60_000

/** About one booking in three takes its first add-on for the whole party. */
export function seedExperienceExtras(rng: Rng, quote: Quote, party: Party): NewBookedExtra[] {
  const extra = quote.extras[0]
  if (extra === undefined || !rng.chance(0.35)) return []
  return [
    {
      extraExperienceId: extra.experienceId,
      name: extra.name,
      adultCount: party.adults,
      childrenBirthdates: [...party.childrenBirthdates],
      scope: 'global',
      dayIndex: null,
      price: extra.price.price,
      priceWithoutPromo: extra.price.priceWithoutPromo,
      promotions: extra.price.promotions,
      priceSheet: { ...extra.sheet },
      isIncluded: null,
    },
  ]
}

const REQUESTS = [
  'Could the guide speak French? Two travellers do not speak English.',
  'One traveller uses a wheelchair: is the meeting point accessible?',
  'The group may arrive 15 minutes late: the flight lands at 9:30.',
]

/** A question to the supplier on some bookings, and a voucher once confirmed. */
export function seedExperienceDocuments(
  db: Database.Database,
  rng: Rng,
  booking: BookingRecord,
  nowMs: number,
): void {
  const line = booking.experiences[0]
  if (line === undefined) return
  const askedAt = Date.parse(booking.createdAt) + rng.int(10, 600) * MINUTE
  if (rng.chance(0.4) && askedAt < nowMs) {
    const organization = organizationById(booking.organizationId)
    addMessage(db, booking.id, {
      senderKind: 'organization',
      senderId: booking.organizationId,
      senderFirstName: organization?.displayName ?? null,
      senderLastName: null,
      message: rng.pick(REQUESTS),
      messageType: 'request',
      sentAt: new Date(askedAt).toISOString(),
    })
  }
  if (booking.state !== 'confirmed' || !rng.chance(0.8)) return
  const uploadedMs = Math.min(nowMs - MINUTE, Date.parse(booking.updatedAt) + rng.int(5, 120) * MINUTE)
  if (uploadedMs <= Date.parse(booking.createdAt)) return
  const uploadedAt = new Date(uploadedMs).toISOString()
  const fileName = `voucher-${booking.bookingRef}.pdf`
  addDocument(db, booking.id, {
    fileName,
    fileType: 'application/pdf',
    uploadedAt,
    content: minimalPdf([
      'Experience voucher',
      `Booking ${booking.bookingRef} (${booking.encodedId})`,
      `Experience: ${line.experienceName} by ${line.supplierName}`,
      `Date: ${line.startAt}${line.endAt === line.startAt ? '' : ` to ${line.endAt}`}`,
      `Customer: ${booking.customer.firstName} ${booking.customer.lastName}`,
      `Participants: ${line.adults} adult(s), ${line.childrenBirthdates.length} child(ren)`,
      `Total: ${booking.totalPrice.toFixed(2)} ${booking.currency}`,
    ]),
  })
  addHistory(db, booking.id, 'updated', SYSTEM_ACTOR, uploadedAt, `document ${fileName} attached`)
}
