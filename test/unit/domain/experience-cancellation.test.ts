import { describe, expect, it } from 'vitest'
import { evaluateCancellation } from '../../../src/shared/domain/cancellation'
import {
  datedExperienceLadder,
  parseExperienceCancellation,
  startOfDayInZone,
} from '../../../src/shared/domain/experience-cancellation'

/** The demo world's English words (packages/sandbox/src/experiences/copy/voice.ts). */
const DEMO =
  'Free cancellation up to 48 hours before the start; 50% charged within 48 hours; no refund for no-shows.'

describe('parseExperienceCancellation', () => {
  it("reads the free period, the charges and the no-show from the supplier's words", () => {
    expect(parseExperienceCancellation(DEMO)).toEqual({
      freeUntilHoursBefore: 48,
      charges: [
        { fromHoursBefore: 48, percent: 50 },
        { fromHoursBefore: 0, percent: 100 },
      ],
      nonRefundable: false,
    })
    expect(parseExperienceCancellation('Free cancellation until 7 days before.')).toEqual({
      freeUntilHoursBefore: 168,
      charges: [],
      nonRefundable: false,
    })
    expect(parseExperienceCancellation('This tour is non-refundable.')).toEqual({
      freeUntilHoursBefore: null,
      charges: [],
      nonRefundable: true,
    })
  })

  it('finds no rule in other words or other languages: null, the terms stay unknown', () => {
    expect(parseExperienceCancellation('')).toBeNull()
    expect(parseExperienceCancellation(null)).toBeNull()
    expect(parseExperienceCancellation('Please ask the supplier.')).toBeNull()
    expect(
      parseExperienceCancellation('Annulation gratuite jusqu’à 48 heures avant le début ; 50 % facturés.'),
    ).toBeNull()
  })
})

describe('startOfDayInZone', () => {
  it('is the zone’s midnight of the day, across a DST change', () => {
    expect(new Date(startOfDayInZone('2027-03-14', 'Europe/Lisbon')).toISOString()).toBe(
      '2027-03-14T00:00:00.000Z',
    )
    expect(new Date(startOfDayInZone('2027-07-14', 'Europe/Lisbon')).toISOString()).toBe(
      '2027-07-13T23:00:00.000Z',
    )
    expect(new Date(startOfDayInZone('2027-03-14', 'Asia/Tokyo')).toISOString()).toBe(
      '2027-03-13T15:00:00.000Z',
    )
    // New York moves to summer time at 02:00 that day: its midnight is still winter time.
    expect(new Date(startOfDayInZone('2027-03-14', 'America/New_York')).toISOString()).toBe(
      '2027-03-14T05:00:00.000Z',
    )
    expect(() => startOfDayInZone('2027-02-30', 'Europe/Lisbon')).toThrow(RangeError)
    expect(() => startOfDayInZone('2027-03-14', 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('datedExperienceLadder', () => {
  it('dates the demo words for the item’s day: free, then half, then the full price from the start', () => {
    const ladder = datedExperienceLadder(parseExperienceCancellation(DEMO), {
      startAt: '2027-07-14',
      timeZone: 'Europe/Lisbon',
      price: 181.8,
    })
    expect(ladder).toEqual([
      {
        deduction: 90.9,
        refundable: true,
        startAt: '2027-07-11T23:00:00.000Z',
        endAt: '2027-07-13T23:00:00.000Z',
      },
      { deduction: 181.8, refundable: false, startAt: '2027-07-13T23:00:00.000Z', endAt: null },
    ])
    // Read back with the hotels' rules: free before the deadline, a fee inside it, the whole price from the start.
    expect(evaluateCancellation(ladder, '2027-07-11T22:59:59Z').kind).toBe('free')
    expect(evaluateCancellation(ladder, '2027-07-12T10:00:00Z')).toMatchObject({ kind: 'penalty', fee: 90.9 })
    expect(evaluateCancellation(ladder, '2027-07-14T10:00:00Z')).toMatchObject({ kind: 'non_refundable' })
  })

  it('never frees more than the words do: charges without a free period start unbounded; nothing said after a free period is the full price', () => {
    const charged = datedExperienceLadder(parseExperienceCancellation('25% charged within 3 days.'), {
      startAt: '2027-03-14',
      timeZone: 'Asia/Tokyo',
      price: 100,
    })
    expect(charged).toEqual([{ deduction: 25, refundable: true, startAt: null, endAt: null }])
    expect(evaluateCancellation(charged, '2026-01-01T00:00:00Z').kind).toBe('penalty')
    const freeOnly = datedExperienceLadder(
      parseExperienceCancellation('Free cancellation up to 2 days before.'),
      {
        startAt: '2027-03-14',
        timeZone: 'Asia/Tokyo',
        price: 100,
      },
    )
    expect(freeOnly).toEqual([
      { deduction: 100, refundable: false, startAt: '2027-03-11T15:00:00.000Z', endAt: null },
    ])
  })

  it('is one full-price window for non-refundable words, and empty when no rule was read', () => {
    const item = { startAt: '2027-03-14', timeZone: 'Europe/Lisbon', price: 80 }
    expect(datedExperienceLadder(parseExperienceCancellation('Non-refundable.'), item)).toEqual([
      { deduction: 80, refundable: false, startAt: null, endAt: null },
    ])
    expect(datedExperienceLadder(null, item)).toEqual([])
  })
})
