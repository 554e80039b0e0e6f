import { describe, expect, it } from 'vitest'
import {
  applyRule,
  fromMinor,
  makePricer,
  MarkupRuleInput,
  marginPercent,
  minorDigits,
  orderRules,
  roundUp,
  scopeKey,
  SCOPE_PRECEDENCE,
  toMinor,
  type PricedProduct,
} from '../../../src/shared/domain/markup'
import { markupRule, type TestRule } from '../../support/markup-rule'

type Rule = TestRule
const rule = markupRule

const lisbonHotel: PricedProduct = {
  kind: 'hotel',
  hotelId: 'H1',
  supplierCode: 'SUP',
  cityId: 'LIS',
  countryId: 'PT',
  stars: 4,
  customerFileId: 'CF1',
  nights: 3,
  persons: 2,
}
const tour: PricedProduct = {
  kind: 'experience',
  experienceId: 'E1',
  cityId: 'LIS',
  countryId: 'PT',
  nights: 1,
  persons: 4,
}

describe('minor units', () => {
  it('follows the currency: 0 for JPY, 2 for EUR, 3 for KWD, 2 for an unknown code', () => {
    expect(minorDigits('JPY')).toBe(0)
    expect(minorDigits('EUR')).toBe(2)
    expect(minorDigits('KWD')).toBe(3)
    expect(minorDigits('ZZZ')).toBe(2)
  })
  it('converts without float artefacts, half away from zero', () => {
    expect(toMinor(1.005, 'EUR')).toBe(101)
    expect(toMinor(-1.005, 'EUR')).toBe(-101)
    expect(toMinor(1234.5, 'JPY')).toBe(1235)
    expect(toMinor(1.2345, 'KWD')).toBe(1235)
    expect(fromMinor(1235, 'KWD')).toBe(1.235)
    expect(fromMinor(101, 'EUR')).toBe(1.01)
  })
})

describe('which rule applies', () => {
  const everything = rule('a-everything', { percent: 10 })
  const hotels = rule('b-hotels', { productKind: 'hotel', percent: 12 })
  const stars = rule('c-stars', { scope: { kind: 'stars', stars: 4 }, percent: 13 })
  const country = rule('d-country', {
    scope: { kind: 'country', countryId: 'PT', label: 'Portugal' },
    percent: 14,
  })
  const city = rule('e-city', { scope: { kind: 'city', cityId: 'LIS', label: 'Lisbon' }, percent: 15 })
  const supplier = rule('f-supplier', {
    scope: { kind: 'supplier', supplierCode: 'SUP', label: 'Sup' },
    percent: 16,
  })
  const hotel = rule('g-hotel', { scope: { kind: 'hotel', hotelId: 'H1', label: 'Hotel' }, percent: 17 })
  const file = rule('h-file', {
    scope: { kind: 'customerFile', fileId: 'CF1', label: 'Lambert' },
    percent: 18,
  })
  const all = [everything, hotels, stars, country, city, supplier, hotel, file]

  it('states the precedence the rules screen shows', () => {
    expect(SCOPE_PRECEDENCE).toEqual([
      'customerFile',
      'hotel',
      'experience',
      'supplier',
      'city',
      'country',
      'stars',
      'everything',
    ])
  })

  it('takes the most specific match, peeling one level at a time', () => {
    // Remove the winner each time: the next in precedence must take over.
    const expectedOrder = [
      'h-file',
      'g-hotel',
      'f-supplier',
      'e-city',
      'd-country',
      'c-stars',
      'b-hotels',
      'a-everything',
    ]
    let remaining = [...all]
    for (const expected of expectedOrder) {
      const winner = makePricer(remaining).ruleFor(lisbonHotel)
      expect(winner?.id).toBe(expected)
      remaining = remaining.filter((candidate) => candidate.id !== expected)
    }
    expect(makePricer(remaining).ruleFor(lisbonHotel)).toBeNull()
  })

  it('is independent of the order the rules are given in', () => {
    expect(makePricer([...all].reverse()).ruleFor(lisbonHotel)?.id).toBe('h-file')
    expect(orderRules([...all].reverse()).map((r) => r.id)).toEqual(orderRules(all).map((r) => r.id))
  })

  it('prefers a rule narrowed to the product kind over the same scope for both', () => {
    const cityBoth = rule('x', { scope: { kind: 'city', cityId: 'LIS', label: 'Lisbon' }, percent: 1 })
    const cityTours = rule('y', {
      scope: { kind: 'city', cityId: 'LIS', label: 'Lisbon' },
      productKind: 'experience',
      percent: 2,
    })
    expect(makePricer([cityBoth, cityTours]).ruleFor(tour)?.id).toBe('y')
    expect(makePricer([cityBoth, cityTours]).ruleFor(lisbonHotel)?.id).toBe('x')
  })

  it('never applies a hotel, stars or hotel-only rule to an experience', () => {
    expect(makePricer([hotels, stars, hotel, supplier]).ruleFor(tour)).toBeNull()
  })

  it('keys a scope so that a duplicate can be refused', () => {
    const sameScopeOtherRate: Rule = { ...city, percent: 99 }
    expect(scopeKey(city)).toBe(scopeKey(sameScopeOtherRate))
    expect(scopeKey(city)).not.toBe(scopeKey({ ...city, productKind: 'hotel' }))
    expect(scopeKey(stars)).toBe('stars:4:*')
  })
})

describe('applying a rule', () => {
  it('adds a percentage in minor units, never a float artefact', () => {
    const price = applyRule(rule('r', { percent: 12 }), lisbonHotel, 905.49, 'EUR')
    // 905.49 x 1.12 = 1014.1488 -> 1014.15
    expect(price).toMatchObject({ net: 905.49, sell: 1014.15, margin: 108.66, ruleId: 'r' })
    expect(applyRule(rule('r', { percent: 10 }), lisbonHotel, 0.1 + 0.2, 'EUR').sell).toBe(0.33)
  })

  it('counts a fixed amount per booking, per night or per person', () => {
    const fixed = (per: 'booking' | 'night' | 'person') =>
      applyRule(rule('r', { fixed: { amount: 8, currency: 'EUR', per } }), lisbonHotel, 100, 'EUR').sell
    expect(fixed('booking')).toBe(108)
    expect(fixed('night')).toBe(124)
    expect(fixed('person')).toBe(116)
  })

  it('leaves a fixed part in another currency out, and says so', () => {
    const price = applyRule(
      rule('r', { percent: 10, fixed: { amount: 8, currency: 'EUR', per: 'booking' } }),
      lisbonHotel,
      100,
      'USD',
    )
    expect(price).toMatchObject({ sell: 110, fixedLeftOut: true })
  })

  it('rounds up to whole units or to an ending', () => {
    expect(roundUp(12345, 'EUR', { kind: 'none' })).toBe(12345)
    expect(roundUp(12345, 'EUR', { kind: 'whole' })).toBe(12400)
    expect(roundUp(12400, 'EUR', { kind: 'whole' })).toBe(12400)
    expect(roundUp(12345, 'EUR', { kind: 'ending', ending: '.90' })).toBe(12390)
    expect(roundUp(12390, 'EUR', { kind: 'ending', ending: '.90' })).toBe(12390)
    expect(roundUp(12395, 'EUR', { kind: 'ending', ending: '.90' })).toBe(12490)
    expect(roundUp(12400, 'EUR', { kind: 'ending', ending: '.90' })).toBe(12490)
    expect(roundUp(12399, 'EUR', { kind: 'ending', ending: '.99' })).toBe(12399)
    expect(roundUp(12301, 'EUR', { kind: 'ending', ending: '.00' })).toBe(12400)
  })

  it('rounds JPY (no decimals) and KWD (three) by their own units', () => {
    const ninety = { kind: 'ending', ending: '.90' } as const
    expect(roundUp(12345, 'JPY', ninety)).toBe(12345)
    expect(roundUp(1234, 'KWD', ninety)).toBe(1900)
    expect(applyRule(rule('r', { percent: 12, rounding: ninety }), lisbonHotel, 10000, 'JPY').sell).toBe(
      11200,
    )
    expect(applyRule(rule('r', { percent: 12.5 }), lisbonHotel, 1.234, 'KWD').sell).toBe(1.388)
    expect(applyRule(rule('r', { percent: 12, rounding: ninety }), lisbonHotel, 1.234, 'KWD').sell).toBe(1.9)
  })

  it('lifts the margin to the minimum, in percent or in the same currency', () => {
    const byPercent = rule('r', { percent: 2, minimumMargin: { kind: 'percent', percent: 5 } })
    expect(applyRule(byPercent, lisbonHotel, 200, 'EUR').sell).toBe(210)
    const byAmount = rule('r', { percent: 2, minimumMargin: { kind: 'amount', amount: 15, currency: 'EUR' } })
    expect(applyRule(byAmount, lisbonHotel, 200, 'EUR').sell).toBe(215)
    expect(applyRule(byAmount, lisbonHotel, 2000, 'EUR').sell).toBe(2040)
    expect(applyRule(byAmount, lisbonHotel, 200, 'USD').sell).toBe(204)
  })

  it('rounds after the minimum, so the minimum is never undercut', () => {
    const r = rule('r', {
      percent: 0,
      minimumMargin: { kind: 'amount', amount: 10, currency: 'EUR' },
      rounding: { kind: 'ending', ending: '.90' },
    })
    expect(applyRule(r, lisbonHotel, 99.95, 'EUR').sell).toBe(110.9)
  })

  it('sells at net when no rule applies', () => {
    expect(applyRule(null, lisbonHotel, 905.49, 'EUR')).toMatchObject({
      sell: 905.49,
      margin: 0,
      ruleId: null,
    })
  })

  it('states the margin rate on the selling price', () => {
    expect(marginPercent({ sell: 112, margin: 12 })).toBe(10.7)
    expect(marginPercent({ sell: 0, margin: 0 })).toBe(0)
  })
})

describe('checking a rule', () => {
  const base = {
    scope: { kind: 'everything' },
    productKind: null,
    percent: 12,
    fixed: null,
    rounding: { kind: 'none' },
    minimumMargin: null,
    note: '',
  }
  it('accepts "hotels +12%, rounded to .90" and "experiences +8 EUR per person"', () => {
    expect(
      MarkupRuleInput.safeParse({
        ...base,
        productKind: 'hotel',
        rounding: { kind: 'ending', ending: '.90' },
      }).success,
    ).toBe(true)
    expect(
      MarkupRuleInput.safeParse({
        ...base,
        productKind: 'experience',
        percent: 0,
        fixed: { amount: 8, currency: 'EUR', per: 'person' },
      }).success,
    ).toBe(true)
  })
  it('refuses with a field-level error', () => {
    const issuesOf = (input: unknown) =>
      MarkupRuleInput.safeParse(input).error?.issues.map((issue) => issue.path.join('.'))
    expect(issuesOf({ ...base, percent: -1 })).toEqual(['percent'])
    expect(issuesOf({ ...base, percent: 12.345 })).toEqual(['percent'])
    expect(issuesOf({ ...base, fixed: { amount: 8, currency: 'eur', per: 'person' } })).toEqual([
      'fixed.currency',
    ])
    expect(issuesOf({ ...base, percent: 0 })).toEqual(['percent'])
    expect(
      issuesOf({ ...base, scope: { kind: 'hotel', hotelId: 'H1', label: 'x' }, productKind: 'experience' }),
    ).toEqual(['productKind'])
  })
})
