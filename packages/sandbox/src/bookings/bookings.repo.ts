/**
 * The bookings store: the functions the booking-create route (POST /api/v3/bookings) and the bookings module call.
 * Signatures are stable; every function takes the store first (`ctx.db`, never a captured copy).
 *
 *   insertHotelBooking(db, input: NewHotelBooking, now: string): BookingRecord
 *     One transaction: the booking, its rooms (with the booked bed choice), the travelers of every room, a customer
 *     file when `input.customer.fileId` is null, the history entry "created" (actor = the API user, or the
 *     organization for an API key), and, when `input.replaceBookingId` is set, marks that booking `replaced`.
 *     Returns the stored booking with its stable room and traveler ids. Throws ApiError 409 when the booking to
 *     replace cannot become `replaced`, 404 when it does not exist in the organization.
 *   markBookingReplaced(db, bookingId, replacementId, actor, now): BookingRecord
 *     Idempotent for the same replacement; ApiError 409 when the state machine does not allow it.
 *   readBooking(db, bookingId): BookingRecord | null          (raw numeric id; decode with decodeId first)
 *   readBookings(db, bookingIds): BookingRecord[]               (in the given order; unknown ids skipped)
 *   customerFileExists(db, organizationId, fileId): boolean
 *   bookingV3(db, bookingId) in ./bookings.v3.ts builds the `data` of the v3 response from the store.
 */
import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import { encodeId } from '../../../../src/shared/domain/ids'
import { ApiError } from '../platform/errors'
import { normalizeText } from '../platform/text'
import { actorFor, addHistory } from './histories.repo'
import { mapBooking, type BookingRow, type RoomRow, type TravelerRow } from './bookings.rows'
import { agencyColumns, BOOKING_SQL } from './bookings.sql'
import { readExperienceLines } from './experience-lines.repo'
import { canMove } from './transitions'
import type { Actor, BookingRecord, NewHotelBooking, StoredBookingState } from './bookings.types'
import { money, stableHex, stableUuid } from './util'

export * from './bookings.types'

const CUSTOMER_FILE_PREFIX = 'CF-'

export function insertHotelBooking(
  db: Database.Database,
  input: NewHotelBooking,
  now: string,
): BookingRecord {
  const createdAt = input.createdAt ?? now
  const insert = db.transaction((): number => {
    const fileId = input.customer.fileId ?? createCustomerFile(db, input, createdAt)
    const withoutPromo = input.totalPriceWithoutPromo ?? input.totalPrice
    const result = statement(db, BOOKING_SQL.insertBooking).run({
      organization_id: input.organizationId,
      user_id: input.userId,
      kind: 'hotel',
      hotel_id: input.hotelId,
      check_in: input.checkIn,
      check_out: input.checkOut,
      currency: input.currency,
      total_price: money(input.totalPrice),
      total_price_without_promo: money(withoutPromo),
      state: input.state,
      dmc_state: input.dmcState,
      allotment_available: input.allotmentAvailable ? 1 : 0,
      supplier_code: input.supplierCode,
      ...agencyColumns(input, fileId),
      request_id: input.requestId,
      searched_party: JSON.stringify(input.searchedParty),
      replace_booking_id: input.replaceBookingId,
      created_at: createdAt,
    })
    const bookingId = Number(result.lastInsertRowid)
    statement(db, BOOKING_SQL.setIdentity).run({
      id: bookingId,
      group_uuid: stableUuid('booking-group', bookingId, createdAt),
      booking_ref: `BK-${String(bookingId).padStart(6, '0')}`,
      secret: stableHex(24, 'booking-secret', bookingId, createdAt),
    })
    refreshSearchText(db, bookingId)
    input.rooms.forEach((room, position) => {
      const roomId = Number(
        statement(db, BOOKING_SQL.insertRoom).run({
          booking_id: bookingId,
          position,
          hotel_room_id: room.hotelRoomId,
          name: room.name,
          price: money(room.price),
          supplier_code: room.supplierCode,
          bed_choice_id: room.bedChoice.id,
          bed_choice_name: room.bedChoice.name,
          bed_choice_currency: room.bedChoice.currency,
          total_price_with_promo: money(room.bedChoice.totalPriceWithPromo),
          total_price_without_promo: money(room.bedChoice.totalPriceWithoutPromo),
          price_per_day: money(room.bedChoice.pricePerDay),
          contracting_conditions: room.bedChoice.contractingConditions,
          check_in_instructions: room.bedChoice.checkInInstructions,
          hotel_fees: JSON.stringify(room.bedChoice.hotelFees),
          cancel_conditions: JSON.stringify(room.bedChoice.cancelConditions),
          meal_plans: JSON.stringify(room.bedChoice.mealPlans),
          promotions: JSON.stringify(room.bedChoice.promotions),
          tags: JSON.stringify(room.bedChoice.tags),
          promotion_id: room.promotionId ?? null,
          optional_promotion_ids: JSON.stringify(room.optionalPromotionIds ?? []),
        }).lastInsertRowid,
      )
      room.travelers.forEach((traveler, travelerPosition) => {
        statement(db, BOOKING_SQL.insertTraveler).run({
          booking_id: bookingId,
          booked_room_id: roomId,
          position: travelerPosition,
          kind: traveler.kind,
          gender: traveler.gender,
          first_name: traveler.firstName,
          last_name: traveler.lastName,
          birthdate: traveler.birthdate,
          nationality: traveler.nationality,
          passport_number: traveler.passportNumber,
          expiration_date: traveler.expirationDate,
          age_is_exact: traveler.ageIsExact ? 1 : 0,
        })
      })
    })
    const actor = actorFor(input.organizationId, input.userId)
    addHistory(db, bookingId, 'created', actor, createdAt, createdDetail(input))
    if (input.replaceBookingId !== null) {
      const replaced = readBooking(db, input.replaceBookingId)
      if (replaced === null || replaced.organizationId !== input.organizationId) {
        throw new ApiError(404, 'NOT_FOUND', 'The booking to replace does not exist.', {
          replaceBookingId: encodeId('booking', input.replaceBookingId),
        })
      }
      markBookingReplaced(db, input.replaceBookingId, bookingId, actor, createdAt)
    }
    return bookingId
  })
  const bookingId = insert()
  return readBooking(db, bookingId) as BookingRecord
}

const CREATED_DETAIL: Partial<Record<StoredBookingState, string>> = {
  confirmed: 'instant booking, confirmed at once',
  sent: 'on request, sent to the hotel',
  pending_source: 'awaiting the supplier system',
  pre_confirmed: 'conditionally confirmed by the supplier',
  draft: 'draft, not submitted yet',
  failure: 'the booking write failed at the supplier; contact support with the booking id',
}

function createdDetail(input: NewHotelBooking): string {
  return CREATED_DETAIL[input.state] ?? `state ${input.state}`
}

/** A new customer file of the organization, named after the customer; returns its id (`CF-000123`). */
export function createCustomerFile(
  db: Database.Database,
  input: Pick<NewHotelBooking, 'organizationId' | 'customer'>,
  createdAt: string,
): string {
  const id = Number(
    statement(
      db,
      'INSERT INTO customer_files (organization_id, last_name, first_name, created_at) VALUES (?, ?, ?, ?)',
    ).run(input.organizationId, input.customer.lastName, input.customer.firstName, createdAt).lastInsertRowid,
  )
  return `${CUSTOMER_FILE_PREFIX}${String(id).padStart(6, '0')}`
}

export function customerFileExists(db: Database.Database, organizationId: number, fileId: string): boolean {
  const match = new RegExp(`^${CUSTOMER_FILE_PREFIX}(\\d{1,12})$`).exec(fileId.trim())
  if (match === null) return false
  const row = statement(db, 'SELECT 1 FROM customer_files WHERE id = ? AND organization_id = ?').get(
    Number(match[1]),
    organizationId,
  )
  return row !== undefined
}

export function markBookingReplaced(
  db: Database.Database,
  bookingId: number,
  replacementId: number,
  actor: Actor,
  now: string,
): BookingRecord {
  const mark = db.transaction(() => {
    const booking = readBooking(db, bookingId)
    if (booking === null) throw new ApiError(404, 'NOT_FOUND', 'Booking not found.')
    if (booking.state === 'replaced' && booking.replacedByBookingId === replacementId) return
    if (!canMove(booking.state, 'replaced')) {
      throw new ApiError(409, 'INVALID_STATE_TRANSITION', `A ${booking.state} booking cannot be replaced.`, {
        bookingId: booking.encodedId,
        state: booking.state,
      })
    }
    statement(
      db,
      `UPDATE bookings SET state = 'replaced', replaced_by_booking_id = ?, updated_at = ?, state_changed_at = ?
       WHERE id = ?`,
    ).run(replacementId, now, now, bookingId)
    addHistory(db, bookingId, 'replaced', actor, now, `by booking ${encodeId('booking', replacementId)}`)
  })
  mark()
  return readBooking(db, bookingId) as BookingRecord
}

export function readBooking(db: Database.Database, bookingId: number): BookingRecord | null {
  const row = statement(db, BOOKING_SQL.selectBooking).get(bookingId) as BookingRow | undefined
  if (row === undefined) return null
  const rooms = statement(db, BOOKING_SQL.selectRooms).all(bookingId) as RoomRow[]
  const travelers = statement(db, BOOKING_SQL.selectTravelers).all(bookingId) as TravelerRow[]
  const booking = mapBooking(row, rooms, travelers)
  if (booking.kind === 'experience')
    booking.experiences = readExperienceLines(db, [bookingId]).get(bookingId) ?? []
  return booking
}

/** Many bookings in three queries (the list endpoint): records in the order of `bookingIds`, unknown ids skipped. */
export function readBookings(db: Database.Database, bookingIds: readonly number[]): BookingRecord[] {
  if (bookingIds.length === 0) return []
  const ids = JSON.stringify(bookingIds)
  const rows = statement(db, BOOKING_SQL.selectBookings).all(ids) as BookingRow[]
  const rooms = new Map<number, RoomRow[]>()
  for (const room of statement(db, BOOKING_SQL.selectRoomsOf).all(ids) as RoomRow[]) {
    rooms.set(room.booking_id, [...(rooms.get(room.booking_id) ?? []), room])
  }
  const travelers = new Map<number, TravelerRow[]>()
  for (const traveler of statement(db, BOOKING_SQL.selectTravelersOf).all(ids) as TravelerRow[]) {
    const list = travelers.get(traveler.booking_id)
    if (list === undefined) travelers.set(traveler.booking_id, [traveler])
    else list.push(traveler)
  }
  const byId = new Map(rows.map((row) => [row.id, row]))
  const lines = readExperienceLines(
    db,
    rows.filter((row) => row.kind === 'experience').map((row) => row.id),
  )
  return bookingIds.flatMap((id) => {
    const row = byId.get(id)
    if (row === undefined) return []
    const booking = mapBooking(row, rooms.get(id) ?? [], travelers.get(id) ?? [])
    booking.experiences = lines.get(id) ?? []
    return [booking]
  })
}

/** Moves a booking's state and writes the history entry; callers check the transition first. */
export function updateBookingState(
  db: Database.Database,
  bookingId: number,
  to: StoredBookingState,
  at: string,
  patch: Partial<{ hotelKeeperMessage: string; dmcReference: string; hotelConfirmationNumber: string }> = {},
): void {
  statement(
    db,
    `UPDATE bookings SET state = @to, updated_at = @at, state_changed_at = @at,
       hotel_keeper_message = COALESCE(@message, hotel_keeper_message),
       hotel_keeper_message_sent_at = CASE WHEN @message IS NULL THEN hotel_keeper_message_sent_at ELSE @at END,
       dmc_reference = COALESCE(@dmcReference, dmc_reference),
       hotel_confirmation_number = COALESCE(@confirmation, hotel_confirmation_number)
     WHERE id = @id`,
  ).run({
    id: bookingId,
    to,
    at,
    message: patch.hotelKeeperMessage ?? null,
    dmcReference: patch.dmcReference ?? null,
    confirmation: patch.hotelConfirmationNumber ?? null,
  })
  if (patch.dmcReference !== undefined || patch.hotelConfirmationNumber !== undefined) {
    refreshSearchText(db, bookingId)
  }
}

/** Recomputes the folded text the list's `search` matches: customer names and every reference of the booking. */
export function refreshSearchText(db: Database.Database, bookingId: number): void {
  const row = statement(db, BOOKING_SQL.selectBooking).get(bookingId) as BookingRow | undefined
  if (row === undefined) return
  const parts = [
    row.customer_first_name,
    row.customer_last_name,
    row.customer_company,
    row.internal_reference,
    row.dmc_reference,
    row.booking_ref,
    row.hotel_confirmation_number,
    row.customer_file_id,
    encodeId('booking', row.id),
    // Experience bookings: their own reference (toReference) and the experience's name.
    ...(row.kind === 'experience'
      ? (
          statement(
            db,
            'SELECT to_reference, experience_name FROM booked_experiences WHERE booking_id = ?',
          ).all(bookingId) as Array<{ to_reference: string | null; experience_name: string }>
        ).flatMap((line) => [line.to_reference, line.experience_name])
      : []),
  ]
  const text = ` ${normalizeText(parts.filter((part) => part !== null && part !== '').join(' '))} `
  statement(db, 'UPDATE bookings SET search_text = ? WHERE id = ?').run(text, bookingId)
}
