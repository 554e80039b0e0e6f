import { describe, expect, it } from 'vitest'
import {
  availabilityQueryString,
  HotelAvailabilityResponse,
  RoomsAvailabilityResponse,
  type AvailabilitySearchQuery,
  type RoomAvailability,
} from '../../../../src/shared/api/availability'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { getHotel } from '../../src/catalog/hotels.repo'
import { roomsSandbox } from './rooms.fixtures'

/** GET /api/v3/hotels/availability over real HTTP on loopback. */

const { day, server } = roomsSandbox()
const PARIS = 1

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server().url}${path}`, { headers: { 'X-API-Key': 'sandbox-to-key-1' } })
  return { status: response.status, body: await response.json() }
}

async function search(query: Partial<AvailabilitySearchQuery> = {}): Promise<HotelAvailabilityResponse> {
  const full: AvailabilitySearchQuery = {
    checkIn: day(30),
    checkOut: day(33),
    rooms: [{ adults: 2 }],
    cities: [PARIS],
    ...query,
  }
  const { status, body } = await get(`/api/v3/hotels/availability?${availabilityQueryString(full)}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return HotelAvailabilityResponse.parse(body)
}

/** Lowest total for the party from a rooms answer: flat lists add one pick per room, combinations one branch. */
function lowestFromRooms(rooms: readonly RoomAvailability[], requestedRooms: number): number | null {
  const branch = (room: RoomAvailability): number =>
    Math.min(...room.bedChoices.map((choice) => choice.totalPriceWithPromo)) +
    (room.compatibleRoomCompositions.length === 0
      ? 0
      : Math.min(...room.compatibleRoomCompositions.map(branch)))
  const bySupplier = new Map<string, number>()
  for (const room of rooms) {
    const code = room.supplier.code
    const flat = code === 'supplier_own' || code === 'supplier_bedbank_b'
    const total = flat
      ? Math.min(...room.bedChoices.map((choice) => choice.totalPriceWithPromo)) * requestedRooms
      : branch(room)
    bySupplier.set(code, Math.min(bySupplier.get(code) ?? Infinity, total))
  }
  const best = Math.min(...bySupplier.values())
  return Number.isFinite(best) ? Math.round(best * 100) / 100 : null
}

describe('GET /api/v3/hotels/availability', () => {
  it('answers items of the spec shape with pagination meta, currency from the organization', async () => {
    const result = await search({ perPage: 5 })
    expect(result.data).toHaveLength(5)
    expect(result.meta).toMatchObject({ currentPage: 1, perPage: 5 })
    expect(result.meta.total).toBeGreaterThan(20)
    expect(result.meta.lastPage).toBe(Math.ceil(result.meta.total / 5))
    for (const item of result.data) {
      expect(item.currency).toBe('EUR')
      expect(decodeId('hotel', item.id)).not.toBeNull()
      const hotel = getHotel(server().sandbox.ctx.db, decodeId('hotel', item.id) as number)
      expect(hotel?.cityId).toBe(PARIS)
      expect(item.name).toBe(hotel?.name)
      for (const room of item.rooms) {
        expect(decodeId('room', room.id)).not.toBeNull()
        expect(Math.round(room.price * 100) / 100).toBe(room.price)
      }
    }
  })

  it('prices the whole stay and party: the lowest total the rooms endpoint offers', async () => {
    for (const rooms of [[{ adults: 2 }], [{ adults: 2 }, { adults: 2 }]]) {
      const result = await search({ rooms, perPage: 4, sort: ['price'] })
      // An empty page would let the comparison below pass without comparing anything.
      expect(result.data.length, `hotels for ${rooms.length} room(s)`).toBeGreaterThan(0)
      for (const item of result.data) {
        const query = availabilityQueryString({ checkIn: day(30), checkOut: day(33), rooms })
        const { body } = await get(`/api/v3/hotels/${item.id}/rooms/availability?${query}`)
        const detail = RoomsAvailabilityResponse.parse(body)
        expect(item.price).toBe(lowestFromRooms(detail.data, rooms.length))
      }
    }
  })

  it('parses deep-object rooms and every list spelling the same way', async () => {
    const stay = `checkIn=${day(40)}&checkOut=${day(42)}`
    const rooms =
      'rooms[0][adults]=2&rooms[0][childrenBirthdates][0]=2018-03-04&rooms[0][firstAdultNationality]=fr'
    const ids = (await search({ perPage: 3 })).data.map((item) => item.id)
    const spellings = [
      ids.map((id) => `hotels[]=${id}`).join('&'),
      ids.map((id, index) => `hotels[${index}]=${id}`).join('&'),
      ids.map((id) => `hotels=${id}`).join('&'),
      `hotels=${ids.join(',')}`,
      `hotels=${ids.map((id) => decodeId('hotel', id)).join(',')}`,
    ]
    const answers = await Promise.all(
      spellings.map((list) => get(`/api/v3/hotels/availability?${stay}&${rooms}&${list}`)),
    )
    for (const answer of answers) expect(answer.status).toBe(200)
    const first = HotelAvailabilityResponse.parse(answers[0]?.body)
    expect(first.data.map((item) => item.id).sort()).toEqual([...ids].sort())
    for (const answer of answers.slice(1)) expect(answer.body).toEqual(answers[0]?.body)
  })

  it('sorts by price, promotionsCount and instantAvailability, comma-separated, with - for descending', async () => {
    const prices = (items: HotelAvailabilityResponse['data']) => items.map((item) => item.price)
    const ascending = await search({ sort: ['price'], perPage: 1000 })
    const priced = prices(ascending.data).filter((price): price is number => price !== null)
    expect(priced).toEqual([...priced].sort((a, b) => a - b))
    // A hotel without a price sorts last either way.
    const firstNull = prices(ascending.data).indexOf(null)
    if (firstNull >= 0)
      expect(
        prices(ascending.data)
          .slice(firstNull)
          .every((price) => price === null),
      ).toBe(true)
    const descending = await search({ sort: ['-price'], perPage: 1000 })
    const pricedDown = prices(descending.data).filter((price): price is number => price !== null)
    expect(pricedDown).toEqual([...pricedDown].sort((a, b) => b - a))

    const promotions = await search({ sort: ['-promotionsCount', 'price'], perPage: 1000 })
    const counts = promotions.data.map((item) => item.promotions.length)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts[0]).toBeGreaterThan(0)

    const instantLast = await search({ sort: ['instantAvailability'], perPage: 1000 })
    const flags = instantLast.data.map((item) => item.instantAvailability)
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)))
  })

  it('lists instantly bookable hotels first when no sort is given, then the cheapest', async () => {
    const result = await search({ perPage: 1000 })
    const flags = result.data.map((item) => item.instantAvailability)
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
    const instant = result.data
      .filter((item) => item.instantAvailability)
      .map((item) => item.price ?? Infinity)
    expect(instant).toEqual([...instant].sort((a, b) => a - b))
  })

  it('restricts to suppliers, compared case-insensitively', async () => {
    const all = await search({ perPage: 1000 })
    const only = await search({ suppliers: ['SUPPLIER_BEDBANK_A' as 'supplier_bedbank_a'], perPage: 1000 })
    expect(only.meta.total).toBeLessThan(all.meta.total)
    expect(only.meta.total).toBeGreaterThan(0)
    for (const item of only.data) {
      for (const room of item.rooms) {
        expect(room.supplier.code).toBe('supplier_bedbank_a')
        expect(room.supplier.flux).toMatch(/^flux_/)
      }
    }
    const two = await get(
      `/api/v3/hotels/availability?${availabilityQueryString({ checkIn: day(30), checkOut: day(33), rooms: [{ adults: 2 }], cities: [PARIS] })}&suppliers=supplier_own,Supplier_Channel_C`,
    )
    const codes = new Set(
      HotelAvailabilityResponse.parse(two.body).data.flatMap((item) =>
        item.rooms.map((room) => room.supplier.code),
      ),
    )
    expect([...codes].every((code) => code === 'supplier_own' || code === 'supplier_channel_c')).toBe(true)
  })

  it('filters on stars, kinds, styles, sustainability and inclusive price bounds', async () => {
    const result = await search({ stars: [4, 5], sustainability: ['medium', 'strong'], perPage: 1000 })
    for (const item of result.data) {
      const hotel = getHotel(server().sandbox.ctx.db, decodeId('hotel', item.id) as number)
      expect([4, 5]).toContain(hotel?.stars)
      expect(['medium', 'strong']).toContain(hotel?.sustainability)
    }
    const kinds = await search({ kinds: [encodeId('kind', 1)], styles: ['1', '2'], perPage: 1000 })
    for (const item of kinds.data) {
      const hotel = getHotel(server().sandbox.ctx.db, decodeId('hotel', item.id) as number)
      expect(hotel?.kindIds).toContain(1)
      expect(hotel?.styleIds.some((id) => id === 1 || id === 2)).toBe(true)
    }
    const sorted = (await search({ sort: ['price'], perPage: 1000 })).data.filter(
      (item) => item.price !== null,
    )
    const low = sorted[5]?.price as number
    const high = sorted[10]?.price as number
    const bounded = await search({ priceMin: low, priceMax: high, perPage: 1000 })
    expect(bounded.data.length).toBeGreaterThanOrEqual(6)
    for (const item of bounded.data) {
      expect(item.price).not.toBeNull()
      expect(item.price as number).toBeGreaterThanOrEqual(low)
      expect(item.price as number).toBeLessThanOrEqual(high)
    }
  })

  it('pages through the results', async () => {
    const all = await search({ perPage: 1000 })
    const second = await search({ page: 2, perPage: 7 })
    expect(second.meta).toMatchObject({ currentPage: 2, perPage: 7, total: all.meta.total })
    expect(second.data.map((item) => item.id)).toEqual(all.data.slice(7, 14).map((item) => item.id))
  })

  it('keeps only rooms that fit the party, and gives price null with the minimum stay when none fits', async () => {
    const big = await search({ rooms: [{ adults: 5 }], perPage: 1000 })
    const withRooms = big.data.filter((item) => item.rooms.length > 0)
    expect(withRooms.length).toBeGreaterThan(0)
    for (const item of withRooms)
      for (const room of item.rooms) expect(['Family Room', 'Two-Bedroom Apartment']).toContain(room.name)
    const none = big.data.filter((item) => item.price === null)
    expect(none.length).toBeGreaterThan(0)
    for (const item of none) expect(item.rooms).toEqual([])

    const oneNight = await search({ checkIn: day(30), checkOut: day(31), perPage: 1000 })
    for (const item of oneNight.data) for (const room of item.rooms) expect(room.minimumStay).toBe(1)
    expect(oneNight.data.some((item) => item.price === null && item.minimumStay > 1)).toBe(true)
  })

  it('shows promotions with ids (null for supplier deals), nights and rooms conditions', async () => {
    const result = await search({
      rooms: [{ adults: 2 }, { adults: 2 }],
      checkIn: day(50),
      checkOut: day(57),
      perPage: 1000,
    })
    const promotions = result.data.flatMap((item) => item.promotions)
    expect(promotions.some((promotion) => promotion.id === null)).toBe(true)
    expect(
      promotions.some((promotion) => promotion.id !== null && decodeId('promotion', promotion.id) !== null),
    ).toBe(true)
    expect(promotions.some((promotion) => promotion.minNumberOfRooms === 2)).toBe(true)
    for (const promotion of promotions) expect(promotion.numberOfNights).toBeLessThanOrEqual(7)
    // A two-rooms promotion is not offered to a one-room search.
    const single = await search({ checkIn: day(50), checkOut: day(57), perPage: 1000 })
    expect(
      single.data.flatMap((item) => item.promotions).some((promotion) => promotion.minNumberOfRooms === 2),
    ).toBe(false)
  })

  it('gives preview rooms with meal plans, string tags, supplier and instant availability', async () => {
    const result = await search({ perPage: 100 })
    const rooms = result.data.flatMap((item) => item.rooms)
    expect(rooms.some((room) => room.tags.includes('refundable'))).toBe(true)
    expect(rooms.some((room) => room.tags.includes('non_refundable'))).toBe(true)
    expect(rooms.some((room) => room.mealPlans.length === 0)).toBe(true)
    expect(rooms.some((room) => room.mealPlans.some((plan) => plan.code === null))).toBe(true)
    expect(rooms.some((room) => !room.instantAvailability)).toBe(true)
    for (const item of result.data) {
      expect(item.rooms.length).toBeLessThanOrEqual(5)
      const prices = item.rooms.map((room) => room.price)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      if (item.price !== null) expect(item.rooms.length).toBeGreaterThan(0)
    }
  })

  it('answers in the requested locale (en for an unknown one)', async () => {
    const french = await search({ locale: 'fr', perPage: 50 })
    const labels = french.data.flatMap((item) =>
      item.rooms.flatMap((room) => room.mealPlans.map((plan) => plan.label)),
    )
    expect(
      labels.some((label) => ['Petit-déjeuner inclus', 'Logement seul', 'Demi-pension'].includes(label)),
    ).toBe(true)
    const unknown = await search({ locale: 'xx', perPage: 5 })
    const english = await search({ perPage: 5 })
    expect(unknown).toEqual(english)
  })

  it('searches a free-text destination', async () => {
    const result = await search({ cities: [], search: 'Paris', perPage: 1000 })
    expect(result.meta.total).toBeGreaterThan(0)
  })
})
