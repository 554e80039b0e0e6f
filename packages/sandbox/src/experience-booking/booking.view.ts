import type {
  ExperienceBookingV1,
  ExperienceCompositionExtraV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import type { BookedExtraRecord, BookingRecord } from '../bookings/bookings.types'
import { bookedExtraSummary, experiencesBookedV1 } from '../bookings/experience.view'
import { encodeLineId } from '../bookings/experience-lines.repo'

/** A stored experience booking -> the element of the POST /experiences/book answer (spec: Response element). */
export function experienceBookingV1(booking: BookingRecord): ExperienceBookingV1 {
  return {
    id: booking.encodedId,
    groupUuid: booking.groupUuid,
    startAt: booking.checkIn,
    endAt: booking.checkOut,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
    currency: booking.currency,
    customerLastName: booking.customer.lastName,
    customerFirstName: booking.customer.firstName,
    customerEmail: booking.customer.email,
    state: booking.state,
    dmcState: booking.dmcState,
    totalPrice: booking.totalPrice,
    experiencesBooked: experiencesBookedV1(booking),
  }
}

/** A booked extra as the PUT / DELETE extras endpoints answer it, with the booking's new total. */
export function compositionExtraV1(
  extra: BookedExtraRecord,
  bookingTotalPrice: number,
): ExperienceCompositionExtraV1 {
  const summary = bookedExtraSummary(extra)
  return {
    id: summary.id,
    extra: summary.extra,
    state: summary.state,
    price: summary.price,
    priceWithoutPromo: summary.priceWithoutPromo,
    extraCompositionId: encodeLineId(extra.bookedExperienceId),
    adultPax: summary.adultPax,
    childrenBirthdates: summary.childrenBirthdates,
    dayIndex: summary.dayIndex,
    scope: summary.scope,
    bookingTotalPrice,
  }
}
