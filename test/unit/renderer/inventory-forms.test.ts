import { describe, expect, it } from 'vitest'
import type { ExperienceV3, PeriodV3 } from '../../../src/shared/api/experiences-v3'
import { detailsPatch, detailsValues } from '../../../src/renderer/src/features/inventory/details-form'
import {
  PeriodFormSchema,
  periodPatch,
  periodValues,
} from '../../../src/renderer/src/features/inventory/period-form'

const experience = {
  name: 'Desert days',
  summary: 'Two days',
  description: null,
  highlights: null,
  includedServices: null,
  excludedServices: null,
  cancellationPolicies: null,
  durationDays: 2,
  durationHours: null,
  durationMinutes: null,
  minPax: 1,
  maxPax: 8,
  minAge: null,
  maxAge: null,
  dmcReference: null,
  difficulty: null,
} as unknown as ExperienceV3

const period: PeriodV3 = {
  id: 'P1',
  experienceId: 'E1',
  startAt: '2030-05-01',
  endAt: '2030-05-31',
  price: null,
  minPax: null,
  maxPax: null,
  state: 'free_sale',
  availableDays: [true, true, true, true, true, true, true],
  allotments: 20,
  allotmentsUsed: 3,
  currentPaxForDeparture: 3,
  roomSupplement: null,
  adultPrices: [{ price: 120, minPax: 1, maxPax: 2 }],
  childPrices: [{ price: 50, minAge: 2, maxAge: 11 }],
}

describe('the details form (PATCH semantics)', () => {
  it('sends only what changed, and null for a cleared field', () => {
    const original = detailsValues(experience)
    expect(detailsPatch(original, original)).toEqual({})
    expect(detailsPatch(original, { ...original, summary: '', description: 'Camels', maxPax: 10 })).toEqual({
      summary: null,
      description: 'Camels',
      maxPax: 10,
    })
    expect(detailsPatch(original, { ...original, durationDays: '' })).toEqual({ durationDays: null })
  })
})

describe('the period form', () => {
  it('sends a changed price list whole, and nothing else that did not change', () => {
    const values = periodValues(period)
    expect(periodPatch(period, values)).toEqual({})
    const repriced = {
      ...values,
      adultPrices: [...values.adultPrices, { price: 100, minPax: 3, maxPax: 6 }],
    }
    expect(periodPatch(period, repriced)).toEqual({
      adultPrices: [
        { price: 120, minPax: 1, maxPax: 2 },
        { price: 100, minPax: 3, maxPax: 6 },
      ],
    })
    expect(periodPatch(period, { ...values, state: 'stop_sale', allotments: '' })).toEqual({
      state: 'stop_sale',
      allotments: null,
    })
  })

  it('checks the form with the contract’s rules, on the form’s own paths', () => {
    const values = periodValues(period)
    const result = PeriodFormSchema.safeParse({
      ...values,
      endAt: '2030-04-01',
      adultPrices: [
        { price: -5, minPax: 1, maxPax: 2 },
        { price: 90, minPax: 2, maxPax: '' },
      ],
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort()
    expect(paths).toEqual(['adultPrices.0.price', 'adultPrices.1.maxPax'])
    // Once the bands are well formed, the cross-field rules speak too.
    const ordered = PeriodFormSchema.safeParse({ ...values, endAt: '2030-04-01' })
    expect(ordered.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endAt', 'The last day comes before the first day.'],
    ])
  })
})
