import { describe, expect, it } from 'vitest'
import {
  addDays,
  compareIsoDates,
  daysBetween,
  formatInstantInZone,
  formatIsoDate,
  IsoDateSchema,
  isIsoDate,
  isoDateInZone,
  isTimestamp,
  isValidTimeZone,
  nightsBetween,
  parseIsoDate,
  parseTimestamp,
  stayInstants,
  toEpochMs,
  toIsoTimestamp,
  validateStay,
} from '../../../src/shared/domain/dates'

describe('calendar dates', () => {
  it('accepts real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2025-06-01')).toBe(true)
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
  })
  it('rejects impossible calendar days', () => {
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2025-04-31')).toBe(false)
    expect(isIsoDate('2025-13-01')).toBe(false)
    expect(isIsoDate('2025-00-10')).toBe(false)
    expect(isIsoDate('2025-01-00')).toBe(false)
  })
  it('handles century leap rules', () => {
    expect(isIsoDate('2000-02-29')).toBe(true)
    expect(isIsoDate('1900-02-29')).toBe(false)
  })
  it('rejects other shapes', () => {
    expect(isIsoDate('2025-6-1')).toBe(false)
    expect(isIsoDate('2025-06-01T00:00:00Z')).toBe(false)
    expect(isIsoDate(' 2025-06-01')).toBe(false)
    expect(isIsoDate(20250601)).toBe(false)
  })
  it('has a zod schema', () => {
    expect(IsoDateSchema.safeParse('2025-06-01').success).toBe(true)
    expect(IsoDateSchema.safeParse('2025-02-30').success).toBe(false)
  })
  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(() => addDays('2025-03-01', 1.5)).toThrow(RangeError)
  })
  it('counts days and compares', () => {
    expect(daysBetween('2025-06-01', '2025-06-08')).toBe(7)
    expect(daysBetween('2025-06-08', '2025-06-01')).toBe(-7)
    expect(compareIsoDates('2025-06-01', '2025-06-02')).toBe(-1)
    expect(compareIsoDates('2025-06-02', '2025-06-02')).toBe(0)
  })
})

describe('stays', () => {
  it('counts nights from check-in to check-out', () => {
    expect(nightsBetween('2025-06-01', '2025-06-04')).toBe(3)
    expect(nightsBetween('2024-02-28', '2024-03-01')).toBe(2)
  })
  it('requires check-out strictly after check-in', () => {
    expect(validateStay('2025-06-01', '2025-06-01')).toEqual({
      ok: false,
      reason: 'check_out_not_after_check_in',
    })
    expect(validateStay('2025-06-02', '2025-06-01')).toEqual({
      ok: false,
      reason: 'check_out_not_after_check_in',
    })
    expect(() => nightsBetween('2025-06-01', '2025-06-01')).toThrow(RangeError)
  })
  it('names the invalid date', () => {
    expect(validateStay('2025-02-30', '2025-03-02')).toEqual({ ok: false, reason: 'invalid_check_in' })
    expect(validateStay('2025-03-01', 'tomorrow')).toEqual({ ok: false, reason: 'invalid_check_out' })
  })
  it('gives the stay instants at 00:00 UTC', () => {
    expect(stayInstants({ checkIn: '2025-06-01', checkOut: '2025-06-02' })).toEqual({
      startMs: Date.UTC(2025, 5, 1),
      endMs: Date.UTC(2025, 5, 2),
    })
  })
})

describe('timestamps', () => {
  it('parses ISO 8601 UTC', () => {
    expect(parseTimestamp('2025-06-01T12:30:00Z')).toBe(Date.UTC(2025, 5, 1, 12, 30))
    expect(parseTimestamp('2025-06-01T12:30:00.250Z')).toBe(Date.UTC(2025, 5, 1, 12, 30, 0, 250))
  })
  it('parses ISO 8601 with an offset', () => {
    expect(parseTimestamp('2025-06-01T14:30:00+02:00')).toBe(Date.UTC(2025, 5, 1, 12, 30))
    expect(parseTimestamp('2025-06-01T07:30:00-0500')).toBe(Date.UTC(2025, 5, 1, 12, 30))
  })
  it('reads a zone-less ISO timestamp and a bare date as UTC', () => {
    expect(parseTimestamp('2025-06-01T12:30:00')).toBe(Date.UTC(2025, 5, 1, 12, 30))
    expect(parseTimestamp('2025-06-01')).toBe(Date.UTC(2025, 5, 1))
  })
  it('parses the v1/v2 form YYYY-MM-DD HH:mm:ss UTC', () => {
    expect(parseTimestamp('2025-06-01 12:30:05 UTC')).toBe(Date.UTC(2025, 5, 1, 12, 30, 5))
  })
  it('rejects invalid timestamps', () => {
    expect(parseTimestamp('2025-02-30T00:00:00Z')).toBeNull()
    expect(parseTimestamp('2025-06-01T25:00:00Z')).toBeNull()
    expect(parseTimestamp('2025-06-01 12:30:05')).toBeNull()
    expect(parseTimestamp('June 1, 2025')).toBeNull()
    expect(isTimestamp('')).toBe(false)
  })
  it('normalises instants', () => {
    expect(toIsoTimestamp('2025-06-01 12:30:05 UTC')).toBe('2025-06-01T12:30:05.000Z')
    expect(toEpochMs(new Date(5))).toBe(5)
    expect(() => toEpochMs('nope')).toThrow(RangeError)
    expect(() => toEpochMs(Number.NaN)).toThrow(RangeError)
  })
})

describe('display in a named time zone', () => {
  const instant = '2025-07-01T12:00:00Z'
  it('shows the instant in the agent zone with the zone named', () => {
    expect(formatInstantInZone(instant, { timeZone: 'Europe/Paris', locale: 'en-GB' })).toBe(
      '1 Jul 2025, 14:00 CEST',
    )
  })
  it('uses the zone of the agent, not UTC', () => {
    const text = formatInstantInZone(instant, { timeZone: 'America/New_York', locale: 'en-US' })
    expect(text).toContain('08:00')
    expect(text).toContain('EDT')
  })
  it('names the zone even for UTC and for date-only output', () => {
    expect(formatInstantInZone(instant, { timeZone: 'UTC', locale: 'en-GB' })).toBe('1 Jul 2025, 12:00 UTC')
    expect(
      formatInstantInZone('2025-07-01T23:30:00Z', {
        timeZone: 'Asia/Tokyo',
        locale: 'en-GB',
        dateOnly: true,
      }),
    ).toBe('2 Jul 2025, GMT+9')
  })
  it('offers an offset style', () => {
    expect(
      formatInstantInZone(instant, {
        timeZone: 'Europe/Paris',
        locale: 'en-GB',
        timeZoneName: 'shortOffset',
      }),
    ).toBe('1 Jul 2025, 14:00 GMT+2')
  })
  it('accepts v1 timestamps and rejects an unknown zone', () => {
    expect(
      formatInstantInZone('2025-07-01 12:00:00 UTC', { timeZone: 'Europe/Paris', locale: 'en-GB' }),
    ).toContain('14:00')
    expect(() => formatInstantInZone(instant, { timeZone: 'Mars/Olympus', locale: 'en-GB' })).toThrow(
      RangeError,
    )
  })
  it('validates zone names', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
    expect(isValidTimeZone('')).toBe(false)
  })
  it('gives the calendar date in a zone', () => {
    expect(isoDateInZone('2025-07-01T23:30:00Z', 'Asia/Tokyo')).toBe('2025-07-02')
    expect(isoDateInZone('2025-07-01T02:00:00Z', 'America/Los_Angeles')).toBe('2025-06-30')
  })
  it('formats a calendar date without shifting it', () => {
    expect(formatIsoDate('2025-07-01', 'en-GB')).toBe('1 Jul 2025')
  })
})
