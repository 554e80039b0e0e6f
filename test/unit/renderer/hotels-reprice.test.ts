import { describe, expect, it } from 'vitest'
import type { BedChoice, RoomAvailability } from '../../../src/shared/api/availability'
import { carryPicks, compareRates, rateIdentity } from '../../../src/renderer/src/features/hotels/reprice'
import { serviceTimeOf } from '../../../src/renderer/src/ui/hold/service-clock'
import { pickOption, selectionSlots } from '../../../src/renderer/src/features/hotels/selection'
import { bedChoice, room } from './rate-fixtures'

/**
 * The same stay searched again after the hold ran out: new bed choice ids, maybe new prices. Rates are matched by
 * what the agent sees of them (supplier, room, rate name, boards, level).
 */

const twoAdults = { adults: 2, childrenBirthdates: [] }

/** A rate as a new handshake would send it: a fresh id, the same name. */
const rate = (handshake: string, name: string, price: number, patch: Partial<BedChoice> = {}) =>
  bedChoice(`${handshake}-${name}`, price, { name, ...patch })

function answer(handshake: string, prices: { flexible: number; saver: number | null }): RoomAvailability[] {
  return [
    room('R1', [
      rate(handshake, 'Flexible', prices.flexible),
      ...(prices.saver === null ? [] : [rate(handshake, 'Saver', prices.saver)]),
    ]),
    room('R2', [rate(handshake, 'Flexible', 250)]),
  ]
}

describe('prices searched again', () => {
  it('say which prices moved, from what, and which rates are gone', () => {
    const before = answer('h1', { flexible: 200, saver: 180 })
    const moved = compareRates(before, answer('h2', { flexible: 215.5, saver: 180 }))
    const flexible = rateIdentity(before[0]!, before[0]!.bedChoices[0]!, 0)
    expect(moved).toEqual({ previousPrices: { [flexible]: 200 }, gone: 0, compared: 3 })
    expect(compareRates(before, answer('h2', { flexible: 200, saver: null }))).toEqual({
      previousPrices: {},
      gone: 1,
      compared: 2,
    })
  })

  it('tell apart the same rate name under other boards or rooms', () => {
    const breakfast = [{ code: 'breakfast' as const, label: 'Breakfast', startAt: null, endAt: null }]
    const roomOnly = [{ code: 'room_only' as const, label: 'Room only', startAt: null, endAt: null }]
    const before = [room('R1', [rate('h1', 'Flexible', 200, { mealPlans: breakfast })])]
    const after = [room('R1', [rate('h2', 'Flexible', 150, { mealPlans: roomOnly })])]
    expect(compareRates(before, after)).toEqual({ previousPrices: {}, gone: 1, compared: 0 })
  })

  it('carry the agent’s choices to the new handshake while the same rates are offered', () => {
    const searched = [twoAdults, twoAdults]
    const before = answer('h1', { flexible: 200, saver: 180 })
    let picks = pickOption(before, searched, [], 0, 'f:0:h1-Saver')
    picks = pickOption(before, searched, picks, 1, 'f:1:h1-Flexible')

    const after = answer('h2', { flexible: 210, saver: 185 })
    const carried = carryPicks(before, after, searched, picks)
    expect(carried).toEqual({ picks: ['f:0:h2-Saver', 'f:1:h2-Flexible'], kept: 2, lost: 0 })
    expect(
      selectionSlots(after, searched, carried.picks).map((slot) => slot.picked?.choice.totalPriceWithPromo),
    ).toEqual([185, 250])

    // The saver rate is gone: room 1 must be chosen again, and room 2 waits for it.
    const gone = carryPicks(before, answer('h3', { flexible: 210, saver: null }), searched, picks)
    expect(gone).toEqual({ picks: [null, null], kept: 0, lost: 2 })
  })

  it('carry a bed-bank combination along the same branch', () => {
    const bedBank = { name: 'Bed bank A', code: 'supplier_bedbank_a', flux: null } as const
    const tree = (handshake: string, second: number) => [
      room('A', [rate(handshake, 'Standard', 300)], {
        supplier: bedBank,
        compatibleRoomCompositions: [
          room('X', [rate(handshake, 'Standard', second)], { supplier: bedBank }),
          room('Y', [rate(handshake, 'Standard', 330)], { supplier: bedBank }),
        ],
      }),
    ]
    const searched = [twoAdults, twoAdults]
    const before = tree('h1', 310)
    let picks = pickOption(before, searched, [], 0, 'c:0:h1-Standard')
    picks = pickOption(before, searched, picks, 1, 'c:0.1:h1-Standard')
    const after = tree('h2', 320)
    expect(carryPicks(before, after, searched, picks)).toEqual({
      picks: ['c:0:h2-Standard', 'c:0.1:h2-Standard'],
      kept: 2,
      lost: 0,
    })
    expect(Object.values(compareRates(before, after).previousPrices)).toEqual([310])
  })

  it('carry nothing when nothing was chosen', () => {
    const before = answer('h1', { flexible: 200, saver: 180 })
    expect(carryPicks(before, answer('h2', { flexible: 200, saver: 180 }), [twoAdults], [])).toEqual({
      picks: [null],
      kept: 0,
      lost: 0,
    })
  })
})

describe("the service's time for the rates' conditions", () => {
  const rooms = { receivedAt: 1_000_000, serviceNowAtReceipt: 1_960_000 }

  it('follows this computer’s clock, shifted to the service’s', () => {
    expect(serviceTimeOf(rooms, 1_005_000)).toBe(1_965_000)
  })

  it('is never earlier than the rates’ arrival (a screen clock that ticked before they came)', () => {
    expect(serviceTimeOf(rooms, 997_000)).toBe(1_960_000)
  })
})
