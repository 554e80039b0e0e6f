import type { HotelRateProfile, Occupancy, PartyTable, RateSpec } from './model'
import { partyFigures, PROMOTION_KIND_CODES, rateCoefficients } from './pricing'

// Layout of a PartyTable's entries (model.ts): the offset of each field in an entry of ENTRY_SIZE numbers.
export const F_PER_SEASON = 0
export const F_PER_NIGHT = 1
export const F_PER_EVEN_NIGHT = 2
export const F_PER_ODD_NIGHT = 3
export const F_PER_NEW_YEARS_EVE = 4
export const F_MINIMUM_STAY = 5
/** Room id of a room with a limited allotment, -1 otherwise. */
export const F_LIMITED_ROOM_ID = 6
export const F_ALLOTMENT = 7
/** 1 = instantly bookable. */
export const F_INSTANT = 8
/** The rate's promotion as numbers (pricing.ts discountEur); kind 0 = none. */
export const F_PROMOTION_KIND = 9
export const F_PROMOTION_VALUE = 10
export const F_PROMOTION_NIGHTS = 11
export const F_PROMOTION_ROOMS = 12
/** Index in profile.promotedRates of a rate with promotions, perks or a deal; -1 otherwise. */
export const F_PROMOTED_SLOT = 13
export const ENTRY_SIZE = 14

const MAX_TABLES_PER_HOTEL = 16

/** `adults:age.age...` with ages sorted: parties with the same key price the same. */
export function partyKey(occupancy: Occupancy): string {
  return `${occupancy.adults}:${[...occupancy.childrenAges].sort((a, b) => a - b).join('.')}`
}

export function partyTable(profile: HotelRateProfile, key: string, occupancy: Occupancy): PartyTable {
  const byParty = profile.partyTables
  let table = byParty.get(key)
  if (table === undefined) {
    if (byParty.size >= MAX_TABLES_PER_HOTEL) byParty.clear()
    table = buildPartyTable(profile, occupancy)
    byParty.set(key, table)
  }
  return table
}

function buildPartyTable(profile: HotelRateProfile, occupancy: Occupancy): PartyTable {
  const party = partyFigures(occupancy)
  const entries: {
    coefficients: ReturnType<typeof rateCoefficients>
    rate: RateSpec
    room: HotelRateProfile['suppliers'][number]['rooms'][number]
  }[] = []
  const supplierStart = new Int32Array(profile.suppliers.length + 1)
  const supplierMinimumStay = new Float64Array(profile.suppliers.length).fill(Infinity)
  profile.suppliers.forEach((offer, supplierIndex) => {
    supplierStart[supplierIndex] = entries.length
    if (party.adults < 1) return
    for (const room of offer.rooms) {
      if (party.guests < room.minCapacity || party.guests > room.maxCapacity) continue
      for (const rate of room.rates) {
        entries.push({ coefficients: rateCoefficients(room, rate, party), rate, room })
        supplierMinimumStay[supplierIndex] = Math.min(
          supplierMinimumStay[supplierIndex] as number,
          rate.minimumStay,
        )
      }
    }
  })
  supplierStart[profile.suppliers.length] = entries.length
  const data = new Float64Array(entries.length * ENTRY_SIZE)
  entries.forEach(({ coefficients, rate, room }, index) => {
    const at = index * ENTRY_SIZE
    const promotion = rate.promotion
    data[at + F_PER_SEASON] = coefficients.perSeason
    data[at + F_PER_NIGHT] = coefficients.perNight
    data[at + F_PER_EVEN_NIGHT] = coefficients.perEvenNight
    data[at + F_PER_ODD_NIGHT] = coefficients.perOddNight
    data[at + F_PER_NEW_YEARS_EVE] = coefficients.perNewYearsEve
    data[at + F_MINIMUM_STAY] = rate.minimumStay
    data[at + F_LIMITED_ROOM_ID] = room.allotment === null ? -1 : room.id
    data[at + F_ALLOTMENT] = room.allotment ?? 0
    data[at + F_INSTANT] = room.instant ? 1 : 0
    data[at + F_PROMOTION_KIND] = promotion === null ? 0 : PROMOTION_KIND_CODES[promotion.kind]
    data[at + F_PROMOTION_VALUE] = promotion?.value ?? 0
    data[at + F_PROMOTION_NIGHTS] = promotion?.numberOfNights ?? 0
    data[at + F_PROMOTION_ROOMS] = promotion?.minNumberOfRooms ?? 0
    data[at + F_PROMOTED_SLOT] = profile.promotedRates.findIndex((promoted) => promoted.rate === rate)
  })
  return { supplierStart, supplierMinimumStay, data, rates: entries.map((entry) => entry.rate) }
}
