import { SUPPLIER_CODES, type SupplierCode } from '../../../../src/shared/api/availability'
import type { HotelRateProfile, PartyTable } from './model'
import type { SearchContext } from './search-context'
import {
  ENTRY_SIZE,
  F_ALLOTMENT,
  F_INSTANT,
  F_LIMITED_ROOM_ID,
  F_MINIMUM_STAY,
  F_PER_EVEN_NIGHT,
  F_PER_NEW_YEARS_EVE,
  F_PER_NIGHT,
  F_PER_ODD_NIGHT,
  F_PER_SEASON,
  F_PROMOTED_SLOT,
  F_PROMOTION_KIND,
  F_PROMOTION_NIGHTS,
  F_PROMOTION_ROOMS,
  F_PROMOTION_VALUE,
} from './party-tables'
import { discountEur, roundPrice, stayTotalEur } from './pricing'

/**
 * The party tables of many hotels for one party, laid end to end (a destination's rate data): the search prices
 * every hotel of a destination in one pass over contiguous memory, writing its answers into typed arrays, and
 * builds objects only for the page it returns. Each hotel has one slot per supplier of its profile, in profile
 * order, in every party's batch (so slots line up across the parties of a search).
 */
export interface BatchTable {
  /** Slots of hotel h are [hotelSlotStart[h], hotelSlotStart[h + 1]). */
  hotelSlotStart: Int32Array
  /** Index of the slot's supplier in its hotel's profile (completeMask bit). */
  slotSupplierIndex: Uint8Array
  /** Index of the slot's supplier code in SUPPLIER_CODES (the suppliers filter). */
  slotCode: Uint8Array
  /** Entries of slot s are [slotEntryStart[s], slotEntryStart[s + 1]). */
  slotEntryStart: Int32Array
  slotMinimumStay: Float64Array
  data: Float64Array
  /** Season curve of each hotel (HotelRateProfile.season). */
  hotelSeason: Uint8Array
  hotelCount: number
}

export function buildBatchTable(
  profiles: readonly (HotelRateProfile | undefined)[],
  tables: readonly (PartyTable | undefined)[],
): BatchTable {
  let slots = 0
  let entries = 0
  profiles.forEach((profile, index) => {
    if (profile === undefined || tables[index] === undefined) return
    slots += profile.suppliers.length
    entries += (tables[index] as PartyTable).rates.length
  })
  const batch: BatchTable = {
    hotelSlotStart: new Int32Array(profiles.length + 1),
    slotSupplierIndex: new Uint8Array(slots),
    slotCode: new Uint8Array(slots),
    slotEntryStart: new Int32Array(slots + 1),
    slotMinimumStay: new Float64Array(slots),
    data: new Float64Array(entries * ENTRY_SIZE),
    hotelSeason: new Uint8Array(profiles.length),
    hotelCount: profiles.length,
  }
  let slot = 0
  let entry = 0
  profiles.forEach((profile, index) => {
    batch.hotelSlotStart[index] = slot
    const table = tables[index]
    if (profile === undefined || table === undefined) return
    batch.hotelSeason[index] = profile.season
    batch.data.set(table.data, entry * ENTRY_SIZE)
    profile.suppliers.forEach((offer, supplierIndex) => {
      batch.slotSupplierIndex[slot] = supplierIndex
      batch.slotCode[slot] = SUPPLIER_CODES.indexOf(offer.code)
      batch.slotEntryStart[slot] = entry + (table.supplierStart[supplierIndex] as number)
      batch.slotMinimumStay[slot] = table.supplierMinimumStay[supplierIndex] as number
      slot++
    })
    entry += table.rates.length
  })
  batch.hotelSlotStart[profiles.length] = slot
  batch.slotEntryStart[slot] = entry
  return batch
}

/** What the search keeps of each hotel; price NaN = nothing bookable for the party. */
export interface BatchResult {
  price: Float64Array
  instant: Uint8Array
  /** Smallest minimum stay among the rates that fit the party (0 when none fits). */
  minimumStay: Float64Array
  /** Bit i: profile.suppliers[i] prices every requested room. */
  completeMask: Int32Array
  /** At least one selected supplier sells the hotel. */
  offered: Uint8Array
  /** Promoted rates seen on complete suppliers: a bit set over the hotel's profile.promotedRates. */
  promotedLow: Int32Array
  promotedHigh: Int32Array
}

export function suppliersMask(suppliers: ReadonlySet<SupplierCode> | null): number {
  if (suppliers === null) return -1
  let mask = 0
  for (const code of suppliers) mask |= 1 << SUPPLIER_CODES.indexOf(code)
  return mask
}

/**
 * Prices every hotel of the batches for the search: per supplier, the cheapest sellable rate for each requested
 * room (one batch per distinct party, in context.groups order); the hotel's price is the cheapest supplier total.
 * Same arithmetic as the rooms endpoint's priceRate, so a headline price is a bookable total to the cent.
 */
export function priceBatch(batches: readonly BatchTable[], context: SearchContext): BatchResult {
  const hotelCount = batches[0]?.hotelCount ?? 0
  const result: BatchResult = {
    price: new Float64Array(hotelCount),
    instant: new Uint8Array(hotelCount),
    minimumStay: new Float64Array(hotelCount),
    completeMask: new Int32Array(hotelCount),
    offered: new Uint8Array(hotelCount),
    promotedLow: new Int32Array(hotelCount),
    promotedHigh: new Int32Array(hotelCount),
  }
  const { stay, groups, used } = context
  const roomsCount = context.occupancies.length
  const { nights, newYearsEve } = stay
  const [evenNights, oddNights] = stay.periodNights
  const anyUsed = used.size > 0
  const fx = context.fx
  const filter = suppliersMask(context.suppliers)
  const first = batches[0]
  for (let hotel = 0; hotel < hotelCount && first !== undefined; hotel++) {
    const seasonSum = stay.seasonSums[first.hotelSeason[hotel] as 0 | 1 | 2]
    let best = Infinity
    let instant = false
    let minimumStay = Infinity
    let offered = false
    let completeMask = 0
    let promotedLow = 0
    let promotedHigh = 0
    const slotEnd = first.hotelSlotStart[hotel + 1] as number
    for (let slot = first.hotelSlotStart[hotel] as number; slot < slotEnd; slot++) {
      if ((filter & (1 << (first.slotCode[slot] as number))) === 0) continue
      offered = true
      let supplierLow = 0
      let supplierHigh = 0
      let total = 0
      let complete = true
      let allInstant = true
      for (let groupIndex = 0; groupIndex < batches.length; groupIndex++) {
        const batch = batches[groupIndex] as BatchTable
        const slotMinimum = batch.slotMinimumStay[slot] as number
        if (slotMinimum < minimumStay) minimumStay = slotMinimum
        let cheapest = Infinity
        let instantFound = false
        const data = batch.data
        const end = (batch.slotEntryStart[slot + 1] as number) * ENTRY_SIZE
        for (let at = (batch.slotEntryStart[slot] as number) * ENTRY_SIZE; at < end; at += ENTRY_SIZE) {
          if ((data[at + F_MINIMUM_STAY] as number) > nights) continue
          const limitedRoomId = data[at + F_LIMITED_ROOM_ID] as number
          if (
            limitedRoomId >= 0 &&
            anyUsed &&
            (used.get(limitedRoomId) ?? 0) >= (data[at + F_ALLOTMENT] as number)
          ) {
            continue
          }
          const base = stayTotalEur(
            data[at + F_PER_SEASON] as number,
            data[at + F_PER_NIGHT] as number,
            data[at + F_PER_EVEN_NIGHT] as number,
            data[at + F_PER_ODD_NIGHT] as number,
            data[at + F_PER_NEW_YEARS_EVE] as number,
            seasonSum,
            nights,
            evenNights,
            oddNights,
            newYearsEve,
          )
          // In the caller's currency. Without a promotion the value is rounded once, after the minimum (rounding
          // is monotonic); with one, it is rounded as priceRate rounds it.
          let price = base * fx
          const kind = data[at + F_PROMOTION_KIND] as number
          if (kind !== 0) {
            const discountRaw = discountEur(
              kind,
              data[at + F_PROMOTION_VALUE] as number,
              data[at + F_PROMOTION_NIGHTS] as number,
              data[at + F_PROMOTION_ROOMS] as number,
              base,
              nights,
              roomsCount,
            )
            if (discountRaw > 0) {
              // Exact rounding only for a candidate: rounding moves a total by less than 2 cents.
              const approximate = (base - discountRaw) * fx
              if (approximate < cheapest + 0.02) {
                const discount = roundPrice(discountRaw * fx)
                if (discount > 0) price = roundPrice(roundPrice(price) - discount)
              } else price = approximate
            }
          }
          if (price < cheapest) cheapest = price
          if (data[at + F_INSTANT] === 1) instantFound = true
          const promoted = data[at + F_PROMOTED_SLOT] as number
          if (promoted >= 0) {
            if (promoted < 30) supplierLow |= 1 << promoted
            else supplierHigh |= 1 << (promoted - 30)
          }
        }
        if (cheapest === Infinity) {
          complete = false
          break
        }
        total += roundPrice(cheapest) * (groups[groupIndex]?.count ?? 1)
        if (!instantFound) allInstant = false
      }
      if (!complete) continue
      completeMask |= 1 << (first.slotSupplierIndex[slot] as number)
      promotedLow |= supplierLow
      promotedHigh |= supplierHigh
      if (total < best) best = total
      if (allInstant) instant = true
    }
    result.price[hotel] = best === Infinity ? NaN : roundPrice(best)
    result.instant[hotel] = instant ? 1 : 0
    result.minimumStay[hotel] = minimumStay === Infinity ? 0 : minimumStay
    result.completeMask[hotel] = completeMask
    result.offered[hotel] = offered ? 1 : 0
    result.promotedLow[hotel] = promotedLow
    result.promotedHigh[hotel] = promotedHigh
  }
  return result
}
