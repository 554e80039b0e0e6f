import { describe, expect, it } from 'vitest'
import {
  checkForm,
  defaultForm,
  hasCriteria,
  toSearchInput,
  type ExperienceForm,
} from '../../../src/renderer/src/features/experiences/search-form'
import { detailOffer } from '../../../src/renderer/src/features/experiences/detail-offer'
import {
  durationWords,
  noPriceSentence,
} from '../../../src/renderer/src/features/experiences/experience-view'
import type { SearchView } from '../../../src/renderer/src/features/experiences/experiences.store'

const TODAY = '2026-11-27'
const form = (patch: Partial<ExperienceForm>): ExperienceForm => ({ ...defaultForm(), ...patch })
const paris = { kind: 'city' as const, id: 'c-paris', name: 'Paris', detail: 'France' }

describe('experience search form', () => {
  it('sends the picked place, filters, dates and party as the contract takes them', () => {
    const input = toSearchInput(
      form({
        text: ' boat ',
        destination: paris,
        destinationText: 'Paris',
        types: ['Program'],
        guided: 'guided',
        priceMin: 50,
        pricingType: 'sic',
        sort: 'price.asc',
        startAt: '2026-12-10',
        endAt: '2026-12-12',
        children: [{ key: 'c', birthdate: '2017-03-14' }],
      }),
      'en',
    )
    expect(input).toMatchObject({
      text: 'boat',
      cities: ['c-paris'],
      types: ['Program'],
      guided: true,
      priceRange: [50, 1_000_000],
      pricingType: 'sic',
      sort: 'price.asc',
      startAt: '2026-12-10',
      endAt: '2026-12-12',
      party: { adults: 2, childrenBirthdates: ['2017-03-14'] },
      locale: 'en',
    })
  })

  it('leaves out the dates and the party when not given (the results then say why there is no price)', () => {
    const input = toSearchInput(form({ text: 'wine', adults: 0 }), 'en')
    expect(input.startAt).toBeUndefined()
    expect(input.party).toBeUndefined()
    expect(noPriceSentence('noDates')).toMatch(/choose the dates/)
    expect(noPriceSentence('priced')).toBeNull()
  })

  it('puts the contract schema issues and the party rules on their fields', () => {
    const checked = checkForm(
      form({
        text: 'x'.repeat(201),
        priceMin: 300,
        priceMax: 100,
        startAt: '2026-12-10',
        endAt: '2026-12-10',
        children: [
          { key: 'a', birthdate: '' },
          { key: 'b', birthdate: '2026-12-20' },
          { key: 'c', birthdate: '2000-01-01' },
        ],
        destinationText: 'Par',
      }),
      'en',
      TODAY,
    )
    expect(checked.input).toBeNull()
    expect(checked.errors).toMatchObject({
      text: expect.any(String),
      priceMax: 'The lowest price must not be above the highest',
      'children.0': 'Enter the birthdate',
      'children.1': 'Born in the future',
      'children.2': '18 or older on the start date: count as an adult',
      destination: 'Pick a city, region or country from the list',
    })
  })

  it('refuses a start date in the past, and searches nothing without a criterion', () => {
    expect(checkForm(form({ text: 'wine', startAt: '2026-11-01' }), 'en', TODAY).errors.dates).toBe(
      'The start date cannot be in the past',
    )
    expect(hasCriteria(form({}))).toBe(false)
    expect(hasCriteria(form({ text: 'wi' }))).toBe(true)
    const ok = checkForm(form({ destination: paris, destinationText: 'Paris' }), 'en', TODAY)
    expect(ok.errors).toEqual({})
    expect(ok.input?.cities).toEqual(['c-paris'])
  })

  it('tells durations in words', () => {
    expect(durationWords(3, 0, 0)).toBe('3 days')
    expect(durationWords(1, 2, 30)).toBe('2 hours 30 minutes')
    expect(durationWords(1, 0, 0)).toBe('Full day')
  })
})

describe('the offer a detail shows', () => {
  const offer = { id: 'e1', price: { price: 10 } } as unknown as NonNullable<
    SearchView['result']
  >['results'][number]
  const search = (input: SearchView['input'], pricing: 'priced' | 'cached' = 'priced'): SearchView => ({
    status: 'done',
    input,
    receivedAt: 1000,
    error: null,
    result: { results: [offer], pricing, source: 'service', asOf: null, refreshError: null },
  })
  const party = { adults: 2, childrenBirthdates: [] }

  it("takes the search's offer only when its dates are the experience's own", () => {
    const oneDay = search({ startAt: '2026-12-10', endAt: '2026-12-10', party })
    expect(detailOffer({ id: 'e1', durationDays: 1 }, oneDay, undefined).kind).toBe('offer')
    // A 3-day program is priced from the 10th to the 12th: the one-day search's offer is not for it.
    const program = detailOffer({ id: 'e1', durationDays: 3 }, oneDay, undefined)
    expect(program).toMatchObject({
      kind: 'notPriced',
      pricedFor: { startAt: '2026-12-10', endAt: '2026-12-12' },
    })
  })

  it('says why there is nothing to book without dates, or offline', () => {
    expect(detailOffer({ id: 'e1', durationDays: 1 }, search({ text: 'x' }), undefined).kind).toBe(
      'unpriceable',
    )
    const cached = search({ startAt: '2026-12-10', party }, 'cached')
    expect(detailOffer({ id: 'e1', durationDays: 1 }, cached, undefined).kind).toBe('cached')
  })
})
