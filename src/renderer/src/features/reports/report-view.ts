import type { AnswersRow, ReportFilters, SalesPeriodRow } from '../../../../shared/ipc/reports.contract'

/**
 * What the reports screen shows, shaped from main's figures: chart rows, the days a bar stands for, and the
 * bookings list's address for them. Pure, so that the numbers of a chart and its table are the same by
 * construction and tested once.
 */

export type Granularity = 'day' | 'week' | 'month'

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000
const dayOf = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10)

/** The first and last day of a period key (a day, the Monday of a week, or YYYY-MM). */
export function periodDays(period: string, granularity: Granularity): { from: string; to: string } {
  if (granularity === 'day') return { from: period, to: period }
  if (granularity === 'week') return { from: period, to: dayOf(dayNumber(period) + 6) }
  const [year, month] = period.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` }
}

/**
 * The bookings list filtered to one bar: its days (by creation or by check-in), its product and the report's
 * states. The list counts creation days in UTC: a booking made near midnight may sit one day off the report's.
 */
export function bookingsLinkOf(
  filters: Pick<ReportFilters, 'basis' | 'states'> & { kind?: 'hotel' | 'experience' | undefined },
  days: { from: string; to: string },
): string {
  const params = new URLSearchParams()
  params.set('state', (filters.states ?? ['confirmed']).join(','))
  if (filters.kind !== undefined) params.set('product', filters.kind)
  const [fromKey, toKey] =
    filters.basis === 'travel' ? ['checkInFrom', 'checkInTo'] : ['createdFrom', 'createdTo']
  params.set(fromKey, days.from)
  params.set(toKey, days.to)
  return `/bookings?${params.toString()}`
}

export interface PeriodChartRow {
  period: string
  label: string
  hotel: number
  experience: number
}

/** A readable period: "Oct 2026", "Week of 2026-03-23", or the day. */
export function periodLabel(period: string, granularity: Granularity, locale: string): string {
  if (granularity === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${period}-01T00:00:00Z`),
    )
  }
  return granularity === 'week' ? `Week of ${period}` : period
}

/**
 * Bookings per period stacked by product. Counts, not money: a count adds across currencies, an amount does not
 * (the table beside it gives the money, per currency). Every period is there, empty ones at zero.
 */
export function periodChartRows(
  periods: readonly string[],
  rows: readonly SalesPeriodRow[],
  granularity: Granularity,
  locale: string,
): PeriodChartRow[] {
  const byPeriod = new Map(
    periods.map((period) => [
      period,
      { period, label: periodLabel(period, granularity, locale), hotel: 0, experience: 0 },
    ]),
  )
  for (const row of rows) {
    const target = byPeriod.get(row.period)
    if (target !== undefined) target[row.kind] += row.count
  }
  return [...byPeriod.values()]
}

/** The top `limit` groups by bookings, all currencies counted together (counts only). */
export function topGroups(
  rows: readonly { key: string; count: number }[],
  limit: number,
): { key: string; bookings: number }[] {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + row.count)
  return [...counts]
    .map(([key, bookings]) => ({ key, bookings }))
    .sort((a, b) => b.bookings - a.bookings || a.key.localeCompare(b.key))
    .slice(0, limit)
}

/** The answer funnel: requests, then what became of them. */
export function funnelRows(total: AnswersRow): { step: string; requests: number }[] {
  return [
    { step: 'Confirmed', requests: total.confirmed },
    { step: 'Refused', requests: total.refused },
    { step: 'Refused automatically', requests: total.autoRefused },
    { step: 'Waiting', requests: total.waiting },
  ]
}
