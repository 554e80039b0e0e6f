import { describe, expect, it } from 'vitest'
import {
  compareMealPlanCodes,
  describeBoards,
  includesBreakfastForWholeStay,
  includesMealForWholeStay,
  matchesBoardCodes,
  MEAL_PLAN_CODES,
  mealIncluded,
  mealPlanCodes,
  NO_BOARD_INFORMATION_LABEL,
  parseMealPlanCode,
  type MealPlanCode,
  type MealPlanEntry,
} from '../../../src/shared/domain/meal-plans'

const stay = { checkIn: '2025-07-01', checkOut: '2025-07-05' }
const whole = (code: MealPlanCode | null, label = ''): MealPlanEntry => ({
  code,
  label,
  startAt: null,
  endAt: null,
})
const period = (
  code: MealPlanCode | null,
  startAt: string | null,
  endAt: string | null,
  label = '',
): MealPlanEntry => ({
  code,
  label,
  startAt,
  endAt,
})

describe('codes and included meals', () => {
  it('has the 7 codes of the spec', () => {
    expect(MEAL_PLAN_CODES).toEqual([
      'room_only',
      'breakfast',
      'lunch',
      'dinner',
      'half_board',
      'full_board',
      'all_inclusive',
    ])
  })
  it('room only includes no meal', () => {
    expect(['breakfast', 'lunch', 'dinner'].map((m) => mealIncluded('room_only', m as 'lunch'))).toEqual([
      false,
      false,
      false,
    ])
  })
  it('lunch and dinner codes include only that meal', () => {
    expect(mealIncluded('lunch', 'lunch')).toBe(true)
    expect(mealIncluded('lunch', 'breakfast')).toBe(false)
    expect(mealIncluded('lunch', 'dinner')).toBe(false)
    expect(mealIncluded('dinner', 'dinner')).toBe(true)
    expect(mealIncluded('dinner', 'lunch')).toBe(false)
  })
  it('half board: breakfast plus one main meal, which one is unknown', () => {
    expect(mealIncluded('half_board', 'breakfast')).toBe(true)
    expect(mealIncluded('half_board', 'lunch')).toBe('unknown')
    expect(mealIncluded('half_board', 'dinner')).toBe('unknown')
  })
  it('full board and all inclusive include the three meals', () => {
    for (const code of ['full_board', 'all_inclusive'] as const) {
      expect([
        mealIncluded(code, 'breakfast'),
        mealIncluded(code, 'lunch'),
        mealIncluded(code, 'dinner'),
      ]).toEqual([true, true, true])
    }
  })
  it('a null code is unknown for every meal, never room only', () => {
    expect(mealIncluded(null, 'breakfast')).toBe('unknown')
  })
  it('parses wire codes; unknown text is unclassified (null)', () => {
    expect(parseMealPlanCode('half_board')).toBe('half_board')
    expect(parseMealPlanCode('Half Board')).toBeNull()
    expect(parseMealPlanCode(null)).toBeNull()
  })
  it('orders codes by richness, unclassified last', () => {
    const codes: (MealPlanCode | null)[] = [null, 'all_inclusive', 'room_only', 'half_board']
    expect(codes.sort(compareMealPlanCodes)).toEqual(['room_only', 'half_board', 'all_inclusive', null])
  })
})

describe('describeBoards', () => {
  it('rule 4: an empty array is no board information, never room only', () => {
    const d = describeBoards([], stay)
    expect(d).toEqual({ kind: 'no_information', displayLabel: NO_BOARD_INFORMATION_LABEL })
    expect(NO_BOARD_INFORMATION_LABEL).not.toMatch(/room only/i)
  })
  it('rule 2: one entry with null windows covers the whole stay', () => {
    const d = describeBoards([whole('breakfast', 'Bed & breakfast')], stay)
    expect(d).toEqual({
      kind: 'whole_stay',
      board: {
        code: 'breakfast',
        label: 'Bed & breakfast',
        displayLabel: 'Bed & breakfast',
        classified: true,
      },
    })
  })
  it('rule 1: a null code shows the supplier label, unclassified', () => {
    const d = describeBoards([whole(null, 'Continental breakfast + afternoon tea')], stay)
    expect(d.kind).toBe('whole_stay')
    if (d.kind !== 'whole_stay') return
    expect(d.board.displayLabel).toBe('Continental breakfast + afternoon tea')
    expect(d.board.classified).toBe(false)
  })
  it('rule 1: a null code with a blank label is shown as unclassified board, not room only', () => {
    const d = describeBoards([whole(null, '  ')], stay)
    if (d.kind !== 'whole_stay') throw new Error('expected whole stay')
    expect(d.board.displayLabel).toBe('Board (unclassified)')
  })
  it('a classified entry with a blank label shows the code name', () => {
    const d = describeBoards([whole('half_board')], stay)
    if (d.kind !== 'whole_stay') throw new Error('expected whole stay')
    expect(d.board.displayLabel).toBe('Half board')
  })
  it('rule 2: several entries give per-period segments partitioning the stay', () => {
    const d = describeBoards(
      [
        period('breakfast', '2025-07-01T00:00:00Z', '2025-07-03T00:00:00Z', 'B&B'),
        period('half_board', '2025-07-03T00:00:00Z', '2025-07-05T00:00:00Z', 'HB'),
      ],
      stay,
    )
    expect(d).toEqual({
      kind: 'periods',
      consistent: true,
      segments: [
        {
          from: '2025-07-01T00:00:00.000Z',
          to: '2025-07-03T00:00:00.000Z',
          fromDate: '2025-07-01',
          toDate: '2025-07-03',
          board: { code: 'breakfast', label: 'B&B', displayLabel: 'B&B', classified: true },
        },
        {
          from: '2025-07-03T00:00:00.000Z',
          to: '2025-07-05T00:00:00.000Z',
          fromDate: '2025-07-03',
          toDate: '2025-07-05',
          board: { code: 'half_board', label: 'HB', displayLabel: 'HB', classified: true },
        },
      ],
    })
  })
  it('rule 2: a null bound is unbounded on that side, clipped to check-in / check-out', () => {
    const d = describeBoards(
      [period('room_only', null, '2025-07-02T00:00:00Z'), period('breakfast', '2025-07-02T00:00:00Z', null)],
      stay,
    )
    if (d.kind !== 'periods') throw new Error('expected periods')
    expect(d.segments.map((s) => [s.from, s.to, s.board?.code])).toEqual([
      ['2025-07-01T00:00:00.000Z', '2025-07-02T00:00:00.000Z', 'room_only'],
      ['2025-07-02T00:00:00.000Z', '2025-07-05T00:00:00.000Z', 'breakfast'],
    ])
  })
  it('clips contract periods reaching outside the stay and drops those outside it', () => {
    const d = describeBoards(
      [
        period('dinner', '2025-06-01T00:00:00Z', '2025-06-30T00:00:00Z'),
        period('breakfast', '2025-06-15T00:00:00Z', '2025-07-03T00:00:00Z'),
        period('full_board', '2025-07-03T00:00:00Z', '2025-08-31T00:00:00Z'),
      ],
      stay,
    )
    if (d.kind !== 'periods') throw new Error('expected periods')
    expect(d.segments.map((s) => [s.fromDate, s.toDate, s.board?.code])).toEqual([
      ['2025-07-01', '2025-07-03', 'breakfast'],
      ['2025-07-03', '2025-07-05', 'full_board'],
    ])
    expect(d.consistent).toBe(true)
  })
  it('sorts entries by start', () => {
    const d = describeBoards(
      [period('dinner', '2025-07-03T00:00:00Z', null), period('lunch', null, '2025-07-03T00:00:00Z')],
      stay,
    )
    if (d.kind !== 'periods') throw new Error('expected periods')
    expect(d.segments.map((s) => s.board?.code)).toEqual(['lunch', 'dinner'])
  })
  it('several windows of which one covers the whole stay after clipping is a whole-stay board', () => {
    const d = describeBoards(
      [
        period('dinner', '2025-06-01T00:00:00Z', '2025-06-10T00:00:00Z'),
        period('breakfast', '2025-06-10T00:00:00Z', null),
      ],
      stay,
    )
    expect(d.kind).toBe('whole_stay')
  })
  it('shows a gap in the partition as no information and flags it', () => {
    const d = describeBoards(
      [period('breakfast', null, '2025-07-02T00:00:00Z'), period('half_board', '2025-07-03T00:00:00Z', null)],
      stay,
    )
    if (d.kind !== 'periods') throw new Error('expected periods')
    expect(d.consistent).toBe(false)
    expect(d.segments.map((s) => [s.fromDate, s.toDate, s.board?.code ?? null])).toEqual([
      ['2025-07-01', '2025-07-02', 'breakfast'],
      ['2025-07-02', '2025-07-03', null],
      ['2025-07-03', '2025-07-05', 'half_board'],
    ])
  })
  it('cuts overlaps (the earlier entry keeps the shared time) and flags them', () => {
    const d = describeBoards(
      [period('breakfast', null, '2025-07-03T00:00:00Z'), period('dinner', '2025-07-02T00:00:00Z', null)],
      stay,
    )
    if (d.kind !== 'periods') throw new Error('expected periods')
    expect(d.consistent).toBe(false)
    expect(d.segments.map((s) => [s.fromDate, s.toDate, s.board?.code])).toEqual([
      ['2025-07-01', '2025-07-03', 'breakfast'],
      ['2025-07-03', '2025-07-05', 'dinner'],
    ])
  })
  it('entries that all miss the stay give no board information', () => {
    expect(describeBoards([period('breakfast', '2025-08-01T00:00:00Z', null)], stay).kind).toBe(
      'no_information',
    )
  })
  it('throws on an unparsable window bound', () => {
    expect(() => describeBoards([period('breakfast', 'soon', null), whole('dinner')], stay)).toThrow(
      RangeError,
    )
  })
})

describe('filters on code', () => {
  it('breakfast for the whole stay: true', () => {
    expect(includesBreakfastForWholeStay([whole('half_board', 'Demi-pension')], stay)).toBe(true)
  })
  it('breakfast for the whole stay: false for room only (logic on code, not label)', () => {
    expect(includesBreakfastForWholeStay([whole('room_only', 'Breakfast available')], stay)).toBe(false)
  })
  it('breakfast for the whole stay: unknown for an empty array', () => {
    expect(includesBreakfastForWholeStay([], stay)).toBe('unknown')
  })
  it('breakfast for the whole stay: unknown for an unclassified board', () => {
    expect(includesBreakfastForWholeStay([whole(null, 'Breakfast buffet')], stay)).toBe('unknown')
  })
  it('breakfast for the whole stay: false when one period lacks it', () => {
    const plans = [
      period('breakfast', null, '2025-07-03T00:00:00Z'),
      period('room_only', '2025-07-03T00:00:00Z', null),
    ]
    expect(includesBreakfastForWholeStay(plans, stay)).toBe(false)
  })
  it('breakfast for the whole stay: true when every period has it', () => {
    const plans = [
      period('breakfast', null, '2025-07-03T00:00:00Z'),
      period('full_board', '2025-07-03T00:00:00Z', null),
    ]
    expect(includesBreakfastForWholeStay(plans, stay)).toBe(true)
  })
  it('breakfast for the whole stay: unknown when a period is unclassified or missing', () => {
    expect(
      includesBreakfastForWholeStay(
        [
          period('breakfast', null, '2025-07-03T00:00:00Z'),
          period(null, '2025-07-03T00:00:00Z', null, 'Petit déj'),
        ],
        stay,
      ),
    ).toBe('unknown')
    expect(includesBreakfastForWholeStay([period('breakfast', null, '2025-07-03T00:00:00Z')], stay)).toBe(
      'unknown',
    )
  })
  it('false wins over unknown', () => {
    const plans = [
      period(null, null, '2025-07-03T00:00:00Z', 'X'),
      period('room_only', '2025-07-03T00:00:00Z', null),
    ]
    expect(includesBreakfastForWholeStay(plans, stay)).toBe(false)
  })
  it('dinner on half board is unknown', () => {
    expect(includesMealForWholeStay([whole('half_board')], 'dinner', stay)).toBe('unknown')
  })
  it('matches a set of codes over the whole stay', () => {
    const better: MealPlanCode[] = ['half_board', 'full_board', 'all_inclusive']
    expect(matchesBoardCodes([whole('full_board')], better, stay)).toBe(true)
    expect(matchesBoardCodes([whole('breakfast')], better, stay)).toBe(false)
    expect(matchesBoardCodes([], better, stay)).toBe('unknown')
    expect(matchesBoardCodes([whole(null, 'HB+')], better, stay)).toBe('unknown')
  })
  it('lists the distinct known codes', () => {
    expect(
      mealPlanCodes([
        period('half_board', null, '2025-07-03T00:00:00Z'),
        period('breakfast', '2025-07-03T00:00:00Z', null),
        whole(null, 'x'),
        whole('breakfast'),
      ]),
    ).toEqual(['breakfast', 'half_board'])
  })
})
