import { describe, expect, it } from 'vitest'
import { estimateExtraPrice, estimatedLineTotal } from '../../../src/shared/domain/experience-extras'

const GUIDE = {
  adultPrice: 40,
  childrenPrices: [
    { ageRange: [0, 3] as const, price: 0 },
    { ageRange: [4, 11] as const, price: 20.5 },
  ],
}
const START = '2026-07-01'

describe('estimateExtraPrice', () => {
  it('adds the adult price per adult and each child by the band of their age on the start date', () => {
    // 2018-03-01 -> 8 on the start date (20.50); 2024-01-01 -> 2 (free).
    expect(
      estimateExtraPrice(GUIDE, { adults: 2, childrenBirthdates: ['2018-03-01', '2024-01-01'] }, START),
    ).toEqual({ total: 100.5, pricedAsAdults: 0 })
  })

  it('reads the age on the start date, not today: a birthday before the start moves the band', () => {
    // 11 until 2026-06-30, 12 on the start date: no band covers 12.
    expect(estimateExtraPrice(GUIDE, { adults: 0, childrenBirthdates: ['2014-06-30'] }, START)).toEqual({
      total: 40,
      pricedAsAdults: 1,
    })
    expect(estimateExtraPrice(GUIDE, { adults: 0, childrenBirthdates: ['2014-07-02'] }, START)).toEqual({
      total: 20.5,
      pricedAsAdults: 0,
    })
  })

  it('prices a child of no band, or a birthdate not filled in yet, as an adult and says how many', () => {
    expect(estimateExtraPrice(GUIDE, { adults: 1, childrenBirthdates: [''] }, START)).toEqual({
      total: 80,
      pricedAsAdults: 1,
    })
  })

  it('is nothing for nobody', () => {
    expect(estimateExtraPrice(GUIDE, { adults: 0, childrenBirthdates: [] }, START).total).toBe(0)
  })
})

describe('estimatedLineTotal', () => {
  it('adds the extras to the experience price, rounded to cents', () => {
    expect(estimatedLineTotal(100.1, [0.2, 20.5])).toBe(120.8)
    expect(estimatedLineTotal(99, [])).toBe(99)
  })
})
