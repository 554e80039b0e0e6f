import type {
  BookedRoomRecord,
  BookingRecord,
  SearchedRoom,
  StoredBookingState,
  StoredDmcState,
  NewTraveler,
} from './bookings.types'
import { encodeIdCached as encodeId } from './util'

/** Row shapes of the bookings tables as better-sqlite3 returns them, and their mapping to records. */
export interface BookingRow {
  id: number
  organization_id: number
  user_id: number | null
  kind: string
  hotel_id: number
  check_in: string
  check_out: string
  currency: string
  total_price: number
  total_price_without_promo: number
  state: string
  dmc_state: string
  allotment_available: number
  supplier_code: string
  customer_first_name: string
  customer_last_name: string
  customer_email: string
  customer_phone_number: string | null
  customer_address: string | null
  customer_additional_address: string | null
  customer_city: string | null
  customer_zip_code: string | null
  customer_company: string | null
  customer_file_id: string
  internal_reference: string | null
  tour_operator_name: string | null
  network_name: string | null
  note: string | null
  lang: string | null
  request_id: string | null
  searched_party: string
  replace_booking_id: number | null
  replaced_by_booking_id: number | null
  group_uuid: string
  booking_ref: string
  secret: string
  dmc_reference: string | null
  hotel_confirmation_number: string | null
  hotel_keeper_message: string | null
  hotel_keeper_message_sent_at: string | null
  cancellation_fees: number | null
  cancel_reason: string | null
  created_at: string
  updated_at: string
  canceled_at: string | null
  state_changed_at: string
  supplier_step: number
  reminder_sent_at: string | null
}

export interface RoomRow {
  id: number
  booking_id: number
  position: number
  hotel_room_id: number
  name: string
  price: number
  supplier_code: string
  other_proposal: number
  bed_choice_id: string
  bed_choice_name: string
  bed_choice_currency: string
  total_price_with_promo: number
  total_price_without_promo: number
  price_per_day: number
  contracting_conditions: string | null
  check_in_instructions: string | null
  hotel_fees: string
  cancel_conditions: string
  meal_plans: string
  promotions: string
  tags: string
  promotion_id: string | null
  optional_promotion_ids: string
}

export interface TravelerRow {
  id: number
  booking_id: number
  booked_room_id: number
  position: number
  kind: string
  gender: string
  first_name: string
  last_name: string
  birthdate: string
  nationality: string | null
  passport_number: string | null
  expiration_date: string | null
  age_is_exact: number
}

const DAY_MS = 86_400_000

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS)
}

export function mapRoom(row: RoomRow, travelers: TravelerRow[]): BookedRoomRecord {
  return {
    id: row.id,
    encodedId: encodeId('bookedRoom', row.id),
    position: row.position,
    hotelRoomId: row.hotel_room_id,
    name: row.name,
    price: row.price,
    supplierCode: row.supplier_code,
    otherProposal: row.other_proposal === 1,
    promotionId: row.promotion_id,
    optionalPromotionIds: JSON.parse(row.optional_promotion_ids) as string[],
    bedChoice: {
      id: row.bed_choice_id,
      name: row.bed_choice_name,
      currency: row.bed_choice_currency,
      totalPriceWithPromo: row.total_price_with_promo,
      totalPriceWithoutPromo: row.total_price_without_promo,
      pricePerDay: row.price_per_day,
      contractingConditions: row.contracting_conditions,
      checkInInstructions: row.check_in_instructions,
      hotelFees: JSON.parse(row.hotel_fees),
      cancelConditions: JSON.parse(row.cancel_conditions),
      mealPlans: JSON.parse(row.meal_plans),
      promotions: JSON.parse(row.promotions),
      tags: JSON.parse(row.tags),
    },
    travelers: travelers.map((traveler) => ({
      id: traveler.id,
      encodedId: encodeId('traveler', traveler.id),
      kind: traveler.kind as NewTraveler['kind'],
      gender: traveler.gender as NewTraveler['gender'],
      firstName: traveler.first_name,
      lastName: traveler.last_name,
      birthdate: traveler.birthdate,
      nationality: traveler.nationality,
      passportNumber: traveler.passport_number,
      expirationDate: traveler.expiration_date,
      ageIsExact: traveler.age_is_exact === 1,
    })),
  }
}

export function mapBooking(row: BookingRow, rooms: RoomRow[], travelers: TravelerRow[]): BookingRecord {
  return {
    id: row.id,
    encodedId: encodeId('booking', row.id),
    organizationId: row.organization_id,
    userId: row.user_id,
    kind: row.kind === 'experience' ? 'experience' : 'hotel',
    hotelId: row.hotel_id,
    checkIn: row.check_in,
    checkOut: row.check_out,
    nightsCount: nightsBetween(row.check_in, row.check_out),
    currency: row.currency,
    totalPrice: row.total_price,
    totalPriceWithoutPromo: row.total_price_without_promo,
    state: row.state as StoredBookingState,
    dmcState: row.dmc_state as StoredDmcState,
    allotmentAvailable: row.allotment_available === 1,
    supplierCode: row.supplier_code,
    customer: {
      firstName: row.customer_first_name,
      lastName: row.customer_last_name,
      email: row.customer_email,
      phoneNumber: row.customer_phone_number,
      address: row.customer_address,
      additionalAddress: row.customer_additional_address,
      city: row.customer_city,
      zipCode: row.customer_zip_code,
      company: row.customer_company,
      fileId: row.customer_file_id,
    },
    internalReference: row.internal_reference,
    tourOperatorName: row.tour_operator_name,
    networkName: row.network_name,
    note: row.note,
    lang: row.lang,
    requestId: row.request_id,
    searchedParty: JSON.parse(row.searched_party) as SearchedRoom[],
    replaceBookingId: row.replace_booking_id,
    replacedByBookingId: row.replaced_by_booking_id,
    groupUuid: row.group_uuid,
    bookingRef: row.booking_ref,
    secret: row.secret,
    dmcReference: row.dmc_reference,
    hotelConfirmationNumber: row.hotel_confirmation_number,
    hotelKeeperMessage: row.hotel_keeper_message,
    hotelKeeperMessageSentAt: row.hotel_keeper_message_sent_at,
    cancellationFees: row.cancellation_fees,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    canceledAt: row.canceled_at,
    stateChangedAt: row.state_changed_at,
    supplierStep: row.supplier_step,
    reminderSentAt: row.reminder_sent_at,
    rooms: rooms.map((room) =>
      mapRoom(
        room,
        travelers.filter((traveler) => traveler.booked_room_id === room.id),
      ),
    ),
    // Filled by the repository for experience bookings (experience-bookings.repo.ts).
    experiences: [],
  }
}
