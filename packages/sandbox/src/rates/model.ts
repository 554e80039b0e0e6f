import type { MealCode, SupplierCode, Text } from './texts'

/**
 * The generated description of what a hotel sells: suppliers, rooms and rates with the rules that price them.
 * Nothing here depends on dates or the party; `pricing.ts` turns a rate into totals for a stay and an occupancy.
 */
export interface HotelRateProfile {
  hotelId: number
  /** The catalog name (the catalog has no hotel edits: it never changes for a seed). */
  hotelName: string
  /** Which seasonal curve the hotel follows (0 summer peak, 1 winter peak, 2 flat city hotel). */
  season: 0 | 1 | 2
  /** Currency of fees payable on site (the hotel's own). */
  feesCurrency: string
  suppliers: SupplierOffer[]
  /**
   * Rates with a promotion, perks or a supplier deal, with their supplier's index: the search marks them in a bit
   * set (a hotel has at most 48 rates) and names them only for the page's hotels.
   */
  promotedRates: { rate: RateSpec; supplierIndex: number }[]
  /** Precomputed rate data per party (party-tables.ts), filled on first use: a cache living with the profile. */
  partyTables: Map<string, PartyTable>
}

export interface SupplierOffer {
  code: SupplierCode
  /** Inventory behind a supplier_bedbank_a rate; null for every other supplier. */
  flux: string | null
  rooms: RoomSpec[]
}

export interface RoomSpec {
  /** Global numeric room id (encoded as kind `room` on the wire). */
  id: number
  supplier: SupplierCode
  /** Index in ROOM_TYPES: drives name, description and capacities. */
  typeIndex: number
  standardCapacity: number
  minCapacity: number
  maxCapacity: number
  /** False: the supplier exposes no capacity (minCapacity/maxCapacity null), though the sandbox still filters. */
  exposesCapacity: boolean
  /** Price of one extra bed per night, EUR, for guests beyond standardCapacity. */
  extraBedPerNight: number
  /** False: on request (booking starts `sent`). */
  instant: boolean
  /** Units sellable per night on allotment; null = not limited. */
  allotment: number | null
  facilityIndexes: number[]
  images: { id: number | null; url: string; name: Text }[]
  extraInformation: Text | null
  rates: RateSpec[]
}

export type BoardSpec =
  | { kind: 'fixed'; code: MealCode }
  /** Own inventory only: the board changes with the contract period (periods alternate between the codes). */
  | { kind: 'periodic'; codes: readonly [MealCode, MealCode] }
  /** Supplier wording that maps to no standard board. */
  | { kind: 'unclassified'; label: Text; perPersonNight: number }
  /** The supplier gives no board information. */
  | { kind: 'none' }

export type Charge = { kind: 'percent'; value: number } | { kind: 'nights'; value: number } | { kind: 'full' }

export interface LadderWindowSpec {
  /** Start of the window, in days before check-in. */
  fromDaysBefore: number
  /** End of the window in days before check-in; null = check-out. */
  toDaysBefore: number | null
  charge: Charge
}

export type LadderSpec =
  | { kind: 'windows'; windows: LadderWindowSpec[] }
  /** One full-price window from the moment of pricing to check-out. */
  | { kind: 'non_refundable' }
  /** The supplier returned no policy: an empty ladder. */
  | { kind: 'unknown' }

export type PromotionKind = 'percent' | 'amount' | 'free_night' | 'upgrade_room'

export interface OwnPromotion {
  /** Global numeric promotion id (encoded as kind `promotion`). */
  id: number
  kind: PromotionKind
  /** percent: percentage; amount: EUR off the stay; free_night: nights stayed per free night; upgrade: price ratio. */
  value: number
  name: Text
  /** Minimum nights for the promotion to apply. */
  numberOfNights: number
  minNumberOfRooms: number
  /** upgrade_room: the room type the guest pays for. */
  upgradedFromTypeIndex: number | null
}

export interface RateSpec {
  key: string
  name: Text
  /** EUR per night for the room's base occupancy, room only, before season and weekday factors. */
  baseNight: number
  board: BoardSpec
  ladder: LadderSpec
  /** Own inventory: the priced promotion (conditions permitting). */
  promotion: OwnPromotion | null
  /** Own inventory: non-priced perks the booking may opt into (`optionalPromotionIds`). */
  perks: { id: number; name: Text }[]
  /** Bed banks: a promotion the supplier already priced in (id null, with = without). */
  supplierDeal: Text | null
  /** Any of promotion, perks or supplierDeal (a quick test for the search's inner loop). */
  hasPromotions: boolean
  minimumStay: number
  /** Board cost per eater per night, EUR, in even / odd contract periods (equal unless the board is periodic). */
  mealNight: readonly [number, number]
  /** Mandatory supplements charged per room and night, EUR. */
  supplementNight: number
  /** Mandatory supplements charged per eater when the stay includes 31 December, EUR. */
  supplementNyeEater: number
  mandatorySupplements: { name: Text; perNight: number; newYearsEveOnly: boolean }[]
  optionalSupplements: Text[]
  /** Payable on site, per person per night, in the hotel's currency. */
  hotelFees: { label: Text; perPersonNight: number }[]
  contractingConditions: Text | null
  checkInInstructions: Text | null
}

/** A requested room: adults and the children's ages at check-in (infants included). */
export interface Occupancy {
  adults: number
  childrenAges: number[]
}

/**
 * Precomputed rate data of one hotel for one party (adults and children's ages): one entry per rate of every
 * room that fits the party, grouped by supplier, holding the coefficients of pricing.ts and what the search
 * checks. Entries are interleaved in one Float64Array (ENTRY_SIZE numbers each, fields at the F_* offsets of
 * party-tables.ts, which builds them): the
 * search walks one contiguous block per hotel instead of a dozen arrays, which keeps it in the CPU cache. Parties
 * repeat all day (two adults, two adults and a child...), so each hotel keeps the tables of its recent parties.
 */
export interface PartyTable {
  /** Entries of supplier s are [supplierStart[s], supplierStart[s + 1]) (entry indexes, not offsets). */
  supplierStart: Int32Array
  /** Smallest minimum stay among the entries of supplier s (Infinity: none fits). */
  supplierMinimumStay: Float64Array
  data: Float64Array
  rates: RateSpec[]
}
