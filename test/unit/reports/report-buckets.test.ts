import { describe, expect, it } from 'vitest'
import {
  leadTimeBucket,
  localDay,
  median,
  periodOf,
  periodsBetween,
} from '../../../src/main/reports/report-buckets'

describe('localDay', () => {
  it('counts an instant on the day of the agency time zone, across DST', () => {
    // Lisbon is UTC+1 in summer: 23:30 UTC on 31 March 2026 (after the change on the 29th) is 1 April there.
    expect(localDay('2026-03-31T23:30:00Z', 'Europe/Lisbon')).toBe('2026-04-01')
    // In winter Lisbon is UTC: the same clock time stays on its day.
    expect(localDay('2026-01-31T23:30:00Z', 'Europe/Lisbon')).toBe('2026-01-31')
    // West of UTC an early-morning UTC instant is the day before.
    expect(localDay('2026-07-01T03:00:00Z', 'America/New_York')).toBe('2026-06-30')
    expect(localDay('2026-07-01T03:00:00Z', 'UTC')).toBe('2026-07-01')
  })
})

describe('periodOf', () => {
  it('buckets a day into itself, its ISO week (Monday) and its month', () => {
    expect(periodOf('2026-03-29', 'day')).toBe('2026-03-29')
    expect(periodOf('2026-03-29', 'month')).toBe('2026-03')
    // Sunday 29 March 2026 belongs to the week starting Monday 23 March; Monday 30 starts the next one.
    expect(periodOf('2026-03-29', 'week')).toBe('2026-03-23')
    expect(periodOf('2026-03-30', 'week')).toBe('2026-03-30')
    // A week crossing a year boundary starts in the old year.
    expect(periodOf('2027-01-01', 'week')).toBe('2026-12-28')
  })

  it('keeps a week seven days across the DST change', () => {
    const days = [
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]
    expect(new Set(days.map((day) => periodOf(day, 'week')))).toEqual(new Set(['2026-03-23']))
  })
})

describe('periodsBetween', () => {
  it('lists every bucket in order, empty ones too', () => {
    expect(periodsBetween('2025-11-15', '2026-02-03', 'month')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
    expect(periodsBetween('2026-03-27', '2026-04-07', 'week')).toEqual([
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ])
    expect(periodsBetween('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
  })
})

describe('leadTimeBucket', () => {
  it('counts whole days from the local cancellation day to check-in', () => {
    expect(leadTimeBucket('2026-06-01T10:00:00Z', '2026-06-03', 'UTC')).toBe('0-2')
    expect(leadTimeBucket('2026-06-01T10:00:00Z', '2026-06-04', 'UTC')).toBe('3-7')
    expect(leadTimeBucket('2026-06-01T10:00:00Z', '2026-06-15', 'UTC')).toBe('8-14')
    expect(leadTimeBucket('2026-06-01T10:00:00Z', '2026-07-01', 'UTC')).toBe('15-30')
    expect(leadTimeBucket('2026-06-01T10:00:00Z', '2026-07-02', 'UTC')).toBe('31+')
    // After check-in (a no-show fee): no days left, not negative ones.
    expect(leadTimeBucket('2026-06-05T10:00:00Z', '2026-06-03', 'UTC')).toBe('0-2')
    expect(leadTimeBucket(null, '2026-06-03', 'UTC')).toBe('unknown')
  })

  it('uses the agency day: 22:30 UTC is already the next day in Athens', () => {
    // Eight days in UTC, seven from Athens's 2 June.
    expect(leadTimeBucket('2026-06-01T22:30:00Z', '2026-06-09', 'UTC')).toBe('8-14')
    expect(leadTimeBucket('2026-06-01T22:30:00Z', '2026-06-09', 'Europe/Athens')).toBe('3-7')
  })
})

describe('median', () => {
  it('is the middle value, the mean of the two middle ones, or null', () => {
    expect(median([])).toBeNull()
    expect(median([5])).toBe(5)
    expect(median([9, 1, 5])).toBe(5)
    expect(median([10, 2, 4, 8])).toBe(6)
  })
})
