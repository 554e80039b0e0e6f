import type { ExperienceBookingRequestV1 } from '../../../../src/shared/api/experiences-v1-booking'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { decodeId } from '../../../../src/shared/domain/ids'
import { ageOn } from '../../../../src/shared/domain/travelers'
import { customerFileExists, readBooking } from '../bookings/bookings.repo'
import type { NewBookedExtra, NewTraveler, SelectedHotel } from '../bookings/bookings.types'
import {
  getExperience,
  getPeriod,
  getProgramDays,
  periodsCovering,
  type ExperienceRow,
  type PeriodRow,
} from '../experiences/experiences.repo'
import type { SandboxContext } from '../platform/context'
import { ApiError, badRequest } from '../platform/errors'
import type { Organization } from '../platform/organizations'
import { validateExtras, validateSelectedHotels } from './book.extras'
import { readOffer, type StoredOffer } from './offers.repo'

/**
 * Checks one element of POST /api/v1/experiences/book against its priceId handshake, without writing anything
 * (the whole array is checked before any booking is made: all or nothing). Statuses:
 * 401 `Request expired` (unknown, expired or another organization's priceId), 409 PRICE_ALREADY_BOOKED,
 * 400 for dates that differ from the priced ones, travelers that do not match the priced party
 * (ROOM_OCCUPANCY_MISMATCH), extras, selected hotels, customer file and replaceBookingId problems,
 * 409 EXPERIENCE_NOT_BOOKABLE and STOP_SALE when the supplier closed the sale since pricing.
 */
export interface PreparedBooking {
  index: number
  body: ExperienceBookingRequestV1
  offer: StoredOffer
  experience: ExperienceRow
  period: PeriodRow
  travelers: NewTraveler[]
  extras: NewBookedExtra[]
  selectedHotels: SelectedHotel[]
  replaceBookingId: number | null
}

export const REQUEST_EXPIRED = 'Request expired'

function requestExpired(index: number): ApiError {
  return new ApiError(401, 'REQUEST_EXPIRED', REQUEST_EXPIRED, {
    param: `[${index}].id`,
    hint: 'Search again (POST /api/v1/experiences/liste) and book with the fresh priceId.',
  })
}

function liveOffer(
  context: SandboxContext,
  caller: Organization,
  body: ExperienceBookingRequestV1,
  index: number,
) {
  const offer = readOffer(context.db, body.id)
  // Another organization's priceId is unknown to the caller: the same 401 as an expired one, nothing leaks.
  if (offer === null || offer.organizationId !== caller.id) throw requestExpired(index)
  if (Date.parse(offer.expiresAt) <= context.clock.nowMs()) throw requestExpired(index)
  if (offer.bookingId !== null) {
    throw new ApiError(409, 'PRICE_ALREADY_BOOKED', 'This priceId has already been booked.', {
      param: `[${index}].id`,
      bookingId: readBooking(context.db, offer.bookingId)?.encodedId ?? null,
    })
  }
  return offer
}

function checkDates(offer: StoredOffer, body: ExperienceBookingRequestV1, index: number): void {
  for (const [field, expected] of [
    ['startAt', offer.startAt],
    ['endAt', offer.endAt],
  ] as const) {
    const sent = body[field]
    if (sent !== undefined && sent !== expected) {
      throw badRequest(ERROR_CODES.validationError, `${field} must be the priced date ${expected}.`, {
        param: `[${index}].${field}`,
        value: sent,
        expected,
      })
    }
  }
}

/** Every participant, matching the priced party: as many adults and children, children of the same ages. */
function checkTravelers(offer: StoredOffer, body: ExperienceBookingRequestV1, index: number): NewTraveler[] {
  const travelers = body.travelers
  const born = travelers.findIndex((traveler) => traveler.birthdate > offer.startAt)
  if (born !== -1) {
    throw badRequest(ERROR_CODES.validationError, 'A traveler cannot be born after the start date.', {
      param: `[${index}].travelers[${born}].birthdate`,
      value: travelers[born]?.birthdate ?? null,
    })
  }
  const ages = (dates: readonly string[]) =>
    dates.map((date) => ageOn(date, offer.startAt)).sort((a, b) => a - b)
  const expected = { adults: offer.adults, childrenAges: ages(offer.childrenBirthdates) }
  const received = {
    adults: travelers.filter((traveler) => traveler.kind === 'adult').length,
    childrenAges: ages(travelers.filter((traveler) => traveler.kind === 'child').map((t) => t.birthdate)),
  }
  if (JSON.stringify(expected) !== JSON.stringify(received)) {
    throw badRequest(
      ERROR_CODES.roomOccupancyMismatch,
      'The travelers do not match the priced party: list every participant, children with their birthdates.',
      { param: `[${index}].travelers`, expected, received },
    )
  }
  return travelers.map((traveler) => ({
    kind: traveler.kind,
    gender: traveler.gender,
    firstName: traveler.firstName,
    lastName: traveler.lastName,
    birthdate: traveler.birthdate,
    nationality: traveler.nationality ?? null,
    passportNumber: traveler.passportNumber ?? null,
    expirationDate: traveler.expirationDate ?? null,
    ageIsExact: traveler.ageIsExact ?? false,
  }))
}

function checkReplacement(
  context: SandboxContext,
  caller: Organization,
  body: ExperienceBookingRequestV1,
  index: number,
): number | null {
  const fileId = body.customerFileId ?? null
  if (fileId !== null && !customerFileExists(context.db, caller.id, fileId)) {
    throw badRequest(
      ERROR_CODES.validationError,
      'customerFileId is not a customer file of your organization.',
      {
        param: `[${index}].customerFileId`,
        value: fileId,
      },
    )
  }
  if (body.replaceBookingId === undefined || body.replaceBookingId === null) return null
  if (fileId === null) {
    throw badRequest(ERROR_CODES.validationError, 'replaceBookingId requires customerFileId.', {
      param: `[${index}].customerFileId`,
      value: null,
    })
  }
  const id = decodeId('booking', body.replaceBookingId)
  const replaced = id === null ? null : readBooking(context.db, id)
  if (replaced === null || replaced.organizationId !== caller.id) {
    throw new ApiError(404, 'NOT_FOUND', 'The booking to replace does not exist.', {
      param: `[${index}].replaceBookingId`,
      value: String(body.replaceBookingId),
    })
  }
  if (replaced.kind !== 'experience') {
    throw badRequest(
      ERROR_CODES.invalidParameter,
      'An experience booking replaces an experience booking; replace a hotel booking through POST /api/v3/bookings.',
      { param: `[${index}].replaceBookingId`, value: replaced.encodedId },
    )
  }
  if (replaced.state !== 'confirmed') {
    throw new ApiError(409, 'INVALID_STATE_TRANSITION', `A ${replaced.state} booking cannot be replaced.`, {
      param: `[${index}].replaceBookingId`,
      bookingId: replaced.encodedId,
      state: replaced.state,
    })
  }
  return replaced.id
}

/** The supplier may have closed the sale since pricing: archived experience, stop_sale period. */
function stillOnSale(context: SandboxContext, offer: StoredOffer, index: number) {
  const experience = getExperience(context.db, offer.experienceId)
  if (experience === null || experience.state !== 'available') {
    throw new ApiError(409, 'EXPERIENCE_NOT_BOOKABLE', 'This experience can no longer be booked.', {
      param: `[${index}].id`,
      experienceState: experience?.state ?? null,
    })
  }
  const period = getPeriod(context.db, offer.periodId)
  const covering = periodsCovering(context.db, offer.experienceId, offer.startAt, {
    endDate: offer.endAt,
    includeStopSale: true,
  })
  if (
    period === null ||
    period.state === 'stop_sale' ||
    covering.some((other) => other.state === 'stop_sale')
  ) {
    throw new ApiError(
      409,
      'STOP_SALE',
      'The supplier stopped the sale of this departure since it was priced.',
      {
        param: `[${index}].id`,
        startAt: offer.startAt,
      },
    )
  }
  return { experience, period }
}

export function prepareBooking(
  context: SandboxContext,
  caller: Organization,
  body: ExperienceBookingRequestV1,
  index: number,
): PreparedBooking {
  const offer = liveOffer(context, caller, body, index)
  checkDates(offer, body, index)
  const travelers = checkTravelers(offer, body, index)
  const replaceBookingId = checkReplacement(context, caller, body, index)
  const { experience, period } = stillOnSale(context, offer, index)
  const days = experience.type === 'program' ? getProgramDays(context.db, experience.id) : []
  const programDays = experience.type === 'program' ? Math.max(days.length, experience.durationDays ?? 0) : 0
  const extras = validateExtras(body.extras ?? [], {
    available: new Map(offer.extras.map((extra) => [extra.experienceId, extra])),
    party: { adults: offer.adults, childrenBirthdates: offer.childrenBirthdates },
    startAt: offer.startAt,
    programDays,
    param: `[${index}].extras`,
  })
  const selectedHotels = validateSelectedHotels(
    context.db,
    body.selectedHotels ?? [],
    days,
    experience.type === 'program',
    `[${index}].selectedHotels`,
  )
  return { index, body, offer, experience, period, travelers, extras, selectedHotels, replaceBookingId }
}
