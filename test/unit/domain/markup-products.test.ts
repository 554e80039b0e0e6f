import { describe, expect, it } from 'vitest'
import { markupRule } from '../../support/markup-rule'
import {
  experienceProduct,
  hotelProduct,
  makePricer,
  partyPersons,
  PricedProduct,
  stayNights,
} from '../../../src/shared/domain/markup'

const rule = markupRule

const stay = {
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  rooms: [{ adults: 2, childrenBirthdates: ['2019-05-01'] }, { adults: 1 }],
}

describe('hotel and experience products', () => {
  it('counts the nights of a stay and every traveller of the party, children included', () => {
    expect(stayNights(stay)).toBe(3)
    expect(stayNights({ checkIn: '2027-03-13', checkOut: '2027-03-10' })).toBe(0)
    expect(partyPersons(stay.rooms)).toBe(4)
  })

  it('builds a hotel rate row as the schema wants it: ids as text, unknowns null', () => {
    const product = hotelProduct({
      hotelId: 1042,
      supplierCode: ' supplier_direct ',
      cityId: 7,
      countryId: 'PT',
      stars: 4,
      stay,
      customerFileId: '',
    })
    expect(product).toEqual({
      kind: 'hotel',
      hotelId: '1042',
      experienceId: null,
      supplierCode: 'supplier_direct',
      cityId: '7',
      countryId: 'PT',
      stars: 4,
      customerFileId: null,
      nights: 3,
      persons: 4,
    })
    expect(PricedProduct.parse(product)).toEqual(product)
  })

  it('leaves out what the results do not know (no catalog card, no supplier for a "from" price)', () => {
    const product = hotelProduct({ hotelId: 'H1', stay, stars: 9 })
    expect(product).toMatchObject({ supplierCode: null, cityId: null, countryId: null, stars: null })
    expect(PricedProduct.safeParse(product).success).toBe(true)
  })

  it('builds an experience: its days (at least one) and its persons', () => {
    const product = experienceProduct({
      experienceId: 'EXP-9',
      supplierCode: 'org-3',
      cityId: 'LIS',
      days: 0,
      persons: 3,
    })
    expect(product).toMatchObject({
      kind: 'experience',
      experienceId: 'EXP-9',
      hotelId: null,
      nights: 1,
      persons: 3,
    })
    expect(experienceProduct({ experienceId: 'E', days: 4, persons: 2 }).nights).toBe(4)
    expect(PricedProduct.safeParse(product).success).toBe(true)
  })

  it("gets the rule its facts select: the hotel's city, the experience per person", () => {
    const pricer = makePricer([
      rule('hotels', { productKind: 'hotel', percent: 12, rounding: { kind: 'ending', ending: '.90' } }),
      rule('lisbon', {
        scope: { kind: 'city', cityId: '7', label: 'Lisbon' },
        productKind: 'hotel',
        percent: 20,
      }),
      rule('experiences', {
        productKind: 'experience',
        fixed: { amount: 8, currency: 'EUR', per: 'person' },
      }),
    ])
    const inLisbon = hotelProduct({ hotelId: 'H1', cityId: 7, stay })
    const elsewhere = hotelProduct({ hotelId: 'H2', cityId: 8, stay })
    expect(pricer.price(inLisbon, 100, 'EUR')).toMatchObject({ sell: 120, ruleId: 'lisbon' })
    expect(pricer.price(elsewhere, 100.5, 'EUR')).toMatchObject({
      sell: 112.9,
      margin: 12.4,
      ruleId: 'hotels',
    })
    const tour = experienceProduct({ experienceId: 'E1', persons: 3 })
    expect(pricer.price(tour, 50, 'EUR')).toMatchObject({ sell: 74, margin: 24, ruleId: 'experiences' })
  })
})
