import type { NewHotelBooking } from './bookings.types'

/**
 * The SQL of the bookings tables shared by the hotel and experience booking repositories (prepared once per
 * connection through platform/statements.ts).
 */
export const BOOKING_SQL = {
  insertBooking: `INSERT INTO bookings (
      organization_id, user_id, kind, hotel_id, check_in, check_out, currency, total_price,
      total_price_without_promo, state, dmc_state, allotment_available, supplier_code, customer_first_name,
      customer_last_name, customer_email, customer_phone_number, customer_address, customer_additional_address,
      customer_city, customer_zip_code, customer_company, customer_file_id, internal_reference,
      tour_operator_name, network_name, note, lang, request_id, searched_party, replace_booking_id, group_uuid,
      booking_ref, secret, created_at, updated_at, state_changed_at)
    VALUES (@organization_id, @user_id, @kind, @hotel_id, @check_in, @check_out, @currency, @total_price,
      @total_price_without_promo, @state, @dmc_state, @allotment_available, @supplier_code, @customer_first_name,
      @customer_last_name, @customer_email, @customer_phone_number, @customer_address,
      @customer_additional_address, @customer_city, @customer_zip_code, @customer_company, @customer_file_id,
      @internal_reference, @tour_operator_name, @network_name, @note, @lang, @request_id, @searched_party,
      @replace_booking_id, '', '', '', @created_at, @created_at, @created_at)`,
  setIdentity:
    'UPDATE bookings SET group_uuid = @group_uuid, booking_ref = @booking_ref, secret = @secret WHERE id = @id',
  insertRoom: `INSERT INTO booked_rooms (
      booking_id, position, hotel_room_id, name, price, supplier_code, bed_choice_id, bed_choice_name,
      bed_choice_currency, total_price_with_promo, total_price_without_promo, price_per_day,
      contracting_conditions, check_in_instructions, hotel_fees, cancel_conditions, meal_plans, promotions, tags,
      promotion_id, optional_promotion_ids)
    VALUES (@booking_id, @position, @hotel_room_id, @name, @price, @supplier_code, @bed_choice_id,
      @bed_choice_name, @bed_choice_currency, @total_price_with_promo, @total_price_without_promo,
      @price_per_day, @contracting_conditions, @check_in_instructions, @hotel_fees, @cancel_conditions,
      @meal_plans, @promotions, @tags, @promotion_id, @optional_promotion_ids)`,
  insertTraveler: `INSERT INTO booking_travelers (
      booking_id, booked_room_id, position, kind, gender, first_name, last_name, birthdate, nationality,
      passport_number, expiration_date, age_is_exact)
    VALUES (@booking_id, @booked_room_id, @position, @kind, @gender, @first_name, @last_name, @birthdate,
      @nationality, @passport_number, @expiration_date, @age_is_exact)`,
  selectBooking: 'SELECT * FROM bookings WHERE id = ?',
  selectBookings: 'SELECT * FROM bookings WHERE id IN (SELECT value FROM json_each(?))',
  selectRoomsOf:
    'SELECT * FROM booked_rooms WHERE booking_id IN (SELECT value FROM json_each(?)) ORDER BY booking_id, position',
  selectTravelersOf: `SELECT * FROM booking_travelers WHERE booking_id IN (SELECT value FROM json_each(?))
     ORDER BY booking_id, booked_room_id, position`,
  selectRooms: 'SELECT * FROM booked_rooms WHERE booking_id = ? ORDER BY position',
  selectTravelers: 'SELECT * FROM booking_travelers WHERE booking_id = ? ORDER BY booked_room_id, position',
}

/** What the agency sends about its customer and itself, as a bookings row keeps it (hotel and experience alike). */
export type AgencyFields = Pick<
  NewHotelBooking,
  'customer' | 'internalReference' | 'tourOperatorName' | 'networkName' | 'note' | 'lang'
>

/** The insertBooking parameters of the agency's fields; `fileId` is the customer's file, given or just created. */
export function agencyColumns(input: AgencyFields, fileId: string) {
  return {
    customer_first_name: input.customer.firstName,
    customer_last_name: input.customer.lastName,
    customer_email: input.customer.email,
    customer_phone_number: input.customer.phoneNumber,
    customer_address: input.customer.address,
    customer_additional_address: input.customer.additionalAddress,
    customer_city: input.customer.city,
    customer_zip_code: input.customer.zipCode,
    customer_company: input.customer.company,
    customer_file_id: fileId,
    internal_reference: input.internalReference,
    tour_operator_name: input.tourOperatorName,
    network_name: input.networkName,
    note: input.note,
    lang: input.lang,
  }
}
