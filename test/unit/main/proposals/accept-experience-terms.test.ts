import { describe, expect, it } from 'vitest'
import { changeWords } from '../../../../src/main/proposals/accept/change-words'
import { freshLadder } from '../../../../src/main/proposals/accept/experience-recheck'
import {
  datedExperienceLadder,
  parseExperienceCancellation,
} from '../../../../src/shared/domain/experience-cancellation'
import { ExperienceProposalItem } from '../../../../src/shared/domain/proposals'

/** An experience item's terms when the option is checked again before accepting. */

const WORDS =
  'Free cancellation up to 48 hours before the start; 50% charged within 48 hours; no refund for no-shows.'
const SHORTER = 'Free cancellation up to 24 hours before the start; no refund for no-shows.'
const ADDED_IN = 'Europe/Warsaw'

function tour(cancellationText: string): ExperienceProposalItem {
  return ExperienceProposalItem.parse({
    kind: 'experience',
    id: '8d7e1f3a-2b4c-4d6e-8f10-a1b2c3d4e501',
    experience: { id: 'E1', name: 'Food tour' },
    startAt: '2027-05-11',
    endAt: '2027-05-11',
    party: { adults: 2, childrenBirthdates: [] },
    currency: 'EUR',
    net: 100,
    sell: 120,
    cancellation: datedExperienceLadder(parseExperienceCancellation(cancellationText), {
      startAt: '2027-05-11',
      timeZone: ADDED_IN,
      price: 100,
    }),
    cancellationText,
    addedAt: '2027-01-02T10:00:00.000Z',
  })
}

describe('an experience checked again', () => {
  it('keeps the ladder it was added with while the supplier’s rules read the same, whatever the zone now', () => {
    const item = tour(WORDS)
    // The same rules, in markup and read in another zone: nothing moved.
    const fresh = freshLadder(item, `<p>${WORDS}</p>`, 100, 'Asia/Tokyo')
    expect(fresh).toBe(item.cancellation)
    const words = { locale: 'en-GB', timeZone: 'Asia/Tokyo', at: new Date('2027-05-01T00:00:00Z') }
    expect(
      changeWords({ ...item, cancellation: item.cancellation }, { ...item, cancellation: fresh }, words),
    ).toEqual([])
  })

  it('dates the new rules for the item’s day when the supplier changed them, and says the deadline moved', () => {
    const item = tour(WORDS)
    const fresh = freshLadder(item, SHORTER, 100, ADDED_IN)
    expect(fresh).toEqual([
      { deduction: 100, refundable: false, startAt: '2027-05-09T22:00:00.000Z', endAt: null },
    ])
    const words = { locale: 'en-GB', timeZone: ADDED_IN, at: new Date('2027-05-01T00:00:00Z') }
    expect(changeWords({ ...item }, { ...item, cancellation: fresh }, words)).toEqual([
      'Free cancellation now ends 10 May 2027 (was 9 May 2027)',
    ])
  })

  it('keeps the ladder of an item kept without the supplier’s words', () => {
    const item = tour('')
    expect(freshLadder(item, WORDS, 100, ADDED_IN)).toEqual([])
  })
})
