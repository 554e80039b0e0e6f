import { randomUUID } from 'node:crypto'
import type { PriceChangedDetails } from '../../../../src/shared/api/bookings-v3'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { roundMoney, sumMoney } from '../../../../src/shared/domain/money'
import type { SearchedRoom } from '../../../../src/shared/domain/travelers'
import { bedChoiceIdAllocator, HANDSHAKE_LIFETIME_MS, saveHandshake } from '../availability/handshakes.repo'
import { toOccupancy, type SearchedRoomQuery } from '../availability/query'
import { bedChoiceRecord, type BedChoiceRecord, type RoomsInput } from '../availability/rooms.builder'
import type { SandboxContext } from '../platform/context'
import { ApiError } from '../platform/errors'
import type { Organization } from '../platform/organizations'
import { hotelProfile } from '../rates/cache'
import { currencyFactor, priceRate } from '../rates/pricing'
import { stayFor } from '../rates/stay'
import { parseLocale } from '../rates/texts'
import type { BookingPick } from './booked-rooms'
import type { ResolvedOffer } from './offer'

/**
 * supplier_bedbank_a re-search when travelers' ages at check-in differ from the search (and every searched
 * traveler is listed): the same rooms and rates are priced again with the travelers' birthdates. Same or lower
 * total: the booking goes ahead at the new price with the new party. Higher: 409 PRICE_CHANGED_FOR_TRAVELERS
 * with a fresh handshake holding the re-priced branch. A room or rate that no longer fits: 409
 * OFFER_NO_LONGER_AVAILABLE.
 */
export interface RepricedOffer {
  picks: BookingPick[]
  /** The party the booking is now priced for (the travelers' birthdates). */
  party: SearchedRoomQuery[]
}

export function repriceForTravelers(
  ctx: SandboxContext,
  organization: Organization,
  offer: ResolvedOffer,
  researchRooms: readonly SearchedRoom[],
): RepricedOffer {
  const { handshake } = offer
  const nowMs = ctx.clock.nowMs()
  const party: SearchedRoomQuery[] = researchRooms.map((room, index) => ({
    adults: room.adults,
    childrenBirthdates: [...room.childrenBirthdates],
    firstAdultNationality: handshake.rooms[index]?.firstAdultNationality ?? null,
  }))
  const profile = hotelProfile(ctx.options.seed, offer.hotel)
  const supplier = profile.suppliers.find((candidate) => candidate.code === offer.supplierCode)
  const input: RoomsInput = {
    profile,
    stay: stayFor(handshake.checkIn, handshake.checkOut),
    occupancies: party.map((room) => toOccupancy(room, handshake.checkIn)),
    suppliers: null,
    used: new Map(),
    currency: handshake.currency,
    fx: currencyFactor(handshake.currency),
    locale: parseLocale(handshake.locale),
    nowMs,
    sort: [],
    nextId: bedChoiceIdAllocator(ctx.db),
  }
  const gone = (): ApiError =>
    new ApiError(
      409,
      ERROR_CODES.offerNoLongerAvailable,
      'Searched again with the travelers’ ages, the offer is no longer available.',
      {
        requestId: handshake.requestId,
      },
    )
  const levels = offer.rooms.map(({ choice }, index) => {
    const room = supplier?.rooms.find((candidate) => candidate.id === choice.roomId)
    const rate = room?.rates.find((candidate) => candidate.key === choice.rateKey)
    const occupancy = input.occupancies[index]!
    const priced =
      room === undefined || rate === undefined
        ? null
        : priceRate(profile, room, rate, input.stay, occupancy, offer.rooms.length, input.fx)
    if (supplier === undefined || room === undefined || rate === undefined || priced === null) throw gone()
    return { supplier, room, rate, priced, occupancy, choice }
  })
  const previousTotal = sumMoney(offer.rooms.map(({ choice }) => choice.wire.totalPriceWithPromo))
  const totalPrice = sumMoney(levels.map((level) => level.priced.totalPriceWithPromo))

  const records: BedChoiceRecord[] = []
  levels.forEach((level, index) => {
    const last = index === levels.length - 1
    records.push(
      bedChoiceRecord(input, level.supplier, level.room, level.rate, level.priced, level.occupancy, {
        level: level.choice.level,
        parentId: index === 0 ? null : records[index - 1]!.id,
        pathKey: level.choice.pathKey,
        ladderBasis:
          last || level.choice.level === null
            ? roundMoney(last ? totalPrice : level.priced.totalPriceWithPromo)
            : null,
      }),
    )
  })

  if (totalPrice > previousTotal) {
    const requestId = randomUUID()
    const expiresAt = new Date(nowMs + HANDSHAKE_LIFETIME_MS).toISOString()
    saveHandshake(
      ctx.db,
      {
        requestId,
        organizationId: organization.id,
        hotelId: handshake.hotelId,
        checkIn: handshake.checkIn,
        checkOut: handshake.checkOut,
        rooms: party,
        currency: handshake.currency,
        locale: handshake.locale,
        tripId: handshake.tripId,
        replaceBookingId: handshake.replaceBookingId,
        createdAt: new Date(nowMs).toISOString(),
        expiresAt,
      },
      records,
    )
    const details: PriceChangedDetails = {
      requestId,
      expiresAt,
      currency: handshake.currency,
      previousTotalPrice: previousTotal,
      totalPrice,
      rooms: records.map((record) => ({ bedCompositionId: record.wire.id })),
    }
    throw new ApiError(
      409,
      ERROR_CODES.priceChangedForTravelers,
      'The travelers’ ages raise the price: book again with the new requestId to accept it.',
      details,
    )
  }
  return {
    party,
    picks: records.map((record, index) => ({
      index,
      input: offer.rooms[index]!.input,
      supplierCode: record.supplierCode,
      roomId: record.roomId,
      roomName: record.roomName,
      instant: record.instant,
      ladderBasis: record.ladderBasis,
      wire: record.wire,
    })),
  }
}
