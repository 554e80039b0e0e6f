import { randomUUID } from 'node:crypto'
import type { ExperienceBookingRequestV1 } from '../../../../src/shared/api/experiences-v1-booking'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { initialExperienceBookingState } from '../../../../src/shared/domain/booking-states'
import type { BookingRecord, LadderStep } from '../bookings/bookings.types'
import { insertExperienceBooking } from '../bookings/experience-bookings.repo'
import { getPeriod, releaseAllotment, takeAllotment } from '../experiences/experiences.repo'
import type { SandboxContext } from '../platform/context'
import { ApiError, badRequest } from '../platform/errors'
import type { Caller } from '../platform/organizations'
import { prepareBooking, type PreparedBooking } from './book.validate'
import { ownerName } from './names'
import { markOfferBooked } from './offers.repo'
import { hasSpots, partySize } from './pricing'

/**
 * POST /api/v1/experiences/book: every element is checked first, then all bookings are made in ONE transaction
 * (all or nothing: a failing element leaves no booking, no held spot, no used priceId). Each booking:
 * - takes the departure's spots (the period's allotment) when there are enough for the party; a free_sale period
 *   with spots confirms at once (`instant_booking`); anything else starts `pending` (dmcState `pending`) and waits
 *   for the simulated supplier;
 * - a departure priced with spots (`allotment: true`) that has lost them since answers 409 ALLOTMENT_TAKEN; one
 *   priced without spots is booked on request without holding any;
 * - marks its replaced booking `replaced` and gives that booking's spots back;
 * - elements without groupUuid share one generated for the call; elements without customerFileId share one new
 *   customer file per customer e-mail.
 */

/**
 * The sandbox's experience cancellation ladder, the demo suppliers' written policy ("free cancellation up to 48
 * hours before the start; 50% charged within 48 hours; no refund for no-shows"): free until 48 hours before
 * 00:00 UTC of the start date, 50% from then, 100% (non-refundable) from the start.
 */
export const EXPERIENCE_LADDER: LadderStep[] = [
  { fromHoursBefore: 48, percent: 50 },
  { fromHoursBefore: 0, percent: 100 },
]

function checkDuplicates(prepared: readonly PreparedBooking[]): void {
  const priceIds = new Set<string>()
  const replaced = new Set<number>()
  for (const item of prepared) {
    if (priceIds.has(item.offer.priceId)) {
      throw badRequest(ERROR_CODES.validationError, 'The same priceId appears twice in the array.', {
        param: `[${item.index}].id`,
        value: item.offer.priceId,
      })
    }
    priceIds.add(item.offer.priceId)
    if (item.replaceBookingId !== null) {
      if (replaced.has(item.replaceBookingId)) {
        throw badRequest(ERROR_CODES.validationError, 'The same booking is replaced twice in the array.', {
          param: `[${item.index}].replaceBookingId`,
          value: String(item.body.replaceBookingId),
        })
      }
      replaced.add(item.replaceBookingId)
    }
  }
}

const text = (value: string | null | undefined): string | null => value ?? null

function customerOf(body: ExperienceBookingRequestV1, fileId: string | null) {
  return {
    firstName: body.customerFirstName,
    lastName: body.customerLastName,
    email: body.customerEmail,
    phoneNumber: text(body.customerPhoneNumber),
    address: text(body.customerAddress),
    additionalAddress: text(body.customerAdditionalAddress),
    city: text(body.customerCity),
    zipCode: text(body.customerZipCode),
    company: text(body.customerCompany),
    fileId,
  }
}

function book(
  context: SandboxContext,
  caller: Caller,
  item: PreparedBooking,
  shared: { groupUuid: string; files: Map<string, string>; now: string },
): BookingRecord {
  const { body, offer, experience } = item
  // Read again inside the transaction: an earlier element of the same array may have taken spots of this period.
  const period = getPeriod(context.db, item.period.id) ?? item.period
  const pax = partySize({ adults: offer.adults, childrenBirthdates: offer.childrenBirthdates })
  const spots = hasSpots(period, pax)
  if (!spots && offer.allotment) {
    throw new ApiError(
      409,
      'ALLOTMENT_TAKEN',
      'The departure has no spots left for this party since it was priced.',
      {
        param: `[${item.index}].id`,
      },
    )
  }
  const state = spots ? initialExperienceBookingState(period.state) : 'pending'
  const email = body.customerEmail.toLowerCase()
  const fileId = body.customerFileId ?? shared.files.get(email) ?? null
  const record = insertExperienceBooking(
    context.db,
    {
      organizationId: caller.organization.id,
      userId: caller.user?.id ?? null,
      currency: offer.currency,
      state,
      dmcState: state === 'confirmed' ? 'instant_booking' : 'pending',
      allotmentAvailable: spots,
      customer: customerOf(body, fileId),
      internalReference: text(body.customerInternalReference),
      tourOperatorName: text(body.tourOperatorName),
      networkName: text(body.networkName),
      note: text(body.note),
      // v1 `lang` is a string: without one, the texts are the English ones (as for hotel bookings' default locale).
      lang: text(body.lang)?.toLowerCase() ?? 'en',
      groupUuid: body.groupUuid ?? shared.groupUuid,
      replaceBookingId: item.replaceBookingId,
      searchedParty: [{ adults: offer.adults, childrenBirthdates: offer.childrenBirthdates }],
      line: {
        experienceId: experience.id,
        experienceName: experienceName(experience, body.lang),
        experienceType: experience.type,
        supplierOrganizationId: experience.organizationId,
        supplierName: ownerName(experience),
        periodId: period.id,
        periodState: period.state,
        startAt: offer.startAt,
        endAt: offer.endAt,
        adults: offer.adults,
        childrenBirthdates: offer.childrenBirthdates,
        price: offer.price,
        priceWithoutPromo: offer.priceWithoutPromo,
        promotions: offer.promotions,
        ladder: EXPERIENCE_LADDER,
        selectedHotels: item.selectedHotels,
        toReference: text(body.toReference),
        tripId: text(body.tripId),
        priceId: offer.priceId,
        travelers: item.travelers,
        extras: item.extras,
      },
    },
    shared.now,
  )
  if (body.customerFileId === undefined || body.customerFileId === null) {
    shared.files.set(email, record.customer.fileId)
  }
  if (spots) {
    const held = takeAllotment(context.db, {
      periodId: period.id,
      bookingId: record.id,
      date: offer.startAt,
      pax,
      now: shared.now,
    })
    if (!held.ok) {
      throw new ApiError(
        409,
        held.reason === 'stop_sale' ? 'STOP_SALE' : 'ALLOTMENT_TAKEN',
        'The departure can no longer be booked.',
        {
          param: `[${item.index}].id`,
          reason: held.reason,
        },
      )
    }
  }
  markOfferBooked(context.db, offer, record.id)
  // The replaced booking no longer holds its spots.
  if (item.replaceBookingId !== null) releaseAllotment(context.db, item.replaceBookingId)
  return record
}

function experienceName(experience: PreparedBooking['experience'], lang: string | null | undefined): string {
  const texts = experience.texts
  const locale = (lang ?? 'en').toLowerCase().slice(0, 2)
  return texts[locale]?.name ?? texts.en?.name ?? Object.values(texts).find((entry) => entry.name)?.name ?? ''
}

export function createExperienceBookings(
  context: SandboxContext,
  caller: Caller,
  bodies: readonly ExperienceBookingRequestV1[],
): BookingRecord[] {
  const prepared = bodies.map((body, index) => prepareBooking(context, caller.organization, body, index))
  checkDuplicates(prepared)
  const shared = {
    groupUuid: randomUUID(),
    files: new Map<string, string>(),
    now: context.clock.now().toISOString(),
  }
  return context.db.transaction(() => prepared.map((item) => book(context, caller, item, shared)))()
}
