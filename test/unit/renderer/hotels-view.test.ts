import { describe, expect, it } from 'vitest'
import type { BedChoice, MealPlan } from '../../../src/shared/api/availability'
import {
  bedChoiceView,
  boardLines,
  boardSummary,
  branchTerms,
  cancellationView,
  formatCountdown,
  tagViews,
  UNKNOWN_CANCELLATION,
} from '../../../src/renderer/src/ui/rates/rate-view'

const format = { locale: 'en-GB', timeZone: 'Europe/Paris' }
const stay = { checkIn: '2027-07-10', checkOut: '2027-07-20' }
const now = Date.parse('2027-06-01T10:00:00Z')

function bedChoice(patch: Partial<BedChoice> = {}): BedChoice {
  return {
    id: 'bc-1',
    name: 'Flexible rate',
    currency: 'EUR',
    totalPriceWithPromo: 900,
    totalPriceWithoutPromo: 900,
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
    ...patch,
  }
}

const board = (
  code: MealPlan['code'],
  label: string,
  startAt: string | null = null,
  endAt: string | null = null,
) => ({
  code,
  label,
  startAt,
  endAt,
})

describe('cancellation view', () => {
  const options = { ...format, currency: 'EUR', totalPrice: 900, now }

  it('names the free period in the agent zone, then each window with its fee', () => {
    const view = cancellationView(
      [
        { deduction: 100, refundable: true, startAt: '2027-07-03T00:00:00Z', endAt: '2027-07-08T00:00:00Z' },
        { deduction: 900, refundable: false, startAt: '2027-07-08T00:00:00Z', endAt: '2027-07-20T00:00:00Z' },
      ],
      options,
    )
    expect(view.tone).toBe('free')
    expect(view.headline).toBe('Free cancellation until 3 Jul 2027, 02:00 CEST')
    expect(view.rows).toEqual([
      { kind: 'free', when: 'Until 3 Jul 2027, 02:00 CEST', what: 'Free cancellation' },
      {
        kind: 'penalty',
        when: '3 Jul 2027, 02:00 CEST to 8 Jul 2027, 02:00 CEST',
        what: 'Cancellation fee €100.00',
      },
      {
        kind: 'non_refundable',
        when: 'From 8 Jul 2027, 02:00 CEST',
        what: 'Non-refundable: cancelling costs the full price, €900.00',
      },
    ])
  })

  it('never presents an empty ladder as free', () => {
    const view = cancellationView([], options)
    expect(view.tone).toBe('unknown')
    expect(view.headline).toBe(UNKNOWN_CANCELLATION)
    expect(view.rows).toHaveLength(1)
    expect(view.rows[0]?.what).toMatch(/do not present this rate as free/)
  })

  it('flags a rate non-refundable from now, and a running penalty with its fee', () => {
    const nonRefundable = cancellationView(
      [{ deduction: 900, refundable: false, startAt: '2027-05-01T00:00:00Z', endAt: null }],
      options,
    )
    expect(nonRefundable).toMatchObject({ tone: 'non_refundable', headline: 'Non-refundable' })
    expect(nonRefundable.rows).toEqual([
      {
        kind: 'non_refundable',
        when: 'From 1 Jun 2027, 12:00 CEST',
        what: 'Non-refundable: cancelling costs the full price, €900.00',
      },
    ])
    const penalty = cancellationView(
      [{ deduction: 90, refundable: true, startAt: '2027-05-01T00:00:00Z', endAt: '2027-07-20T00:00:00Z' }],
      options,
    )
    expect(penalty).toMatchObject({ tone: 'penalty', headline: 'Cancellation fee now €90.00' })
  })

  it('uses the last room of a combination branch for the whole combination', () => {
    const first = bedChoice({ id: 'a', totalPriceWithPromo: 400, cancelConditions: [] })
    const last = bedChoice({
      id: 'b',
      totalPriceWithPromo: 500,
      cancelConditions: [
        { deduction: 900, refundable: false, startAt: '2027-07-01T00:00:00Z', endAt: '2027-07-20T00:00:00Z' },
      ],
    })
    const terms = branchTerms([first, last])
    expect(terms.total).toBe(900)
    expect(terms.conditions).toBe(last.cancelConditions)
    const view = cancellationView(terms.conditions, { ...options, totalPrice: terms.total })
    expect(view.headline).toBe('Free cancellation until 1 Jul 2027, 02:00 CEST')
    expect(view.rows.at(-1)?.what).toBe('Non-refundable: cancelling costs the full price, €900.00')
  })
})

describe('board lines', () => {
  it('says "No board information" for an empty list, never room only', () => {
    expect(boardLines([], stay, 'en-GB')).toEqual([
      { period: null, label: 'No board information', unclassified: false, missing: true },
    ])
  })

  it('shows an unclassified board with the supplier label', () => {
    expect(boardLines([board(null, 'Continental breakfast and afternoon tea')], stay, 'en-GB')).toEqual([
      { period: null, label: 'Continental breakfast and afternoon tea', unclassified: true, missing: false },
    ])
    expect(boardLines([board(null, '  ')], stay, 'en-GB')[0]?.label).toBe('Board (unclassified)')
  })

  it('shows a board changing over the stay by period', () => {
    const lines = boardLines(
      [
        board('half_board', 'Half board', null, '2027-07-16T00:00:00Z'),
        board('full_board', 'Full board', '2027-07-16T00:00:00Z', null),
      ],
      stay,
      'en-GB',
    )
    expect(lines).toEqual([
      { period: '10 Jul 2027 – 16 Jul 2027', label: 'Half board', unclassified: false, missing: false },
      { period: '16 Jul 2027 – 20 Jul 2027', label: 'Full board', unclassified: false, missing: false },
    ])
    expect(
      boardSummary(
        [
          board('half_board', 'Half board', null, '2027-07-16T00:00:00Z'),
          board('full_board', 'Full board', '2027-07-16T00:00:00Z', null),
        ],
        stay,
        'en-GB',
      ),
    ).toBe('Half board, then Full board')
  })
})

describe('bed choice view', () => {
  it('shows both prices, the promotion applied, fees payable at the hotel and supplements', () => {
    const view = bedChoiceView(
      bedChoice({
        totalPriceWithPromo: 810,
        totalPriceWithoutPromo: 900,
        promotions: [{ id: 'p1', name: 'Early booking: 10% off' }],
        promotionInfo: {
          promotionId: 'p1',
          kind: 'percent',
          discount: 90,
          upgradedFromRoom: null,
          upgradedToRoom: null,
        },
        hotelFees: [{ label: 'City tax', amount: 12, currency: 'EUR' }],
        mandatorySupplements: ['Gala dinner'],
        optionalSupplements: ['Parking'],
        mealPlans: [board('breakfast', 'Breakfast')],
      }),
      stay,
      'en-GB',
    )
    expect(view).toMatchObject({
      price: '€810.00',
      priceWithoutPromo: '€900.00',
      promotion: 'Promotion applied: Early booking: 10% off, saves €90.00',
      hotelFees: ['City tax: €12.00'],
      mandatorySupplements: ['Gala dinner'],
      optionalSupplements: ['Parking'],
    })
    expect(view.boards[0]?.label).toBe('Breakfast')
  })

  it('shows a bed-bank deal as already in the price, with one price', () => {
    const view = bedChoiceView(bedChoice({ promotions: [{ id: null, name: 'Summer deal' }] }), stay, 'en-GB')
    expect(view.priceWithoutPromo).toBeNull()
    expect(view.promotion).toBe('Promotion: Summer deal (already in the price)')
  })
})

describe('hold countdown', () => {
  it('formats minutes and seconds, hours beyond an hour, never negative', () => {
    expect(formatCountdown(14 * 60_000 + 32_400)).toBe('14:32')
    expect(formatCountdown(3_723_000)).toBe('1:02:03')
    expect(formatCountdown(-5)).toBe('0:00')
  })
})

describe('rate tags', () => {
  const tag = (
    code: string | null,
    label: string,
    startAt: string | null = null,
    endAt: string | null = null,
  ) => ({
    code,
    label,
    startAt,
    endAt,
  })

  it('words coded tags the desk way and keeps board tags in the supplier wording', () => {
    expect(
      tagViews(
        [
          tag('refundable', 'Remboursable', null, '2027-07-03T00:00:00Z'),
          tag('extra_bed', 'Extra bed'),
          tag(null, 'Petit-déjeuner continental'),
          tag(null, 'Half board', '2027-07-10T00:00:00Z', '2027-07-15T00:00:00Z'),
          tag('early_checkin', 'Early check-in'),
        ],
        format,
      ),
    ).toEqual([
      {
        text: 'Refundable until 3 Jul 2027, 02:00 CEST',
        tone: 'refundable',
        supplierLabel: 'Remboursable',
      },
      { text: 'Extra bed', tone: 'extra_bed', supplierLabel: null },
      { text: 'Petit-déjeuner continental', tone: 'board', supplierLabel: null },
      { text: 'Half board (10 Jul 2027 – 15 Jul 2027)', tone: 'board', supplierLabel: null },
      { text: 'Early check-in', tone: 'other', supplierLabel: null },
    ])
  })

  it('flags a non-refundable rate and drops repeated tags', () => {
    expect(tagViews([tag('non_refundable', 'Non-refundable'), tag('non_refundable', 'NR')], format)).toEqual([
      { text: 'Non-refundable', tone: 'non_refundable', supplierLabel: null },
    ])
  })

  it('keeps supplier conditions and check-in instructions, blank ones as absent', () => {
    const view = bedChoiceView(
      bedChoice({ contractingConditions: ' Pay at booking. ', checkInInstructions: '  ' }),
      stay,
      'en-GB',
    )
    expect(view.contractingConditions).toBe('Pay at booking.')
    expect(view.checkInInstructions).toBeNull()
  })
})
