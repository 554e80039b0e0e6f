import { roundMoney } from '../../../../src/shared/domain/money'
import type { HotelRateProfile, Occupancy, OwnPromotion, RateSpec, RoomSpec } from './model'
import type { StayContext } from './stay'
import type { MealCode } from './texts'

/**
 * Prices a rate for a stay and one room's occupancy. Totals are computed in EUR (the sandbox's contract currency)
 * and converted to the caller's currency once, at the end, then rounded to 2 decimals (spec, conventions).
 */

/** EUR -> currency. Organizations price in their own currency (spec: currency derives from the organization). */
const CURRENCY_RATES: Record<string, number> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CHF: 0.95,
  CZK: 25,
  PLN: 4.3,
  TRY: 37,
  MAD: 10.9,
  JPY: 162,
  MXN: 19.5,
  BRL: 5.9,
  ARS: 1000,
}

export function currencyFactor(currency: string): number {
  return CURRENCY_RATES[currency.toUpperCase()] ?? 1
}

/**
 * roundMoney's result, fast: the domain's rounding goes through toPrecision to be immune to binary artefacts,
 * which only matter when a value sits on a half cent; elsewhere Math.round gives the same answer. The search
 * rounds thousands of totals per request.
 */
export function roundPrice(amount: number): number {
  const scaled = amount * 100
  const fraction = scaled - Math.floor(scaled)
  return Math.abs(fraction - 0.5) < 1e-6 ? roundMoney(amount) : Math.round(scaled) / 100
}

/** Board cost per person per night, EUR. */
export const MEAL_COST: Record<MealCode, number> = {
  room_only: 0,
  breakfast: 12,
  lunch: 18,
  dinner: 22,
  half_board: 30,
  full_board: 45,
  all_inclusive: 70,
}

/** Guests who take a bed: infants (under 2) sleep in a cot and count for no capacity. */
export function bedGuests(occupancy: Occupancy): number {
  let guests = occupancy.adults
  for (const age of occupancy.childrenAges) if (age >= 2) guests++
  return guests
}

/** Min/max capacity filtering (spec: rooms are already filtered to the requested occupancy). */
export function roomFits(room: RoomSpec, occupancy: Occupancy): boolean {
  if (occupancy.adults < 1) return false
  const guests = bedGuests(occupancy)
  return guests >= room.minCapacity && guests <= room.maxCapacity
}

/** Meals: children from 2 to 11 eat at half price, from 12 at adult price, infants free. */
function mealGuests(occupancy: Occupancy): number {
  let guests = occupancy.adults
  for (const age of occupancy.childrenAges) guests += age < 2 ? 0 : age < 12 ? 0.5 : 1
  return guests
}

/** What pricing needs of a party, computed once per requested room rather than once per rate. */
export interface PartyFigures {
  adults: number
  /** Guests taking a bed (capacity). */
  guests: number
  /** Meal-price persons (children at half price). */
  eaters: number
  /** Sum of the children's shares of the base price. */
  childShare: number
}

export function partyFigures(occupancy: Occupancy): PartyFigures {
  let childShare = 0
  for (const age of occupancy.childrenAges) childShare += age < 2 ? 0 : age < 6 ? 0.1 : age < 12 ? 0.2 : 0.35
  return { adults: occupancy.adults, guests: bedGuests(occupancy), eaters: mealGuests(occupancy), childShare }
}

/** The room's share of the base price for the party (base = two adults, or one in a single room). */
function roomShare(room: RoomSpec, party: PartyFigures): number {
  const baseAdults = Math.min(2, room.standardCapacity)
  let factor = 1 + party.childShare
  if (party.adults < baseAdults) factor -= 0.2 * (baseAdults - party.adults)
  if (party.adults > baseAdults) factor += 0.35 * (party.adults - baseAdults)
  return factor
}

/**
 * A rate's total for a party is linear in a few stay figures: the season curve's sum, the nights, the nights of
 * each contract-period parity, and whether 31 December is in. These coefficients depend on the room, the rate and
 * the party only, so the search keeps them per hotel and party (party-tables.ts) and prices any stay with five
 * multiplications. Both paths compute totals with {@link stayTotalEur}, so they agree to the last bit.
 */
export interface RateCoefficients {
  perSeason: number
  perNight: number
  perEvenNight: number
  perOddNight: number
  perNewYearsEve: number
}

export function rateCoefficients(room: RoomSpec, rate: RateSpec, party: PartyFigures): RateCoefficients {
  const extraBeds = party.guests - room.standardCapacity
  return {
    perSeason: rate.baseNight * roomShare(room, party),
    perNight: (extraBeds > 0 ? extraBeds * room.extraBedPerNight : 0) + rate.supplementNight,
    perEvenNight: rate.mealNight[0] * party.eaters,
    perOddNight: rate.mealNight[1] * party.eaters,
    perNewYearsEve: rate.supplementNyeEater * party.eaters,
  }
}

export function stayTotalEur(
  perSeason: number,
  perNight: number,
  perEvenNight: number,
  perOddNight: number,
  perNewYearsEve: number,
  seasonSum: number,
  nights: number,
  evenNights: number,
  oddNights: number,
  newYearsEve: boolean,
): number {
  const total =
    perSeason * seasonSum + perNight * nights + perEvenNight * evenNights + perOddNight * oddNights
  return newYearsEve ? total + perNewYearsEve : total
}

/**
 * The stay's total for this room and rate without promotion, EUR, unrounded; -1 when the rate cannot be sold for
 * this stay and occupancy (capacity or minimum stay).
 */
export function baseTotalEur(
  profile: HotelRateProfile,
  room: RoomSpec,
  rate: RateSpec,
  stay: StayContext,
  occupancy: Occupancy,
): number {
  if (rate.minimumStay > stay.nights || !roomFits(room, occupancy)) return -1
  const c = rateCoefficients(room, rate, partyFigures(occupancy))
  return stayTotalEur(
    c.perSeason,
    c.perNight,
    c.perEvenNight,
    c.perOddNight,
    c.perNewYearsEve,
    stay.seasonSums[profile.season],
    stay.nights,
    stay.periodNights[0],
    stay.periodNights[1],
    stay.newYearsEve,
  )
}

/** Numeric codes of the promotion kinds, for the party tables' typed arrays (0 = no promotion). */
export const PROMOTION_KIND_CODES = { percent: 1, amount: 2, free_night: 3, upgrade_room: 4 } as const

/**
 * Discount of a promotion on a total (EUR), or 0 when the stay does not meet its conditions. Takes plain numbers
 * so that the search's typed arrays and the rooms endpoint's objects go through the same arithmetic.
 */
export function discountEur(
  kindCode: number,
  value: number,
  numberOfNights: number,
  minNumberOfRooms: number,
  totalEur: number,
  nights: number,
  roomsCount: number,
): number {
  if (nights < numberOfNights || roomsCount < minNumberOfRooms) return 0
  switch (kindCode) {
    case PROMOTION_KIND_CODES.percent:
      return (totalEur * value) / 100
    case PROMOTION_KIND_CODES.amount:
      return Math.min(value, totalEur / 2)
    case PROMOTION_KIND_CODES.free_night:
      // One night in every `value` nights is free (priced at the stay's average night).
      return Math.floor(nights / value) * (totalEur / nights)
    case PROMOTION_KIND_CODES.upgrade_room:
      // The guest pays the cheaper room's price for this one.
      return totalEur * (1 - value)
    default:
      return 0
  }
}

export function promotionDiscountEur(
  promotion: OwnPromotion,
  totalEur: number,
  stay: StayContext,
  roomsCount: number,
): number {
  return discountEur(
    PROMOTION_KIND_CODES[promotion.kind],
    promotion.value,
    promotion.numberOfNights,
    promotion.minNumberOfRooms,
    totalEur,
    stay.nights,
    roomsCount,
  )
}

export interface PricedRate {
  totalPriceWithoutPromo: number
  totalPriceWithPromo: number
  /** The priced promotion when the stay meets its conditions. */
  promotion: OwnPromotion | null
  discount: number
  hasExtraBed: boolean
}

/** Totals in the target currency, rounded; null when the rate cannot be sold for this stay and occupancy. */
export function priceRate(
  profile: HotelRateProfile,
  room: RoomSpec,
  rate: RateSpec,
  stay: StayContext,
  occupancy: Occupancy,
  roomsCount: number,
  fx: number,
): PricedRate | null {
  const baseEur = baseTotalEur(profile, room, rate, stay, occupancy)
  if (baseEur < 0) return null
  const without = roundPrice(baseEur * fx)
  const discountEur =
    rate.promotion === null ? 0 : promotionDiscountEur(rate.promotion, baseEur, stay, roomsCount)
  const discount = roundPrice(discountEur * fx)
  return {
    totalPriceWithoutPromo: without,
    totalPriceWithPromo: discount > 0 ? roundPrice(without - discount) : without,
    promotion: discount > 0 ? rate.promotion : null,
    discount: discount > 0 ? discount : 0,
    hasExtraBed: bedGuests(occupancy) > room.standardCapacity,
  }
}
