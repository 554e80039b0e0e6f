/**
 * Experience bookings in the bookings store: the functions POST /api/v1/experiences/book, the extras endpoints and
 * the experience demo data call. Signatures are stable; every function takes the store first.
 *
 *   insertExperienceBooking(db, input: NewExperienceBooking, now): BookingRecord
 *     One transaction: the booking (kind `experience`, hotel_id 0), its booked line, travelers and extras, a
 *     customer file when none is given, the history entry "created", and, with `replaceBookingId`, marks that
 *     booking `replaced`. The caller takes the allotment in the same outer transaction.
 *   addBookedExtras(db, bookingId, extras, actor, now) / updateBookedExtra(...) / cancelBookedExtra(...)
 *     Change the extras of a booking and recompute its totals (line price + booked extras), with a history entry.
 *   setExtrasFilters(db, lineId, filters)  the last `filters` of PATCH updatedBook
 */
import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import { sumMoney } from '../../../../src/shared/domain/money'
import { createCustomerFile, markBookingReplaced, readBooking, refreshSearchText } from './bookings.repo'
import { agencyColumns, BOOKING_SQL } from './bookings.sql'
import type { Actor, BookingRecord } from './bookings.types'
import type { BookedExtraRecord, NewBookedExtra, NewExperienceBooking } from './experience-bookings.types'
import { readBookedExtra } from './experience-lines.repo'
import { actorFor, addHistory } from './histories.repo'
import { money, stableHex } from './util'

/** Experience bookings are the supplier's own inventory (no bed bank or channel in between). */
export const EXPERIENCE_SUPPLIER_CODE = 'supplier_own'

// The history label describes the event (spec, Events), for the rarer demo states too.
const CREATED_DETAIL: Record<string, string> = {
  confirmed: 'free sale, confirmed at once',
  pending: 'on request, sent to the supplier',
  sent: 'on request, sent to the supplier',
  pending_source: 'awaiting the supplier system',
  pre_confirmed: 'conditionally confirmed by the supplier',
  draft: 'draft, not submitted yet',
  failure: 'the booking write failed at the supplier; contact support with the booking id',
}

export function insertExperienceBooking(
  db: Database.Database,
  input: NewExperienceBooking,
  now: string,
): BookingRecord {
  const createdAt = input.createdAt ?? now
  const line = input.line
  const bookedExtras = line.extras
  const total = sumMoney([line.price, ...bookedExtras.map((extra) => extra.price)])
  const totalWithoutPromo = sumMoney([
    line.priceWithoutPromo,
    ...bookedExtras.map((extra) => extra.priceWithoutPromo),
  ])
  const bookingId = db.transaction((): number => {
    const fileId = input.customer.fileId ?? createCustomerFile(db, input, createdAt)
    const id = Number(
      statement(db, BOOKING_SQL.insertBooking).run({
        organization_id: input.organizationId,
        user_id: input.userId,
        kind: 'experience',
        // No hotel: 0 keeps the NOT NULL column (and stores made before experience bookings existed) valid.
        hotel_id: 0,
        check_in: line.startAt,
        check_out: line.endAt,
        currency: input.currency,
        total_price: total,
        total_price_without_promo: totalWithoutPromo,
        state: input.state,
        dmc_state: input.dmcState,
        allotment_available: input.allotmentAvailable ? 1 : 0,
        supplier_code: EXPERIENCE_SUPPLIER_CODE,
        ...agencyColumns(input, fileId),
        request_id: line.priceId,
        searched_party: JSON.stringify(input.searchedParty),
        replace_booking_id: input.replaceBookingId,
        created_at: createdAt,
      }).lastInsertRowid,
    )
    statement(db, BOOKING_SQL.setIdentity).run({
      id,
      group_uuid: input.groupUuid,
      booking_ref: `BK-${String(id).padStart(6, '0')}`,
      secret: stableHex(24, 'booking-secret', id, createdAt),
    })
    const lineId = insertLine(db, id, input)
    for (const extra of bookedExtras) insertExtra(db, id, lineId, extra, createdAt)
    refreshSearchText(db, id)
    const actor = actorFor(input.organizationId, input.userId)
    addHistory(db, id, 'created', actor, createdAt, CREATED_DETAIL[input.state] ?? `state ${input.state}`)
    if (input.replaceBookingId !== null) markBookingReplaced(db, input.replaceBookingId, id, actor, createdAt)
    return id
  })()
  return readBooking(db, bookingId) as BookingRecord
}

function insertLine(db: Database.Database, bookingId: number, input: NewExperienceBooking): number {
  const line = input.line
  const lineId = Number(
    statement(
      db,
      `INSERT INTO booked_experiences (booking_id, position, experience_id, experience_name, experience_type,
           supplier_organization_id, supplier_name, period_id, period_state, start_at, end_at, adults,
           children_birthdates, price, price_without_promo, promotions, ladder, selected_hotels, to_reference,
           trip_id, price_id)
         VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      bookingId,
      line.experienceId,
      line.experienceName,
      line.experienceType,
      line.supplierOrganizationId,
      line.supplierName,
      line.periodId,
      line.periodState,
      line.startAt,
      line.endAt,
      line.adults,
      JSON.stringify(line.childrenBirthdates),
      money(line.price),
      money(line.priceWithoutPromo),
      JSON.stringify(line.promotions),
      JSON.stringify(line.ladder),
      JSON.stringify(line.selectedHotels),
      line.toReference,
      line.tripId,
      line.priceId,
    ).lastInsertRowid,
  )
  const insertTraveler = statement(
    db,
    `INSERT INTO booked_experience_travelers (booking_id, booked_experience_id, position, kind, gender,
       first_name, last_name, birthdate, nationality, passport_number, expiration_date, age_is_exact)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  line.travelers.forEach((traveler, position) => {
    insertTraveler.run(
      bookingId,
      lineId,
      position,
      traveler.kind,
      traveler.gender,
      traveler.firstName,
      traveler.lastName,
      traveler.birthdate,
      traveler.nationality,
      traveler.passportNumber,
      traveler.expirationDate,
      traveler.ageIsExact ? 1 : 0,
    )
  })
  return lineId
}

function insertExtra(
  db: Database.Database,
  bookingId: number,
  lineId: number,
  extra: NewBookedExtra,
  at: string,
): number {
  return Number(
    statement(
      db,
      `INSERT INTO booked_experience_extras (booking_id, booked_experience_id, extra_experience_id, name,
           adult_count, children_birthdates, scope, day_index, price, price_without_promo, promotions, price_sheet,
           is_included, state, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'booked', ?, ?)`,
    ).run(
      bookingId,
      lineId,
      extra.extraExperienceId,
      extra.name,
      extra.adultCount,
      JSON.stringify(extra.childrenBirthdates),
      extra.scope,
      extra.dayIndex,
      money(extra.price),
      money(extra.priceWithoutPromo),
      JSON.stringify(extra.promotions),
      JSON.stringify(extra.priceSheet),
      extra.isIncluded,
      at,
      at,
    ).lastInsertRowid,
  )
}

/** Booking total = booked line + extras still booked (cancelled extras cost nothing). */
function recomputeTotals(db: Database.Database, bookingId: number, at: string): void {
  statement(
    db,
    `UPDATE bookings SET
       total_price = round((SELECT price FROM booked_experiences WHERE booking_id = @id AND position = 0)
         + coalesce((SELECT sum(price) FROM booked_experience_extras WHERE booking_id = @id AND state = 'booked'), 0),
         2),
       total_price_without_promo = round(
         (SELECT price_without_promo FROM booked_experiences WHERE booking_id = @id AND position = 0)
         + coalesce((SELECT sum(price_without_promo) FROM booked_experience_extras
                     WHERE booking_id = @id AND state = 'booked'), 0), 2),
       updated_at = @at
     WHERE id = @id`,
  ).run({ id: bookingId, at })
}

const describeExtra = (extra: Pick<NewBookedExtra, 'name' | 'adultCount' | 'childrenBirthdates'>): string =>
  `${extra.name} (${extra.adultCount} adult(s), ${extra.childrenBirthdates.length} child(ren))`

/** Adds extras to a booked line (PATCH updatedBook). Returns the new extras. */
export function addBookedExtras(
  db: Database.Database,
  booking: BookingRecord,
  extras: readonly NewBookedExtra[],
  actor: Actor,
  at: string,
): BookedExtraRecord[] {
  const line = booking.experiences[0]
  if (line === undefined || extras.length === 0) return []
  return db.transaction(() => {
    const ids = extras.map((extra) => insertExtra(db, booking.id, line.id, extra, at))
    recomputeTotals(db, booking.id, at)
    for (const extra of extras)
      addHistory(db, booking.id, 'updated', actor, at, `extra added: ${describeExtra(extra)}`)
    return ids.map((id) => readBookedExtra(db, id) as BookedExtraRecord)
  })()
}

export interface ExtraChange {
  adultCount: number
  childrenBirthdates: string[]
  dayIndex: number | null
  price: number
  priceWithoutPromo: number
  promotions: string[]
  isIncluded?: string | null
}

/** New counts (and so a new price) for a booked extra (PUT extras/{id}, PATCH updatedBook). */
export function updateBookedExtra(
  db: Database.Database,
  extra: BookedExtraRecord,
  change: ExtraChange,
  actor: Actor,
  at: string,
): BookedExtraRecord {
  db.transaction(() => {
    statement(
      db,
      `UPDATE booked_experience_extras SET adult_count = ?, children_birthdates = ?, day_index = ?, price = ?,
         price_without_promo = ?, promotions = ?, is_included = coalesce(?, is_included), updated_at = ?
       WHERE id = ?`,
    ).run(
      change.adultCount,
      JSON.stringify(change.childrenBirthdates),
      change.dayIndex,
      money(change.price),
      money(change.priceWithoutPromo),
      JSON.stringify(change.promotions),
      change.isIncluded ?? null,
      at,
      extra.id,
    )
    recomputeTotals(db, extra.bookingId, at)
    addHistory(
      db,
      extra.bookingId,
      'updated',
      actor,
      at,
      `extra changed: ${describeExtra({ ...extra, ...change })}`,
    )
  })()
  return readBookedExtra(db, extra.id) as BookedExtraRecord
}

/** Cancels one extra (DELETE extras/{id}); idempotent: an already cancelled extra is returned as is. */
export function cancelBookedExtra(
  db: Database.Database,
  extra: BookedExtraRecord,
  actor: Actor,
  at: string,
): BookedExtraRecord {
  if (extra.state === 'canceled') return extra
  db.transaction(() => {
    statement(
      db,
      "UPDATE booked_experience_extras SET state = 'canceled', canceled_at = ?, updated_at = ? WHERE id = ?",
    ).run(at, at, extra.id)
    recomputeTotals(db, extra.bookingId, at)
    addHistory(db, extra.bookingId, 'updated', actor, at, `extra cancelled: ${describeExtra(extra)}`)
  })()
  return readBookedExtra(db, extra.id) as BookedExtraRecord
}

export function setExtrasFilters(
  db: Database.Database,
  lineId: number,
  filters: { search?: string; themes?: Array<string | number> },
): void {
  statement(db, 'UPDATE booked_experiences SET extras_filters = ? WHERE id = ?').run(
    JSON.stringify(filters),
    lineId,
  )
}
