import { describe, expect, it } from 'vitest'
import * as domain from '../../../src/shared/domain'

describe('domain index', () => {
  it('re-exports every module', () => {
    for (const name of [
      'encodeId',
      'roundMoney',
      'formatMoney',
      'nightsBetween',
      'formatInstantInZone',
      'describeBoards',
      'includesBreakfastForWholeStay',
      'evaluateCancellation',
      'buildCancellationTimeline',
      'combinationCancelConditions',
      'formatV1Timestamp',
      'canTransition',
      'assertTransition',
      'onRequestAction',
      'checkOccupancyFit',
      'decideTravelerBooking',
      'ageOn',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function')
    }
    expect(domain.AUTO_REFUSAL_MESSAGE).toBe(
      'Automatically refused: the hotel did not answer before check-in.',
    )
  })
})
