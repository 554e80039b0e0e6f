import type { BedChoice, Supplier } from '../../../../src/shared/api/availability'
import { encodedId } from '../rates/encoded-ids'
import {
  buildCancelConditions,
  buildHotelFees,
  buildMealPlans,
  buildTags,
  mandatorySupplementNames,
} from '../rates/conditions'
import type { HotelRateProfile, Occupancy, RateSpec, RoomSpec, SupplierOffer } from '../rates/model'
import type { PricedRate } from '../rates/pricing'
import type { StayContext } from '../rates/stay'
import { localize, ROOM_TYPES, SUPPLIERS, type Locale } from '../rates/texts'

/** The wire forms of a supplier, a room's texts and a bed choice (one priced rate). */

export function supplierWire(offer: SupplierOffer): Supplier {
  return { name: SUPPLIERS[offer.code].name, code: offer.code, flux: offer.flux }
}

export function roomName(room: RoomSpec, locale: Locale): string {
  return localize((ROOM_TYPES[room.typeIndex] ?? ROOM_TYPES[1])!.name, locale)
}

export function roomDescription(room: RoomSpec, locale: Locale): string {
  return localize((ROOM_TYPES[room.typeIndex] ?? ROOM_TYPES[1])!.description, locale)
}

export interface BedChoiceInput {
  /** Encoded bed choice id (unique in its handshake). */
  id: string
  profile: HotelRateProfile
  offer: SupplierOffer
  room: RoomSpec
  rate: RateSpec
  priced: PricedRate
  stay: StayContext
  occupancy: Occupancy
  currency: string
  locale: Locale
  nowMs: number
  /**
   * Total the cancellation deductions are computed on; null for a room above the last level of a bed-bank
   * combination, whose conditions the last room carries (ladder rule 5): its list is then [].
   */
  ladderBasis: number | null
}

export function bedChoiceWire(input: BedChoiceInput): BedChoice {
  const { room, rate, priced, stay, locale, offer } = input
  const mealPlans = buildMealPlans(rate.board, stay, locale)
  const cancelConditions =
    input.ladderBasis === null ? [] : buildCancelConditions(rate.ladder, stay, input.ladderBasis, input.nowMs)
  const boardNames = [...new Set(mealPlans.map((plan) => plan.label))]
  const rateName = localize(rate.name, locale)
  return {
    id: input.id,
    name: boardNames.length === 0 ? rateName : `${rateName}, ${boardNames.join(' / ')}`,
    currency: input.currency,
    totalPriceWithPromo: priced.totalPriceWithPromo,
    totalPriceWithoutPromo: priced.totalPriceWithoutPromo,
    hasExtraBed: priced.hasExtraBed,
    promotions: promotionsWire(offer, rate, priced, locale),
    promotionInfo:
      priced.promotion === null
        ? null
        : {
            promotionId: encodedId('promotion', priced.promotion.id),
            kind: priced.promotion.kind,
            discount: priced.discount,
            upgradedFromRoom:
              priced.promotion.upgradedFromTypeIndex === null
                ? null
                : localize(
                    (ROOM_TYPES[priced.promotion.upgradedFromTypeIndex] ?? ROOM_TYPES[1])!.name,
                    locale,
                  ),
            upgradedToRoom: priced.promotion.kind === 'upgrade_room' ? roomName(room, locale) : null,
          },
    cancelConditions,
    contractingConditions:
      rate.contractingConditions === null ? null : localize(rate.contractingConditions, locale),
    checkInInstructions:
      rate.checkInInstructions === null ? null : localize(rate.checkInInstructions, locale),
    tags: buildTags(cancelConditions, priced.hasExtraBed, mealPlans, input.nowMs, locale),
    mealPlans,
    hotelFees: buildHotelFees(rate, stay, input.occupancy, input.profile.feesCurrency, locale),
    mandatorySupplements: mandatorySupplementNames(rate, stay, locale),
    optionalSupplements: rate.optionalSupplements.map((name) => localize(name, locale)),
  }
}

/**
 * Own inventory: the priced promotion (when the stay meets its conditions) and the optional perks, with ids.
 * Bed banks: their deal, already priced, with id null. Channel manager rates carry none.
 */
function promotionsWire(
  offer: SupplierOffer,
  rate: RateSpec,
  priced: PricedRate,
  locale: Locale,
): BedChoice['promotions'] {
  const promotions: BedChoice['promotions'] = []
  if (priced.promotion !== null) {
    promotions.push({
      id: encodedId('promotion', priced.promotion.id),
      name: localize(priced.promotion.name, locale),
    })
  }
  for (const perk of rate.perks)
    promotions.push({ id: encodedId('promotion', perk.id), name: localize(perk.name, locale) })
  if (rate.supplierDeal !== null && offer.code !== 'supplier_own') {
    promotions.push({ id: null, name: localize(rate.supplierDeal, locale) })
  }
  return promotions
}
