import type { CancelCondition } from './cancellation'
import { isIsoDate, isValidTimeZone } from './dates'
import { roundMoney } from './money'

/**
 * An experience's cancellation terms. The service gives them as the supplier's words only (`cancellationPolicies`,
 * a text, on a search result and on the detail), worded relative to the start: "Free cancellation up to 48 hours
 * before the start; 50% charged within 48 hours; no refund for no-shows." A proposal item must keep dated terms, so
 * the rules such words state are read here and laid out as a dated ladder (`cancelConditions` shape, as a hotel's)
 * for the item's day.
 *
 * Resolved here (the spec is silent):
 * - Only English wording is read; anything else, or words with no rule found, gives null: the ladder stays
 *   unknown (never presented as free) and the supplier's words are kept to print.
 * - The service gives a date, no start time and no zone: the start is the beginning of the item's day in the zone
 *   given (the desk's when the item is added). Deadlines counted back from it are never later than the supplier's
 *   for an experience starting later that day in that zone.
 * - Cancelling is free only when the words say so. Charges stated without a free period start unbounded.
 * - "No refund for no-shows" (or "non-refundable from the start") is the full price from the start, with no end.
 * - "Non-refundable" alone is the full price from the moment it is booked (one unbounded window).
 */

export interface ExperienceCancellationRules {
  /** Cancelling is free until this many hours before the start (null: the words give no free period). */
  freeUntilHoursBefore: number | null
  /** Charges from this many hours before the start (0: from the start), each a percent of the price. */
  charges: { fromHoursBefore: number; percent: number }[]
  /** The whole price is charged whenever it is cancelled. */
  nonRefundable: boolean
}

const HOURS: Record<string, number> = { hour: 1, hours: 1, day: 24, days: 24, week: 168, weeks: 168 }
const AMOUNT = String.raw`(\d{1,4})\s*(hours?|days?|weeks?)`

function hoursOf(count: string, unit: string): number {
  return Number(count) * (HOURS[unit.toLowerCase()] ?? 1)
}

/** The rules the supplier's words state, or null when none is found (see above). */
export function parseExperienceCancellation(
  text: string | null | undefined,
): ExperienceCancellationRules | null {
  const words = (text ?? '').replace(/\s+/g, ' ').trim()
  if (words === '') return null
  let freeUntilHoursBefore: number | null = null
  const charges: ExperienceCancellationRules['charges'] = []
  let nonRefundable = false
  const free = new RegExp(
    String.raw`free cancell?ation (?:up to|until|till|at least) ${AMOUNT} before`,
    'i',
  ).exec(words)
  if (free !== null) freeUntilHoursBefore = hoursOf(free[1]!, free[2]!)
  const percent = new RegExp(
    String.raw`(\d{1,3}(?:\.\d+)?)\s*%\s*(?:of the price\s*)?(?:is\s*)?(?:charged|fee|penalty)\s*(?:within|in the (?:last\s*)?)\s*${AMOUNT}`,
    'gi',
  )
  for (const match of words.matchAll(percent)) {
    const share = Number(match[1])
    if (share > 0 && share <= 100)
      charges.push({ fromHoursBefore: hoursOf(match[2]!, match[3]!), percent: share })
  }
  if (
    /no refund(?:s)? (?:for|in case of|on) no[- ]?shows?|no[- ]?shows? (?:are|is) (?:not refunded|charged in full)/i.test(
      words,
    )
  )
    charges.push({ fromHoursBefore: 0, percent: 100 })
  if (/\bnon[- ]?refundable\b/i.test(words) && free === null && charges.length === 0) nonRefundable = true
  if (freeUntilHoursBefore === null && charges.length === 0 && !nonRefundable) return null
  charges.sort((a, b) => b.fromHoursBefore - a.fromHoursBefore)
  return { freeUntilHoursBefore, charges, nonRefundable }
}

/** The instant a calendar day begins in an IANA zone (DST-safe: the zone's offset at that instant). */
export function startOfDayInZone(date: string, timeZone: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a date: ${date}`)
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Not a time zone: ${timeZone}`)
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  const offsetAt = (ms: number): number => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(ms)
    const get = (type: Intl.DateTimeFormatPartTypes): number =>
      Number(parts.find((part) => part.type === type)?.value ?? 0)
    const asUtc = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    )
    return asUtc - ms
  }
  // Two passes: the offset at the first guess may differ from the offset at the answer across a DST change.
  const first = utcMidnight - offsetAt(utcMidnight)
  return utcMidnight - offsetAt(first)
}

/**
 * The dated ladder of rules for an experience on `startAt` (see above for the start's instant): free before the
 * first charge when the words say so, each charge from its hour until the next one's, the last one (or a
 * no-show) open-ended. Deductions are shares of `price`, in its currency; an empty array when `rules` is null.
 */
export function datedExperienceLadder(
  rules: ExperienceCancellationRules | null,
  item: { startAt: string; timeZone: string; price: number },
): CancelCondition[] {
  if (rules === null) return []
  const startMs = startOfDayInZone(item.startAt, item.timeZone)
  const iso = (ms: number): string => new Date(ms).toISOString()
  const price = roundMoney(item.price)
  if (rules.nonRefundable) return [{ deduction: price, refundable: false, startAt: null, endAt: null }]
  const charges =
    rules.charges.length > 0
      ? rules.charges
      : // Free until a deadline, with nothing said after it: the supplier's terms past it are the full price.
        [{ fromHoursBefore: rules.freeUntilHoursBefore ?? 0, percent: 100 }]
  // Free until the stated deadline; a first charge stated later than it starts at it (never free past the words).
  const freeEnds = rules.freeUntilHoursBefore
  return charges.map((charge, index) => {
    const fromHours =
      index === 0 && freeEnds !== null ? Math.max(charge.fromHoursBefore, freeEnds) : charge.fromHoursBefore
    const next = charges[index + 1]
    const full = charge.percent >= 100
    return {
      deduction: full ? price : roundMoney((price * charge.percent) / 100),
      refundable: !full,
      startAt: index === 0 && freeEnds === null ? null : iso(startMs - fromHours * 3_600_000),
      endAt: next === undefined ? null : iso(startMs - next.fromHoursBefore * 3_600_000),
    }
  })
}
