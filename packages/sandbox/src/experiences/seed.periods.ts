import type { PricingType } from '../../../../src/shared/api/experiences-v3.enums'
import type { PeriodState } from '../../../../src/shared/domain/booking-states'
import { addDays, isoDateToEpochMs } from '../../../../src/shared/domain/dates'
import { roundMoney } from '../../../../src/shared/domain/money'
import type { Rng } from '../platform/random'
import { isoWeekday } from './experiences.periods.repo'

/**
 * Demo periods and promotions. Periods cover the simulated now minus one month to about 21 months ahead (so the
 * next 18 months are always covered), in seasons of three months for `fit` and `sic` experiences and as monthly
 * departures for `series` ones. Every period state occurs; some allotments are limited and some nearly full.
 */
export interface DemoPeriod {
  startAt: string
  endAt: string
  price: number
  minPax: number
  maxPax: number
  state: PeriodState
  availableDays: number
  allotments: number | null
  /** Spots already sold through another channel (an external allotment hold). */
  soldElsewhere: number
  minPaxForDeparture: number | null
  roomSupplement: number | null
  adultPrices: Array<{ price: number; minPax: number; maxPax: number }>
  childPrices: Array<{ price: number; minAge: number; maxAge: number }>
}

const firstOfMonth = (date: string, monthOffset: number): string => {
  const d = new Date(isoDateToEpochMs(date))
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthOffset, 1)).toISOString().slice(0, 10)
}

/** Summer is high season, winter low. */
function seasonFactor(date: string): number {
  const month = Number(date.slice(5, 7))
  if (month >= 6 && month <= 8) return 1.2
  if (month === 12 || month <= 2) return 0.9
  return 1
}

function pickState(rng: Rng, hasToRequest: boolean): PeriodState {
  if (hasToRequest) return rng.weighted(['on_request', 'pre_confirmed', 'stop_sale'] as const, [7, 2, 1])
  return rng.weighted(['free_sale', 'on_request', 'pre_confirmed', 'stop_sale'] as const, [10, 5, 3, 2])
}

function prices(
  base: number,
  maxPax: number,
  program: boolean,
): Pick<DemoPeriod, 'adultPrices' | 'childPrices'> {
  const adult: DemoPeriod['adultPrices'] = [{ price: roundMoney(base), minPax: 1, maxPax: 1 }]
  if (maxPax >= 2) adult.push({ price: roundMoney(base * 0.95), minPax: 2, maxPax: Math.min(4, maxPax) })
  if (maxPax >= 5) adult.push({ price: roundMoney(base * 0.85), minPax: 5, maxPax })
  return {
    adultPrices: adult,
    childPrices: [
      { price: program ? roundMoney(base * 0.3) : 0, minAge: 0, maxAge: 3 },
      { price: roundMoney(base * 0.5), minAge: 4, maxAge: 11 },
      { price: roundMoney(base * 0.8), minAge: 12, maxAge: 17 },
    ],
  }
}

function allotment(
  rng: Rng,
  pricingType: PricingType,
  maxPax: number,
): { allotments: number | null; sold: number } {
  if (pricingType === 'fit' && rng.chance(0.5)) return { allotments: null, sold: 0 }
  const limited = rng.chance(0.25)
  const allotments = limited ? rng.int(Math.max(2, Math.min(maxPax, 4)), 10) : rng.int(20, 120)
  // About one limited period in three is nearly full: one or two spots left.
  if (limited && rng.chance(0.35)) return { allotments, sold: allotments - rng.int(1, 2) }
  return { allotments, sold: rng.chance(0.4) ? rng.int(0, Math.floor(allotments / 3)) : 0 }
}

export function demoPeriods(
  rng: Rng,
  today: string,
  options: {
    pricingType: PricingType
    basePrice: number
    days: number
    pax: [number, number]
    hasToRequest: boolean
  },
): DemoPeriod[] {
  const program = options.days > 1
  const periods: DemoPeriod[] = []
  const push = (startAt: string, endAt: string, availableDays: number) => {
    const { allotments, sold } = allotment(rng, options.pricingType, options.pax[1])
    const base = options.basePrice * seasonFactor(startAt) * (0.95 + rng.next() * 0.1)
    periods.push({
      startAt,
      endAt,
      price: roundMoney(base),
      minPax: options.pax[0],
      maxPax: options.pax[1],
      state: pickState(rng, options.hasToRequest),
      availableDays,
      allotments,
      soldElsewhere: Math.max(0, sold),
      minPaxForDeparture: options.pricingType === 'fit' ? null : Math.max(2, options.pax[0]),
      roomSupplement: program ? roundMoney(base * 0.25) : null,
      ...prices(base, options.pax[1], program),
    })
  }
  if (options.pricingType === 'series') {
    // Monthly departures on the first Saturday, each period exactly the tour's dates.
    for (let month = 0; month <= 19; month += 1) {
      let date = firstOfMonth(today, month)
      while (isoWeekday(date) !== 6) date = addDays(date, 1)
      push(date, addDays(date, Math.max(0, options.days - 1)), 1 << 5)
    }
    return periods
  }
  const weekdays = options.pricingType === 'sic' ? 0b1010110 : rng.chance(0.75) ? 127 : 0b0111111
  for (let season = -1; season < 20; season += 3) {
    const startAt = firstOfMonth(today, season)
    const endAt = addDays(firstOfMonth(today, season + 3), -1)
    push(startAt, endAt, weekdays)
  }
  return periods
}

export interface DemoPromotion {
  name: string
  startAt: string
  endAt: string
  weekdays: number[]
  kind: 'percent' | 'amount'
  value: number
}

export function demoPromotions(rng: Rng, today: string, basePrice: number): DemoPromotion[] {
  if (!rng.chance(0.35)) return []
  const all: DemoPromotion[] = [
    {
      name: 'Early booking: 10% off',
      startAt: addDays(today, 60),
      endAt: addDays(today, 540),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      kind: 'percent',
      value: 10,
    },
    {
      name: 'Midweek special: 15% off',
      startAt: addDays(today, -10),
      endAt: addDays(today, 180),
      weekdays: [1, 2, 3, 4],
      kind: 'percent',
      value: 15,
    },
    {
      name: 'Summer offer: €20 off',
      startAt: firstOfMonth(today, 12 - Number(today.slice(5, 7)) + 6),
      endAt: addDays(firstOfMonth(today, 12 - Number(today.slice(5, 7)) + 9), -1),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      kind: 'amount',
      value: Math.min(20, Math.floor(basePrice / 2)),
    },
    {
      name: 'Weekend family deal: €10 off',
      startAt: today,
      endAt: addDays(today, 365),
      weekdays: [6, 7],
      kind: 'amount',
      value: Math.min(10, Math.floor(basePrice / 3)),
    },
  ]
  return rng.sample(all, rng.int(1, 2))
}
