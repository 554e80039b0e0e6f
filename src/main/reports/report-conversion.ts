import { convertTotal } from '../../shared/domain/currency-rates'
import { fromMinor } from '../../shared/domain/minor-units'
import type { ConvertedFigures, RateUsed } from '../../shared/ipc/reports.contract'

/** The agency's rates as a report reads them (rates/currency-rates.ts ratesForReports); null: no reporting currency. */
export interface ReportRates {
  reporting: string
  rates: RateUsed[]
}

/** Money sums of one currency in its minor units (reports.ts Tally). */
export interface MinorFigures {
  currency: string
  cost: number
  sold: number
  margin: number
}

/** The reporting currency, the rates of the report's currencies as entered, and the currencies lacking one. */
export function conversionBasis(
  rates: ReportRates | null,
  currencies: Iterable<string>,
): { reporting: string | null; ratesUsed: RateUsed[]; missing: string[] } {
  const present = new Set(currencies)
  if (rates === null) return { reporting: null, ratesUsed: [], missing: [...present].sort() }
  present.delete(rates.reporting)
  const ratesUsed = rates.rates.filter((rate) => present.has(rate.currency))
  const known = new Set(ratesUsed.map((rate) => rate.currency))
  return {
    reporting: rates.reporting,
    ratesUsed,
    missing: [...present].filter((currency) => !known.has(currency)).sort(),
  }
}

/** One amount summed across currencies; null when any currency lacks a rate (never a partial sum). */
export function convertAmounts(
  amounts: readonly { currency: string; minor: number }[],
  rates: ReportRates | null,
): number | null {
  if (rates === null) return null
  const result = convertTotal(amounts, rates.reporting, rates.rates)
  return result.kind === 'converted' ? fromMinor(result.minor, rates.reporting) : null
}

/** Cost, sold and margin of several currencies in the reporting currency, each converted from its own sum. */
export function convertFigures(
  figures: readonly MinorFigures[],
  rates: ReportRates | null,
): ConvertedFigures | null {
  const of = (pick: (f: MinorFigures) => number): number | null =>
    convertAmounts(
      figures.map((f) => ({ currency: f.currency, minor: pick(f) })),
      rates,
    )
  const cost = of((f) => f.cost)
  const sold = of((f) => f.sold)
  const margin = of((f) => f.margin)
  return cost === null || sold === null || margin === null ? null : { cost, sold, margin }
}
