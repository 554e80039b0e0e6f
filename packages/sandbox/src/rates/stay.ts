import { addDays, isoDateToEpochMs, MS_PER_DAY, type IsoDate } from '../../../../src/shared/domain/dates'

/**
 * Everything about a stay's dates that pricing needs, computed once per request and shared by every hotel priced
 * for it: that is what keeps a 500-hotel search cheap (a rate's total is then a handful of multiplications).
 */
export interface StayContext {
  checkIn: IsoDate
  checkOut: IsoDate
  /** 00:00 UTC of the check-in and check-out dates (ladder windows are placed from these). */
  checkInMs: number
  checkOutMs: number
  nights: number
  nightDates: IsoDate[]
  /** Sum over the nights of the day factor, per season curve (index = HotelRateProfile.season). */
  seasonSums: readonly [number, number, number]
  /** Nights falling in even / odd contract periods (own-inventory boards that change by period). */
  periodNights: readonly [number, number]
  /** Consecutive runs of nights in one contract period, in order. */
  periods: { from: IsoDate; to: IsoDate; parity: 0 | 1 }[]
  /** The night of 31 December is part of the stay (gala dinner supplements). */
  newYearsEve: boolean
}

/** Month factors (January first) of the three season curves: summer peak, winter peak, flat city hotel. */
const SEASON_CURVES: readonly (readonly number[])[] = [
  [0.8, 0.8, 0.85, 0.95, 1.05, 1.25, 1.45, 1.5, 1.15, 0.95, 0.8, 0.9],
  [1.35, 1.4, 1.2, 0.95, 0.8, 0.85, 0.9, 0.9, 0.8, 0.85, 1.05, 1.45],
  [0.9, 0.95, 1.05, 1.1, 1.1, 1.05, 0.95, 0.9, 1.1, 1.1, 1.0, 1.0],
]
/** Friday and Saturday nights cost more at leisure hotels, less at city (business) hotels. */
const WEEKEND_FACTOR = [1.12, 1.12, 0.9]

/**
 * Contract periods of own inventory run from the 1st to the 15th and from the 16th to the end of each month;
 * periods alternate (parity) so that a board contracted per period changes at each boundary.
 */
export function contractParity(date: IsoDate): 0 | 1 {
  return Number(date.slice(8, 10)) >= 16 ? 1 : 0
}

export function buildStay(checkIn: IsoDate, checkOut: IsoDate): StayContext {
  const start = isoDateToEpochMs(checkIn)
  const nights = Math.round((isoDateToEpochMs(checkOut) - start) / MS_PER_DAY)
  const nightDates: IsoDate[] = []
  const sums = [0, 0, 0]
  const periodNights = [0, 0]
  const periods: StayContext['periods'] = []
  let newYearsEve = false
  for (let index = 0; index < nights; index++) {
    const day = new Date(start + index * MS_PER_DAY)
    const date = day.toISOString().slice(0, 10)
    nightDates.push(date)
    const month = day.getUTCMonth()
    const weekend = day.getUTCDay() === 5 || day.getUTCDay() === 6
    for (let curve = 0; curve < 3; curve++) {
      sums[curve] =
        (sums[curve] as number) +
        (SEASON_CURVES[curve]?.[month] ?? 1) * (weekend ? (WEEKEND_FACTOR[curve] ?? 1) : 1)
    }
    const parity = contractParity(date)
    periodNights[parity] = (periodNights[parity] as number) + 1
    const last = periods.at(-1)
    if (last !== undefined && last.parity === parity) last.to = addDays(date, 1)
    else periods.push({ from: date, to: addDays(date, 1), parity })
    if (date.endsWith('-12-31')) newYearsEve = true
  }
  return {
    checkIn,
    checkOut,
    checkInMs: start,
    checkOutMs: isoDateToEpochMs(checkOut),
    nights,
    nightDates,
    seasonSums: [sums[0] as number, sums[1] as number, sums[2] as number],
    periodNights: [periodNights[0] as number, periodNights[1] as number],
    periods,
    newYearsEve,
  }
}

const stayCache = new Map<string, StayContext>()

/** Stays are pure functions of their dates: keep the recent ones (a search pages through the same stay). */
export function stayFor(checkIn: IsoDate, checkOut: IsoDate): StayContext {
  const key = `${checkIn}/${checkOut}`
  let stay = stayCache.get(key)
  if (stay === undefined) {
    if (stayCache.size >= 500) stayCache.clear()
    stay = buildStay(checkIn, checkOut)
    stayCache.set(key, stay)
  }
  return stay
}
