import { describe, expect, it } from 'vitest'
import type { BedChoice } from '../../../src/shared/api/availability'
import type { BookingV1 } from '../../../src/shared/api/bookings-v1'
import type { BookingV3 } from '../../../src/shared/api/bookings-v3'
import type { BookingDetail } from '../../../src/shared/ipc/bookings.contract'
import type { ShownRate } from '../../../src/shared/ipc/hotels.contract'
import { canonicalLadder, sameLadder } from '../../../src/renderer/src/features/bookings/ladder-compare'
import {
  compareShownWithBooked,
  type ShownVsBooked,
} from '../../../src/renderer/src/features/bookings/shown-vs-booked'

const format = { locale: 'en-GB', timeZone: 'Europe/Paris' }

/** The ladder as availability sends it (ISO, with milliseconds) and as the v1 booking restates it. */
const LADDER_V3 = [
  { deduction: 90, refundable: true, startAt: '2027-07-01T00:00:00.000Z', endAt: '2027-07-08T00:00:00.000Z' },
  {
    deduction: 900,
    refundable: false,
    startAt: '2027-07-08T00:00:00.000Z',
    endAt: '2027-07-10T00:00:00.000Z',
  },
]
const LADDER_V1 = [
  { deduction: 90, refundable: true, startAt: '2027-07-01 00:00:00 UTC', endAt: '2027-07-08 00:00:00 UTC' },
  { deduction: 900, refundable: false, startAt: '2027-07-08 00:00:00 UTC', endAt: '2027-07-10 00:00:00 UTC' },
]
const FEES = [{ label: 'City tax', amount: 12, currency: 'EUR' }]
const BREAKFAST = [{ code: 'breakfast' as const, label: 'Breakfast', startAt: null, endAt: null }]

function bedChoice(): BedChoice {
  return {
    id: 'bc-1',
    name: 'Flexible rate',
    currency: 'EUR',
    totalPriceWithPromo: 900,
    totalPriceWithoutPromo: 1000,
    hasExtraBed: false,
    promotions: [{ id: 'pr-1', name: 'Early booking' }],
    promotionInfo: {
      promotionId: 'pr-1',
      kind: 'percent',
      discount: 100,
      upgradedFromRoom: null,
      upgradedToRoom: null,
    },
    cancelConditions: LADDER_V3,
    contractingConditions: 'No pets.\nPayment on arrival not accepted.',
    checkInInstructions: 'Reception open 24 hours.',
    tags: [],
    mealPlans: BREAKFAST,
    hotelFees: FEES,
    mandatorySupplements: [],
    optionalSupplements: [],
  }
}

function shownRate(): ShownRate {
  return {
    shownAt: '2027-06-01T10:00:00.000Z',
    hotel: { id: 'ho-1', name: 'Hotel Tejo' },
    checkIn: '2027-07-10',
    checkOut: '2027-07-13',
    requestId: 'req-1',
    currency: 'EUR',
    total: 900,
    rooms: [
      {
        requested: { adults: 2, childrenBirthdates: [], firstAdultNationality: null },
        room: {
          id: 'ro-1',
          name: 'Double room',
          instantAvailability: true,
          supplier: { name: 'Own', code: 'supplier_own', flux: null },
          extraInformation: null,
        },
        bedChoice: bedChoice(),
        promoted: true,
        price: 900,
      },
    ],
    cancellation: LADDER_V3,
    priceChange: null,
  }
}

function bookedRoom(): BookingV1['roomsBooked'][number] {
  return {
    room: {
      id: 'rb-1',
      hotelRoomId: 'ro-1',
      name: 'Double room',
      otherProposal: false,
      bedChoice: {
        id: 'bc-1',
        name: 'Flexible rate',
        currency: 'EUR',
        totalPriceWithoutPromo: 1000,
        totalPriceWithPromo: 900,
        pricePerDay: 300,
        // The service may wrap its texts differently: layout is not content.
        contractingConditions: 'No pets. Payment on arrival not accepted.',
        checkInInstructions: 'Reception open 24 hours.',
        hotelFees: FEES,
        cancelConditions: LADDER_V1,
        mealPlans: BREAKFAST,
        promotions: ['Early booking'],
        tags: [],
      },
    },
    travelers: [],
  }
}

/** Only the fields the comparison reads are real; the rest of the wire shape is not its concern. */
function booking(
  patch: { v1?: Partial<BookingV1> | null; v3Price?: number } = {},
): Pick<BookingDetail, 'summary' | 'v1' | 'v3'> {
  const v1 =
    patch.v1 === null
      ? null
      : ({
          currency: 'EUR',
          totalPrice: 900,
          startAt: '2027-07-10',
          endAt: '2027-07-13',
          cancelConditions: LADDER_V1,
          roomsBooked: [bookedRoom()],
          ...patch.v1,
        } as BookingV1)
  const v3 = { currency: 'EUR', totalPrice: 900, rooms: [{ price: patch.v3Price ?? 900 }] } as BookingV3
  const summary = { currency: 'EUR', totalPrice: 900 } as BookingDetail['summary']
  return { summary, v1, v3 }
}

function item(result: ShownVsBooked | null, key: string) {
  const found = result?.items.find((entry) => entry.key === key)
  if (found === undefined) throw new Error(`no item ${key}`)
  return found
}

describe('compareShownWithBooked', () => {
  it('says every item matches when the booking restates the rate as shown', () => {
    const result = compareShownWithBooked(shownRate(), booking(), format)
    expect(result?.differences).toBe(0)
    expect(result?.notRestated).toBe(0)
    expect(result?.items.map((entry) => entry.key)).toEqual([
      'total',
      'cancellation',
      'room1.price',
      'room1.board',
      'room1.fees',
      'room1.conditions',
      'room1.checkIn',
      'room1.promotion',
    ])
    expect(result?.items.every((entry) => entry.status === 'same')).toBe(true)
    expect(item(result, 'total').shown).toEqual(['€900.00'])
    expect(item(result, 'room1.board').shown).toEqual(['Breakfast'])
    expect(item(result, 'room1.promotion').shown).toEqual(['Early booking'])
    expect(item(result, 'cancellation').shown).toEqual([
      'Free cancellation until 1 Jul 2027, 02:00 CEST',
      'From 1 Jul 2027, 02:00 CEST: cancellation fee €90.00',
      'From 8 Jul 2027, 02:00 CEST: non-refundable: cancelling costs the full price',
    ])
    expect(result?.shownAt).toBe('1 Jun 2027, 12:00 CEST')
  })

  it('flags a different price with both values, on the total and on the room', () => {
    const result = compareShownWithBooked(
      shownRate(),
      booking({ v1: { totalPrice: 950 }, v3Price: 950 }),
      format,
    )
    expect(item(result, 'total')).toMatchObject({
      status: 'differs',
      shown: ['€900.00'],
      booked: ['€950.00'],
    })
    expect(item(result, 'room1.price')).toMatchObject({ status: 'differs', booked: ['€950.00'] })
    expect(result?.differences).toBe(2)
  })

  it('flags a cancellation ladder that charges earlier or more', () => {
    const earlier = [
      { ...LADDER_V1[0]!, startAt: '2027-06-20 00:00:00 UTC' },
      { ...LADDER_V1[1]!, deduction: 900 },
    ]
    const result = compareShownWithBooked(shownRate(), booking({ v1: { cancelConditions: earlier } }), format)
    const cancellation = item(result, 'cancellation')
    expect(cancellation.status).toBe('differs')
    expect(cancellation.booked?.[0]).toBe('Free cancellation until 20 Jun 2027, 02:00 CEST')

    const dearer = [{ ...LADDER_V1[0]!, deduction: 150 }, LADDER_V1[1]!]
    const second = compareShownWithBooked(shownRate(), booking({ v1: { cancelConditions: dearer } }), format)
    expect(item(second, 'cancellation').status).toBe('differs')
    expect(item(second, 'cancellation').booked).toContain(
      'From 1 Jul 2027, 02:00 CEST: cancellation fee €150.00',
    )
    expect(second?.differences).toBe(1)
  })

  it('flags hotel fees that differ, and not their order', () => {
    const room = bookedRoom()
    room.room.bedChoice.hotelFees = [{ label: 'City tax', amount: 15, currency: 'EUR' }]
    const result = compareShownWithBooked(shownRate(), booking({ v1: { roomsBooked: [room] } }), format)
    expect(item(result, 'room1.fees')).toMatchObject({
      status: 'differs',
      shown: ['City tax: €12.00'],
      booked: ['City tax: €15.00'],
    })

    const shown = shownRate()
    shown.rooms[0]!.bedChoice.hotelFees = [...FEES, { label: 'Resort fee', amount: 5, currency: 'EUR' }]
    const reordered = bookedRoom()
    reordered.room.bedChoice.hotelFees = [{ label: 'Resort fee', amount: 5, currency: 'EUR' }, ...FEES]
    const same = compareShownWithBooked(shown, booking({ v1: { roomsBooked: [reordered] } }), format)
    expect(item(same, 'room1.fees').status).toBe('same')
  })

  it('says when the booking does not restate the board instead of calling it a difference', () => {
    const room = bookedRoom()
    room.room.bedChoice.mealPlans = []
    const result = compareShownWithBooked(shownRate(), booking({ v1: { roomsBooked: [room] } }), format)
    expect(item(result, 'room1.board')).toMatchObject({
      status: 'not_restated',
      booked: null,
      note: 'The booking does not restate the board.',
    })
    expect(result?.differences).toBe(0)
  })

  it('flags a different board, contracting conditions and a lost promotion', () => {
    const room = bookedRoom()
    room.room.bedChoice.mealPlans = [{ code: 'half_board', label: 'Half board', startAt: null, endAt: null }]
    room.room.bedChoice.contractingConditions = 'Pets welcome.'
    room.room.bedChoice.promotions = []
    const result = compareShownWithBooked(shownRate(), booking({ v1: { roomsBooked: [room] } }), format)
    expect(item(result, 'room1.board')).toMatchObject({ status: 'differs', booked: ['Half board'] })
    expect(item(result, 'room1.conditions')).toMatchObject({ status: 'differs', booked: ['Pets welcome.'] })
    expect(item(result, 'room1.promotion')).toMatchObject({ status: 'differs', booked: ['None'] })
    expect(item(result, 'room1.checkIn').status).toBe('same')
  })

  it('marks what only the v1 detail restates as not restated while it is not fetched', () => {
    const result = compareShownWithBooked(shownRate(), booking({ v1: null }), format)
    expect(item(result, 'total').status).toBe('same')
    expect(item(result, 'room1.price').status).toBe('same')
    expect(item(result, 'cancellation').status).toBe('not_restated')
    expect(item(result, 'room1.fees').status).toBe('not_restated')
  })

  it('has nothing to compare without a shown rate', () => {
    expect(compareShownWithBooked(null, booking(), format)).toBeNull()
  })
})

describe('canonical ladders', () => {
  it('read v1 and v3 timestamps alike and ignore milliseconds the v1 form cannot carry', () => {
    const withMs = [{ ...LADDER_V3[0]!, startAt: '2027-07-01T00:00:00.400Z' }, LADDER_V3[1]!]
    expect(sameLadder(canonicalLadder(withMs, 900), canonicalLadder(LADDER_V1, 900))).toBe(true)
  })

  it('join neighbouring windows that cost the same', () => {
    const split = [
      { deduction: 50, refundable: true, startAt: '2027-07-01T00:00:00Z', endAt: '2027-07-04T00:00:00Z' },
      { deduction: 50, refundable: true, startAt: '2027-07-04T00:00:00Z', endAt: '2027-07-08T00:00:00Z' },
    ]
    const whole = [{ deduction: 50, refundable: true, startAt: '2027-07-01T00:00:00Z', endAt: null }]
    expect(sameLadder(canonicalLadder(split, 900), canonicalLadder(whole, 900))).toBe(true)
  })

  it('never equal an unreadable ladder, and tell an empty ladder from a free one', () => {
    const unreadable = [{ deduction: 1, refundable: true, startAt: 'soon', endAt: null }]
    expect(canonicalLadder(unreadable, 900)).toBeNull()
    expect(sameLadder(canonicalLadder(unreadable, 900), canonicalLadder(unreadable, 900))).toBe(false)
    expect(sameLadder(canonicalLadder([], 900), canonicalLadder(LADDER_V1, 900))).toBe(false)
  })
})
