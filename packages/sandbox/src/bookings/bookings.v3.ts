import type Database from 'better-sqlite3'
import { encodeId } from '../../../../src/shared/domain/ids'
import { readBooking } from './bookings.repo'
import { hotelSummary, type HotelSummary } from './hotel-lookup'
import type { BookingRecord } from './bookings.types'

/**
 * The v3 booking (`data` of GET /api/v3/bookings/{id} and of the POST /api/v3/bookings response), built from the
 * store. Validated against BookingV3 (src/shared/api/bookings-v3.ts) in the tests.
 */
export interface BookingV3View {
  id: string
  internalReference: string | null
  tourOperatorName: string | null
  networkName: string | null
  note: string | null
  currency: string
  checkIn: string
  checkOut: string
  nightsCount: number
  state: string
  allotmentAvailable: boolean
  totalPrice: number
  cancellationFees: number | null
  hotel: { id: string; name: string }
  customer: {
    firstName: string
    lastName: string
    email: string
    company: string | null
    address: string | null
    additionalAddress: string | null
    zipCode: string | null
    city: string | null
    phoneNumber: string | null
    fileId: string | null
  }
  rooms: Array<{
    id: string
    name: string
    price: number
    bedCompositionId: string
    promotionId: string | null
    optionalPromotionIds: string[]
    travelers: Array<{
      id: string
      firstName: string
      lastName: string
      passportNumber: string | null
      expirationDate: string | null
      kind: string
      gender: string
      nationality: string | null
      birthdate: string
      ageIsExact: boolean
    }>
  }>
  hotelConfirmationNumber: string | null
  createdAt: string
  cancelledAt: string | null
}

export function toBookingV3(booking: BookingRecord, hotel: HotelSummary | null): BookingV3View {
  return {
    id: booking.encodedId,
    internalReference: booking.internalReference,
    tourOperatorName: booking.tourOperatorName,
    networkName: booking.networkName,
    note: booking.note,
    currency: booking.currency,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nightsCount: booking.nightsCount,
    state: booking.state,
    allotmentAvailable: booking.allotmentAvailable,
    totalPrice: booking.totalPrice,
    // "set on cancellation when the rate's conditions charge a fee": a free cancellation leaves it null.
    cancellationFees:
      booking.cancellationFees !== null && booking.cancellationFees > 0 ? booking.cancellationFees : null,
    hotel: { id: encodeId('hotel', booking.hotelId), name: hotel?.name ?? '' },
    customer: {
      firstName: booking.customer.firstName,
      lastName: booking.customer.lastName,
      email: booking.customer.email,
      company: booking.customer.company,
      address: booking.customer.address,
      additionalAddress: booking.customer.additionalAddress,
      zipCode: booking.customer.zipCode,
      city: booking.customer.city,
      phoneNumber: booking.customer.phoneNumber,
      fileId: booking.customer.fileId,
    },
    rooms: booking.rooms.map((room) => ({
      id: room.encodedId,
      name: room.name,
      price: room.price,
      // Echo of the request's room fields (spec: every request field comes back under its name).
      bedCompositionId: room.bedChoice.id,
      promotionId: room.promotionId,
      optionalPromotionIds: room.optionalPromotionIds,
      travelers: room.travelers.map((traveler) => ({
        id: traveler.encodedId,
        firstName: traveler.firstName,
        lastName: traveler.lastName,
        passportNumber: traveler.passportNumber,
        expirationDate: traveler.expirationDate,
        kind: traveler.kind,
        gender: traveler.gender,
        nationality: traveler.nationality,
        birthdate: traveler.birthdate,
        ageIsExact: traveler.ageIsExact,
      })),
    })),
    hotelConfirmationNumber: booking.hotelConfirmationNumber,
    createdAt: booking.createdAt,
    cancelledAt: booking.canceledAt,
  }
}

/** For the booking-create route: the stored booking as the v3 response `data`; null when it does not exist. */
export function bookingV3(db: Database.Database, bookingId: number): BookingV3View | null {
  const booking = readBooking(db, bookingId)
  if (booking === null) return null
  return toBookingV3(booking, hotelSummary(db, booking.hotelId))
}
