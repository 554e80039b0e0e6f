import { minorDigits } from './minor-units'

/**
 * Summing across currencies with the rates the agency entered (Settings -> Currency rates), never with a market
 * feed: a rate is "1 <currency> = <rate> <reporting currency>", kept as decimal text ("0.9123") so that no float
 * artefact ever enters a stored rate. Conversion runs on integers (BigInt): minor units of the source times the
 * rate's digits, rounded once, half away from zero, as every other rounding of the desk (minor-units.ts toMinor),
 * so that a manager's recount with a calculator and the report agree.
 */

/** Up to 9 integer and 8 fraction digits, strictly positive: "1", "0.9123", "161.37". */
export const RATE_PATTERN = /^(0|[1-9]\d{0,8})(\.\d{1,8})?$/

export function isRateText(text: string): boolean {
  return RATE_PATTERN.test(text) && /[1-9]/.test(text)
}

/** "0.9123" -> { units: 9123n, scale: 4 }; throws RangeError on anything else. */
function parseRate(rate: string): { units: bigint; scale: number } {
  if (!isRateText(rate)) throw new RangeError(`Invalid rate ${rate}`)
  const [whole = '0', fraction = ''] = rate.split('.')
  return { units: BigInt(whole + fraction), scale: fraction.length }
}

/** numerator / denominator (denominator > 0), rounded half away from zero. */
function divideHalfAway(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n)
  return negative ? -quotient : quotient
}

/**
 * An amount in `from`'s minor units -> `to`'s minor units at `rate` (1 from = rate to): JPY has no minor digits,
 * KWD three; the result is rounded once, half away from zero.
 */
export function convertMinor(minor: number, from: string, to: string, rate: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`)
  const { units, scale } = parseRate(rate)
  const numerator = BigInt(minor) * units * 10n ** BigInt(minorDigits(to))
  const denominator = 10n ** BigInt(scale + minorDigits(from))
  const result = Number(divideHalfAway(numerator, denominator))
  return result === 0 ? 0 : result
}

export interface RateToUse {
  currency: string
  /** 1 currency = rate reporting currency. */
  rate: string
}

export type Conversion =
  | { kind: 'converted'; currency: string; minor: number }
  /** Currencies that lack a rate (sorted): no converted total then, never a partial one. */
  | { kind: 'missing'; currency: string; missing: string[] }

/**
 * The sum of amounts in several currencies (each in its own minor units) in the reporting currency: each
 * currency's amount is converted once and the results added. The reporting currency needs no rate. When any
 * currency lacks a rate, nothing is summed: a partial total would read as the whole.
 */
export function convertTotal(
  amounts: readonly { currency: string; minor: number }[],
  reporting: string,
  rates: readonly RateToUse[],
): Conversion {
  const byCurrency = new Map(rates.map((rate) => [rate.currency, rate.rate]))
  const missing = new Set<string>()
  let total = 0
  for (const { currency, minor } of amounts) {
    if (currency === reporting) {
      total += minor
      continue
    }
    const rate = byCurrency.get(currency)
    if (rate === undefined) missing.add(currency)
    else total += convertMinor(minor, currency, reporting, rate)
  }
  if (missing.size > 0) return { kind: 'missing', currency: reporting, missing: [...missing].sort() }
  return { kind: 'converted', currency: reporting, minor: total }
}
