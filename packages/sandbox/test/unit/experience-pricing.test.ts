import { describe, expect, it } from 'vitest'
import { experienceLadder } from '../../src/bookings/experience-ladder'
import { EXPERIENCE_LADDER } from '../../src/experience-booking/book'
import {
  adultUnitPrice,
  applyPromotions,
  departureEnd,
  hasSpots,
  priceParty,
  sellingPeriod,
  type PriceSheet,
} from '../../src/experience-booking/pricing'
import type { PeriodRow } from '../../src/experiences/experiences.repo'
import { cancellationFeeAt } from '../../../../src/shared/domain/cancellation'

const SHEET: PriceSheet = {
  currency: 'EUR',
  basePrice: 120,
  adultPrices: [
    { price: 100, minPax: 1, maxPax: 1 },
    { price: 90, minPax: 2, maxPax: 4 },
  ],
  childPrices: [
    { price: 0, minAge: 2, maxAge: 3 },
    { price: 50, minAge: 4, maxAge: 11 },
  ],
  minPax: 1,
  maxPax: 8,
  minAge: null,
  promotions: [],
}
const START = '2030-06-15'

describe('priceParty', () => {
  it('prices adults by the range covering the party size and children by the range covering their age', () => {
    const price = priceParty(SHEET, { adults: 2, childrenBirthdates: ['2022-01-01'] }, START)
    expect(price).toMatchObject({
      ok: true,
      priceWithoutPromo: 230,
      price: 230,
      adultUnitPrice: 90,
      promotions: [],
    })
    expect(price.ok && price.children).toEqual([{ birthdate: '2022-01-01', age: 8, price: 50 }])
  })

  it('re-prices when the party changes: size picks another adult range, ages pick other child prices', () => {
    expect(priceParty(SHEET, { adults: 1, childrenBirthdates: [] }, START)).toMatchObject({ price: 100 })
    expect(priceParty(SHEET, { adults: 2, childrenBirthdates: [] }, START)).toMatchObject({ price: 180 })
    // Age at the start date decides: a child turning 4 on the day pays the 4-11 price.
    expect(priceParty(SHEET, { adults: 2, childrenBirthdates: ['2026-06-15'] }, START)).toMatchObject({
      price: 230,
    })
    expect(priceParty(SHEET, { adults: 2, childrenBirthdates: ['2026-06-16'] }, START)).toMatchObject({
      price: 180,
    })
  })

  it('uses the base price when no range covers the size; children younger than every range are free', () => {
    expect(priceParty(SHEET, { adults: 5, childrenBirthdates: [] }, START)).toMatchObject({ price: 600 })
    expect(priceParty(SHEET, { adults: 1, childrenBirthdates: ['2029-12-01'] }, START)).toMatchObject({
      price: 90,
    })
  })

  it('charges the adult price to a child in no range (older than every range)', () => {
    expect(priceParty(SHEET, { adults: 1, childrenBirthdates: ['2015-01-01'] }, START)).toMatchObject({
      price: 180,
    })
  })

  it('refuses parties outside minPax..maxPax, too young for the experience, or unpriceable', () => {
    expect(priceParty(SHEET, { adults: 0, childrenBirthdates: [] }, START)).toEqual({
      ok: false,
      reason: 'empty_party',
    })
    expect(priceParty({ ...SHEET, minPax: 2 }, { adults: 1, childrenBirthdates: [] }, START)).toEqual({
      ok: false,
      reason: 'below_min_pax',
    })
    expect(priceParty(SHEET, { adults: 9, childrenBirthdates: [] }, START)).toEqual({
      ok: false,
      reason: 'above_max_pax',
    })
    expect(
      priceParty({ ...SHEET, minAge: 12 }, { adults: 1, childrenBirthdates: ['2022-01-01'] }, START),
    ).toEqual({
      ok: false,
      reason: 'too_young',
    })
    expect(priceParty({ ...SHEET, basePrice: null }, { adults: 6, childrenBirthdates: [] }, START)).toEqual({
      ok: false,
      reason: 'no_price',
    })
    expect(priceParty(SHEET, { adults: 1, childrenBirthdates: ['2031-01-01'] }, START)).toEqual({
      ok: false,
      reason: 'born_after_start',
    })
  })

  it('applies promotions in order on the running total, lists them, and keeps the price without promotion', () => {
    const sheet: PriceSheet = {
      ...SHEET,
      promotions: [
        { name: 'Early booking: 10% off', kind: 'percent', value: 10 },
        { name: '€20 off', kind: 'amount', value: 20 },
      ],
    }
    expect(priceParty(sheet, { adults: 2, childrenBirthdates: ['2022-01-01'] }, START)).toMatchObject({
      price: 187,
      priceWithoutPromo: 230,
      promotions: ['Early booking: 10% off', '€20 off'],
    })
    expect(applyPromotions(15, [{ name: 'big', kind: 'amount', value: 40 }])).toEqual({
      price: 0,
      applied: ['big'],
    })
    expect(applyPromotions(100, [{ name: 'none', kind: 'percent', value: 0 }])).toEqual({
      price: 100,
      applied: [],
    })
  })

  it('exposes the adult unit price for a size', () => {
    expect(adultUnitPrice(SHEET, 3)).toBe(90)
    expect(adultUnitPrice(SHEET, 7)).toBe(120)
  })
})

function period(overrides: Partial<PeriodRow>): PeriodRow {
  return {
    id: 1,
    experienceId: 1,
    startAt: '2030-01-01',
    endAt: '2030-12-31',
    price: 100,
    minPax: null,
    maxPax: null,
    state: 'free_sale',
    availableDays: Array.from({ length: 7 }, () => true),
    allotments: null,
    allotmentsUsed: 0,
    currentPaxForDeparture: 0,
    minPaxForDeparture: null,
    roomSupplement: null,
    adultPrices: [],
    childPrices: [],
    ...overrides,
  }
}

describe('departures and periods', () => {
  it('ends a same-day departure on its start and a multi-day one days - 1 later', () => {
    expect(departureEnd('2030-06-15', null)).toBe('2030-06-15')
    expect(departureEnd('2030-06-15', 1)).toBe('2030-06-15')
    expect(departureEnd('2030-06-15', 4)).toBe('2030-06-18')
  })

  it('sells on the latest-starting covering period, and on none when a stop_sale period covers the dates', () => {
    const season = period({ id: 1, startAt: '2030-01-01' })
    const special = period({ id: 2, startAt: '2030-06-01', state: 'on_request' })
    expect(sellingPeriod([season, special])?.id).toBe(2)
    expect(sellingPeriod([season, period({ id: 3, startAt: '2030-06-10', state: 'stop_sale' })])).toBeNull()
    expect(sellingPeriod([])).toBeNull()
  })

  it('has spots when the allotment is unlimited or leaves enough for the party', () => {
    expect(hasSpots(period({ allotments: null }), 50)).toBe(true)
    expect(hasSpots(period({ allotments: 10, allotmentsUsed: 7 }), 3)).toBe(true)
    expect(hasSpots(period({ allotments: 10, allotmentsUsed: 8 }), 3)).toBe(false)
  })
})

describe('experience cancellation ladder', () => {
  const line = { startAt: '2030-06-15', endAt: '2030-06-15', ladder: EXPERIENCE_LADDER }

  it('is free until 48 hours before the start, 50% then, the full price from the start', () => {
    const ladder = experienceLadder(line, 200)
    expect(ladder).toEqual([
      {
        deduction: 100,
        refundable: true,
        startAt: '2030-06-13T00:00:00.000Z',
        endAt: '2030-06-15T00:00:00.000Z',
      },
      {
        deduction: 200,
        refundable: false,
        startAt: '2030-06-15T00:00:00.000Z',
        endAt: '2030-06-16T00:00:00.000Z',
      },
    ])
    expect(cancellationFeeAt(ladder, '2030-06-12T23:59:59Z', { totalPrice: 200 })).toBe(0)
    expect(cancellationFeeAt(ladder, '2030-06-14T08:00:00Z', { totalPrice: 200 })).toBe(100)
    expect(cancellationFeeAt(ladder, '2030-06-15T09:00:00Z', { totalPrice: 200 })).toBe(200)
  })
})
