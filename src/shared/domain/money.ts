import { numberFormat } from './intl-cache'
import { fromMinor, toMinor } from './minor-units'

/**
 * Money as the service sends it: plain numbers in a currency, rounded to 2 decimals (spec, conventions).
 * Rounding is half away from zero and immune to binary artefacts (1.005 -> 1.01, -1.005 -> -1.01).
 * Sums are done in integer cents so that 0.1 + 0.2 is 0.3.
 */

function requireFinite(amount: number): void {
  if (!Number.isFinite(amount)) throw new RangeError(`Invalid money amount ${amount}`)
}

/** Round to 2 decimals, half away from zero; never returns -0. Throws RangeError on NaN or Infinity. */
export function roundMoney(amount: number): number {
  requireFinite(amount)
  const scaled = Math.abs(amount) * 100
  const nearest = Math.round(scaled)
  // An amount already in cents (nearly every one) is spared the text round trip below, which pricing pays for
  // each result of a search: under 1e6 cents, 15 significant digits keep 9 decimals, so a distance under 1e-9
  // from a whole number of cents rounds to that same number either way.
  const cents =
    scaled < 1e6 && Math.abs(scaled - nearest) < 1e-9
      ? nearest
      : // 15 significant digits drop the float artefact (1.005 * 100 = 100.49999999999999 -> 100.5) before rounding.
        Math.round(Number(scaled.toPrecision(15)))
  const result = cents / 100
  return amount < 0 && result !== 0 ? -result : result
}

/** An amount -> integer cents (rounded as {@link roundMoney}). */
export function toCents(amount: number): number {
  const rounded = roundMoney(amount)
  return Math.round(rounded * 100)
}

export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}`)
  return cents / 100 || 0
}

/** Sum of amounts, each rounded to cents first, exact in cents. Empty -> 0. */
export function sumMoney(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0))
}

export function addMoney(a: number, b: number): number {
  return sumMoney([a, b])
}

export function subtractMoney(a: number, b: number): number {
  return fromCents(toCents(a) - toCents(b))
}

/** amount x factor (a quantity, a rate), rounded to 2 decimals. */
export function multiplyMoney(amount: number, factor: number): number {
  requireFinite(factor)
  return roundMoney(roundMoney(amount) * factor)
}

/** Equal once both are rounded to cents. */
export function moneyEquals(a: number, b: number): boolean {
  return toCents(a) === toCents(b)
}

/** ISO 4217 shape: three upper-case letters. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code)
}

/**
 * Display an amount in a currency for a locale with Intl.NumberFormat (`€1,234.50` in en-GB for EUR,
 * `1 234,50 €` in fr-FR). The amount is rounded half away from zero to the currency's own number of
 * fraction digits (JPY none, KWD three). A code that is not three letters falls back to `1234.50 XXX`.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const code = currency.trim().toUpperCase()
  if (isCurrencyCode(code)) {
    // The currency's own minor units: a selling price in KWD keeps its third decimal, JPY shows none.
    const rounded = fromMinor(toMinor(amount, code), code)
    try {
      return numberFormat(locale, { style: 'currency', currency: code }).format(rounded)
    } catch {
      // fall through to the plain form
    }
  }
  return `${roundMoney(amount).toFixed(2)} ${currency}`.trim()
}
