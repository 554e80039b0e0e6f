import { describe, expect, it } from 'vitest'
import type { BookingV3 } from '../../../src/shared/api/bookings-v3'
import type { BookingDetail } from '../../../src/shared/ipc/bookings.contract'
import { ShownRate, type RecentSearch } from '../../../src/shared/ipc/hotels.contract'
import { draftFromSearch } from '../../../src/renderer/src/features/hotels/booking-form'
import { describeRecent, formFromRecent } from '../../../src/renderer/src/features/hotels/recent-searches'
import {
  draftForReplacement,
  formForReplacement,
  replacementSentence,
  startReplacement,
} from '../../../src/renderer/src/features/hotels/replacement'
import { defaultForm, toAvailabilityInput } from '../../../src/renderer/src/features/hotels/search-form'
import {
  pickOption,
  selectionSlots,
  summarizeSelection,
} from '../../../src/renderer/src/features/hotels/selection'
import { shownRateOf } from '../../../src/renderer/src/features/hotels/shown-rate'
import { bedChoice as baseBedChoice, room } from './rate-fixtures'
import type { BedChoice } from '../../../src/shared/api/availability'

/** A rate with conditions and a fee at the hotel: what the evidence must keep. */
const bedChoice = (id: string, price: number, patch: Partial<BedChoice> = {}): BedChoice =>
  baseBedChoice(id, price, {
    contractingConditions: 'Pay at booking',
    hotelFees: [{ label: 'City tax', amount: 6, currency: 'EUR' }],
    ...patch,
  })

const stay = {
  checkIn: '2027-07-20',
  checkOut: '2027-07-23',
  rooms: [{ adults: 2 }, { adults: 1, childrenBirthdates: ['2019-05-01'] }],
}

describe('the rate kept with a booking, as shown', () => {
  const promoted = bedChoice('b1', 270, {
    totalPriceWithoutPromo: 300,
    promotionInfo: {
      promotionId: 'p1',
      kind: 'percent',
      discount: 30,
      upgradedFromRoom: null,
      upgradedToRoom: null,
    },
  })
  const rooms = [room('r1', [promoted]), room('r2', [bedChoice('b2', 200)])]

  function summary() {
    let picks = pickOption(rooms, stay.rooms, [], 0, 'f:0:b1')
    picks = pickOption(rooms, stay.rooms, picks, 1, 'f:1:b2')
    return summarizeSelection(selectionSlots(rooms, stay.rooms, picks))
  }

  it('keeps each bed choice exactly, the promoted price, the party and the total, and passes its own schema', () => {
    const shown = shownRateOf({
      summary: summary(),
      stay,
      hotel: { id: 'h1', name: 'Casa Azul' },
      requestId: '5b0f1a4e-8a43-4c4f-9d1e-0f5f4c1b2a3d',
      shownAt: new Date('2027-06-01T10:00:00Z'),
    })
    expect(shown.total).toBe(470)
    expect(shown.rooms.map((r) => [r.room.id, r.bedChoice.id, r.price, r.promoted])).toEqual([
      ['r1', 'b1', 270, true],
      ['r2', 'b2', 200, false],
    ])
    expect(shown.rooms[0]!.bedChoice).toEqual(promoted)
    expect(shown.rooms[1]!.requested).toEqual({
      adults: 1,
      childrenBirthdates: ['2019-05-01'],
      firstAdultNationality: null,
    })
    expect(shown.priceChange).toBeNull()
    expect(shown.cancellation.length).toBeGreaterThan(0)
    expect(ShownRate.safeParse(shown).success).toBe(true)
  })

  it('records an accepted price change: the agreed total, with the previous one', () => {
    const shown = shownRateOf({
      summary: summary(),
      stay,
      hotel: { id: 'h1', name: 'Casa Azul' },
      requestId: 'r',
      shownAt: new Date('2027-06-01T10:00:00Z'),
      priceChange: { previousTotal: 470, newTotal: 512.5 },
    })
    expect(shown.total).toBe(512.5)
    expect(shown.priceChange).toEqual({ previousTotal: 470, newTotal: 512.5 })
  })

  it('refuses an incomplete selection (nothing half-shown is kept)', () => {
    const partial = summarizeSelection(selectionSlots(rooms, stay.rooms, [null, null]))
    expect(() =>
      shownRateOf({
        summary: partial,
        stay,
        hotel: { id: 'h', name: 'H' },
        requestId: 'r',
        shownAt: new Date(),
      }),
    ).toThrow()
  })
})

const booking: BookingV3 = {
  id: 'QVUKVW',
  internalReference: 'AD-1',
  tourOperatorName: 'Sol Tours',
  networkName: null,
  note: 'Late arrival',
  currency: 'EUR',
  checkIn: '2027-07-20',
  checkOut: '2027-07-23',
  nightsCount: 3,
  state: 'confirmed',
  allotmentAvailable: true,
  totalPrice: 470,
  cancellationFees: null,
  hotel: { id: 'h1', name: 'Casa Azul' },
  customer: {
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@example.com',
    company: null,
    address: null,
    additionalAddress: null,
    zipCode: null,
    city: 'Porto',
    phoneNumber: '+351 1',
    fileId: 'F1',
  },
  rooms: [
    {
      id: 'br1',
      name: 'Double',
      price: 470,
      travelers: [
        {
          id: 't1',
          firstName: 'Ana',
          lastName: 'Lima',
          passportNumber: null,
          expirationDate: null,
          kind: 'adult',
          gender: 'female',
          nationality: 'PT',
          birthdate: '1980-01-02',
          ageIsExact: false,
        },
        {
          id: 't2',
          firstName: 'Rui',
          lastName: 'Lima',
          passportNumber: null,
          expirationDate: null,
          kind: 'child',
          gender: 'male',
          nationality: null,
          birthdate: '2018-03-04',
          ageIsExact: false,
        },
      ],
    },
  ],
  hotelConfirmationNumber: null,
  createdAt: '2027-05-01T10:00:00Z',
  cancelledAt: null,
}

function detail(
  patch: Partial<BookingDetail['summary']> = {},
  rest: Partial<BookingDetail> = {},
): BookingDetail {
  return {
    summary: {
      id: 'QVUKVW',
      state: 'confirmed',
      dmcState: 'instant_booking',
      kind: 'hotel',
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      createdAt: booking.createdAt,
      customerFirstName: 'Ana',
      customerLastName: 'Lima',
      internalReference: 'AD-1',
      toReference: null,
      dmcReference: null,
      hotelId: 'h1',
      hotelName: 'Casa Azul',
      totalPrice: 470,
      currency: 'EUR',
      stars: 4,
      customerFileId: null,
      productName: 'Casa Azul',
      fetchedAt: '2027-05-01T10:00:00Z',
      ...patch,
    },
    v1: null,
    v3: booking,
    shownRate: null,
    source: 'service',
    asOf: '2027-05-01T10:00:00Z',
    pendingWrites: [],
    ...rest,
  }
}

describe('changing a booking (replaceBookingId)', () => {
  it('starts only from a confirmed hotel booking whose details are known and that no cancel waits for', () => {
    expect(startReplacement(detail())).toEqual({ ok: true, replacing: { bookingId: 'QVUKVW', booking } })
    expect(startReplacement(detail({ state: 'sent' }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/sent/),
    })
    expect(startReplacement(detail({ kind: 'experience' }))).toMatchObject({ ok: false })
    expect(startReplacement(detail({}, { v3: null }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/online/),
    })
    const pendingCancel = detail(
      {},
      {
        pendingWrites: [
          {
            id: 'w1',
            kind: 'booking.cancel',
            bookingId: 'QVUKVW',
            service: 'sandbox',
            state: 'pending',
            text: 'reason',
            createdAt: '2027-05-02T10:00:00Z',
            updatedAt: '2027-05-02T10:00:00Z',
            attempts: 0,
            error: null,
            outcomeUnknown: false,
          },
        ],
      },
    )
    expect(startReplacement(pendingCancel)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/cancellation/),
    })
  })

  it('prefills the search with the same hotel, dates and party', () => {
    const form = formForReplacement(booking, defaultForm('2027-05-01'))
    expect(form.destination).toEqual({ kind: 'hotel', id: 'h1', name: 'Casa Azul', detail: null })
    expect([form.checkIn, form.checkOut]).toEqual(['2027-07-20', '2027-07-23'])
    expect(form.rooms.map((r) => [r.adults, r.children.map((c) => c.birthdate)])).toEqual([
      [1, ['2018-03-04']],
    ])
    const query = toAvailabilityInput(form, 1, 'en')
    expect(query.hotels).toEqual(['h1'])
  })

  it('prefills the booking form with the customer and travelers of the old booking, room by room', () => {
    const newStay = {
      checkIn: '2027-08-01',
      checkOut: '2027-08-04',
      rooms: [{ adults: 2, childrenBirthdates: ['2018-03-04'] }, { adults: 1 }],
    }
    const draft = draftForReplacement(booking, newStay)
    expect(draft.customer).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      city: 'Porto',
      fileId: 'F1',
    })
    expect(draft.rooms[0]!.map((t) => [t.firstName, t.kind, t.birthdate])).toEqual([
      ['Ana', 'adult', '1980-01-02'],
      ['Rui', 'child', '2018-03-04'],
      ['', 'child', '2018-03-04'],
    ])
    // A room the old booking did not have starts from the search.
    expect(draft.rooms[1]).toHaveLength(draftFromSearch(newStay).rooms[1]!.length)
    expect(draft.rooms[1]![0]!.firstName).toBe('')
    expect(draft.tourOperatorName).toBe('Sol Tours')
    expect(draft.internalReference).toBe('')
  })

  it('tells the agent what became of the old booking, and to act when it is still active', () => {
    expect(replacementSentence({ bookingId: 'X', outcome: 'replaced', error: null }).tone).toBe('done')
    expect(replacementSentence({ bookingId: 'X', outcome: 'cancelled', error: null }).text).toMatch(
      /cancelled/,
    )
    expect(replacementSentence({ bookingId: 'X', outcome: 'cancelQueued', error: null }).tone).toBe('waiting')
    const failed = replacementSentence({
      bookingId: 'X',
      outcome: 'cancelFailed',
      error: { code: 'CONFLICT', message: 'A canceled booking cannot be cancelled.' },
    })
    expect(failed.tone).toBe('act')
    expect(failed.text).toMatch(/still active/)
    expect(failed.text).toMatch(/cannot be cancelled/)
  })
})

describe('recent searches', () => {
  const saved: RecentSearch = {
    id: 's1',
    savedAt: '2027-05-01T10:00:00Z',
    destination: { kind: 'city', id: 'c1', name: 'Lisbon', detail: 'Portugal' },
    destinationText: 'Lisbon',
    query: {
      cities: ['c1'],
      checkIn: '2027-07-20',
      checkOut: '2027-07-23',
      rooms: [{ adults: 2, childrenBirthdates: ['2019-05-01'], firstAdultNationality: 'FR' }],
      locale: 'en',
      sort: ['-price'],
      stars: [4, 5],
      kinds: ['k1'],
      priceMin: 100,
      perPage: 50,
    },
  }

  it('runs again as the same query it was', () => {
    const form = formFromRecent(saved, defaultForm('2027-05-01'))
    expect(form.sortKey).toBe('price')
    expect(form.sortDirection).toBe('desc')
    expect(form.nationality).toBe('FR')
    const again = toAvailabilityInput(form, 1, 'en')
    expect(again).toMatchObject({ ...saved.query, page: 1 })
  })

  it('reads as a line an agent recognises', () => {
    expect(describeRecent(saved, 'en-GB')).toMatch(
      /^Lisbon \(Portugal\) · .*2027.*\(3 nights\) · 1 room · 2 adults, 1 child \(aged 8\) · 4, 5★, k1, price from 100, nationality FR, by price, descending$/,
    )
    expect(describeRecent({ ...saved, destination: null, destinationText: 'algarve' }, 'en-GB')).toMatch(
      /^“algarve”/,
    )
  })
})
