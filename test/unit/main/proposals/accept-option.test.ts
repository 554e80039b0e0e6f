import { describe, expect, it, vi } from 'vitest'
import { acceptOption, type AcceptDeps } from '../../../../src/main/proposals/accept/accept'
import { asIpcError } from '../../../../src/main/proposals/accept/as-ipc-error'
import { createRecheckStore, type HeldItem } from '../../../../src/main/proposals/accept/recheck-store'
import type { ProposalRecords } from '../../../../src/main/proposals/proposal-records'
import type { Proposal, ProposalBookingLink, ProposalItem } from '../../../../src/shared/domain/proposals'
import { DeskError } from '../../../../src/shared/ipc'
import type { BedChoice, RoomAvailability } from '../../../../src/shared/api/availability'

/** The accept's rules with the booking paths faked: one item failing does not stop the others; never twice. */

const PROPOSAL = '0b6f3a52-1c3e-4f7a-9d2b-5e8c7a6b4d3f'
const OPTION = '1c7e4b63-2d4f-4a8b-8e3c-6f9d8b7c5e4a'
const HOTEL = '2d8f5c74-3e5a-4b9c-9f4d-7a0e9c8d6f5b'
const TOUR = '3e9a6d85-4f6b-4cad-8a5e-8b1f0d9e7a6c'
const CRUISE = '4fab7e96-5a7c-4dbe-9b6f-9c2a1e0f8b7d'
const at = '2027-01-10T10:00:00.000Z'

const hotel = {
  kind: 'hotel',
  id: HOTEL,
  hotel: {
    id: 'h1',
    name: 'Hotel Tejo',
    address: '',
    cityName: '',
    countryCode: '',
    stars: 4,
    timeZone: null,
  },
  checkIn: '2027-03-01',
  checkOut: '2027-03-04',
  rooms: [
    {
      requested: { adults: 2, childrenBirthdates: [] },
      roomId: 'r1',
      roomName: 'Double',
      bedChoiceId: 'b1',
      mealPlan: 'breakfast',
      supplierCode: 'supplier_own',
      supplierName: '',
      net: 300,
      sell: 330,
      cancellation: [],
    },
  ],
  currency: 'EUR',
  net: 300,
  sell: 330,
  pricedAs: null,
  description: '',
  addedAt: at,
} satisfies ProposalItem

const experience = (id: string, name: string): ProposalItem => ({
  kind: 'experience',
  id,
  experience: {
    id: `e-${name}`,
    name,
    description: '',
    type: 'Activity',
    cityId: 'c1',
    cityName: 'Lisbon',
    countryCode: 'PT',
    supplierCode: '',
    supplierName: '',
  },
  startAt: '2027-03-02',
  endAt: '2027-03-02',
  party: { adults: 2, childrenBirthdates: [] },
  extras: [],
  priceId: 'old',
  currency: 'EUR',
  net: 80,
  sell: 88,
  cancellation: [],
  cancellationText: '',
  pricedAs: null,
  description: '',
  addedAt: at,
})

const proposal: Proposal = {
  id: PROPOSAL,
  title: 'Lisbon',
  customerId: null,
  customerName: 'Ana Lima',
  customerEmail: '',
  customerTimeZone: '',
  tripStart: null,
  tripEnd: null,
  party: [{ adults: 2, childrenBirthdates: [] }],
  validUntil: null,
  introduction: '',
  layout: 'sideBySide',
  showSuppliers: false,
  options: [
    {
      id: OPTION,
      title: '',
      description: '',
      items: [hotel, experience(TOUR, 'Tram tour'), experience(CRUISE, 'River cruise')],
    },
  ],
  state: 'sent',
  acceptedOptionId: null,
  bookings: [],
  version: 2,
  createdBy: 'Ana',
  createdAt: at,
  updatedBy: 'Ana',
  updatedAt: at,
}

const product = { kind: 'experience' as const, nights: 1, persons: 2 }
const choice: BedChoice = {
  id: 'b9',
  name: 'Double',
  currency: 'EUR',
  totalPriceWithPromo: 300,
  totalPriceWithoutPromo: 300,
  hasExtraBed: false,
  promotions: [],
  promotionInfo: null,
  cancelConditions: [],
  contractingConditions: null,
  checkInInstructions: null,
  tags: [],
  mealPlans: [],
  hotelFees: [],
  mandatorySupplements: [],
  optionalSupplements: [],
}
const room: RoomAvailability = {
  id: 'r1',
  name: 'Double',
  description: null,
  extraInformation: null,
  instantAvailability: true,
  minCapacity: 1,
  maxCapacity: 2,
  supplier: { name: 'Hotel direct contract', code: 'supplier_own', flux: null },
  facilities: [],
  images: [],
  bedChoices: [choice],
  compatibleRoomCompositions: [],
}
const bookable = (kind: 'hotel' | 'experience'): HeldItem =>
  kind === 'hotel'
    ? {
        status: 'bookable',
        offer: {
          kind: 'hotel',
          requestId: 'req-1',
          rooms: [{ room, choice }],
          pricedAs: { ...product, kind: 'hotel' },
          shownRate: {
            shownAt: at,
            hotel: { id: 'h1', name: 'Hotel Tejo' },
            checkIn: '2027-03-01',
            checkOut: '2027-03-04',
            requestId: 'req-1',
            currency: 'EUR',
            total: 300,
            rooms: [
              {
                requested: { adults: 2, childrenBirthdates: [], firstAdultNationality: null },
                room: {
                  id: 'r1',
                  name: 'Double',
                  instantAvailability: true,
                  supplier: room.supplier,
                  extraInformation: null,
                },
                bedChoice: choice,
                promoted: false,
                price: 300,
              },
            ],
            cancellation: [],
            priceChange: null,
          },
        },
      }
    : {
        status: 'bookable',
        offer: {
          kind: 'experience',
          priceId: 'fresh',
          type: 'Activity',
          cityId: 'c1',
          extras: [],
          net: 80,
          currency: 'EUR',
          pricedAs: product,
        },
      }

function setUp(links: ProposalBookingLink[] = []) {
  const records: ProposalRecords = {
    get: () => proposal,
    links: () => links,
    recordAccepted: vi.fn<ProposalRecords['recordAccepted']>((input) => ({
      ...proposal,
      state: 'accepted',
      bookings: input.links,
    })),
  }
  const store = createRecheckStore(() => 0)
  const recheck = store.keep({
    proposalId: PROPOSAL,
    optionId: OPTION,
    usableUntilMs: 60_000,
    items: new Map([
      [HOTEL, bookable('hotel')],
      [TOUR, bookable('experience')],
      [CRUISE, { status: 'gone' }],
    ]),
  })
  const bookExperiences = vi.fn<AcceptDeps['bookExperiences']>(async (input) => ({
    status: 'booked',
    groupUuid: 'g',
    items: [
      {
        index: 0,
        outcome: 'booked',
        reference: `${input.reference}/1`,
        booking: { id: 'EXP-1' } as never,
      },
    ],
  }))
  const deps: AcceptDeps = {
    records,
    store,
    // The stay is refused by the service (a rate sold out between the check and the accept).
    bookHotel: vi.fn(async () => {
      throw new DeskError('SERVICE_ERROR', 'The rate is sold out.', { serviceCode: 'ROOM_UNAVAILABLE' })
    }),
    bookExperiences,
    findBooked: vi.fn(async () => null),
    asIpcError,
  }
  const input = {
    id: PROPOSAL,
    optionId: OPTION,
    expectedVersion: 2,
    recheckId: recheck.recheckId,
    customer: { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.test' },
    travellers: [
      {
        kind: 'adult' as const,
        gender: 'female' as const,
        firstName: 'Ana',
        lastName: 'Lima',
        birthdate: '1985-04-12',
      },
      {
        kind: 'adult' as const,
        gender: 'male' as const,
        firstName: 'Rui',
        lastName: 'Lima',
        birthdate: '1983-09-30',
      },
    ],
  }
  return { deps, input, records, bookExperiences }
}

describe('accepting an option', () => {
  it('explains a failed item, books the others, skips the gone one and links only what was booked', async () => {
    const { deps, input, records, bookExperiences } = setUp()
    const result = await acceptOption(deps, input)
    expect(result.items.map((item) => [item.itemId, item.outcome])).toEqual([
      [HOTEL, 'failed'],
      [TOUR, 'booked'],
      [CRUISE, 'skipped'],
    ])
    expect(result.items[0]?.error).toMatchObject({ code: 'SERVICE_ERROR', message: 'The rate is sold out.' })
    expect(deps.bookHotel).toHaveBeenCalledWith(
      expect.objectContaining({
        request: expect.objectContaining({
          requestId: 'req-1',
          rooms: [expect.objectContaining({ bedCompositionId: 'b9', travelers: expect.any(Array) })],
        }),
      }),
    )
    expect(bookExperiences).toHaveBeenCalledTimes(1)
    expect(bookExperiences.mock.calls[0]?.[0].items[0]).toMatchObject({ priceId: 'fresh', shownTotal: 80 })
    expect(records.recordAccepted).toHaveBeenCalledWith({
      id: PROPOSAL,
      optionId: OPTION,
      expectedVersion: 2,
      links: [
        {
          optionId: OPTION,
          itemId: TOUR,
          bookingId: 'EXP-1',
          reference: expect.stringMatching(/^PR-.+\/1$/),
        },
      ],
    })
  })

  it('books nothing for an item already linked, and records nothing when nothing new was booked', async () => {
    const link = { optionId: OPTION, itemId: TOUR, bookingId: 'EXP-1', reference: 'PR-X/1' }
    const { deps, input, records, bookExperiences } = setUp([link])
    const result = await acceptOption(deps, input)
    expect(result.items[1]).toMatchObject({
      outcome: 'alreadyBooked',
      bookingId: 'EXP-1',
      reference: 'PR-X/1',
    })
    expect(bookExperiences).not.toHaveBeenCalled()
    expect(records.recordAccepted).not.toHaveBeenCalled()
  })

  it('refuses a declined proposal before anything is sent', async () => {
    const { deps, input, bookExperiences } = setUp()
    deps.records.get = () => ({ ...proposal, state: 'declined' })
    await expect(acceptOption(deps, input)).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'notAcceptable' },
    })
    expect(bookExperiences).not.toHaveBeenCalled()
  })
})
