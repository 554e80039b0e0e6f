import { roundMoney } from '../../shared/domain/money'
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

/** The part of a total that depends on the room and the party, not on the rate: per unit of the rate's base night. */
export function roomPartyFactor(room: RoomSpec, party: PartyFigures, seasonSum: number): number {
  const baseAdults = Math.min(2, room.standardCapacity)
  let factor = 1 + party.childShare
  if (party.adults < baseAdults) factor -= 0.2 * (baseAdults - party.adults)
  if (party.adults > baseAdults) factor += 0.35 * (party.adults - baseAdults)
  return factor * seasonSum
}

/** Extra beds for guests beyond the room's standard capacity, for the whole stay, EUR. */
export function extraBedCost(room: RoomSpec, party: PartyFigures, nights: number): number {
  const extraBeds = party.guests - room.standardCapacity
  return extraBeds > 0 ? extraBeds * room.extraBedPerNight * nights : 0
}

/** The rate's own part of the total: board and mandatory supplements, EUR. */
export function rateExtras(rate: RateSpec, stay: StayContext, party: PartyFigures): number {
  let total =
    (rate.mealNight[0] * stay.periodNights[0] + rate.mealNight[1] * stay.periodNights[1]) * party.eaters +
    rate.supplementNight * stay.nights
  if (stay.newYearsEve) total += rate.supplementNyeEater * party.eaters
  return total
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
  const party = partyFigures(occupancy)
  return (
    rate.baseNight * roomPartyFactor(room, party, stay.seasonSums[profile.season]) +
    extraBedCost(room, party, stay.nights) +
    rateExtras(rate, stay, party)
  )
}

/** Discount of an own-inventory promotion on a total (EUR), or 0 when the stay does not meet its conditions. */
export function promotionDiscountEur(
  promotion: OwnPromotion,
  totalEur: number,
  stay: StayContext,
  roomsCount: number,
): number {
  if (stay.nights < promotion.numberOfNights || roomsCount < promotion.minNumberOfRooms) return 0
  switch (promotion.kind) {
    case 'percent':
      return (totalEur * promotion.value) / 100
    case 'amount':
      return Math.min(promotion.value, totalEur / 2)
    case 'free_night':
      // One night in every `value` nights is free (priced at the stay's average night).
      return Math.floor(stay.nights / promotion.value) * (totalEur / stay.nights)
    case 'upgrade_room':
      // The guest pays the cheaper room's price for this one.
      return totalEur * (1 - promotion.value)
  }
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
  const without = roundMoney(baseEur * fx)
  const discountEur =
    rate.promotion === null ? 0 : promotionDiscountEur(rate.promotion, baseEur, stay, roomsCount)
  const discount = roundMoney(discountEur * fx)
  return {
    totalPriceWithoutPromo: without,
    totalPriceWithPromo: discount > 0 ? roundMoney(without - discount) : without,
    promotion: discount > 0 ? rate.promotion : null,
    discount: discount > 0 ? discount : 0,
    hasExtraBed: bedGuests(occupancy) > room.standardCapacity,
  }
}

/** The bookable (promotion applied) total in EUR from a rate's base total: the search's inner loop. */
export function withPromotionEur(
  rate: RateSpec,
  baseEur: number,
  stay: StayContext,
  roomsCount: number,
): number {
  return rate.promotion === null
    ? baseEur
    : baseEur - promotionDiscountEur(rate.promotion, baseEur, stay, roomsCount)
}
