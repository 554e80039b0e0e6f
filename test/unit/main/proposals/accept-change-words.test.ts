import { describe, expect, it } from 'vitest'
import {
  cancellationChangeWords,
  changeWords,
  priceChangeWords,
} from '../../../../src/main/proposals/accept/change-words'

const at = new Date('2027-01-10T12:00:00Z')
const words = { locale: 'en-GB', timeZone: 'Europe/Lisbon', at }
const ladder = (startAt: string) => [{ deduction: 50, refundable: true, startAt, endAt: null }]

describe('what moved, in words', () => {
  it('says the selling price went up or down by how much, in the currency', () => {
    expect(
      priceChangeWords(
        { currency: 'EUR', sell: 400, cancellation: [] },
        { currency: 'EUR', sell: 442, cancellation: [] },
        'en-GB',
      ),
    ).toEqual(['Price up €42.00'])
    expect(
      priceChangeWords(
        { currency: 'EUR', sell: 400, cancellation: [] },
        { currency: 'EUR', sell: 387.5, cancellation: [] },
        'en-GB',
      ),
    ).toEqual(['Price down €12.50'])
  })

  it('says nothing for a difference below the currency minor unit', () => {
    expect(
      priceChangeWords(
        { currency: 'EUR', sell: 400, cancellation: [] },
        { currency: 'EUR', sell: 400.001, cancellation: [] },
        'en-GB',
      ),
    ).toEqual([])
  })

  it('names a new currency rather than subtracting across currencies', () => {
    expect(
      priceChangeWords(
        { currency: 'EUR', sell: 400, cancellation: [] },
        { currency: 'USD', sell: 430, cancellation: [] },
        'en-GB',
      ),
    ).toEqual(['Now priced in USD (was EUR): US$430.00'])
  })

  it('gives the new end of free cancellation as a date in the zone asked for', () => {
    // 23:30 UTC on 11 March is already 12 March in Tokyo, still 11 March in Lisbon.
    const before = ladder('2027-03-20T00:00:00Z')
    const after = ladder('2027-03-11T23:30:00Z')
    expect(cancellationChangeWords(before, after, words)).toEqual([
      'Free cancellation now ends 11 Mar 2027 (was 20 Mar 2027)',
    ])
    expect(cancellationChangeWords(before, after, { ...words, timeZone: 'Asia/Tokyo' })).toEqual([
      'Free cancellation now ends 12 Mar 2027 (was 20 Mar 2027)',
    ])
  })

  it('tells free cancellation gone, newly offered, or the terms unknown', () => {
    const free = ladder('2027-03-20T00:00:00Z')
    const nonRefundable = [{ deduction: 400, refundable: false, startAt: null, endAt: null }]
    expect(cancellationChangeWords(free, nonRefundable, words)).toEqual([
      'Free cancellation is no longer offered',
    ])
    expect(cancellationChangeWords(nonRefundable, free, words)).toEqual([
      'Free cancellation now until 20 Mar 2027',
    ])
    expect(cancellationChangeWords(free, [], words)).toEqual([
      'The cancellation terms are not known any more',
    ])
    expect(cancellationChangeWords([], [], words)).toEqual([])
  })

  it('treats a free period that has already run out as no free cancellation', () => {
    const ranOut = ladder('2027-01-05T00:00:00Z')
    const nonRefundable = [{ deduction: 400, refundable: false, startAt: null, endAt: null }]
    expect(cancellationChangeWords(ranOut, nonRefundable, words)).toEqual([])
  })

  it('lists the price first, and nothing when nothing the customer sees moved', () => {
    const terms = { currency: 'EUR', sell: 400, cancellation: ladder('2027-03-20T00:00:00Z') }
    expect(changeWords(terms, { ...terms }, words)).toEqual([])
    expect(
      changeWords(terms, { currency: 'EUR', sell: 420, cancellation: ladder('2027-03-18T00:00:00Z') }, words),
    ).toEqual(['Price up €20.00', 'Free cancellation now ends 18 Mar 2027 (was 20 Mar 2027)'])
  })
})
