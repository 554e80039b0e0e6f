import { describe, expect, it } from 'vitest'
import {
  mayHaveMore,
  offerGroup,
  orderForDisplay,
  resultsCountWords,
  unpricedCount,
} from '../../../src/renderer/src/features/experiences/result-order'
import { PER_PAGE } from '../../../src/renderer/src/features/experiences/search-form'

type Priced = { allotment: boolean } | null
const offer = (id: string, price: Priced) => ({
  id,
  price:
    price === null
      ? null
      : {
          priceId: `p-${id}`,
          experienceId: id,
          price: 100,
          totalPriceWithoutPromo: 100,
          currency: 'EUR',
          promotions: [],
          extras: [],
          allotment: price.allotment,
          expiresAt: '2026-11-27T10:15:00Z',
        },
})
const HELD = { allotment: true }
const ON_REQUEST = { allotment: false }

describe('the results order shown', () => {
  // The service's relevance order, as it came.
  const service = [
    offer('u1', null),
    offer('r1', ON_REQUEST),
    offer('h1', HELD),
    offer('u2', null),
    offer('h2', HELD),
    offer('r2', ON_REQUEST),
    offer('u3', null),
  ]

  it('puts, in "Most relevant", held offers first, then on request, then unpriced, each in the service order', () => {
    expect(orderForDisplay(service, undefined).map((entry) => entry.id)).toEqual([
      'h1',
      'h2',
      'r1',
      'r2',
      'u1',
      'u2',
      'u3',
    ])
  })

  it('keeps the service order for any sort the agent chose, and leaves the list given untouched', () => {
    const before = service.map((entry) => entry.id)
    expect(orderForDisplay(service, 'price.asc')).toBe(service)
    expect(orderForDisplay(service, 'name.desc').map((entry) => entry.id)).toEqual(before)
    orderForDisplay(service, undefined)
    expect(service.map((entry) => entry.id)).toEqual(before)
  })

  it('changes nothing when no result is priced (no dates, no party, offline)', () => {
    const unpriced = [offer('a', null), offer('b', null), offer('c', null)]
    expect(orderForDisplay(unpriced, undefined).map((entry) => entry.id)).toEqual(['a', 'b', 'c'])
  })

  it('tells the groups and counts those not bookable for the dates', () => {
    expect(service.map(offerGroup)).toEqual([
      'unpriced',
      'onRequest',
      'held',
      'unpriced',
      'held',
      'onRequest',
      'unpriced',
    ])
    expect(unpricedCount(service)).toBe(3)
    expect(unpricedCount([])).toBe(0)
  })
})

describe('the results count', () => {
  it('says a full last page may have more, and the true total once the service listed them all', () => {
    expect(mayHaveMore(PER_PAGE, undefined)).toBe(true)
    expect(mayHaveMore(PER_PAGE - 1, 1)).toBe(false)
    expect(mayHaveMore(2 * PER_PAGE, 2)).toBe(true)
    expect(mayHaveMore(2 * PER_PAGE - 7, 2)).toBe(false)
    expect(resultsCountWords(100, true)).toBe('100 experiences shown, more to see')
    expect(resultsCountWords(93, false)).toBe('93 experiences found')
    expect(resultsCountWords(1, false)).toBe('1 experience found')
  })
})
