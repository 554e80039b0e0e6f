import { z } from 'zod'
import { IsoDateSchema } from '../domain/dates'
import { BookingState } from '../domain/booking-states'
import { HandedDocument } from './bookings.contract'

/**
 * The manager's view: sales, margin, cancellations and supplier answers, computed in main from the cache and the
 * agency's frozen sales, offline too. Money is never mixed: every figure is per currency.
 */

export const SALES_GROUPS = [
  'kind',
  'supplier',
  'country',
  'city',
  'product',
  'customerFile',
  'agent',
] as const
export const SalesGroup = z.enum(SALES_GROUPS)
export type SalesGroup = z.infer<typeof SalesGroup>

export const ReportFilters = z
  .object({
    /** Which day a booking counts on: the day it was made (agency's time zone) or its check-in. */
    basis: z.enum(['created', 'travel']).default('created'),
    from: IsoDateSchema,
    to: IsoDateSchema,
    granularity: z.enum(['day', 'week', 'month']).default('month'),
    kind: z.enum(['hotel', 'experience']).optional(),
    /** The sales report's states (default: confirmed); the other reports pick their own. */
    states: z.array(BookingState).max(10).optional(),
    /** IANA zone the creation days are counted in; main's settings decide when absent. */
    timeZone: z.string().min(1).max(64).optional(),
  })
  .strict()
  .refine((filters) => filters.from <= filters.to, { message: 'From must not be after to', path: ['to'] })
  .refine((filters) => Date.parse(filters.to) - Date.parse(filters.from) <= 3 * 366 * 86_400_000, {
    message: 'At most three years at once',
    path: ['to'],
  })
export type ReportFilters = z.input<typeof ReportFilters>

const Count = z.number().int().min(0)

/** One row of figures in one currency. `sold` and `margin` cover only the bookings that have a selling price. */
export const SalesFigures = z.object({
  currency: z.string(),
  count: Count,
  cost: z.number(),
  sold: z.number(),
  margin: z.number(),
  /** Bookings counted without a selling price (made elsewhere, before the margin): in count and cost only. */
  withoutSellingPrice: Count,
})
export type SalesFigures = z.infer<typeof SalesFigures>

export const SalesPeriodRow = SalesFigures.extend({
  period: z.string(),
  kind: z.enum(['hotel', 'experience']),
})
export type SalesPeriodRow = z.infer<typeof SalesPeriodRow>

export const SalesGroupRow = SalesFigures.extend({ key: z.string(), label: z.string() })
export type SalesGroupRow = z.infer<typeof SalesGroupRow>

/** A rate a report converted with (Settings -> Currency rates): 1 currency = rate reporting currency. */
export const RateUsed = z.object({
  currency: z.string(),
  rate: z.string(),
  enteredAt: z.string(),
  enteredBy: z.string(),
})
export type RateUsed = z.infer<typeof RateUsed>

/** Money figures summed across currencies into the reporting currency. */
export const ConvertedFigures = z.object({ cost: z.number(), sold: z.number(), margin: z.number() })
export type ConvertedFigures = z.infer<typeof ConvertedFigures>

/** What a conversion rests on: the reporting currency (null: none chosen), the rates used, the ones missing. */
const ConversionBasis = z.object({
  reporting: z.string().nullable(),
  /** The rates of the currencies in the report, as entered. */
  ratesUsed: z.array(RateUsed),
  /** Currencies in the report without a rate: no converted total where they appear. */
  missing: z.array(z.string()),
})

export const SalesConversion = ConversionBasis.extend({
  /** Null when a currency lacks a rate or no reporting currency is chosen. */
  totals: ConvertedFigures.nullable(),
  /** Per group (byGroup's key): converted when every currency of that group has a rate. */
  byGroup: z.array(z.object({ key: z.string(), converted: ConvertedFigures.nullable() })),
})
export type SalesConversion = z.infer<typeof SalesConversion>

export const CancellationsConversion = ConversionBasis.extend({ fees: z.number().nullable() })
export type CancellationsConversion = z.infer<typeof CancellationsConversion>

export const SalesReport = z.object({
  periods: z.array(z.string()),
  byPeriod: z.array(SalesPeriodRow),
  groupBy: SalesGroup,
  byGroup: z.array(SalesGroupRow),
  totals: z.array(SalesFigures),
  timeZone: z.string(),
  /** Sums across currencies at the agency's rates; absent when computed without them. */
  conversion: SalesConversion.optional(),
})
export type SalesReport = z.infer<typeof SalesReport>

export const CancellationRow = z.object({
  key: z.string(),
  currency: z.string(),
  count: Count,
  fees: z.number(),
})
export type CancellationRow = z.infer<typeof CancellationRow>

export const CancellationsReport = z.object({
  bySupplier: z.array(CancellationRow),
  byLeadTime: z.array(CancellationRow),
  total: Count,
  conversion: CancellationsConversion.optional(),
})
export type CancellationsReport = z.infer<typeof CancellationsReport>

export const AnswersRow = z.object({
  supplier: z.string(),
  confirmed: Count,
  refused: Count,
  autoRefused: Count,
  waiting: Count,
  /** Median hours from the request to the supplier's answer; null when no answer's time is known. */
  medianHoursToAnswer: z.number().nullable(),
})
export type AnswersRow = z.infer<typeof AnswersRow>

export const AnswersReport = z.object({ bySupplier: z.array(AnswersRow), total: AnswersRow })
export type AnswersReport = z.infer<typeof AnswersReport>

export const REPORT_NAMES = ['sales', 'cancellations', 'answers'] as const
export const ReportName = z.enum(REPORT_NAMES)
export type ReportName = z.infer<typeof ReportName>

export const reportsChannels = {
  /** Sales per period (stacked by product kind) and per one grouping, per currency. */
  'reports.sales': {
    input: z.object({ filters: ReportFilters, groupBy: SalesGroup.default('supplier') }).strict(),
    output: SalesReport,
  },
  /** Cancelled bookings: how many and the fees, by supplier and by how long before travel. */
  'reports.cancellations': {
    input: z.object({ filters: ReportFilters }).strict(),
    output: CancellationsReport,
  },
  /** On-request bookings: confirmed, refused (by hand or automatically), waiting, median time to answer. */
  'reports.answers': { input: z.object({ filters: ReportFilters }).strict(), output: AnswersReport },
  /** One report as an XLSX workbook (numbers as numbers, money in its currency's format). */
  'reports.export': {
    input: z
      .object({ report: ReportName, filters: ReportFilters, groupBy: SalesGroup.default('supplier') })
      .strict(),
    output: z.object({ file: HandedDocument }),
  },
} as const
