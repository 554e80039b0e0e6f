import { describe, expect, it } from 'vitest'
import { CancelCondition, MealPlan, RateTag } from '../../../../src/shared/api/availability'
import { describeBoards } from '../../../../src/shared/domain/meal-plans'
import { freeCancellationUntil, isCancellationUnknown } from '../../../../src/shared/domain/cancellation'
import {
  buildCancelConditions,
  buildMealPlans,
  buildTags,
  refundabilityCode,
  ladderForBookedTotal,
} from '../../src/rates/conditions'
import type { LadderSpec } from '../../src/rates/model'
import { buildStay } from '../../src/rates/stay'

const NOW = Date.parse('2025-03-01T10:00:00.000Z')

describe('meal plans for a stay', () => {
  it('gives one entry with null windows for a fixed board', () => {
    const plans = buildMealPlans(
      { kind: 'fixed', code: 'half_board' },
      buildStay('2025-06-02', '2025-06-05'),
      'fr',
    )
    expect(plans).toEqual([{ code: 'half_board', label: 'Demi-pension', startAt: null, endAt: null }])
  })

  it('keeps the supplier label with code null for an unclassified board, never room only', () => {
    const label = { en: 'Brunch on weekends' }
    const plans = buildMealPlans(
      { kind: 'unclassified', label, perPersonNight: 10 },
      buildStay('2025-06-02', '2025-06-05'),
      'en',
    )
    expect(plans).toEqual([{ code: null, label: 'Brunch on weekends', startAt: null, endAt: null }])
  })

  it('gives [] when the supplier has no board information', () => {
    expect(buildMealPlans({ kind: 'none' }, buildStay('2025-06-02', '2025-06-05'), 'en')).toEqual([])
  })

  it('gives one entry per contract period, windows partitioning the stay, when the board changes', () => {
    const stay = buildStay('2025-06-13', '2025-07-03')
    const plans = buildMealPlans({ kind: 'periodic', codes: ['breakfast', 'half_board'] }, stay, 'en')
    expect(plans.map((plan) => MealPlan.parse(plan))).toEqual([
      { code: 'breakfast', label: 'Breakfast included', startAt: null, endAt: '2025-06-16T00:00:00.000Z' },
      {
        code: 'half_board',
        label: 'Half board',
        startAt: '2025-06-16T00:00:00.000Z',
        endAt: '2025-07-01T00:00:00.000Z',
      },
      { code: 'breakfast', label: 'Breakfast included', startAt: '2025-07-01T00:00:00.000Z', endAt: null },
    ])
    const description = describeBoards(plans, stay)
    expect(description.kind).toBe('periods')
    if (description.kind === 'periods') expect(description.consistent).toBe(true)
  })

  it('gives a single whole-stay entry when the stay stays inside one contract period', () => {
    const plans = buildMealPlans(
      { kind: 'periodic', codes: ['breakfast', 'half_board'] },
      buildStay('2025-06-17', '2025-06-20'),
      'en',
    )
    expect(plans).toEqual([{ code: 'half_board', label: 'Half board', startAt: null, endAt: null }])
  })
})

describe('cancellation ladder for a stay', () => {
  const stay = buildStay('2025-04-20', '2025-04-24')
  const flexible: LadderSpec = {
    kind: 'windows',
    windows: [
      { fromDaysBefore: 10, toDaysBefore: 2, charge: { kind: 'percent', value: 25 } },
      { fromDaysBefore: 2, toDaysBefore: null, charge: { kind: 'full' } },
    ],
  }

  it('places windows relative to check-in, free before the first, full price (refundable false) last', () => {
    const conditions = buildCancelConditions(flexible, stay, 400, NOW)
    expect(conditions.map((condition) => CancelCondition.parse(condition))).toEqual([
      {
        deduction: 100,
        refundable: true,
        startAt: '2025-04-10T00:00:00.000Z',
        endAt: '2025-04-18T00:00:00.000Z',
      },
      {
        deduction: 400,
        refundable: false,
        startAt: '2025-04-18T00:00:00.000Z',
        endAt: '2025-04-24T00:00:00.000Z',
      },
    ])
    expect(freeCancellationUntil(conditions)).toBe('2025-04-10T00:00:00.000Z')
  })

  it('charges nights at the average night and rounds to 2 decimals', () => {
    const ladder: LadderSpec = {
      kind: 'windows',
      windows: [{ fromDaysBefore: 1, toDaysBefore: null, charge: { kind: 'nights', value: 1 } }],
    }
    expect(buildCancelConditions(ladder, buildStay('2025-04-20', '2025-04-23'), 100, NOW)[0]?.deduction).toBe(
      33.33,
    )
  })

  it('gives a non-refundable rate one full-price window from now to check-out', () => {
    expect(buildCancelConditions({ kind: 'non_refundable' }, stay, 250.5, NOW)).toEqual([
      {
        deduction: 250.5,
        refundable: false,
        startAt: '2025-03-01T10:00:00.000Z',
        endAt: '2025-04-24T00:00:00.000Z',
      },
    ])
  })

  it('gives [] for an unknown policy, never presented as freely cancellable', () => {
    const conditions = buildCancelConditions({ kind: 'unknown' }, stay, 100, NOW)
    expect(conditions).toEqual([])
    expect(isCancellationUnknown(conditions)).toBe(true)
    expect(buildTags(conditions, false, [], NOW, 'en').some((tag) => tag.code === 'refundable')).toBe(false)
  })

  it('leaves out windows already over and keeps the one in force', () => {
    const late = Date.parse('2025-04-15T00:00:00.000Z')
    const conditions = buildCancelConditions(flexible, stay, 400, late)
    expect(conditions).toHaveLength(2)
    const later = Date.parse('2025-04-19T00:00:00.000Z')
    expect(buildCancelConditions(flexible, stay, 400, later)).toHaveLength(1)
  })

  it('keeps the fees shown for another booked total, capped at it; full-price windows take the total', () => {
    const conditions = buildCancelConditions(flexible, stay, 400, NOW)
    expect(conditions.map((condition) => condition.deduction)).toEqual([100, 400])
    expect(ladderForBookedTotal(conditions, 440).map((condition) => condition.deduction)).toEqual([100, 440])
    expect(ladderForBookedTotal(conditions, 60).map((condition) => condition.deduction)).toEqual([60, 60])
  })
})

describe('tags', () => {
  const stay = buildStay('2025-04-20', '2025-04-24')
  const plans = buildMealPlans({ kind: 'fixed', code: 'breakfast' }, stay, 'en')

  it('tags a free-cancellation period until the first window, extra beds, and boards with code null', () => {
    const conditions = buildCancelConditions(
      { kind: 'windows', windows: [{ fromDaysBefore: 7, toDaysBefore: null, charge: { kind: 'full' } }] },
      stay,
      100,
      NOW,
    )
    // One full-price window: free until it starts (refundable tag), non-refundable once it is in force.
    const tags = buildTags(conditions, true, plans, NOW, 'en').map((tag) => RateTag.parse(tag))
    expect(tags).toEqual([
      { code: 'refundable', label: 'Free cancellation', startAt: null, endAt: '2025-04-13T00:00:00.000Z' },
      { code: 'extra_bed', label: 'Extra bed included', startAt: null, endAt: null },
      { code: null, label: 'Breakfast included', startAt: null, endAt: null },
    ])
    const refundable = buildTags(
      buildCancelConditions(
        {
          kind: 'windows',
          windows: [{ fromDaysBefore: 3, toDaysBefore: null, charge: { kind: 'nights', value: 1 } }],
        },
        stay,
        100,
        NOW,
      ),
      false,
      [],
      NOW,
      'en',
    )
    const inForce = buildTags(conditions, false, [], Date.parse('2025-04-14T00:00:00.000Z'), 'en')
    expect(inForce).toEqual([{ code: 'non_refundable', label: 'Non-refundable', startAt: null, endAt: null }])
    expect(refundable).toEqual([
      { code: 'refundable', label: 'Free cancellation', startAt: null, endAt: '2025-04-17T00:00:00.000Z' },
    ])
  })

  it('computes the preview refundability code like the full tags', () => {
    const ladders: LadderSpec[] = [
      { kind: 'unknown' },
      { kind: 'non_refundable' },
      {
        kind: 'windows',
        windows: [{ fromDaysBefore: 3, toDaysBefore: null, charge: { kind: 'nights', value: 1 } }],
      },
      {
        kind: 'windows',
        windows: [{ fromDaysBefore: 60, toDaysBefore: null, charge: { kind: 'nights', value: 1 } }],
      },
      { kind: 'windows', windows: [{ fromDaysBefore: 60, toDaysBefore: null, charge: { kind: 'full' } }] },
      { kind: 'windows', windows: [{ fromDaysBefore: 7, toDaysBefore: null, charge: { kind: 'full' } }] },
    ]
    for (const ladder of ladders) {
      const tags = buildTags(buildCancelConditions(ladder, stay, 100, NOW), false, [], NOW, 'en')
      const code =
        tags.find((tag) => tag.code === 'refundable' || tag.code === 'non_refundable')?.code ?? null
      expect(refundabilityCode(ladder, stay, NOW)).toBe(code)
    }
  })
})
