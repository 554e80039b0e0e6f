import type { BedChoice } from '../../../../src/shared/api/availability'
import type { ParsedBookingRequest } from '../../../../src/shared/api/bookings-v3'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { decodeId } from '../../../../src/shared/domain/ids'
import { roundMoney, sumMoney } from '../../../../src/shared/domain/money'
import type { NewBookedRoom, NewTraveler } from '../bookings/bookings.types'
import { badRequest } from '../platform/errors'
import { ladderForBookedTotal } from '../rates/conditions'

/**
 * Turns the resolved bed choices into booked rooms: the price per the request's promotion choice, the promotions
 * echoed, and the bed choice details the booking keeps (ladder rescaled to the booked price).
 */
export interface BookingPick {
  index: number
  input: ParsedBookingRequest['rooms'][number]
  supplierCode: string
  roomId: number
  roomName: string
  instant: boolean
  ladderBasis: number | null
  wire: BedChoice
}

export interface PricedPick extends BookingPick {
  price: number
  /** Echo: the promotion booked (encoded), null when none or for a bed bank. */
  promotionId: string | null
  optionalPromotionIds: string[]
  promotionNames: string[]
}

const BED_BANKS = new Set(['supplier_bedbank_a', 'supplier_bedbank_b'])

function matchPromotion(wire: BedChoice, sent: string | number, param: string): { id: string; name: string } {
  const wanted = decodeId('promotion', typeof sent === 'number' ? sent : sent.trim())
  const found = wire.promotions.find(
    (promotion) => promotion.id !== null && decodeId('promotion', promotion.id) === wanted,
  )
  if (wanted === null || found === undefined || found.id === null) {
    throw badRequest(ERROR_CODES.validationError, `${param} is not a promotion of this bed choice.`, {
      param,
      value: sent,
    })
  }
  return { id: found.id, name: found.name }
}

/**
 * promotionId (promotionInfo.promotionId or a promotions[].id) books at totalPriceWithPromo, its absence at
 * totalPriceWithoutPromo. Bed-bank promotions are already priced (with = without) and nothing is echoed.
 */
export function pricePick(pick: BookingPick): PricedPick {
  const { wire, input } = pick
  if (BED_BANKS.has(pick.supplierCode)) {
    return {
      ...pick,
      price: wire.totalPriceWithPromo,
      promotionId: null,
      optionalPromotionIds: [],
      promotionNames: [],
    }
  }
  const names: string[] = []
  let promotionId: string | null = null
  if (input.promotionId !== undefined && input.promotionId !== null) {
    const match = matchPromotion(wire, input.promotionId, `rooms[${pick.index}].promotionId`)
    promotionId = match.id
    const applied = wire.promotions.find((promotion) => promotion.id === wire.promotionInfo?.promotionId)
    if (applied !== undefined) names.push(applied.name)
    if (!names.includes(match.name)) names.push(match.name)
  }
  const optionalPromotionIds = (input.optionalPromotionIds ?? []).map((sent, position) => {
    const match = matchPromotion(wire, sent, `rooms[${pick.index}].optionalPromotionIds[${position}]`)
    if (!names.includes(match.name)) names.push(match.name)
    return match.id
  })
  return {
    ...pick,
    price: promotionId === null ? wire.totalPriceWithoutPromo : wire.totalPriceWithPromo,
    promotionId,
    optionalPromotionIds: [...new Set(optionalPromotionIds)],
    promotionNames: names,
  }
}

function traveler(input: ParsedBookingRequest['rooms'][number]['travelers'][number]): NewTraveler {
  return {
    kind: input.kind,
    gender: input.gender,
    firstName: input.firstName,
    lastName: input.lastName,
    birthdate: input.birthdate,
    nationality: input.nationality ?? null,
    passportNumber: input.passportNumber ?? null,
    expirationDate: input.expirationDate ?? null,
    ageIsExact: input.ageIsExact ?? false,
  }
}

/**
 * The booked rooms in request order, each with the ladder of its rooms answer for what is booked
 * (`ladderForBookedTotal`): the room's price, or for a combination (whose last room carries the whole
 * combination's ladder) the sum of the branch.
 */
export function bookedRooms(
  picks: readonly PricedPick[],
  nights: number,
  combination: boolean,
): NewBookedRoom[] {
  const combinationTotal = sumMoney(picks.map((pick) => pick.price))
  return picks.map((pick) => {
    const { wire } = pick
    const basis = pick.ladderBasis
    const bookedTotal = combination ? combinationTotal : pick.price
    return {
      hotelRoomId: pick.roomId,
      name: pick.roomName,
      price: pick.price,
      supplierCode: pick.supplierCode,
      bedChoice: {
        id: wire.id,
        name: wire.name,
        currency: wire.currency,
        totalPriceWithoutPromo: wire.totalPriceWithoutPromo,
        totalPriceWithPromo: wire.totalPriceWithPromo,
        pricePerDay: roundMoney(pick.price / nights),
        contractingConditions: wire.contractingConditions,
        checkInInstructions: wire.checkInInstructions,
        hotelFees: wire.hotelFees,
        cancelConditions:
          basis === null ? wire.cancelConditions : ladderForBookedTotal(wire.cancelConditions, bookedTotal),
        mealPlans: wire.mealPlans,
        promotions: pick.promotionNames,
        tags: wire.tags,
      },
      travelers: pick.input.travelers.map(traveler),
    }
  })
}

/** Echo of the request's room fields in the response. */
export function roomEcho(pick: PricedPick): {
  bedCompositionId: string
  promotionId: string | null
  optionalPromotionIds: string[]
} {
  return {
    bedCompositionId: pick.wire.id,
    promotionId: pick.promotionId,
    optionalPromotionIds: pick.optionalPromotionIds,
  }
}
