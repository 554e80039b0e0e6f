import { describe, expect, it } from 'vitest'
import { cardChoices } from '../../../src/renderer/src/features/hotels/card-choices'
import { bedChoice, room } from './rate-fixtures'

const NOW = Date.parse('2027-06-01T00:00:00Z')
const ROOM_ONLY = { mealPlans: [] }
const NON_REFUNDABLE = {
  cancelConditions: [{ deduction: 0, refundable: false, startAt: '2027-05-01T00:00:00Z', endAt: null }],
}

describe('cardChoices', () => {
  it('offers the cheapest of each kind of stay, cheapest first, with its real bed choice and ladder', () => {
    const rooms = [
      room('a', [bedChoice('a1', 200), bedChoice('a2', 210)]),
      room('b', [
        bedChoice('b1', 150, ROOM_ONLY),
        bedChoice('b2', 180),
        bedChoice('b3', 160, NON_REFUNDABLE),
      ]),
    ]
    const choices = cardChoices(rooms, [{ adults: 2 }], NOW)
    // a2 is a1 again (same room, board and terms) at a higher price: left out.
    expect(choices.map((choice) => choice.summary.picked.map((option) => option.choice.id))).toEqual([
      ['b1'],
      ['b3'],
      ['b2'],
      ['a1'],
    ])
    expect(choices.map((choice) => choice.cancels)).toEqual(['free', 'charged', 'free', 'free'])
    expect(choices[0]?.summary.conditions).toEqual(bedChoice('x', 0).cancelConditions)
  })

  it('completes each first room with the cheapest rooms that still combine with it', () => {
    const leaf = (id: string, price: number) => room(id, [bedChoice(id, price)])
    const rooms = [
      room('top1', [bedChoice('t1', 100)], { compatibleRoomCompositions: [leaf('x', 90), leaf('y', 60)] }),
      room('top2', [bedChoice('t2', 80)], { compatibleRoomCompositions: [leaf('z', 120)] }),
    ]
    const choices = cardChoices(rooms, [{ adults: 2 }, { adults: 1 }], NOW)
    expect(
      choices.map((choice) => [choice.summary.total, choice.summary.picked.map((o) => o.choice.id)]),
    ).toEqual([
      [160, ['t1', 'y']],
      [200, ['t2', 'z']],
    ])
    expect(choices.every((choice) => choice.summary.complete)).toBe(true)
  })

  it('tells unknown terms apart, keeps at most the limit, and offers nothing when no room fits', () => {
    const many = Array.from({ length: 9 }, (_, at) =>
      room(`r${at}`, [bedChoice(`c${at}`, 100 + at, at === 0 ? { cancelConditions: [] } : {})]),
    )
    const choices = cardChoices(many, [{ adults: 2 }], NOW, 3)
    expect(choices.map((choice) => choice.summary.picked[0]?.choice.id)).toEqual(['c0', 'c1', 'c2'])
    expect(choices[0]?.cancels).toBe('unknown')
    expect(
      cardChoices([room('small', [bedChoice('s', 10)], { maxCapacity: 1 })], [{ adults: 3 }], NOW),
    ).toEqual([])
  })
})
