import type { ParsedBookingRequest } from '../../../../src/shared/api/bookings-v3'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import {
  dmcStateForInitialState,
  initialHotelBookingState,
} from '../../../../src/shared/domain/booking-states'
import { pricesAsCombination } from '../../../../src/shared/domain/cancellation'
import { decodeId } from '../../../../src/shared/domain/ids'
import { sumMoney } from '../../../../src/shared/domain/money'
import { checkOccupancyFit, decideTravelerBooking } from '../../../../src/shared/domain/travelers'
import { markHandshakeUsed } from '../availability/handshakes.repo'
import { checkReplaceableBooking } from '../availability/pricing-context'
import type { SearchedRoomQuery } from '../availability/query'
import { customerFileExists, insertHotelBooking } from '../bookings/bookings.repo'
import type { SandboxContext } from '../platform/context'
import { ApiError, badRequest } from '../platform/errors'
import type { Caller } from '../platform/organizations'
import { releaseAllotment, takeAllotment, usedUnits } from '../rates/allotments.repo'
import { hotelProfile } from '../rates/cache'
import { stayFor } from '../rates/stay'
import type { Locale } from '../rates/texts'
import { bookedRooms, pricePick, type BookingPick, type PricedPick } from './booked-rooms'
import { resolveOffer, type ResolvedOffer } from './offer'
import { repriceForTravelers } from './reprice'

export interface CreatedBooking {
  bookingId: number
  picks: PricedPick[]
}

/**
 * POST /api/v3/bookings: resolve the offer from the handshake, fit the travelers to the priced party (re-pricing
 * supplier_bedbank_a when ages differ), apply the promotion choices, take the allotment and store the booking
 * (which marks a replaced booking `replaced`), all in one transaction.
 */
export function createBooking(
  ctx: SandboxContext,
  caller: Caller,
  body: ParsedBookingRequest,
  locale: Locale,
): CreatedBooking {
  const organization = caller.organization
  const offer = resolveOffer(ctx, organization, body)
  const { handshake } = offer
  const replaceBookingId = replaceTarget(body)
  if (replaceBookingId !== null) checkReplaceableBooking(ctx.db, organization, replaceBookingId)
  const fileId = body.customer.fileId ?? null
  if (fileId !== null && !customerFileExists(ctx.db, organization.id, fileId)) {
    throw badRequest(
      ERROR_CODES.validationError,
      'customer.fileId is not a customer file of your organization.',
      {
        param: 'customer.fileId',
        value: fileId,
      },
    )
  }

  const { picks, party } = fitTravelers(ctx, caller, offer, body)
  const priced = picks.map(pricePick)
  const combination = pricesAsCombination(offer.supplierCode)
  const stay = stayFor(handshake.checkIn, handshake.checkOut)
  const rooms = bookedRooms(priced, stay.nights, combination)
  const state = initialHotelBookingState(priced.map((pick) => pick.instant))

  const bookingId = ctx.db.transaction(() => {
    // Only a booking that really replaces another gets its units (the search merely showed them as free).
    const units = allotmentNeeded(ctx, offer, priced, replaceBookingId)
    const record = insertHotelBooking(
      ctx.db,
      {
        organizationId: organization.id,
        userId: caller.user?.id ?? null,
        hotelId: handshake.hotelId,
        checkIn: handshake.checkIn,
        checkOut: handshake.checkOut,
        currency: handshake.currency,
        totalPrice: sumMoney(priced.map((pick) => pick.price)),
        totalPriceWithoutPromo: sumMoney(priced.map((pick) => pick.wire.totalPriceWithoutPromo)),
        state,
        dmcState: dmcStateForInitialState(state),
        allotmentAvailable: state === 'confirmed',
        supplierCode: offer.supplierCode,
        customer: {
          firstName: body.customer.firstName,
          lastName: body.customer.lastName,
          email: body.customer.email,
          phoneNumber: body.customer.phoneNumber ?? null,
          address: body.customer.address ?? null,
          additionalAddress: body.customer.additionalAddress ?? null,
          city: body.customer.city ?? null,
          zipCode: body.customer.zipCode ?? null,
          company: body.customer.company ?? null,
          fileId,
        },
        internalReference: body.internalReference ?? null,
        tourOperatorName: body.tourOperatorName ?? null,
        networkName: body.networkName ?? null,
        note: body.note ?? null,
        lang: locale,
        requestId: handshake.requestId,
        searchedParty: party.map((room) => ({
          adults: room.adults,
          childrenBirthdates: room.childrenBirthdates,
        })),
        replaceBookingId,
        rooms,
      },
      ctx.clock.now().toISOString(),
    )
    takeAllotment(ctx.db, record.id, handshake.hotelId, stay.nightDates, units)
    // The replaced booking no longer holds its rooms.
    if (replaceBookingId !== null) releaseAllotment(ctx.db, replaceBookingId)
    markHandshakeUsed(ctx.db, handshake.requestId, record.id)
    return record.id
  })()
  return { bookingId, picks: priced }
}

function replaceTarget(body: ParsedBookingRequest): number | null {
  const sent = body.replaceBookingId
  if (sent === undefined || sent === null) return null
  const id = decodeId('booking', typeof sent === 'number' ? sent : sent)
  if (id === null)
    throw new ApiError(404, ERROR_CODES.notFound, 'The booking to replace does not exist.', {
      replaceBookingId: sent,
    })
  return id
}

/**
 * Traveler rules: per room, no more adults or children than searched and children's ages among the searched
 * ones; fewer travelers keep the searched party and price; a differing age re-prices supplier_bedbank_a when
 * every searched traveler is listed, and is 400 ROOM_OCCUPANCY_MISMATCH otherwise.
 */
function fitTravelers(
  ctx: SandboxContext,
  caller: Caller,
  offer: ResolvedOffer,
  body: ParsedBookingRequest,
): { picks: BookingPick[]; party: SearchedRoomQuery[] } {
  const { handshake } = offer
  const fit = checkOccupancyFit(handshake.rooms, body.rooms, handshake.checkIn)
  const decision = decideTravelerBooking(fit, offer.supplierCode)
  if (decision.action === 'reject') {
    const param =
      fit.status === 'mismatch' && fit.roomIndex !== null ? `rooms[${fit.roomIndex}].travelers` : 'rooms'
    throw badRequest(decision.code ?? ERROR_CODES.validationError, decision.message, { param })
  }
  if (decision.action === 'research')
    return repriceForTravelers(ctx, caller.organization, offer, decision.rooms)
  return {
    party: handshake.rooms,
    picks: offer.rooms.map(({ index, input, choice }) => ({
      index,
      input,
      supplierCode: choice.supplierCode,
      roomId: choice.roomId,
      roomName: choice.roomName,
      instant: choice.instant,
      ladderBasis: choice.ladderBasis,
      wire: choice.wire,
    })),
  }
}

/**
 * Units of limited rooms the booking takes, checked against what is left for every night of the stay (the
 * replaced booking's units count as free). Not enough left: 409, the offer is no longer bookable.
 */
function allotmentNeeded(
  ctx: SandboxContext,
  offer: ResolvedOffer,
  picks: readonly PricedPick[],
  releasedBookingId: number | null,
): Map<number, number> {
  const profile = hotelProfile(ctx.options.seed, offer.hotel)
  const limits = new Map<number, number>()
  for (const supplier of profile.suppliers) {
    for (const room of supplier.rooms) if (room.allotment !== null) limits.set(room.id, room.allotment)
  }
  const needed = new Map<number, number>()
  for (const pick of picks)
    if (limits.has(pick.roomId)) needed.set(pick.roomId, (needed.get(pick.roomId) ?? 0) + 1)
  if (needed.size === 0) return needed
  const used = usedUnits(ctx.db, offer.handshake.checkIn, offer.handshake.checkOut, releasedBookingId)
  for (const [roomId, units] of needed) {
    if ((used.get(roomId) ?? 0) + units > (limits.get(roomId) ?? 0)) {
      throw new ApiError(
        409,
        'ALLOTMENT_TAKEN',
        'The hotel offer is no longer bookable: its allotment has been taken.',
        {
          requestId: offer.handshake.requestId,
        },
      )
    }
  }
  return needed
}
