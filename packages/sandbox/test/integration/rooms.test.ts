import { describe, expect, it } from 'vitest'
import type { RoomAvailability } from '../../../../src/shared/api/availability'
import { encodeId } from '../../../../src/shared/domain/ids'
import { roomsSandbox, stayFits, walk } from './rooms.fixtures'

/** GET /api/v3/hotels/{id}/rooms/availability: flat lists, combinations, bed choices, the handshake. */

const { server, day, find, rooms } = roomsSandbox()

describe('flat lists (supplier_own, supplier_bedbank_b)', () => {
  it('lists own-inventory rooms flat, compatibleRoomCompositions [], one bed choice per rate', async () => {
    const own = find(
      (found) => found.offer.code === 'supplier_own' && found.offer.rooms.length >= 2 && stayFits(3)(found),
    )
    const answer = await rooms(own.hotel.id, {
      rooms: [{ adults: 2 }, { adults: 2 }],
      suppliers: ['supplier_own'],
    })
    expect(answer.data.length).toBeGreaterThan(0)
    for (const room of answer.data) {
      expect(room.supplier).toEqual({ name: 'Hotel direct contract', code: 'supplier_own', flux: null })
      expect(room.compatibleRoomCompositions).toEqual([])
      expect(room.minCapacity).not.toBeNull()
      expect(room.bedChoices.length).toBeGreaterThan(0)
      for (const choice of room.bedChoices) expect(choice.currency).toBe('EUR')
    }
  })

  it('prices each distinct requested occupancy separately and says which in extraInformation', async () => {
    const own = find(
      (found) =>
        found.offer.code === 'supplier_own' &&
        found.room.maxCapacity >= 3 &&
        found.room.standardCapacity === 2 &&
        stayFits(3)(found),
    )
    const answer = await rooms(own.hotel.id, {
      rooms: [{ adults: 2 }, { adults: 2, childrenBirthdates: [day(-8 * 365)] }],
      suppliers: ['supplier_own'],
    })
    const adults = answer.data.filter((room) => room.extraInformation?.includes('Priced for 2 adults.'))
    const family = answer.data.filter((room) => room.extraInformation?.includes('1 child'))
    expect(adults.length).toBeGreaterThan(0)
    expect(family.length).toBeGreaterThan(0)
    const same = family.find((room) => room.id === adults[0]?.id)
    if (same !== undefined) {
      expect(same.bedChoices[0]?.totalPriceWithoutPromo).toBeGreaterThan(
        adults[0]?.bedChoices[0]?.totalPriceWithoutPromo ?? Infinity,
      )
    }
  })

  it('gives bed-bank rates equal totals, informational promotions with id null and no promotionInfo', async () => {
    const deal = find(
      (found) =>
        found.offer.code === 'supplier_bedbank_b' && found.rate.supplierDeal !== null && stayFits(3)(found),
    )
    const answer = await rooms(deal.hotel.id, { suppliers: ['supplier_bedbank_b'] })
    const choices = answer.data.flatMap((room) => room.bedChoices)
    expect(choices.some((choice) => choice.promotions.some((promotion) => promotion.id === null))).toBe(true)
    for (const room of answer.data) {
      expect(room.compatibleRoomCompositions).toEqual([])
      // supplier_bedbank_b exposes no capacities.
      expect(room.minCapacity).toBeNull()
      expect(room.maxCapacity).toBeNull()
      for (const choice of room.bedChoices) {
        expect(choice.totalPriceWithPromo).toBe(choice.totalPriceWithoutPromo)
        expect(choice.promotionInfo).toBeNull()
        expect(choice.promotions.every((promotion) => promotion.id === null)).toBe(true)
      }
    }
  })
})

describe('bed-bank combinations (supplier_bedbank_a, supplier_channel_c)', () => {
  it('nests the room of each next occupancy in the previous room, one bed choice per level', async () => {
    const bank = find(
      (found) =>
        found.offer.code === 'supplier_bedbank_a' && found.offer.rooms.length >= 2 && stayFits(3)(found),
    )
    const party = [{ adults: 2 }, { adults: 1 }, { adults: 2 }]
    const answer = await rooms(bank.hotel.id, { rooms: party, suppliers: ['supplier_bedbank_a'] })
    expect(answer.data.length).toBeGreaterThan(0)
    const all = walk(answer.data)
    for (const { room, depth } of all) {
      expect(room.supplier.code).toBe('supplier_bedbank_a')
      expect(room.supplier.flux).toBe(bank.offer.flux)
      expect(room.bedChoices).toHaveLength(1)
      if (depth < 2) expect(room.compatibleRoomCompositions.length).toBeGreaterThan(0)
      else expect(room.compatibleRoomCompositions).toEqual([])
    }
    // Ladder rule 5: the last room of a branch carries the conditions of the whole combination.
    for (const top of answer.data) {
      const second = top.compatibleRoomCompositions[0] as RoomAvailability
      const last = second.compatibleRoomCompositions[0] as RoomAvailability
      expect(top.bedChoices[0]?.cancelConditions).toEqual([])
      expect(second.bedChoices[0]?.cancelConditions).toEqual([])
      const total = [top, second, last].reduce(
        (sum, room) => sum + (room.bedChoices[0]?.totalPriceWithPromo ?? 0),
        0,
      )
      const full = last.bedChoices[0]?.cancelConditions.find((condition) => !condition.refundable)
      if (full !== undefined) expect(full.deduction).toBeCloseTo(total, 2)
    }
  })

  it('nests supplier_channel_c rooms too', async () => {
    const channel = find((found) => found.offer.code === 'supplier_channel_c' && stayFits(3)(found))
    const answer = await rooms(channel.hotel.id, {
      rooms: [{ adults: 2 }, { adults: 2 }],
      suppliers: ['supplier_channel_c'],
    })
    expect(answer.data.length).toBeGreaterThan(0)
    for (const room of answer.data) {
      expect(room.compatibleRoomCompositions.length).toBeGreaterThan(0)
      for (const nested of room.compatibleRoomCompositions)
        expect(nested.compatibleRoomCompositions).toEqual([])
    }
  })
})

describe('occupancy, locale, sort, suppliers', () => {
  it('keeps rooms whose capacity fits the party (infants take no bed)', async () => {
    const hotel = find((found) => found.profile.suppliers.length >= 2 && stayFits(3)(found)).hotel
    const answer = await rooms(hotel.id, { rooms: [{ adults: 4 }] })
    for (const { room } of walk(answer.data)) {
      if (room.minCapacity !== null) expect(room.minCapacity).toBeLessThanOrEqual(4)
      if (room.maxCapacity !== null) expect(room.maxCapacity).toBeGreaterThanOrEqual(4)
    }
    const twin = find(
      (found) =>
        found.room.typeIndex === 2 && found.offer.code === 'supplier_own' && found.rate.minimumStay <= 3,
    )
    const withInfant = await rooms(twin.hotel.id, {
      rooms: [{ adults: 2, childrenBirthdates: [day(-200)] }],
      suppliers: ['supplier_own'],
    })
    expect(withInfant.data.some((room) => room.id === encodeId('room', twin.room.id))).toBe(true)
    const withChild = await rooms(twin.hotel.id, {
      rooms: [{ adults: 2, childrenBirthdates: [day(-5 * 365)] }],
      suppliers: ['supplier_own'],
    })
    expect(withChild.data.some((room) => room.id === encodeId('room', twin.room.id))).toBe(false)
  })

  it('answers in the requested locale, own-inventory texts falling back to en per field', async () => {
    const twin = find(
      (found) =>
        found.room.typeIndex === 2 && found.offer.code === 'supplier_own' && found.rate.minimumStay <= 3,
    )
    const room = (await rooms(twin.hotel.id, { locale: 'fr', suppliers: ['supplier_own'] })).data.find(
      (candidate) => candidate.id === encodeId('room', twin.room.id),
    )
    expect(room?.name).toBe('Chambre à lits jumeaux')
    expect(room?.description).toBe('Two single beds.')
  })

  it('sorts rooms by their cheapest bed choice and filters suppliers', async () => {
    const hotel = find((found) => found.profile.suppliers.length >= 3 && stayFits(3)(found)).hotel
    const answer = await rooms(hotel.id, { sort: ['-price'] })
    const prices = answer.data.map((room) =>
      Math.min(...room.bedChoices.map((choice) => choice.totalPriceWithPromo)),
    )
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const codes = new Set(answer.data.map((room) => room.supplier.code))
    expect(codes.size).toBeGreaterThanOrEqual(2)
    const [first] = [...codes]
    const only = await rooms(hotel.id, { suppliers: [first as 'supplier_own'] })
    expect(only.data.every((room) => room.supplier.code === first)).toBe(true)
  })

  it('leaves out rates whose minimum stay the stay does not meet', async () => {
    const long = find(
      (found) => found.rate.minimumStay === 5 && found.room.minCapacity <= 2 && found.room.maxCapacity >= 2,
    )
    const ids = (
      await rooms(long.hotel.id, { checkIn: day(30), checkOut: day(32), suppliers: [long.offer.code] })
    ).data
    const rateName = long.rate.name.en
    expect(
      walk(ids).some(
        ({ room }) =>
          room.id === encodeId('room', long.room.id) &&
          room.bedChoices.some((choice) => choice.name.startsWith(rateName)),
      ),
    ).toBe(false)
  })
})

describe('the handshake', () => {
  it('returns a UUID requestId expiring 15 minutes later and stores it with every bed choice offered', async () => {
    const hotel = find(stayFits(3)).hotel
    const before = server().sandbox.ctx.clock.nowMs()
    const answer = await rooms(hotel.id, {
      rooms: [{ adults: 2 }, { adults: 1, childrenBirthdates: [day(-3000)] }],
    })
    const expires = Date.parse(answer.meta.expiresAt)
    expect(expires - before).toBeGreaterThanOrEqual(15 * 60_000 - 1_000)
    expect(expires - before).toBeLessThanOrEqual(15 * 60_000 + 5_000)
    const db = server().sandbox.ctx.db
    const row = db
      .prepare('SELECT * FROM availability_handshakes WHERE request_id = ?')
      .get(answer.meta.requestId) as Record<string, unknown>
    expect(row).toMatchObject({
      organization_id: 1,
      hotel_id: hotel.id,
      check_in: day(30),
      check_out: day(33),
    })
    expect(JSON.parse(row.rooms as string)).toEqual([
      { adults: 2, childrenBirthdates: [], firstAdultNationality: null },
      { adults: 1, childrenBirthdates: [day(-3000)], firstAdultNationality: null },
    ])
    const stored = db
      .prepare('SELECT bed_choice FROM availability_bed_choices WHERE request_id = ?')
      .pluck()
      .all(answer.meta.requestId) as string[]
    const offered = walk(answer.data).flatMap(({ room }) => room.bedChoices.map((choice) => choice.id))
    expect(stored.map((json) => (JSON.parse(json) as { id: string }).id).sort()).toEqual([...offered].sort())
    const again = await rooms(hotel.id)
    expect(again.meta.requestId).not.toBe(answer.meta.requestId)
  })
})
