import { addDays, isoDateToEpochMs } from '../../../../src/shared/domain/dates'
import { roundMoney, sumMoney } from '../../../../src/shared/domain/money'
import { ageOn } from '../../../../src/shared/domain/travelers'
import type { PeriodRow, PromotionRow } from '../experiences/experiences.repo'

/**
 * The experience pricing engine, pure: a period's price sheet and a party -> the price of the whole party. What a
 * price depends on is frozen into a `PriceSheet`, which the priceId handshake stores, so that a booking (and the
 * extras booked with it, for their own sub-party) is priced exactly as the search showed it for 15 minutes, even
 * if the supplier edits the period meanwhile.
 *
 * Rules (the spec shows the inputs, not the arithmetic; see the README):
 * - The party size (adults + children) picks the adult price range (`paxRange`, group pricing); every adult pays
 *   that range's price. No range covers the size: the period's base `price` per adult; no base price either: the
 *   party cannot be priced.
 * - Each child pays the child range covering its age on the start date. A child younger than every range is free
 *   (an infant); a child in no range otherwise (older, or in a gap) pays the adult price.
 * - The party must fit the period's (else the experience's) minPax..maxPax, and no child may be younger than the
 *   experience's minimum age.
 * - Promotions of the departure date apply in id order on the running total: a percent off, or an amount off;
 *   the total never goes below 0. Every applied promotion's name is listed.
 */

export interface PriceSheet {
  currency: string
  /** Base price per adult, used when no adult range covers the party size. */
  basePrice: number | null
  adultPrices: Array<{ price: number; minPax: number; maxPax: number }>
  childPrices: Array<{ price: number; minAge: number; maxAge: number }>
  minPax: number | null
  maxPax: number | null
  /** The experience's youngest accepted participant. */
  minAge: number | null
  promotions: Array<{ name: string; kind: 'percent' | 'amount'; value: number }>
}

export interface Party {
  adults: number
  childrenBirthdates: readonly string[]
}

export type PriceRefusal =
  'empty_party' | 'below_min_pax' | 'above_max_pax' | 'too_young' | 'born_after_start' | 'no_price'

export interface ChildLine {
  birthdate: string
  age: number
  price: number
}

export type PartyPrice =
  | {
      ok: true
      price: number
      priceWithoutPromo: number
      promotions: string[]
      /** Per adult, before promotions. */
      adultUnitPrice: number
      children: ChildLine[]
    }
  | { ok: false; reason: PriceRefusal }

export function sheetFor(
  period: PeriodRow,
  experience: { currency: string; minPax: number | null; maxPax: number | null; minAge: number | null },
  promotions: readonly PromotionRow[],
): PriceSheet {
  return {
    currency: experience.currency,
    basePrice: period.price,
    adultPrices: period.adultPrices.map(({ price, minPax, maxPax }) => ({ price, minPax, maxPax })),
    childPrices: period.childPrices.map(({ price, minAge, maxAge }) => ({ price, minAge, maxAge })),
    minPax: period.minPax ?? experience.minPax,
    maxPax: period.maxPax ?? experience.maxPax,
    minAge: experience.minAge,
    promotions: [...promotions]
      .sort((a, b) => a.id - b.id)
      .map(({ name, kind, value }) => ({ name, kind, value })),
  }
}

export function partySize(party: Party): number {
  return party.adults + party.childrenBirthdates.length
}

/** Per adult for a party of `size`: the covering range's price, else the base price, else null. */
export function adultUnitPrice(sheet: PriceSheet, size: number): number | null {
  const range = sheet.adultPrices.find((candidate) => candidate.minPax <= size && size <= candidate.maxPax)
  return range?.price ?? sheet.basePrice
}

/** A child's price at `age`, given the adult price of its party. */
export function childUnitPrice(sheet: PriceSheet, age: number, adultUnit: number): number {
  const range = sheet.childPrices.find((candidate) => candidate.minAge <= age && age <= candidate.maxAge)
  if (range !== undefined) return range.price
  const youngest = Math.min(...sheet.childPrices.map((candidate) => candidate.minAge))
  return sheet.childPrices.length > 0 && age < youngest ? 0 : adultUnit
}

export function applyPromotions(
  total: number,
  promotions: PriceSheet['promotions'],
): { price: number; applied: string[] } {
  let price = total
  const applied: string[] = []
  for (const promotion of promotions) {
    const off = promotion.kind === 'percent' ? roundMoney((price * promotion.value) / 100) : promotion.value
    if (off <= 0) continue
    price = Math.max(0, roundMoney(price - off))
    applied.push(promotion.name)
  }
  return { price, applied }
}

/** The price of the whole party departing on `startAt`. */
export function priceParty(sheet: PriceSheet, party: Party, startAt: string): PartyPrice {
  const size = partySize(party)
  if (size === 0) return { ok: false, reason: 'empty_party' }
  if (sheet.minPax !== null && size < sheet.minPax) return { ok: false, reason: 'below_min_pax' }
  if (sheet.maxPax !== null && size > sheet.maxPax) return { ok: false, reason: 'above_max_pax' }
  if (party.childrenBirthdates.some((birthdate) => birthdate > startAt)) {
    return { ok: false, reason: 'born_after_start' }
  }
  const ages = party.childrenBirthdates.map((birthdate) => ageOn(birthdate, startAt))
  if (sheet.minAge !== null && ages.some((age) => age < (sheet.minAge as number))) {
    return { ok: false, reason: 'too_young' }
  }
  const adultUnit = adultUnitPrice(sheet, size)
  if (adultUnit === null) return { ok: false, reason: 'no_price' }
  const children = party.childrenBirthdates.map((birthdate, index) => {
    const age = ages[index] as number
    return { birthdate, age, price: childUnitPrice(sheet, age, adultUnit) }
  })
  const priceWithoutPromo = sumMoney([
    ...Array.from({ length: party.adults }, () => adultUnit),
    ...children.map((child) => child.price),
  ])
  const { price, applied } = applyPromotions(priceWithoutPromo, sheet.promotions)
  return { ok: true, price, priceWithoutPromo, promotions: applied, adultUnitPrice: adultUnit, children }
}

/** Last day of a departure: the start for a same-day experience, start + days - 1 for a multi-day one. */
export function departureEnd(startAt: string, durationDays: number | null): string {
  const extraDays = Math.max(1, durationDays ?? 1) - 1
  // Most experiences last a day: a search checks every match, so the date arithmetic is spared for them.
  return extraDays === 0 ? startAt : addDays(startAt, extraDays)
}

/** Multi-day experiences need endAt (spec); same-day ones may leave it out or repeat startAt. */
export function isMultiDay(durationDays: number | null): boolean {
  return (durationDays ?? 1) > 1
}

/**
 * The period a departure is sold on, among those covering it (periodsCovering with stop_sale included): none when
 * a stop_sale period covers the dates (it stops new bookings, even inside a wider selling season); otherwise the
 * latest-starting one (a special period nested in a season wins over the season).
 */
export function sellingPeriod(covering: readonly PeriodRow[]): PeriodRow | null {
  if (covering.length === 0 || covering.some((period) => period.state === 'stop_sale')) return null
  return [...covering].sort((a, b) => b.startAt.localeCompare(a.startAt) || b.id - a.id)[0] ?? null
}

/** Does the period still have spots for `pax` travellers? (null allotment = unlimited.) */
export function hasSpots(period: Pick<PeriodRow, 'allotments' | 'allotmentsUsed'>, pax: number): boolean {
  return period.allotments === null || period.allotments - period.allotmentsUsed >= pax
}

/** Midnight UTC of a date (the instant a departure starts, as for hotel check-ins). */
export function departureInstantMs(startAt: string): number {
  return isoDateToEpochMs(startAt)
}
