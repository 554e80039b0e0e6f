import { describe, expect, it } from 'vitest'
import type { BedChoice } from '../../../src/shared/api/availability'
import { bedChoice, room } from './rate-fixtures'
import { BridgeError } from '../../../src/renderer/src/bridge/client'
import { DeskError, type IpcProblem } from '../../../src/shared/ipc'
import {
  draftFromSearch,
  partyDiffers,
  toBookingRequest,
  type BookingDraft,
} from '../../../src/renderer/src/features/hotels/booking-form'
import { validateDraft } from '../../../src/renderer/src/features/hotels/booking-form.schema'
import { bookingErrorView } from '../../../src/renderer/src/features/hotels/error-text'
import { mistakeFlags } from '../../../src/renderer/src/features/hotels/mistake-guard'
import {
  pickOption,
  selectionSlots,
  summarizeSelection,
} from '../../../src/renderer/src/features/hotels/selection'

const now = Date.parse('2027-06-01T10:00:00Z')

const twoAdults = { adults: 2, childrenBirthdates: [] as string[] }
const family = { adults: 2, childrenBirthdates: ['2019-03-01'] }

describe('selection: own inventory (flat list)', () => {
  const rooms = [
    room('double', [bedChoice('d1', 200), bedChoice('d2', 260)], { minCapacity: 1, maxCapacity: 2 }),
    room('family', [bedChoice('f1', 400)], { minCapacity: 3, maxCapacity: 4 }),
  ]

  it('offers each searched room only the rooms that sleep its party', () => {
    const slots = selectionSlots(rooms, [twoAdults, family], [])
    expect(slots[0]!.options.map((o) => o.choice.id)).toEqual(['d1', 'd2'])
    // Room 2 waits for room 1.
    expect(slots[1]!.options).toEqual([])
    const picks = pickOption(rooms, [twoAdults, family], [], 0, slots[0]!.options[1]!.key)
    const next = selectionSlots(rooms, [twoAdults, family], picks)
    expect(next[1]!.options.map((o) => o.choice.id)).toEqual(['f1'])
  })

  it('totals the picks at the promoted price and merges the rooms’ ladders', () => {
    const promo = [
      room('double', [
        bedChoice('d1', 180, {
          totalPriceWithoutPromo: 200,
          promotionInfo: {
            promotionId: 'P9',
            kind: 'percent',
            discount: 20,
            upgradedFromRoom: null,
            upgradedToRoom: null,
          },
        }),
      ]),
    ]
    let picks = pickOption(promo, [twoAdults, twoAdults], [], 0, 'f:0:d1')
    picks = pickOption(promo, [twoAdults, twoAdults], picks, 1, 'f:0:d1')
    const summary = summarizeSelection(selectionSlots(promo, [twoAdults, twoAdults], picks))
    expect(summary.complete).toBe(true)
    expect(summary.mode).toBe('flat')
    expect(summary.total).toBe(360)
    expect(summary.totalWithoutPromo).toBe(400)
    // Two rooms at 50 each inside the window.
    expect(summary.conditions[0]!.deduction).toBe(100)
  })

  it('is incomplete until every room is picked', () => {
    const picks = pickOption(rooms, [twoAdults, twoAdults], [], 0, 'f:0:d1')
    const summary = summarizeSelection(selectionSlots(rooms, [twoAdults, twoAdults], picks))
    expect(summary.complete).toBe(false)
    expect(summary.total).toBe(200)
  })
})

describe('selection: bed-bank combination (tree)', () => {
  const bedBank = { name: 'Bed bank A', code: 'supplier_bedbank_a', flux: 'X' } as const
  const last = (id: string, price: number, deduction: number) =>
    room(
      id,
      [
        bedChoice(id, price, {
          cancelConditions: [
            { deduction, refundable: true, startAt: '2027-07-02T00:00:00Z', endAt: '2027-07-10T00:00:00Z' },
          ],
        }),
      ],
      { supplier: bedBank },
    )
  const rooms = [
    room('A', [bedChoice('a1', 300)], {
      supplier: bedBank,
      compatibleRoomCompositions: [last('a-x', 310, 70), last('a-y', 320, 80)],
    }),
    room('B', [bedChoice('b1', 500)], {
      supplier: bedBank,
      compatibleRoomCompositions: [last('b-z', 510, 90)],
    }),
    // A combination that cannot reach two rooms is never offered.
    room('C', [], { supplier: bedBank, compatibleRoomCompositions: [last('c-w', 1, 1)] }),
  ]
  const searched = [twoAdults, twoAdults]

  it('offers room 1 the top level and room 2 only the branch of room 1', () => {
    const first = selectionSlots(rooms, searched, [])
    expect(first[0]!.options.map((o) => o.choice.id)).toEqual(['a1', 'b1'])
    const picks = pickOption(rooms, searched, [], 0, first[0]!.options[1]!.key)
    const second = selectionSlots(rooms, searched, picks)
    expect(second[1]!.options.map((o) => o.choice.id)).toEqual(['b-z'])
  })

  it('drops a later pick that no longer combines when an earlier one changes', () => {
    let picks = pickOption(rooms, searched, [], 0, 'c:0:a1')
    picks = pickOption(rooms, searched, picks, 1, 'c:0.1:a-y')
    expect(picks).toEqual(['c:0:a1', 'c:0.1:a-y'])
    picks = pickOption(rooms, searched, picks, 0, 'c:1:b1')
    expect(picks).toEqual(['c:1:b1', null])
  })

  it('totals the branch and takes the last room’s conditions for the whole combination', () => {
    let picks = pickOption(rooms, searched, [], 0, 'c:0:a1')
    picks = pickOption(rooms, searched, picks, 1, 'c:0.1:a-y')
    const summary = summarizeSelection(selectionSlots(rooms, searched, picks))
    expect(summary.mode).toBe('combination')
    expect(summary.total).toBe(620)
    expect(summary.conditions).toEqual([
      { deduction: 80, refundable: true, startAt: '2027-07-02T00:00:00Z', endAt: '2027-07-10T00:00:00Z' },
    ])
  })

  it('shows no combination when one room was searched', () => {
    const slots = selectionSlots(rooms, [twoAdults], [])
    expect(slots[0]!.options).toEqual([])
  })
})

describe('booking form', () => {
  const stay = { checkIn: '2027-07-10', checkOut: '2027-07-13', rooms: [family] }

  function filled(): BookingDraft {
    const draft = draftFromSearch(stay)
    draft.customer = { ...draft.customer, firstName: 'Ana', lastName: 'Sousa', email: 'ana@example.com' }
    draft.rooms = draft.rooms.map((travelers) =>
      travelers.map((t, at) => ({
        ...t,
        gender: 'female' as const,
        firstName: `T${at}`,
        lastName: 'Sousa',
        birthdate: t.kind === 'adult' ? '1980-01-01' : t.birthdate,
      })),
    )
    return draft
  }

  it('is prefilled with the searched party, children with their birthdates', () => {
    const draft = draftFromSearch(stay)
    expect(draft.rooms[0]!.map((t) => [t.kind, t.birthdate])).toEqual([
      ['adult', ''],
      ['adult', ''],
      ['child', '2019-03-01'],
    ])
  })

  it('puts every missing field next to its field', () => {
    const errors = validateDraft(draftFromSearch(stay), stay, 'supplier_own')
    expect(errors['customer.email']).toBe('E-mail is required')
    expect(errors['customer.firstName']).toBe('First name is required')
    expect(errors['rooms.0.0.gender']).toBe('Choose a gender')
    expect(errors['rooms.0.1.birthdate']).toBe('Birthdate is required')
    expect(errors['rooms.0.2.birthdate']).toBeUndefined()
  })

  it('accepts the searched party and fewer travelers, and says the party differs', () => {
    const draft = filled()
    expect(validateDraft(draft, stay, 'supplier_own')).toEqual({})
    expect(partyDiffers(draft, stay)).toBeNull()
    const lead = { ...draft, rooms: [[draft.rooms[0]![0]!]] }
    expect(validateDraft(lead, stay, 'supplier_own')).toEqual({})
    expect(partyDiffers(lead, stay)).toMatch(/^Fewer travelers/)
  })

  it('refuses more guests than searched', () => {
    const draft = filled()
    const extra = { ...draft.rooms[0]![0]!, key: 'x' }
    const errors = validateDraft({ ...draft, rooms: [[...draft.rooms[0]!, extra]] }, stay, 'supplier_own')
    expect(errors['rooms.0']).toBe('Room 1 was searched for 2 adults: list no more')
  })

  it('refuses a child whose age at check-in is not a searched age, unless the rate can be priced again', () => {
    const draft = filled()
    draft.rooms[0]![2] = { ...draft.rooms[0]![2]!, birthdate: '2017-03-01' }
    const errors = validateDraft(draft, stay, 'supplier_own')
    expect(errors['rooms.0.2.birthdate']).toMatch(/^10 at check-in, but the rate was priced for 8/)
    // supplier_bedbank_a prices again when every searched traveler is listed: allowed, flagged in the guard.
    expect(validateDraft(draft, stay, 'supplier_bedbank_a')).toEqual({})
    expect(partyDiffers(draft, stay)).toMatch(/priced again/)
  })

  it('checks adults’ ages, nationality and passport expiry', () => {
    const draft = filled()
    draft.rooms[0]![0] = {
      ...draft.rooms[0]![0]!,
      birthdate: '2015-01-01',
      nationality: 'FRA',
      expirationDate: '2027-07-11',
    }
    const errors = validateDraft(draft, stay, 'supplier_own')
    expect(errors['rooms.0.0.birthdate']).toMatch(/An adult must be 18 or over/)
    expect(errors['rooms.0.0.nationality']).toBe('Two letters, e.g. FR')
    expect(errors['rooms.0.0.expirationDate']).toBe('The passport expires before the end of the stay')
  })

  it('builds the request with the promotion to book at the promoted price', () => {
    const draft = filled()
    const choice = bedChoice('d1', 180, {
      promotionInfo: {
        promotionId: 'P9',
        kind: 'percent',
        discount: 20,
        upgradedFromRoom: null,
        upgradedToRoom: null,
      },
    })
    const [pick] = selectionSlots([room('r', [choice])], [family], ['f:0:d1'])[0]!.options
    const request = toBookingRequest(draft, 'req-1', [pick!])
    expect(request.requestId).toBe('req-1')
    expect(request.rooms[0]).toMatchObject({ bedCompositionId: 'd1', promotionId: 'P9' })
    expect(request.rooms[0]!.travelers).toHaveLength(3)
    expect(request.customer.phoneNumber).toBeNull()
    expect(request.internalReference).toBeNull()
  })
})

describe('mistake guard', () => {
  const stay = { checkIn: '2027-07-10', checkOut: '2027-07-13' }
  const flagsFor = (choice: BedChoice, instant = true, partyDifference: string | null = null) => {
    const rooms = [room('r', [choice], { instantAvailability: instant })]
    const summary = summarizeSelection(selectionSlots(rooms, [twoAdults], ['f:0:x']))
    return mistakeFlags(summary, { stay, now, locale: 'en-GB', partyDifference }).map((f) => f.kind)
  }

  it('flags nothing for a free-to-cancel, classified board, instant rate', () => {
    expect(flagsFor(bedChoice('x', 100))).toEqual([])
  })

  it('flags unknown cancellation, missing board, fees, on request and a different party', () => {
    const choice = bedChoice('x', 100, {
      cancelConditions: [],
      mealPlans: [],
      hotelFees: [{ label: 'City tax', amount: 12, currency: 'EUR' }],
    })
    expect(flagsFor(choice, false, 'Fewer travelers')).toEqual([
      'cancellation_unknown',
      'no_board',
      'hotel_fees',
      'party_differs',
      'on_request',
    ])
  })

  it('flags a non-refundable rate and an unclassified board', () => {
    const choice = bedChoice('x', 100, {
      cancelConditions: [{ deduction: 100, refundable: false, startAt: null, endAt: null }],
      mealPlans: [{ code: null, label: 'Continental plus', startAt: null, endAt: null }],
    })
    expect(flagsFor(choice)).toEqual(['non_refundable', 'unclassified_board'])
  })
})

describe('booking errors', () => {
  /** A failed call as the bridge hands it over: main's meaning, its sentence, the service's answer beside. */
  const failed = (problem: IpcProblem, details?: Record<string, unknown>) =>
    new BridgeError({ code: 'SERVICE_ERROR', message: 'x', problem, ...(details && { details }) })
  const refusal = { status: 400, requestId: null, field: null } as const

  it('reads a price change with its fresh handshake and totals', () => {
    const view = bookingErrorView(
      failed(
        { kind: 'conflict', serviceCode: 'PRICE_CHANGED_FOR_TRAVELERS', field: null },
        {
          service: {
            requestId: 'fresh',
            expiresAt: '2027-06-01T10:15:00Z',
            currency: 'EUR',
            previousTotalPrice: 600,
            totalPrice: 640,
            rooms: [{ bedCompositionId: 'n1' }, { bedCompositionId: 'n2' }],
          },
        },
      ),
    )
    expect(view).toMatchObject({
      kind: 'price_changed',
      change: { requestId: 'fresh', previousTotal: 600, total: 640, bedCompositionIds: ['n1', 'n2'] },
    })
  })

  it.each<[IpcProblem, string, RegExp]>([
    [{ kind: 'notFound' }, 'search_again', /no longer held/],
    [{ kind: 'conflict', serviceCode: null, field: null }, 'choose_again', /just taken/],
    [
      { kind: 'conflict', serviceCode: 'OFFER_NO_LONGER_AVAILABLE', field: null },
      'search_again',
      /no longer available/,
    ],
    [
      { kind: 'rejected', serviceCode: 'ROOM_OCCUPANCY_MISMATCH', ...refusal },
      'edit_travelers',
      /do not fit/,
    ],
    [{ kind: 'rejected', serviceCode: 'INVALID_TRAVELER', ...refusal }, 'edit_travelers', /kind or gender/],
    [{ kind: 'outcomeUnknown', reference: 'AD-1' }, 'wait', /may have been made.*AD-1/],
    [{ kind: 'unreachable' }, 'retry', /nothing was booked/],
    [{ kind: 'serviceFault', status: 503, requestId: 'r-9' }, 'retry', /support reference r-9/],
    [{ kind: 'rateLimited', retryAfterSeconds: 20 }, 'retry', /Wait 20 seconds/],
    [{ kind: 'credentials', reason: 'refused' }, 'retry', /refused the credentials/],
    [
      { kind: 'rejected', serviceCode: null, status: 400, requestId: 'r-4', field: null },
      'edit_travelers',
      /refused the booking: x \(support reference r-4\)/,
    ],
    [{ kind: 'invalidInput', issues: [] }, 'edit_travelers', /Some booking fields are not valid: x/],
  ])('%j -> %s', (problem, next, sentence) => {
    const view = bookingErrorView(failed(problem))
    expect(view.kind).toBe('error')
    if (view.kind === 'error') {
      expect(view.next).toBe(next)
      expect(view.sentence).toMatch(sentence)
    }
  })

  it('keeps the meaning of the desk’s own outcome-unknown error: the reference to wait for', () => {
    const error = new DeskError('OFFLINE', 'x', { outcomeUnknown: true, reference: 'AD-2' }).toIpcError()
    const view = bookingErrorView(new BridgeError(error))
    expect(view).toMatchObject({ kind: 'error', next: 'wait', sentence: expect.stringMatching(/AD-2/) })
  })
})
