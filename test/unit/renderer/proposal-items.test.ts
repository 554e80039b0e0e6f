import { describe, expect, it } from 'vitest'
import type { BedChoice, RoomAvailability } from '../../../src/shared/api/availability'
import { hotelProductsFor } from '../../../src/shared/domain/markup'
import { fromMinor, toMinor } from '../../../src/shared/domain/markup'
import type { ExperienceOffer } from '../../../src/shared/ipc/experiences.contract'
import { ProposalItemInput } from '../../../src/shared/ipc/proposals.contract'
import { hotelProposalItem } from '../../../src/renderer/src/features/hotels/hotel-proposal-item'
import type { HotelPricing } from '../../../src/renderer/src/features/hotels/use-hotel-pricing'
import { experienceProposalItem } from '../../../src/renderer/src/features/experiences/experience-proposal-item'
import { optionTotals, partyWords } from '../../../src/renderer/src/ui/proposals/proposal-view'

/** "Add to proposal" builds its item from what the row shows: the contract's schema must take it as built. */

const ladder = [{ deduction: 100, refundable: false, startAt: '2027-05-01T00:00:00Z', endAt: null }]

function choice(id: string, net: number): BedChoice {
  return {
    id,
    name: 'Double',
    currency: 'EUR',
    totalPriceWithPromo: net,
    totalPriceWithoutPromo: net + 20,
    hasExtraBed: false,
    promotions: [],
    promotionInfo: null,
    cancelConditions: ladder,
    contractingConditions: null,
    checkInInstructions: null,
    tags: [],
    mealPlans: [{ code: 'half_board', label: 'Half board', startAt: null, endAt: null }],
    hotelFees: [],
    mandatorySupplements: [],
    optionalSupplements: [],
  }
}

function room(id: string, bed: BedChoice): RoomAvailability {
  return {
    id,
    name: `Room ${id}`,
    description: null,
    extraInformation: null,
    instantAvailability: true,
    minCapacity: null,
    maxCapacity: null,
    supplier: { name: 'Bed bank A', code: 'supplier_bedbank_a', flux: null },
    facilities: [],
    images: [],
    bedChoices: [bed],
    compatibleRoomCompositions: [],
  }
}

const stay = {
  checkIn: '2027-05-10',
  checkOut: '2027-05-13',
  rooms: [{ adults: 2 }, { adults: 1, childrenBirthdates: ['2018-01-02'] }],
}
// A 10 % markup, in minor units as the pricer rounds.
const pricing: HotelPricing = {
  productOf: (supplierCode) => hotelProductsFor(stay)({ hotelId: 'H1', supplierCode }),
  sell: (_supplier, net, currency) => {
    const sell = fromMinor(Math.round(toMinor(net, currency) * 1.1), currency)
    return { currency, net, sell, margin: sell - net, ruleId: 'r1', fixedLeftOut: false }
  },
}

describe('a hotel selection as a proposal item', () => {
  const picked = [
    {
      key: 'a',
      mode: 'flat' as const,
      room: room('R1', choice('B1', 300.05)),
      choice: choice('B1', 300.05),
      path: [0],
    },
    {
      key: 'b',
      mode: 'flat' as const,
      room: room('R2', choice('B2', 199.95)),
      choice: choice('B2', 199.95),
      path: [1],
    },
  ]
  const card = {
    name: 'Hotel Tejo',
    stars: 4,
    address: 'Rua Augusta 1',
    city: 'Lisbon',
    country: 'Portugal',
    lat: '',
    lon: '',
    styles: [],
    kinds: [],
    images: [],
  }

  it('keeps each room with its party, bed choice, board, ladder, net and selling price, summed', () => {
    const item = hotelProposalItem({ hotelId: 'H1', name: 'Hotel Tejo', card, stay, picked, pricing })
    const parsed = ProposalItemInput.parse(item)
    if (parsed.kind !== 'hotel') throw new Error('not a hotel item')
    expect(parsed.rooms.map((r) => [r.roomId, r.bedChoiceId, r.mealPlan, r.net, r.sell])).toEqual([
      ['R1', 'B1', 'half_board', 300.05, 330.06],
      ['R2', 'B2', 'half_board', 199.95, 219.95],
    ])
    expect(parsed.rooms[1]!.requested).toEqual({ adults: 1, childrenBirthdates: ['2018-01-02'] })
    expect(parsed.rooms[0]!.cancellation).toEqual(ladder)
    expect([parsed.net, parsed.sell]).toEqual([500, 550.01])
    expect(parsed.hotel).toMatchObject({ name: 'Hotel Tejo', stars: 4, cityName: 'Lisbon' })
    expect(parsed.pricedAs).toMatchObject({
      kind: 'hotel',
      hotelId: 'H1',
      supplierCode: 'supplier_bedbank_a',
    })
  })

  it('builds nothing until every searched room has its rate', () => {
    expect(
      hotelProposalItem({
        hotelId: 'H1',
        name: 'Hotel Tejo',
        card,
        stay,
        picked: picked.slice(0, 1),
        pricing,
      }),
    ).toBeNull()
  })
})

describe('an experience offer as a proposal item', () => {
  const offer = {
    id: 'E1',
    name: 'Food tour',
    tags: [],
    experienceType: 'Activity',
    inCity: { id: 'C1', title: 'Lisbon' },
    startPosition: null,
    endPosition: null,
    durationDays: 1,
    durationHours: 3,
    durationMinutes: 0,
    isExtra: false,
    isRepeatable: false,
    showcased: false,
    connectionRequestId: null,
    organizationId: 'org-1',
    organizationName: 'Tasty Tours',
    organizationImages: [],
    imageUrl: null,
    cancellationPolicies: null,
    // No summary: htmlToText parses with the browser's DOMParser, which the unit project runs without.
    summary: null,
    pricingType: 'fit',
    lastBookingDate: null,
    totalBookingsCount: 0,
    translations: 'en',
    price: {
      priceId: 'P1',
      experienceId: 'E1',
      price: 120,
      totalPriceWithoutPromo: 120,
      currency: 'EUR',
      promotions: [],
      extras: [],
      allotment: true,
      expiresAt: '2027-05-01T00:00:00Z',
    },
    hold: null,
  } satisfies ExperienceOffer
  const party = { adults: 2, childrenBirthdates: ['2017-03-14'] }

  it('keeps the price it was priced at for the party and dates, as the contract takes it', () => {
    const sell = () => ({
      currency: 'EUR',
      net: 120,
      sell: 144,
      margin: 24,
      ruleId: 'r',
      fixedLeftOut: false,
    })
    const item = ProposalItemInput.parse(
      experienceProposalItem(
        offer,
        { startAt: '2027-05-11', endAt: '2027-05-11', party },
        sell,
        'Europe/Lisbon',
      ),
    )
    if (item.kind !== 'experience') throw new Error('not an experience item')
    expect([item.net, item.sell, item.priceId, item.currency]).toEqual([120, 144, 'P1', 'EUR'])
    expect(item.party).toEqual(party)
    expect(item.experience).toMatchObject({ name: 'Food tour', supplierCode: 'org-1', cityName: 'Lisbon' })
    // No words from the supplier: no rule to date, the ladder stays unknown, never free.
    expect(item.cancellation).toEqual([])
    expect(item.cancellationText).toBe('')
    expect(item.pricedAs).toMatchObject({ kind: 'experience', experienceId: 'E1', persons: 3 })
  })

  it('builds nothing from an offer without a price', () => {
    expect(
      experienceProposalItem(
        { ...offer, price: null },
        { startAt: '2027-05-11', endAt: '2027-05-11', party },
        () => {
          throw new Error('not priced')
        },
        'Europe/Lisbon',
      ),
    ).toBeNull()
  })
})

describe('the proposal screens’ words', () => {
  it('totals an option per currency in minor units, never across currencies', () => {
    const item = (currency: string, sell: number) => ({ kind: 'hotel', currency, sell }) as never
    expect(optionTotals({ items: [item('EUR', 0.1), item('EUR', 0.2), item('JPY', 1200)] })).toEqual([
      { currency: 'EUR', sell: 0.3 },
      { currency: 'JPY', sell: 1200 },
    ])
    expect(optionTotals({ items: [] })).toEqual([])
  })

  it('words a party of several rooms', () => {
    expect(
      partyWords([
        { adults: 2, childrenBirthdates: [] },
        { adults: 1, childrenBirthdates: ['2018-01-02'] },
      ]),
    ).toBe('3 adults, 1 child, 2 rooms')
  })
})
