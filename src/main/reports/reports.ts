import { AUTO_REFUSAL_MESSAGE } from '../../shared/domain/booking-states'
import { fromMinor, toMinor } from '../../shared/domain/minor-units'
import type {
  AnswersReport,
  AnswersRow,
  CancellationRow,
  CancellationsReport,
  ReportFilters,
  SalesFigures,
  SalesGroup,
  SalesGroupRow,
  SalesPeriodRow,
  SalesConversion,
  SalesReport,
} from '../../shared/ipc/reports.contract'
import type { Db } from '../db/statements'
import {
  LEAD_TIME_BUCKETS,
  leadTimeBucket,
  localDay,
  median,
  periodOf,
  periodsBetween,
} from './report-buckets'
import { conversionBasis, convertAmounts, convertFigures, type ReportRates } from './report-conversion'
import { dayAfter, readAnswers, readReportRows, type ReportRow } from './report-rows'

/** Filters as the contract parsed them (defaults filled in). */
export type ParsedReportFilters = Required<Pick<ReportFilters, 'basis' | 'granularity'>> &
  Omit<ReportFilters, 'basis' | 'granularity'>

export interface ReportContext {
  db: Db
  /** The service of the cached bookings (frozen sales are per service). */
  service: string | null
  /** The IANA zone creation days are counted in. */
  timeZone: string
  /**
   * The agency's rates (Settings -> Currency rates) to sum across currencies with; null: no reporting currency;
   * absent: the report is computed without conversion.
   */
  rates?: ReportRates | null
}

/** What "sold" means by default: the supplier confirmed it. */
const SOLD_STATES = ['confirmed']
const UNKNOWN = '—'

/** The booking's day in the report: its creation day in the agency's zone, or its check-in. */
function dayOf(row: ReportRow, filters: ParsedReportFilters, timeZone: string): string {
  return filters.basis === 'created' ? localDay(row.created_at, timeZone) : row.check_in
}

/** Rows of the period, exactly: SQL was asked a day wider each side for creation days in a time zone. */
function rowsOf(
  ctx: ReportContext,
  filters: ParsedReportFilters,
  states: readonly string[],
  onRequestOnly = false,
): ReportRow[] {
  const widen = filters.basis === 'created'
  const rows = readReportRows(ctx.db, {
    service: ctx.service,
    basis: filters.basis,
    from: widen ? dayAfter(filters.from, -1) : filters.from,
    to: widen ? dayAfter(filters.to) : filters.to,
    states,
    ...(filters.kind === undefined ? {} : { kind: filters.kind }),
    ...(onRequestOnly ? { onRequestOnly } : {}),
  })
  if (!widen) return rows
  return rows.filter((row) => {
    const day = localDay(row.created_at, ctx.timeZone)
    return day >= filters.from && day <= filters.to
  })
}

/** Sums in minor units so that ten thousand bookings add up to the cent. */
class Tally {
  count = 0
  cost = 0
  sold = 0
  margin = 0
  withoutSellingPrice = 0
  constructor(readonly currency: string) {}

  add(row: ReportRow): void {
    this.count += 1
    const net = row.net ?? row.total_price
    this.cost += toMinor(net, this.currency)
    if (row.sell === null) {
      this.withoutSellingPrice += 1
      return
    }
    this.sold += toMinor(row.sell, this.currency)
    this.margin += toMinor(row.sell, this.currency) - toMinor(net, this.currency)
  }

  figures(): SalesFigures {
    const money = (minor: number): number => fromMinor(minor, this.currency)
    return {
      currency: this.currency,
      count: this.count,
      cost: money(this.cost),
      sold: money(this.sold),
      margin: money(this.margin),
      withoutSellingPrice: this.withoutSellingPrice,
    }
  }
}

function tallyInto(tallies: Map<string, Tally>, key: string, row: ReportRow): void {
  const full = `${key}\u0000${row.currency}`
  let tally = tallies.get(full)
  if (tally === undefined) {
    tally = new Tally(row.currency)
    tallies.set(full, tally)
  }
  tally.add(row)
}

function groupKey(row: ReportRow, group: SalesGroup): string {
  switch (group) {
    case 'kind':
      return row.kind
    case 'supplier':
      return row.supplier ?? UNKNOWN
    case 'country':
      return row.country ?? UNKNOWN
    case 'city':
      return row.city ?? UNKNOWN
    case 'product':
      return row.product ?? UNKNOWN
    case 'customerFile':
      return row.customer_file_id ?? UNKNOWN
    case 'agent':
      return row.agent ?? UNKNOWN
  }
}

const splitKey = (full: string): string => full.slice(0, full.indexOf('\u0000'))

export function salesReport(
  ctx: ReportContext,
  filters: ParsedReportFilters,
  groupBy: SalesGroup,
): SalesReport {
  const rows = rowsOf(ctx, filters, filters.states ?? SOLD_STATES)
  const byPeriod = new Map<string, Tally>()
  const byGroup = new Map<string, Tally>()
  const totals = new Map<string, Tally>()
  for (const row of rows) {
    const period = periodOf(dayOf(row, filters, ctx.timeZone), filters.granularity)
    tallyInto(byPeriod, `${period}\u0001${row.kind}`, row)
    tallyInto(byGroup, groupKey(row, groupBy), row)
    tallyInto(totals, '', row)
  }
  const periodRows: SalesPeriodRow[] = [...byPeriod].map(([full, tally]) => {
    const [period, kind] = splitKey(full).split('\u0001') as [string, 'hotel' | 'experience']
    return { period, kind, ...tally.figures() }
  })
  periodRows.sort((a, b) => a.period.localeCompare(b.period) || a.kind.localeCompare(b.kind))
  const groupRows: SalesGroupRow[] = [...byGroup].map(([full, tally]) => {
    const key = splitKey(full)
    return { key, label: key, ...tally.figures() }
  })
  // Most bookings first: "top suppliers" reads from the top.
  groupRows.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
  const conversion =
    ctx.rates === undefined ? {} : { conversion: salesConversion(ctx.rates, byGroup, totals, groupRows) }
  return {
    periods: periodsBetween(filters.from, filters.to, filters.granularity),
    byPeriod: periodRows,
    groupBy,
    byGroup: groupRows,
    totals: [...totals.values()].map((tally) => tally.figures()).sort((a, b) => b.count - a.count),
    timeZone: ctx.timeZone,
    ...conversion,
  }
}

/** The sales totals and each group in the reporting currency, where every currency of the figure has a rate. */
function salesConversion(
  rates: ReportRates | null,
  byGroup: Map<string, Tally>,
  totals: Map<string, Tally>,
  groupRows: readonly SalesGroupRow[],
): SalesConversion {
  const tallies = [...totals.values()]
  const perGroup = new Map<string, Tally[]>()
  for (const [full, tally] of byGroup) {
    const key = splitKey(full)
    perGroup.set(key, [...(perGroup.get(key) ?? []), tally])
  }
  const seen = new Set<string>()
  const groups: SalesConversion['byGroup'] = []
  for (const row of groupRows) {
    if (seen.has(row.key)) continue
    seen.add(row.key)
    groups.push({ key: row.key, converted: convertFigures(perGroup.get(row.key) ?? [], rates) })
  }
  return {
    ...conversionBasis(
      rates,
      tallies.map((tally) => tally.currency),
    ),
    totals: tallies.length === 0 ? null : convertFigures(tallies, rates),
    byGroup: groups,
  }
}

function cancellationRows(groups: Map<string, { count: number; fees: number }>): CancellationRow[] {
  return [...groups].map(([full, { count, fees }]) => {
    const key = splitKey(full)
    const currency = full.slice(key.length + 1)
    return { key, currency, count, fees: fromMinor(fees, currency) }
  })
}

export function cancellationsReport(ctx: ReportContext, filters: ParsedReportFilters): CancellationsReport {
  const rows = rowsOf(ctx, filters, ['canceled'])
  const bySupplier = new Map<string, { count: number; fees: number }>()
  const byLeadTime = new Map<string, { count: number; fees: number }>()
  const add = (groups: typeof bySupplier, key: string, row: ReportRow): void => {
    const full = `${key}\u0000${row.currency}`
    const group = groups.get(full) ?? { count: 0, fees: 0 }
    group.count += 1
    group.fees += toMinor(Number(row.cancellation_fees ?? 0), row.currency)
    groups.set(full, group)
  }
  for (const row of rows) {
    add(bySupplier, row.supplier ?? UNKNOWN, row)
    add(byLeadTime, leadTimeBucket(row.cancelled_at, row.check_in, ctx.timeZone), row)
  }
  const leadOrder = (key: string): number => (LEAD_TIME_BUCKETS as readonly string[]).indexOf(key)
  const feesByCurrency = new Map<string, number>()
  for (const [full, group] of bySupplier) {
    const currency = full.slice(splitKey(full).length + 1)
    feesByCurrency.set(currency, (feesByCurrency.get(currency) ?? 0) + group.fees)
  }
  const fees = [...feesByCurrency].map(([currency, minor]) => ({ currency, minor }))
  const conversion =
    ctx.rates === undefined
      ? {}
      : {
          conversion: {
            ...conversionBasis(ctx.rates, feesByCurrency.keys()),
            fees: fees.length === 0 ? null : convertAmounts(fees, ctx.rates),
          },
        }
  return {
    bySupplier: cancellationRows(bySupplier).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    byLeadTime: cancellationRows(byLeadTime).sort(
      (a, b) => leadOrder(a.key) - leadOrder(b.key) || a.currency.localeCompare(b.currency),
    ),
    total: rows.length,
    ...conversion,
  }
}

/** States a request waits in for the supplier's answer. */
const WAITING_STATES = ['sent', 'pending_source', 'pre_confirmed', 'pending']
const ANSWERED_STATES = ['confirmed', 'refused', 'canceled', 'replaced']

function emptyAnswers(supplier: string): AnswersRow & { hours: number[] } {
  return {
    supplier,
    confirmed: 0,
    refused: 0,
    autoRefused: 0,
    waiting: 0,
    medianHoursToAnswer: null,
    hours: [],
  }
}

/**
 * On-request bookings (the supplier answers: `dmc_state` other than instant booking) and what became of them.
 * A cancelled or replaced one was confirmed first. An automatic refusal is the platform's, known by its history
 * entry (no user, the refusal message) or, without history, by the refusal message in the detail.
 */
export function answersReport(ctx: ReportContext, filters: ParsedReportFilters): AnswersReport {
  // SQL keeps only the requests: reading every booking of the period to drop most of them cost the most.
  const rows = rowsOf(ctx, filters, [...WAITING_STATES, ...ANSWERED_STATES], true)
  const answers = new Map(
    readAnswers(
      ctx.db,
      rows.map((row) => row.id),
    ).map((a) => [a.booking_id, a]),
  )
  const bySupplier = new Map<string, ReturnType<typeof emptyAnswers>>()
  const total = emptyAnswers('')
  for (const row of rows) {
    const supplier = row.supplier ?? UNKNOWN
    const tally = bySupplier.get(supplier) ?? emptyAnswers(supplier)
    bySupplier.set(supplier, tally)
    const answer = answers.get(row.id)
    const outcome: 'confirmed' | 'refused' | 'autoRefused' | 'waiting' = WAITING_STATES.includes(row.state)
      ? 'waiting'
      : row.state !== 'refused'
        ? 'confirmed'
        : answer !== undefined && answer.user_id === null && answer.label.includes(AUTO_REFUSAL_MESSAGE)
          ? 'autoRefused'
          : 'refused'
    tally[outcome] += 1
    total[outcome] += 1
    // The supplier's time to answer; an automatic refusal is the platform's, not the supplier's answer.
    if (answer !== undefined && outcome !== 'waiting' && outcome !== 'autoRefused') {
      const hours = (Date.parse(answer.answered_at) - Date.parse(row.created_at)) / 3_600_000
      tally.hours.push(hours)
      total.hours.push(hours)
    }
  }
  const finish = ({ hours, ...row }: ReturnType<typeof emptyAnswers>): AnswersRow => {
    const middle = median(hours)
    return { ...row, medianHoursToAnswer: middle === null ? null : Math.round(middle * 10) / 10 }
  }
  const refusals = (row: AnswersRow): number => row.refused + row.autoRefused
  return {
    // Who refuses most first: the manager's question.
    bySupplier: [...bySupplier.values()]
      .map(finish)
      .sort((a, b) => refusals(b) - refusals(a) || a.supplier.localeCompare(b.supplier)),
    total: finish(total),
  }
}
