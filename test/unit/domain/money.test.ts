import { describe, expect, it } from 'vitest'
import {
  addMoney,
  formatMoney,
  fromCents,
  isCurrencyCode,
  moneyEquals,
  multiplyMoney,
  roundMoney,
  subtractMoney,
  sumMoney,
  toCents,
} from '../../../src/shared/domain/money'

describe('roundMoney', () => {
  it('rounds to 2 decimals', () => {
    expect(roundMoney(12.344)).toBe(12.34)
    expect(roundMoney(12.346)).toBe(12.35)
  })
  it('rounds half away from zero for positive amounts', () => {
    expect(roundMoney(2.125)).toBe(2.13)
    expect(roundMoney(0.5 / 100)).toBe(0.01)
  })
  it('rounds half away from zero for negative amounts', () => {
    expect(roundMoney(-2.125)).toBe(-2.13)
    expect(roundMoney(-0.005)).toBe(-0.01)
  })
  it('is robust to float artefacts (1.005, 1.255, 0.285, 8.345)', () => {
    expect(roundMoney(1.005)).toBe(1.01)
    expect(roundMoney(1.255)).toBe(1.26)
    expect(roundMoney(0.285)).toBe(0.29)
    expect(roundMoney(8.345)).toBe(8.35)
    expect(roundMoney(-1.005)).toBe(-1.01)
  })
  it('gives what the 15-digit text rounding gives, whole cents or not (its shortcut for whole cents)', () => {
    const reference = (amount: number): number => {
      const result = Math.round(Number((Math.abs(amount) * 100).toPrecision(15))) / 100
      return amount < 0 && result !== 0 ? -result : result
    }
    const amounts = [
      0,
      1e-12,
      0.004999999,
      0.1 + 0.2,
      9_999.995,
      9_999.994999,
      10_000.005,
      123_456.785,
      -45.675,
    ]
    for (let i = 0; i < 20_000; i++) {
      const cents = Math.floor(Math.random() * 2_000_000) - 1_000_000
      amounts.push(cents / 100, (cents + 0.5) / 100, cents / 100 + Math.random() * 1e-6, cents * 0.0123)
    }
    for (const amount of amounts) expect(roundMoney(amount), String(amount)).toBe(reference(amount))
  })
  it('keeps already rounded values and integers', () => {
    expect(roundMoney(100)).toBe(100)
    expect(roundMoney(19.99)).toBe(19.99)
  })
  it('cleans sums with artefacts', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3)
  })
  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true)
    expect(Object.is(roundMoney(-0), 0)).toBe(true)
  })
  it('handles large amounts', () => {
    expect(roundMoney(123456789.125)).toBe(123456789.13)
  })
  it('rejects NaN and Infinity', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError)
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('cents and sums', () => {
  it('converts to and from cents', () => {
    expect(toCents(12.345)).toBe(1235)
    expect(fromCents(1235)).toBe(12.35)
    expect(() => fromCents(1.5)).toThrow(RangeError)
  })
  it('sums exactly in cents', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3)
    expect(sumMoney([19.99, 19.99, 19.99])).toBe(59.97)
    expect(sumMoney([])).toBe(0)
  })
  it('rounds each amount before summing', () => {
    expect(sumMoney([1.005, 1.005])).toBe(2.02)
  })
  it('adds, subtracts and multiplies', () => {
    expect(addMoney(0.7, 0.1)).toBe(0.8)
    expect(subtractMoney(0.3, 0.1)).toBe(0.2)
    expect(multiplyMoney(33.33, 3)).toBe(99.99)
    expect(multiplyMoney(10, 0.1235)).toBe(1.24)
  })
  it('compares at cent precision', () => {
    expect(moneyEquals(0.1 + 0.2, 0.3)).toBe(true)
    expect(moneyEquals(0.3, 0.31)).toBe(false)
  })
})

describe('formatMoney', () => {
  it("keeps the currency's own minor units: three for KWD, none for JPY", () => {
    expect(formatMoney(1.2345, 'KWD', 'en')).toBe('KWD 1.235')
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235')
  })
  it('formats with the currency and the locale', () => {
    expect(formatMoney(1234.5, 'EUR', 'en-GB')).toBe('€1,234.50')
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50')
  })
  it('follows the locale conventions (fr-FR: comma decimals, symbol after)', () => {
    const text = formatMoney(1234.5, 'EUR', 'fr-FR')
    expect(text).toMatch(/^1\s?234,50\s€$/u)
  })
  it('rounds before formatting', () => {
    expect(formatMoney(1.005, 'EUR', 'en-GB')).toBe('€1.01')
  })
  it('accepts a lower-case currency code', () => {
    expect(formatMoney(5, 'eur', 'en-GB')).toBe('€5.00')
  })
  it('falls back to a plain form for an invalid currency code', () => {
    expect(formatMoney(5, 'EURO', 'en-GB')).toBe('5.00 EURO')
  })
  it('recognises currency codes', () => {
    expect(isCurrencyCode('EUR')).toBe(true)
    expect(isCurrencyCode('eur')).toBe(false)
    expect(isCurrencyCode('EU')).toBe(false)
  })
})
