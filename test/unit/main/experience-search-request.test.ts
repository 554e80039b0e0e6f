import { describe, expect, it } from 'vitest'
import { movedOf } from '../../../src/main/experiences/experience-reprice'
import { pricingOf, searchKey, searchRequest } from '../../../src/main/experiences/search-request'
import type { ExperiencePriceV1 } from '../../../src/shared/api/experiences-v1'
import {
  BasketItem,
  ExperienceSearchInput,
  type ExperienceOffer,
} from '../../../src/shared/ipc/experiences.contract'

describe('an experience search as the service request', () => {
  it('maps the desk filters to the v1 search, the party to experienceComposition', () => {
    const input = ExperienceSearchInput.parse({
      text: ' canal ',
      cities: ['C1'],
      durationDays: 2,
      minDurationHours: 1,
      pax: 4,
      pricingType: 'fit',
      startAt: '2026-07-01',
      party: { adults: 2, childrenBirthdates: ['2018-03-01'] },
      pricedOnly: true,
    })
    expect(searchRequest(input)).toEqual({
      search: 'canal',
      cities: ['C1'],
      duration: 2,
      minDuration: 1,
      maxPax: 4,
      minPax: 4,
      experiencePricingType: 'fit',
      startAt: '2026-07-01',
      experienceComposition: { adults: 2, children: 1, childrenBirthdates: ['2018-03-01'] },
      searchMinPrice: true,
    })
    expect(pricingOf(input)).toBe('priced')
    expect(pricingOf({ ...input, party: undefined })).toBe('noParty')
    expect(pricingOf({ ...input, startAt: undefined })).toBe('noDates')
  })

  it('keys the same search the same however it was typed, and another locale or party apart', () => {
    const a = ExperienceSearchInput.parse({ text: 'Canal Walk ', cities: ['C2', 'C1'] })
    const b = ExperienceSearchInput.parse({ cities: ['C1', 'C2'], text: 'canal walk' })
    expect(searchKey(a, 'en')).toBe(searchKey(b, 'en'))
    expect(searchKey(a, 'fr')).not.toBe(searchKey(a, 'en'))
    const party = ExperienceSearchInput.parse({ ...b, party: { adults: 1, childrenBirthdates: [] } })
    expect(searchKey(party, 'en')).not.toBe(searchKey(b, 'en'))
  })
})

describe('what moved on a re-price', () => {
  const price = (changes: Partial<ExperiencePriceV1> = {}): ExperiencePriceV1 => ({
    priceId: 'P1',
    experienceId: 'E1',
    price: 200,
    totalPriceWithoutPromo: 200,
    currency: 'EUR',
    promotions: [],
    extras: [
      {
        id: 'X1',
        name: 'Photo pack',
        currency: 'EUR',
        price: 30,
        priceWithoutPromo: 30,
        promotions: [],
        adultPrice: 15,
        childrenPrices: [],
      },
    ],
    allotment: true,
    expiresAt: '2026-03-01T09:15:00.000Z',
    ...changes,
  })
  const item = BasketItem.parse({
    priceId: 'P1',
    experienceId: 'E1',
    experienceName: 'Walk',
    cityId: 'C1',
    type: 'Activity',
    startAt: '2026-07-01',
    endAt: '2026-07-01',
    party: { adults: 2, childrenBirthdates: [] },
    travelers: [{ kind: 'adult', gender: 'female', firstName: 'A', lastName: 'B', birthdate: '1980-01-01' }],
    extras: [{ id: 'X1', adultCount: 2, childrenBirthdates: [], scope: 'global' }],
    shownTotal: 230,
    currency: 'EUR',
  })
  const offer = (current: ExperiencePriceV1 | null) => ({ price: current }) as ExperienceOffer

  it('nothing when the total, the extras and the spots are the same', () => {
    expect(movedOf(item, price(), offer(price({ priceId: 'P2' })))).toEqual({
      total: false,
      extras: [],
      allotment: false,
    })
  })

  it('the total, each chosen extra whose price changed, and spots no longer held', () => {
    const current = price({
      priceId: 'P2',
      allotment: false,
      extras: [{ ...price().extras[0]!, price: 40 }],
    })
    expect(movedOf(item, price(), offer(current))).toEqual({
      total: true,
      extras: [{ id: 'X1', name: 'Photo pack', previous: 30, current: 40 }],
      allotment: true,
    })
  })

  it('everything when there is no price any more', () => {
    expect(movedOf(item, price(), offer(null))).toEqual({ total: true, extras: [], allotment: true })
  })
})
