import type { SupplierCode } from '../../../../src/shared/api/availability'
import type { HotelRateProfile, Occupancy, PartyTable, RateSpec, RoomSpec } from './model'
import { promotionDiscountEur, roomFits } from './pricing'
import { partyKey } from './party-tables'
import { buildBatchTable, priceBatch, type BatchResult } from './batch'
import type { SearchContext, SearchGroup } from './search-context'
import type { StayContext } from './stay'

export function groupOccupancies(occupancies: readonly Occupancy[]): SearchGroup[] {
  const groups: SearchGroup[] = []
  for (const occupancy of occupancies) {
    const key = partyKey(occupancy)
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

/**
 * Prices one hotel for a search (the search itself prices whole destinations with batch.ts; this is the same
 * computation for a single hotel).
 */
export function hotelHeadline(
  profile: HotelRateProfile,
  /** The hotel's party table of each group, in group order (party-tables.ts). */
  groupTables: readonly PartyTable[],
  context: SearchContext,
  rank: number,
): Headline {
  const batches = groupTables.map((table) => buildBatchTable([profile], [table]))
  return headlineOf(priceBatch(batches, context), 0, profile, context, rank)
}

/** The Headline of hotel `index` of a batch result. */
export function headlineOf(
  result: BatchResult,
  index: number,
  profile: HotelRateProfile,
  context: SearchContext,
  rank: number,
): Headline {
  const price = result.price[index] as number
  return {
    hotelId: profile.hotelId,
    rank,
    price: Number.isNaN(price) ? null : price,
    instant: result.instant[index] === 1,
    minimumStay: result.minimumStay[index] as number,
    promotionsCount: promotionsCount(
      profile,
      result.promotedLow[index] as number,
      result.promotedHigh[index] as number,
      context.stay,
      context.occupancies.length,
    ),
    completeMask: result.completeMask[index] as number,
    offered: result.offered[index] === 1,
  }
}

/** Counts what hotelPromotions lists, from the bit set of promoted rates seen. */
export function promotionsCount(
  profile: HotelRateProfile,
  low: number,
  high: number,
  stay: StayContext,
  roomsCount: number,
): number {
  if (low === 0 && high === 0) return 0
  let count = 0
  let dealSuppliers = 0
  const promoted = profile.promotedRates
  for (let slot = 0; slot < promoted.length; slot++) {
    const seen = slot < 30 ? (low >>> slot) & 1 : (high >>> (slot - 30)) & 1
    if (seen === 0) continue
    const { rate, supplierIndex } = promoted[slot] as HotelRateProfile['promotedRates'][number]
    count += rate.perks.length
    const promotion = rate.promotion
    // A promotion applies (discounts) exactly when the stay meets its nights and rooms conditions.
    if (
      promotion !== null &&
      stay.nights >= promotion.numberOfNights &&
      roomsCount >= promotion.minNumberOfRooms
    ) {
      count++
    }
    if (rate.supplierDeal !== null) dealSuppliers |= 1 << supplierIndex
  }
  for (let bits = dealSuppliers; bits !== 0; bits &= bits - 1) count++
  return count
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
