import { describe, expect, it } from 'vitest'
import {
  addMonths,
  passportWarning,
  passportWarningForTrips,
  passportWarningText,
} from '../../../../src/shared/domain/people/passport'

describe('addMonths', () => {
  it('keeps the day when the month has it', () => {
    expect(addMonths('2026-03-15', 6)).toBe('2026-09-15')
  })
  it('crosses the year', () => {
    expect(addMonths('2026-09-30', 6)).toBe('2027-03-30')
  })
  it('clamps to the last day of a shorter month, leap year or not', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
  })
})

describe('passportWarning', () => {
  it('warns when the passport expires before the trip ends', () => {
    expect(passportWarning('2026-07-10', '2026-07-14')).toEqual({
      kind: 'expires_before_trip_end',
      expiry: '2026-07-10',
      tripEnd: '2026-07-14',
    })
  })
  it('warns within six months when it expires on the last day of the trip', () => {
    expect(passportWarning('2026-07-14', '2026-07-14')?.kind).toBe('expires_within_six_months')
  })
  it('warns the day before six months after the end, not on that day', () => {
    expect(passportWarning('2027-01-13', '2026-07-14')?.kind).toBe('expires_within_six_months')
    expect(passportWarning('2027-01-14', '2026-07-14')).toBeNull()
  })
  it('says nothing without an expiry or with an unreadable date', () => {
    expect(passportWarning(null, '2026-07-14')).toBeNull()
    expect(passportWarning('2026-02-30', '2026-07-14')).toBeNull()
  })
})

describe('passportWarningForTrips', () => {
  it('ignores trips that already ended', () => {
    expect(passportWarningForTrips('2026-05-01', ['2026-04-20'], '2026-04-25')).toBeNull()
  })
  it('prefers an expiry before a trip ends over a six-month warning of an earlier trip', () => {
    const warning = passportWarningForTrips('2026-09-01', ['2026-06-10', '2026-09-20'], '2026-05-01')
    expect(warning).toEqual({ kind: 'expires_before_trip_end', expiry: '2026-09-01', tripEnd: '2026-09-20' })
  })
  it('reports the earliest trip among six-month warnings', () => {
    const warning = passportWarningForTrips('2026-12-01', ['2026-08-10', '2026-06-10'], '2026-05-01')
    expect(warning?.tripEnd).toBe('2026-06-10')
  })
  it('is worded for the agent', () => {
    expect(passportWarningText(passportWarning('2026-07-10', '2026-07-14')!)).toBe(
      'Passport expires on 2026-07-10, before the trip ends on 2026-07-14',
    )
  })
})
