import { describe, expect, it } from 'vitest'
import { convertMinor, convertTotal, isRateText } from '../../../src/shared/domain/currency-rates'

describe('currency rates: conversion in integer minor units', () => {
  it('converts cents to cents at a 4-digit rate, rounding half away from zero', () => {
    // 100.00 USD at 0.9123 = 91.23 EUR exactly.
    expect(convertMinor(10_000, 'USD', 'EUR', '0.9123')).toBe(9_123)
    // 0.05 USD at 0.9 = 0.045 EUR -> 0.05 (half away from zero, never banker's 0.04).
    expect(convertMinor(5, 'USD', 'EUR', '0.9')).toBe(5)
    expect(convertMinor(-5, 'USD', 'EUR', '0.9')).toBe(-5)
    // 0.01 USD at 0.4 = 0.004 -> 0.00, and never -0.
    expect(Object.is(convertMinor(-1, 'USD', 'EUR', '0.4'), 0)).toBe(true)
  })

  it('handles 0- and 3-decimal currencies on both sides', () => {
    // 1,000 JPY at 0.0061 EUR = 6.10 EUR.
    expect(convertMinor(1_000, 'JPY', 'EUR', '0.0061')).toBe(610)
    // 12.34 EUR at 161.37 JPY = 1991.3058 -> 1,991 JPY.
    expect(convertMinor(1_234, 'EUR', 'JPY', '161.37')).toBe(1_991)
    // 1.234 KWD (3 decimals) at 2.9871 EUR = 3.6860814 -> 3.69 EUR.
    expect(convertMinor(1_234, 'KWD', 'EUR', '2.9871')).toBe(369)
    // 10.00 EUR at 0.3315 KWD = 3.315 KWD: 3,315 fils.
    expect(convertMinor(1_000, 'EUR', 'KWD', '0.3315')).toBe(3_315)
  })

  it('stays exact where floats would not (0.1 + 0.2 style)', () => {
    // 1.005 * 100 is 100.49999999999999 in floats; on integers 201 cents at 0.5 is 100.5 -> 101.
    expect(convertMinor(201, 'USD', 'EUR', '0.5')).toBe(101)
    // 12345678901 x 0.91234567 = 11263526688.537708...: exact on BigInt, where a float product would drift.
    expect(convertMinor(123_456_789_01, 'USD', 'EUR', '0.91234567')).toBe(11_263_526_689)
  })

  it('accepts rates as decimal text only, strictly positive', () => {
    expect(isRateText('0.9123')).toBe(true)
    expect(isRateText('161.37')).toBe(true)
    for (const bad of ['0', '0.0', '-1', '1e3', '.5', '1.', '01.2', '1.123456789', ' 1'])
      expect(isRateText(bad)).toBe(false)
    expect(() => convertMinor(100, 'USD', 'EUR', '0')).toThrow(RangeError)
    expect(() => convertMinor(0.5, 'USD', 'EUR', '1')).toThrow(RangeError)
  })
})

describe('currency rates: a total across currencies', () => {
  const rates = [
    { currency: 'USD', rate: '0.9' },
    { currency: 'JPY', rate: '0.0061' },
  ]

  it('converts each currency once and adds; the reporting currency needs no rate', () => {
    const total = convertTotal(
      [
        { currency: 'EUR', minor: 10_000 },
        { currency: 'USD', minor: 5_000 },
        { currency: 'JPY', minor: 1_000 },
      ],
      'EUR',
      rates,
    )
    expect(total).toEqual({ kind: 'converted', currency: 'EUR', minor: 10_000 + 4_500 + 610 })
  })

  it('sums nothing when a currency lacks a rate, and names each missing one once', () => {
    const total = convertTotal(
      [
        { currency: 'EUR', minor: 100 },
        { currency: 'GBP', minor: 100 },
        { currency: 'CHF', minor: 1 },
        { currency: 'GBP', minor: 2 },
      ],
      'EUR',
      rates,
    )
    expect(total).toEqual({ kind: 'missing', currency: 'EUR', missing: ['CHF', 'GBP'] })
  })
})
