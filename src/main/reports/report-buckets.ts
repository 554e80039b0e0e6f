/**
 * The pure arithmetic of the reports: which day, week or month a booking falls in, how long before travel it was
 * cancelled, and the median time to answer. Kept apart from the SQL so that each rule is tested alone.
 */

export const GRANULARITIES = ['day', 'week', 'month'] as const
export type Granularity = (typeof GRANULARITIES)[number]

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a time zone: a booking made at 23:30 UTC on 31 March is a
 * 1 April sale in Lisbon's summer time. Intl knows each zone's DST; SQLite does not, which is why a creation
 * period is bucketed here rather than with strftime.
 */
export function localDay(instant: string, timeZone: string): string {
  let format = dayFormats.get(timeZone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dayFormats.set(timeZone, format)
  }
  return format.format(new Date(instant))
}

/** A day's position counted in whole days, free of any time zone (calendar arithmetic only). */
function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000
}

function dayOfNumber(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The bucket of a calendar day: the day itself, the Monday that starts its ISO week, or its month (YYYY-MM).
 * Working on calendar days (not instants) keeps a week seven days long across a DST change.
 */
export function periodOf(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day
  if (granularity === 'month') return day.slice(0, 7)
  const n = dayNumber(day)
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
  const sinceMonday = (((n + 3) % 7) + 7) % 7
  return dayOfNumber(n - sinceMonday)
}

/** Every bucket from the first day to the last, in order, so that a chart shows empty periods as zero. */
export function periodsBetween(from: string, to: string, granularity: Granularity): string[] {
  const periods: string[] = []
  const last = periodOf(to, granularity)
  let day = from
  for (let guard = 0; guard < 4000; guard += 1) {
    const period = periodOf(day, granularity)
    if (periods[periods.length - 1] !== period) periods.push(period)
    if (period === last) break
    day = dayOfNumber(dayNumber(day) + 1)
  }
  return periods
}

export const LEAD_TIME_BUCKETS = ['0-2', '3-7', '8-14', '15-30', '31+', 'unknown'] as const
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number]

/**
 * How long before travel a booking was cancelled, in whole days from the day of cancellation (in the agency's
 * time zone) to the day of check-in; a cancellation on or after check-in is 0 days. Null cancellation time: the
 * cache does not know it (the booking's detail was never fetched).
 */
export function leadTimeBucket(
  cancelledAt: string | null,
  checkIn: string,
  timeZone: string,
): LeadTimeBucket {
  if (cancelledAt === null) return 'unknown'
  const days = Math.max(0, dayNumber(checkIn) - dayNumber(localDay(cancelledAt, timeZone)))
  if (days <= 2) return '0-2'
  if (days <= 7) return '3-7'
  if (days <= 14) return '8-14'
  if (days <= 30) return '15-30'
  return '31+'
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const high = sorted[middle] as number
  return sorted.length % 2 === 1 ? high : ((sorted[middle - 1] as number) + high) / 2
}
