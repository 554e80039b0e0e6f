import { describe, expect, it } from 'vitest'
import type { ExperienceOffer } from '../../../src/shared/ipc/experiences.contract'
import type { BasketLine } from '../../../src/renderer/src/features/experiences/basket.store'
import { basketProblems } from '../../../src/renderer/src/features/experiences/basket-checks'
import {
  emptyBasketDraft,
  hotelDraftsFor,
  lineTotal,
  newExtra,
  OWN,
  toBookInput,
  type BasketDraft,
} from '../../../src/renderer/src/features/experiences/basket-draft'

const EXTRA = {
  id: 'XTRA1',
  name: 'Skip-the-line tickets',
  currency: 'EUR',
  price: 44.94,
  priceWithoutPromo: 44.94,
  promotions: [],
  adultPrice: 17.79,
  childrenPrices: [
    { ageRange: [0, 3] as [number, number], price: 0 },
    { ageRange: [4, 11] as [number, number], price: 9.36 },
  ],
}

function line(type: 'Activity' | 'Program', key: string, endAt = '2026-07-01'): BasketLine {
  const offer = {
    id: `EXP-${key}`,
    name: `${type} ${key}`,
    experienceType: type,
    inCity: { id: 'PAR', title: 'Paris' },
    price: {
      priceId: `price-${key}`,
      experienceId: `EXP-${key}`,
      price: 100,
      totalPriceWithoutPromo: 100,
      currency: 'EUR',
      promotions: [],
      extras: [EXTRA],
      allotment: true,
      expiresAt: '2026-06-01T10:15:00Z',
    },
    hold: null,
  } as unknown as ExperienceOffer // only the fields the basket reads
  return {
    key,
    offer,
    startAt: '2026-07-01',
    endAt,
    party: { adults: 2, childrenBirthdates: ['2018-03-01'] },
    receivedAt: 0,
  }
}

/** A basket whose customer and travelers are all filled in as the party priced. */
function filled(lines: BasketLine[]): BasketDraft {
  const draft = emptyBasketDraft(lines)
  draft.customer = { ...draft.customer, firstName: 'Ana', lastName: 'Ferreira', email: 'ana@example.com' }
  for (const lineDraft of draft.lines)
    lineDraft.travelers = lineDraft.travelers.map((t, at) => ({
      ...t,
      gender: 'female',
      firstName: `T${at}`,
      lastName: 'Ferreira',
      birthdate: t.kind === 'adult' ? '1980-01-01' : t.birthdate,
    }))
  return draft
}

describe('basketProblems', () => {
  it('books an experience its supplier placed in no city yet, sending no city', () => {
    const placeless = line('Activity', 'p')
    const lines = [{ ...placeless, offer: { ...placeless.offer, inCity: { id: '', title: '' } } }]
    const draft = filled(lines)
    expect(basketProblems(lines, draft)).toEqual({})
    expect(toBookInput(lines, draft).items[0]).not.toHaveProperty('cityId')
  })

  it('puts a refusal of a field the basket does not show on the line itself, never on a hidden field', () => {
    const lines = [line('Activity', 'a')]
    const unnamed = { ...lines[0]!, offer: { ...lines[0]!.offer, name: 'x'.repeat(301) } }
    const problems = basketProblems([unnamed], filled([unnamed]))
    expect(Object.keys(problems)).toEqual(['lines.0'])
    expect(problems['lines.0']).toMatch(/cannot be booked as it is.*remove it/i)
  })

  it('takes a filled basket, and sends it as experiences.book parses it', () => {
    const lines = [line('Activity', 'a')]
    const draft = filled(lines)
    expect(basketProblems(lines, draft)).toEqual({})
    const input = toBookInput(lines, draft)
    expect(input.items[0]).toMatchObject({ priceId: 'price-a', shownTotal: 100, selectedHotels: [] })
  })

  it('says on the line when the travelers are not the priced party', () => {
    const lines = [line('Activity', 'a')]
    const draft = filled(lines)
    draft.lines[0]!.travelers[0]!.kind = 'child'
    draft.lines[0]!.travelers[0]!.birthdate = '2015-01-01'
    expect(basketProblems(lines, draft)['lines.0.travelers']).toBe(
      'The price is for 2 adults; the travelers list 1 adult.',
    )
  })

  it('refuses a day outside the program, and a day extra on an activity, on the field', () => {
    const lines = [line('Program', 'p', '2026-07-04'), line('Activity', 'a')]
    const draft = filled(lines)
    draft.lines[0]!.extras = [{ ...newExtra('XTRA1', lines[0]!), scope: 'day', dayIndex: 5 }]
    draft.lines[1]!.extras = [{ ...newExtra('XTRA1', lines[1]!), scope: 'day', dayIndex: 1 }]
    const problems = basketProblems(lines, draft)
    expect(problems['lines.0.extras.0.dayIndex']).toBe('Day 5 is not a day of this program: it has 4 days.')
    expect(problems['lines.1.extras.0.scope']).toBe('Only a multi-day program takes an extra for one day.')
    draft.lines[0]!.extras[0]!.dayIndex = 2
    draft.lines[1]!.extras[0]!.scope = 'global'
    expect(basketProblems(lines, draft)).toEqual({})
  })

  it('asks for each program night needing a hotel, and sends the choice or "on my own"', () => {
    const lines = [line('Program', 'p', '2026-07-03')]
    const draft = filled(lines)
    const day = (n: number, accommodationType: 'hotel' | 'no_accommodation' | 'free_accommodation') => ({
      id: `PD${n}`,
      day: n,
      title: null,
      program: null,
      startingTime: null,
      endingTime: null,
      accommodationType,
      isIncludedAccommodation: false,
      meals: [],
      hotels: [],
    })
    draft.lines[0]!.hotels = hotelDraftsFor([
      day(1, 'hotel'),
      day(2, 'free_accommodation'),
      day(3, 'no_accommodation'),
    ])
    expect(draft.lines[0]!.hotels.map((hotel) => hotel.dayIndex)).toEqual([1, 2])
    expect(basketProblems(lines, draft)['lines.0.hotels.1.hotelId']).toMatch(/day 2/)
    draft.lines[0]!.hotels[0]!.hotelId = 'HOTEL9'
    draft.lines[0]!.hotels[1]!.hotelId = OWN
    expect(basketProblems(lines, draft)).toEqual({})
    expect(toBookInput(lines, draft).items[0]!.selectedHotels).toEqual([
      { programId: 'PD1', dayIndex: 1, bookedOnMyOwn: false, hotelId: 'HOTEL9' },
      { programId: 'PD2', dayIndex: 2, bookedOnMyOwn: true, hotelId: null },
    ])
  })

  it('estimates an extra for the participants chosen into the line total, and checks them', () => {
    const lines = [line('Activity', 'a')]
    const draft = filled(lines)
    draft.lines[0]!.extras = [newExtra('XTRA1', lines[0]!)]
    // 2 x 17.79 + the child (8 on the start date) 9.36 = 44.94, as the offer priced the whole party.
    expect(lineTotal(lines[0]!, draft.lines[0])).toBe(144.94)
    draft.lines[0]!.extras[0]!.childIndexes = []
    draft.lines[0]!.extras[0]!.adultCount = 1
    expect(lineTotal(lines[0]!, draft.lines[0])).toBe(117.79)
    draft.lines[0]!.extras[0]!.adultCount = 3
    expect(basketProblems(lines, draft)['lines.0.extras.0.adultCount']).toMatch(/2 adults/)
    draft.lines[0]!.extras[0]!.adultCount = 0
    expect(basketProblems(lines, draft)['lines.0.extras.0.adultCount']).toBe(
      'Choose at least one participant.',
    )
  })

  it('checks the customer with the contract schema, worded for the agent', () => {
    const lines = [line('Activity', 'a')]
    const draft = filled(lines)
    draft.customer.email = 'not-an-email'
    expect(basketProblems(lines, draft)['customer.email']).toBe('Enter an e-mail like name@example.com')
  })
})
