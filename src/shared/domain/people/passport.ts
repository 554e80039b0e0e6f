import { compareIsoDates, daysInMonth, parseIsoDate, type IsoDate } from '../dates'

/**
 * Passport validity against a trip: many countries refuse a passport that expires within six months after the
 * stay, and none accepts one that expires before the traveller is home. The desk warns; it does not refuse.
 */

export const PASSPORT_MARGIN_MONTHS = 6

export type PassportWarning =
  /** The passport expires before the trip ends (or on its last day's eve). */
  | { kind: 'expires_before_trip_end'; expiry: IsoDate; tripEnd: IsoDate }
  /** The passport is valid for the trip but expires within six months after it ends. */
  | { kind: 'expires_within_six_months'; expiry: IsoDate; tripEnd: IsoDate }

/** `date` plus whole months; a day the target month lacks becomes its last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const parts = parseIsoDate(date)
  if (!parts) throw new RangeError(`Invalid date ${JSON.stringify(date)}`)
  const index = parts.year * 12 + (parts.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const day = Math.min(parts.day, daysInMonth(year, month))
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * The warning for one trip ending on `tripEnd`, or null (no expiry known, or valid six months after). A passport
 * that expires on the day the trip ends is still valid that day, but within six months.
 */
export function passportWarning(expiry: IsoDate | null, tripEnd: IsoDate): PassportWarning | null {
  if (expiry === null || !parseIsoDate(expiry) || !parseIsoDate(tripEnd)) return null
  if (compareIsoDates(expiry, tripEnd) < 0) return { kind: 'expires_before_trip_end', expiry, tripEnd }
  if (compareIsoDates(expiry, addMonths(tripEnd, PASSPORT_MARGIN_MONTHS)) < 0)
    return { kind: 'expires_within_six_months', expiry, tripEnd }
  return null
}

/**
 * The most serious warning over the trips not yet ended on `today` (expired before a trip ends beats within six
 * months; then the earliest trip), or null.
 */
export function passportWarningForTrips(
  expiry: IsoDate | null,
  tripEnds: readonly IsoDate[],
  today: IsoDate,
): PassportWarning | null {
  const upcoming = tripEnds.filter((end) => compareIsoDates(end, today) >= 0).sort(compareIsoDates)
  const warnings = upcoming
    .map((end) => passportWarning(expiry, end))
    .filter((w): w is PassportWarning => w !== null)
  return warnings.find((w) => w.kind === 'expires_before_trip_end') ?? warnings[0] ?? null
}

/** The warning in a sentence for the agent. */
export function passportWarningText(warning: PassportWarning): string {
  return warning.kind === 'expires_before_trip_end'
    ? `Passport expires on ${warning.expiry}, before the trip ends on ${warning.tripEnd}`
    : `Passport expires on ${warning.expiry}, within six months after the trip ends on ${warning.tripEnd}`
}
