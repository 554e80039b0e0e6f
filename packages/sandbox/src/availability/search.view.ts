import type {
  AvailabilityPromotion,
  HotelAvailabilityItem,
  RoomPreview,
} from '../../../../src/shared/api/availability'
import { encodedId } from '../rates/encoded-ids'
import { buildMealPlans, refundabilityCode } from '../rates/conditions'
import type { HotelRateProfile } from '../rates/model'
import { hotelPromotions, roomHasAllotment, type Headline, type PromotionRef } from '../rates/offers'
import type { SearchContext } from '../rates/search-context'
import { priceRate, roomFits, type PricedRate } from '../rates/pricing'
import { localize, type Locale } from '../rates/texts'
import { roomDescription, roomName, supplierWire } from './bed-choice.view'

/** A preview shows the cheapest rooms; the rooms endpoint lists them all (README). */
const MAX_PREVIEW_ROOMS = 5

/** The wire item of one hotel in the availability search (only built for the hotels of the page). */
export function availabilityItem(
  profile: HotelRateProfile,
  headline: Headline,
  context: SearchContext,
  view: { currency: string; locale: Locale; nowMs: number },
): HotelAvailabilityItem {
  return {
    id: encodedId('hotel', profile.hotelId),
    name: profile.hotelName,
    price: headline.price,
    currency: view.currency,
    promotions: hotelPromotions(profile, headline, context).map((ref) => promotionWire(ref, view.locale)),
    instantAvailability: headline.instant,
    minimumStay: headline.minimumStay,
    rooms: roomPreviews(profile, headline, context, view),
  }
}

function promotionWire(ref: PromotionRef, locale: Locale): AvailabilityPromotion {
  if (ref.kind === 'deal') {
    return {
      id: null,
      name: localize(ref.rate.supplierDeal ?? { en: 'Supplier deal' }, locale),
      numberOfNights: 1,
      minNumberOfRooms: 1,
    }
  }
  const promotion =
    ref.rate.promotion?.id === ref.promotionId
      ? ref.rate.promotion
      : ref.rate.perks.find((perk) => perk.id === ref.promotionId)
  return {
    id: encodedId('promotion', ref.promotionId),
    name: promotion === undefined ? '' : localize(promotion.name, locale),
    numberOfNights: ref.numberOfNights,
    minNumberOfRooms: ref.minNumberOfRooms,
  }
}

/**
 * One preview per room of the suppliers that can price the whole party: the room's cheapest rate for the first
 * requested occupancy it fits, cheapest rooms first.
 */
function roomPreviews(
  profile: HotelRateProfile,
  headline: Headline,
  context: SearchContext,
  view: { locale: Locale; nowMs: number },
): RoomPreview[] {
  const previews: RoomPreview[] = []
  for (const [supplierIndex, offer] of profile.suppliers.entries()) {
    if ((headline.completeMask & (1 << supplierIndex)) === 0) continue
    for (const room of offer.rooms) {
      if (!roomHasAllotment(room, context.used)) continue
      const group = context.groups.find((candidate) => roomFits(room, candidate.occupancy))
      if (group === undefined) continue
      let best: { priced: PricedRate; rate: (typeof room.rates)[number] } | null = null
      for (const rate of room.rates) {
        const priced = priceRate(
          profile,
          room,
          rate,
          context.stay,
          group.occupancy,
          context.occupancies.length,
          context.fx,
        )
        if (
          priced !== null &&
          (best === null || priced.totalPriceWithPromo < best.priced.totalPriceWithPromo)
        ) {
          best = { priced, rate }
        }
      }
      if (best === null) continue
      const mealPlans = buildMealPlans(best.rate.board, context.stay, view.locale)
      // Coded tags by code, board tags by their wording (they have no code); same tags as the bed choice's.
      const tags: string[] = []
      const refundability = refundabilityCode(best.rate.ladder, context.stay, view.nowMs)
      if (refundability !== null) tags.push(refundability)
      if (best.priced.hasExtraBed) tags.push('extra_bed')
      for (const plan of mealPlans) tags.push(plan.label)
      previews.push({
        id: encodedId('room', room.id),
        name: roomName(room, view.locale),
        description: roomDescription(room, view.locale),
        price: best.priced.totalPriceWithPromo,
        minimumStay: best.rate.minimumStay,
        tags,
        mealPlans,
        instantAvailability: room.instant,
        supplier: supplierWire(offer),
      })
    }
  }
  return previews.sort((a, b) => a.price - b.price).slice(0, MAX_PREVIEW_ROOMS)
}
