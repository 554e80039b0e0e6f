/**
 * Money in a currency's minor units (cents for EUR, none for JPY, fils for KWD): a markup is computed on integers so
 * that "+12%, rounded to .90" never leaves a float artefact. The number of digits is the currency's own, as
 * Intl knows it (ISO 4217); an unknown code counts 2, like the service's own amounts.
 */

const digitsByCurrency = new Map<string, number>()

export function minorDigits(currency: string): number {
  const code = currency.trim().toUpperCase()
  let digits = digitsByCurrency.get(code)
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits as number
    } catch {
      digits = 2
    }
    digitsByCurrency.set(code, digits)
  }
  return digits
}

/** An amount in major units -> an integer of minor units, half away from zero, immune to 1.005-style artefacts. */
export function toMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Invalid money amount ${amount}`)
  const scaled = Math.abs(amount) * 10 ** minorDigits(currency)
  const nearest = Math.round(scaled)
  // An amount already in whole minor units (nearly every one) skips the text round trip, as roundMoney does: under
  // 1e6, 15 significant digits keep 9 decimals, so a distance under 1e-9 rounds to the same integer either way.
  const minor =
    scaled < 1e6 && Math.abs(scaled - nearest) < 1e-9 ? nearest : Math.round(Number(scaled.toPrecision(15)))
  return amount < 0 && minor !== 0 ? -minor : minor
}

export function fromMinor(minor: number, currency: string): number {
  if (!Number.isInteger(minor)) throw new RangeError(`Minor units must be an integer, got ${minor}`)
  return minor / 10 ** minorDigits(currency) || 0
}

/** numerator / denominator on integers, rounded half away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.round(Math.abs(numerator) / Math.abs(denominator))
  const negative = numerator < 0 !== denominator < 0
  return negative && quotient !== 0 ? -quotient : quotient
}
