import { formatCancelConditions, type CancelCondition } from '../../../../src/shared/domain/cancellation'
import { sumMoney } from '../../../../src/shared/domain/money'
import type { BookingListItemV1, BookingV1, CancelConditionV1 } from '../../../../src/shared/api/bookings-v1'
import { organizationById } from '../platform/organizations'
import { actorFor } from './histories.repo'
import { bookingLadder } from './cancel'
import type { HotelSummary } from './hotel-lookup'
import type { BookingRecord } from './bookings.types'
import { experienceCompositionsV1, experiencesBookedV1, tripOf } from './experience.view'
import { encodeIdCached as encodeId } from './util'

/** Booking records -> the v1 wire shapes (spec: Booking v1 detail, Booking list item). */

function v1Ladder(conditions: readonly CancelCondition[]): CancelConditionV1[] {
  return formatCancelConditions(conditions, 'v1').map((condition) => ({
    deduction: condition.deduction,
    refundable: condition.refundable,
    startAt: condition.startAt,
    endAt: condition.endAt,
  }))
}

/** Who made the booking: the same actor as its `Created` history entry (an API key is its organization's user). */
function userOf(booking: BookingRecord): BookingV1['user'] {
  const actor = actorFor(booking.organizationId, booking.userId)
  if (actor.userId === null) return null
  return { id: encodeId('user', actor.userId), firstName: actor.firstName, lastName: actor.lastName }
}

function hotelOf(booking: BookingRecord, hotel: HotelSummary | null): BookingV1['hotel'] {
  if (hotel === null) return null
  return {
    id: encodeId('hotel', hotel.id),
    displayName: hotel.name,
    stars: hotel.stars,
    address: hotel.address,
    cityName: hotel.cityName,
    regionName: hotel.regionName,
    countryName: hotel.countryName,
    currency: hotel.currency,
    showToTa: true,
    hasToRequest: booking.dmcState === 'on_request',
    canBeBooked: true,
    state: 'active',
  }
}

/** A confirmed experience booking departs for sure; hotel stays have no departure to guarantee. */
function guaranteedDeparture(booking: BookingRecord): boolean {
  return booking.kind === 'experience' && booking.state === 'confirmed'
}

export function toBookingV1(
  booking: BookingRecord,
  hotel: HotelSummary | null,
  groupBookingIds: readonly number[],
): BookingV1 {
  const organization = organizationById(booking.organizationId)
  const roomTotal = sumMoney(booking.rooms.map((room) => room.price))
  return {
    id: booking.encodedId,
    groupUuid: booking.groupUuid,
    bookingRef: booking.bookingRef,
    secret: booking.secret,
    lang: booking.lang,
    supplierCode: booking.supplierCode,
    hotelConfirmationNumber: booking.hotelConfirmationNumber,
    groupBookingsIds: groupBookingIds.filter((id) => id !== booking.id).map((id) => encodeId('booking', id)),
    startAt: booking.checkIn,
    endAt: booking.checkOut,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
    canceledAt: booking.canceledAt,
    hotelKeeperMessageSendAt: booking.hotelKeeperMessageSentAt,
    currency: booking.currency,
    roomTotalPrices: roomTotal.toFixed(2),
    totalPrice: booking.totalPrice,
    sourceTotalPrice: booking.totalPrice,
    dmcTotalPriceWithoutPromo: booking.totalPriceWithoutPromo,
    cancellationFees: booking.cancellationFees ?? 0,
    customerLastName: booking.customer.lastName,
    customerFirstName: booking.customer.firstName,
    customerCity: booking.customer.city,
    customerZipCode: booking.customer.zipCode,
    customerAddress: booking.customer.address,
    customerAdditionalAddress: booking.customer.additionalAddress,
    customerCompany: booking.customer.company,
    customerEmail: booking.customer.email,
    customerPhoneNumber: booking.customer.phoneNumber,
    customerInternalReference: booking.internalReference,
    customerFileId: booking.customer.fileId,
    kind: booking.kind,
    showToTa: true,
    allotmentAvailable: booking.allotmentAvailable,
    note: booking.note,
    operatorTourName: booking.tourOperatorName,
    networkName: booking.networkName,
    dmcReference: booking.dmcReference,
    toReference: booking.experiences[0]?.toReference ?? booking.internalReference,
    comment: booking.cancelReason,
    hotelKeeperMessage: booking.hotelKeeperMessage,
    state: booking.state,
    dmcState: booking.dmcState,
    guaranteedDeparture: String(guaranteedDeparture(booking)),
    numberOfNights: booking.nightsCount,
    hotel: hotelOf(booking, hotel),
    organization: {
      id: encodeId('organization', booking.organizationId),
      displayName: organization?.displayName ?? '',
      avatarUrl: null,
      bookingReceptionEmail: organization?.bookingReceptionEmail ?? '',
      scope: organization?.scope ?? 'to',
    },
    user: userOf(booking),
    trip: tripOf(booking),
    roomsBooked: booking.rooms.map((room) => ({
      room: {
        id: room.encodedId,
        hotelRoomId: encodeId('room', room.hotelRoomId),
        name: room.name,
        otherProposal: room.otherProposal,
        bedChoice: { ...room.bedChoice, cancelConditions: v1Ladder(room.bedChoice.cancelConditions) },
      },
      travelers: room.travelers.map((traveler) => ({
        id: traveler.encodedId,
        kind: traveler.kind,
        gender: traveler.gender,
        firstName: traveler.firstName,
        lastName: traveler.lastName,
        birthdate: traveler.birthdate,
        nationality: traveler.nationality,
      })),
    })),
    experiencesBooked: experiencesBookedV1(booking),
    cancelConditions: v1Ladder(bookingLadder(booking)),
  }
}

export function toListItemV1(booking: BookingRecord, hotel: HotelSummary | null): BookingListItemV1 {
  return {
    id: booking.encodedId,
    bookingId: booking.encodedId,
    platformId: booking.id,
    allotmentAvailable: booking.allotmentAvailable,
    customerFirstName: booking.customer.firstName,
    customerLastName: booking.customer.lastName,
    customerInternalReference: booking.internalReference,
    dmcReference: booking.dmcReference,
    toReference: booking.experiences[0]?.toReference ?? booking.internalReference,
    supplierCode: booking.supplierCode,
    currency: booking.currency,
    createdAt: booking.createdAt,
    dmcState: booking.dmcState,
    startAt: booking.checkIn,
    endAt: booking.checkOut,
    state: booking.state,
    totalPrice: booking.totalPrice,
    guaranteedDeparture: guaranteedDeparture(booking),
    kind: booking.kind,
    numberOfNights: booking.nightsCount,
    experienceCompositions: experienceCompositionsV1(booking),
    roomCompositions: booking.rooms.map((room) => ({
      id: room.encodedId,
      travelers: room.travelers.map((traveler) => ({
        id: traveler.encodedId,
        firstName: traveler.firstName,
        lastName: traveler.lastName,
      })),
    })),
    hotel: hotel === null ? null : { id: encodeId('hotel', hotel.id), displayName: hotel.name },
    user: userOf(booking),
  }
}
