import { describe, expect, it } from 'vitest'
import type { BedChoice, RoomAvailability } from '../../../../src/shared/api/availability'
import type { ProposalRoom } from '../../../../src/shared/domain/proposals'
import { matchBedChoice, matchRooms } from '../../../../src/main/proposals/accept/room-match'

function choice(id: string, meal: 'room_only' | 'breakfast' | 'half_board', price: number): BedChoice {
  return {
    id,
    name: `Bed ${id}`,
    currency: 'EUR',
    totalPriceWithPromo: price,
    totalPriceWithoutPromo: price,
    hasExtraBed: false,
    promotions: [],
    promotionInfo: null,
    cancelConditions: [],
    contractingConditions: null,
    checkInInstructions: null,
    tags: [],
    mealPlans: [{ code: meal, label: meal, startAt: null, endAt: null }],
    hotelFees: [],
    mandatorySupplements: [],
    optionalSupplements: [],
  }
}

function room(id: string, choices: BedChoice[], below: RoomAvailability[] = []): RoomAvailability {
  return {
    id,
    name: `Room ${id}`,
    description: null,
    extraInformation: null,
    instantAvailability: true,
    minCapacity: 1,
    maxCapacity: 4,
    supplier: { name: 'Hotel direct contract', code: 'supplier_own', flux: null },
    facilities: [],
    images: [],
    bedChoices: choices,
    compatibleRoomCompositions: below,
  }
}

function proposed(roomId: string, mealPlan: string, net: number, bedChoiceId = ''): ProposalRoom {
  return {
    requested: { adults: 2, childrenBirthdates: [] },
    roomId,
    roomName: `Room ${roomId}`,
    bedChoiceId,
    mealPlan,
    supplierCode: 'supplier_own',
    supplierName: 'Hotel direct contract',
    net,
    sell: net,
    cancellation: [],
  }
}

describe('a proposed room found in a fresh rooms answer', () => {
  it('takes the same bed choice id when the service kept it', () => {
    const choices = [choice('a', 'breakfast', 300), choice('b', 'breakfast', 310)]
    expect(matchBedChoice(choices, proposed('r1', 'breakfast', 300, 'b'))?.id).toBe('b')
  })

  it('else the same board at the nearest price: the same rate repriced, not a dearer one', () => {
    const choices = [
      choice('x', 'room_only', 290),
      choice('y', 'breakfast', 380),
      choice('z', 'breakfast', 330),
    ]
    expect(matchBedChoice(choices, proposed('r1', 'breakfast', 320, 'gone-id'))?.id).toBe('z')
  })

  it('never swaps the board the agent chose for another', () => {
    expect(matchBedChoice([choice('x', 'room_only', 300)], proposed('r1', 'half_board', 300))).toBeNull()
  })

  it('matches each room of a flat answer by its room id, in request order', () => {
    const answer = [room('r1', [choice('a', 'room_only', 200)]), room('r2', [choice('b', 'breakfast', 260)])]
    const matched = matchRooms(answer, [proposed('r2', 'breakfast', 250), proposed('r1', 'room_only', 200)])
    expect(matched?.mode).toBe('per_room')
    expect(matched?.rooms.map((pick) => [pick.room.id, pick.choice.id])).toEqual([
      ['r2', 'b'],
      ['r1', 'a'],
    ])
  })

  it('walks a combination tree one level per room, down a branch where every room matches', () => {
    const deadEnd = room('c1', [choice('p', 'breakfast', 200)], [room('c9', [choice('q', 'breakfast', 200)])])
    const good = room('c1', [choice('s', 'breakfast', 210)], [room('c2', [choice('t', 'breakfast', 220)])])
    const matched = matchRooms(
      [deadEnd, good],
      [proposed('c1', 'breakfast', 200), proposed('c2', 'breakfast', 220)],
    )
    expect(matched?.mode).toBe('combination')
    expect(matched?.rooms.map((pick) => pick.choice.id)).toEqual(['s', 't'])
  })

  it('is gone when any room is not offered any more', () => {
    const answer = [room('r1', [choice('a', 'room_only', 200)])]
    expect(
      matchRooms(answer, [proposed('r1', 'room_only', 200), proposed('r7', 'room_only', 200)]),
    ).toBeNull()
    expect(matchRooms([], [proposed('r1', 'room_only', 200)])).toBeNull()
  })
})
