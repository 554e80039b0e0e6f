import type { BookingV1 } from '../../../../src/shared/api/bookings-v1'
import type { ExperienceCompositionV1 } from '../../../../src/shared/api/experiences-v1-booking'
import type { BookingRecord } from './bookings.types'
import type { BookedExtraRecord } from './experience-bookings.types'
import { encodeIdCached as encodeId } from './util'

/** The experience parts of the v1 booking shapes (detail `experiencesBooked[]`, list `experienceCompositions`). */

/** A booked extra as the v1 shapes show it (in the `extras` string, and as the PUT/DELETE extras resource). */
export function bookedExtraSummary(extra: BookedExtraRecord) {
  return {
    id: extra.encodedId,
    extra: { id: encodeId('experience', extra.extraExperienceId), name: extra.name },
    state: extra.state,
    price: extra.price,
    priceWithoutPromo: extra.priceWithoutPromo,
    adultPax: extra.adultCount,
    childrenBirthdates: extra.childrenBirthdates,
    scope: extra.scope,
    dayIndex: extra.dayIndex,
    isIncluded: extra.isIncluded,
  }
}

/**
 * `experiencesBooked[]`: the spec types `extras` as a string; the sandbox writes the booked extras there as a JSON
 * array (cancelled ones included, with their state), so a client can read them back exactly.
 */
export function experiencesBookedV1(booking: BookingRecord): BookingV1['experiencesBooked'] {
  return booking.experiences.map((line) => ({
    id: line.encodedId,
    priceWithoutPromo: line.priceWithoutPromo,
    price: line.price,
    promotions: line.promotions,
    extras: JSON.stringify(line.extras.map(bookedExtraSummary)),
    travelers: line.travelers.map((traveler) => ({
      id: traveler.encodedId,
      firstName: traveler.firstName,
      lastName: traveler.lastName,
      kind: traveler.kind,
    })),
    experience: {
      id: encodeId('experience', line.experienceId),
      name: line.experienceName,
      organizationName: line.supplierName,
    },
  }))
}

/** The list's `experienceCompositions` (element shape not shown by the spec): null for a hotel booking. */
export function experienceCompositionsV1(booking: BookingRecord): ExperienceCompositionV1[] | null {
  if (booking.kind !== 'experience') return null
  return booking.experiences.map((line) => ({
    id: line.encodedId,
    experience: { id: encodeId('experience', line.experienceId), name: line.experienceName },
    startAt: line.startAt,
    endAt: line.endAt,
    adults: line.adults,
    children: line.childrenBirthdates.length,
    childrenBirthdates: line.childrenBirthdates,
    travelers: line.travelers.map((traveler) => ({
      id: traveler.encodedId,
      firstName: traveler.firstName,
      lastName: traveler.lastName,
    })),
  }))
}

/** `trip` of the v1 detail: trips are not part of the sandbox; a booking made with `tripId` shows that id. */
export function tripOf(booking: BookingRecord): BookingV1['trip'] {
  const tripId = booking.experiences[0]?.tripId ?? null
  if (tripId === null) return null
  return { id: tripId, name: `Trip ${tripId}`, startDate: booking.checkIn, endDate: booking.checkOut }
}
