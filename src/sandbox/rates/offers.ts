import type { SupplierCode } from '../../shared/api/availability'
import type { HotelRateProfile, Occupancy, RateSpec, RoomSpec, SupplierOffer } from './model'
import {
  extraBedCost,
  partyFigures,
  promotionDiscountEur,
  rateExtras,
  roomFits,
  roomPartyFactor,
  roundPrice,
  withPromotionEur,
  type PartyFigures,
} from './pricing'
import type { StayContext } from './stay'

/**
 * What a search needs to price hotels: the stay, the requested rooms, the suppliers kept and the allotment
 * already taken. Built once per request; every hotel is priced against it.
 */
export interface SearchContext {
  stay: StayContext
  /** Requested rooms, in request order. */
  occupancies: readonly Occupancy[]
  /** Distinct occupancies and how many requested rooms have each (two identical rooms price once). */
  groups: readonly { occupancy: Occupancy; count: number }[]
  /** null = every supplier. */
  suppliers: ReadonlySet<SupplierCode> | null
  /** Units taken per room id over the stay (allotments.repo usedUnits). */
  used: ReadonlyMap<number, number>
  /** EUR -> the caller's currency. */
  fx: number
}

export function groupOccupancies(occupancies: readonly Occupancy[]): SearchContext['groups'] {
  const groups: { occupancy: Occupancy; count: number; key: string }[] = []
  for (const occupancy of occupancies) {
    const key = `${occupancy.adults}:${[...occupancy.childrenAges].sort((a, b) => a - b).join('.')}`
    const group = groups.find((candidate) => candidate.key === key)
    if (group === undefined) groups.push({ occupancy, count: 1, key })
    else group.count++
  }
  return groups
}

/** A limited room is sellable while units are left for the busiest night of the stay. */
export function roomHasAllotment(room: RoomSpec, used: ReadonlyMap<number, number>, needed = 1): boolean {
  return room.allotment === null || (used.get(room.id) ?? 0) + needed <= room.allotment
}

/** A promotion shown on the availability item: an own promotion or perk (with id), or a bed bank's deal (id null). */
export type PromotionRef =
  | { kind: 'own'; promotionId: number; rate: RateSpec; numberOfNights: number; minNumberOfRooms: number }
  | { kind: 'deal'; supplier: SupplierCode; rate: RateSpec }

export interface Headline {
  hotelId: number
  /** Position in the catalog's relevance order (the last sort key). */
  rank: number
  /** Lowest bookable total (promotions applied) for the whole stay and party, caller's currency; null = none. */
  price: number | null
  /** Some supplier can book every requested room at once (no on-request room needed). */
  instant: boolean
  /** Smallest minimum stay among the rates that fit the party (0 when none fits). */
  minimumStay: number
  promotionsCount: number
  /** Bit i set: profile.suppliers[i] can price every requested room. */
  completeMask: number
  /** At least one of the selected suppliers sells this hotel. */
  offered: boolean
}

// Scratch lists reused by every hotelHeadline call: the search prices hundreds of hotels per request, and
// allocating per hotel showed up as garbage-collection time in the benchmark.
const scratchRates: RateSpec[] = []
const scratchDeals: SupplierCode[] = []

/**
 * Prices one hotel for the search: per supplier, the cheapest sellable rate for each requested room; the hotel's
 * price is the cheapest supplier total. The inner loop is arithmetic on cached profiles (see pricing.ts).
 */
export function hotelHeadline(profile: HotelRateProfile, context: SearchContext, rank: number): Headline {
  const { stay, groups, used } = context
  const roomsCount = context.occupancies.length
  const seasonSum = stay.seasonSums[profile.season]
  const parties = partiesOf(context)
  let best = Infinity
  let instant = false
  let minimumStay = Infinity
  let offered = false
  let completeMask = 0
  scratchRates.length = 0
  scratchDeals.length = 0
  for (let supplierIndex = 0; supplierIndex < profile.suppliers.length; supplierIndex++) {
    const offer = profile.suppliers[supplierIndex] as SupplierOffer
    if (context.suppliers !== null && !context.suppliers.has(offer.code)) continue
    offered = true
    const promotionsMark = scratchRates.length
    let total = 0
    let complete = true
    let allInstant = true
    for (let groupIndex = 0; groupIndex < groups.length; groupIndex++) {
      const party = parties[groupIndex] as PartyFigures
      let cheapest = Infinity
      let instantFound = false
      const rooms = offer.rooms
      for (let roomIndex = 0; roomIndex < rooms.length; roomIndex++) {
        const room = rooms[roomIndex] as RoomSpec
        if (party.adults < 1 || party.guests < room.minCapacity || party.guests > room.maxCapacity) continue
        if (room.allotment !== null && (used.get(room.id) ?? 0) >= room.allotment) continue
        const roomFactor = roomPartyFactor(room, party, seasonSum)
        const extraBeds = extraBedCost(room, party, stay.nights)
        const rates = room.rates
        for (let rateIndex = 0; rateIndex < rates.length; rateIndex++) {
          const rate = rates[rateIndex] as RateSpec
          if (rate.minimumStay < minimumStay) minimumStay = rate.minimumStay
          if (rate.minimumStay > stay.nights) continue
          const base = rate.baseNight * roomFactor + extraBeds + rateExtras(rate, stay, party)
          const price = withPromotionEur(rate, base, stay, roomsCount)
          if (price < cheapest) cheapest = price
          if (room.instant) instantFound = true
          if (rate.hasPromotions && !scratchRates.includes(rate)) scratchRates.push(rate)
        }
      }
      if (cheapest === Infinity) {
        complete = false
        break
      }
      total +=
        roundPrice(cheapest * context.fx) * (groups[groupIndex] as SearchContext['groups'][number]).count
      if (!instantFound) allInstant = false
    }
    if (!complete) {
      scratchRates.length = promotionsMark
      continue
    }
    completeMask |= 1 << supplierIndex
    for (let index = promotionsMark; index < scratchRates.length; index++) {
      if ((scratchRates[index] as RateSpec).supplierDeal !== null && !scratchDeals.includes(offer.code)) {
        scratchDeals.push(offer.code)
      }
    }
    if (total < best) best = total
    if (allInstant) instant = true
  }
  let promotionsCount = scratchDeals.length
  for (const rate of scratchRates) {
    promotionsCount += rate.perks.length
    if (rate.promotion !== null && promotionDiscountEur(rate.promotion, 100, stay, roomsCount) > 0)
      promotionsCount++
  }
  return {
    hotelId: profile.hotelId,
    rank,
    price: best === Infinity ? null : roundPrice(best),
    instant,
    minimumStay: minimumStay === Infinity ? 0 : minimumStay,
    promotionsCount,
    completeMask,
    offered,
  }
}

/** Party figures per occupancy group, computed once per search (the context is shared by every hotel). */
const partiesCache = new WeakMap<SearchContext['groups'], PartyFigures[]>()
function partiesOf(context: SearchContext): PartyFigures[] {
  let parties = partiesCache.get(context.groups)
  if (parties === undefined) {
    parties = context.groups.map((group) => partyFigures(group.occupancy))
    partiesCache.set(context.groups, parties)
  }
  return parties
}

/**
 * The promotions of the item (page hotels only): every promotion of a sellable rate of the suppliers that price
 * the whole party: own promotions whose conditions the stay meets and perks (with ids), bed-bank deals (id null,
 * one per supplier). Same selection as hotelHeadline's promotionsCount.
 */
export function hotelPromotions(
  profile: HotelRateProfile,
  headline: Headline,
  context: SearchContext,
): PromotionRef[] {
  const { stay } = context
  const roomsCount = context.occupancies.length
  const refs: PromotionRef[] = []
  const push = (ref: PromotionRef): void => {
    const known = refs.some((other) =>
      ref.kind === 'own'
        ? other.kind === 'own' && other.promotionId === ref.promotionId
        : other.kind === 'deal' && other.supplier === ref.supplier,
    )
    if (!known) refs.push(ref)
  }
  profile.suppliers.forEach((offer, supplierIndex) => {
    if ((headline.completeMask & (1 << supplierIndex)) === 0) return
    for (const { occupancy } of context.groups) {
      for (const room of offer.rooms) {
        if (!roomFits(room, occupancy) || !roomHasAllotment(room, context.used)) continue
        for (const rate of room.rates) {
          if (rate.minimumStay > stay.nights || !rate.hasPromotions) continue
          const promotion = rate.promotion
          if (promotion !== null && promotionDiscountEur(promotion, 100, stay, roomsCount) > 0) {
            push({
              kind: 'own',
              promotionId: promotion.id,
              rate,
              numberOfNights: promotion.numberOfNights,
              minNumberOfRooms: promotion.minNumberOfRooms,
            })
          }
          for (const perk of rate.perks) {
            push({ kind: 'own', promotionId: perk.id, rate, numberOfNights: 1, minNumberOfRooms: 1 })
          }
          if (rate.supplierDeal !== null) push({ kind: 'deal', supplier: offer.code, rate })
        }
      }
    }
  })
  return refs
}
