import { describe, expect, it } from 'vitest'
import { roundMoney } from '../../../../src/shared/domain/money'
import type { HotelRateProfile, Occupancy } from '../../src/rates/model'
import { groupOccupancies, hotelHeadline, hotelPromotions } from '../../src/rates/offers'
import type { SearchContext } from '../../src/rates/search-context'
import { partyTable } from '../../src/rates/party-tables'
import { priceRate, roundPrice } from '../../src/rates/pricing'
import { buildHotelProfile } from '../../src/rates/profile'
import { buildStay } from '../../src/rates/stay'

/**
 * The search prices hotels from precomputed party tables; the rooms endpoint prices each rate from its objects.
 * Both must give the same totals to the cent, or the hotel's headline price would not be a bookable total.
 */

const profiles: HotelRateProfile[] = Array.from({ length: 300 }, (_, index) =>
  buildHotelProfile(42, { id: index + 1, stars: 1 + (index % 5), currency: 'EUR' }),
)
const stays = [
  buildStay('2031-03-03', '2031-03-06'),
  buildStay('2031-07-12', '2031-07-19'),
  buildStay('2031-06-14', '2031-06-18'),
  buildStay('2031-12-29', '2032-01-03'),
  buildStay('2031-10-01', '2031-10-02'),
]
const parties: Occupancy[][] = [
  [{ adults: 2, childrenAges: [] }],
  [
    { adults: 2, childrenAges: [] },
    { adults: 2, childrenAges: [] },
  ],
  [
    { adults: 2, childrenAges: [7, 1] },
    { adults: 1, childrenAges: [] },
  ],
  [{ adults: 3, childrenAges: [13] }],
]

/** The headline computed the slow way: priceRate on every room and rate. */
function expectedPrice(
  profile: HotelRateProfile,
  context: SearchContext,
): { price: number | null; instant: boolean } {
  let best: number | null = null
  let instant = false
  for (const offer of profile.suppliers) {
    let total = 0
    let complete = true
    let allInstant = true
    for (const group of context.groups) {
      let cheapest: number | null = null
      let instantFound = false
      for (const room of offer.rooms) {
        for (const rate of room.rates) {
          const priced = priceRate(
            profile,
            room,
            rate,
            context.stay,
            group.occupancy,
            context.occupancies.length,
            context.fx,
          )
          if (priced === null) continue
          if (cheapest === null || priced.totalPriceWithPromo < cheapest)
            cheapest = priced.totalPriceWithPromo
          if (room.instant) instantFound = true
        }
      }
      if (cheapest === null) {
        complete = false
        break
      }
      total += cheapest * group.count
      allInstant &&= instantFound
    }
    if (!complete) continue
    const rounded = roundMoney(total)
    if (best === null || rounded < best) best = rounded
    instant ||= allInstant
  }
  return { price: best, instant }
}

describe('search pricing (party tables) against rate pricing (objects)', () => {
  it('gives the same price and instant availability for every hotel, stay, party and currency', () => {
    let compared = 0
    for (const fx of [1, 1.08]) {
      for (const stay of stays) {
        for (const occupancies of parties) {
          const groups = groupOccupancies(occupancies)
          const context: SearchContext = { stay, occupancies, groups, suppliers: null, used: new Map(), fx }
          for (const profile of profiles) {
            const tables = groups.map((group) => partyTable(profile, group.key, group.occupancy))
            const headline = hotelHeadline(profile, tables, context, 0)
            const expected = expectedPrice(profile, context)
            expect(headline.price, `hotel ${profile.hotelId} ${stay.checkIn}`).toBe(expected.price)
            expect(headline.instant).toBe(expected.instant)
            expect(headline.promotionsCount).toBe(hotelPromotions(profile, headline, context).length)
            compared++
          }
        }
      }
    }
    expect(compared).toBe(2 * stays.length * parties.length * profiles.length)
  })

  it('rounds every total to 2 decimals and never discounts below zero', () => {
    for (const profile of profiles.slice(0, 100)) {
      for (const offer of profile.suppliers) {
        for (const room of offer.rooms) {
          for (const rate of room.rates) {
            const priced = priceRate(profile, room, rate, stays[1]!, { adults: 2, childrenAges: [] }, 2, 1.08)
            if (priced === null) continue
            expect(roundPrice(priced.totalPriceWithoutPromo)).toBe(priced.totalPriceWithoutPromo)
            expect(roundPrice(priced.totalPriceWithPromo)).toBe(priced.totalPriceWithPromo)
            expect(priced.totalPriceWithPromo).toBeGreaterThan(0)
            expect(priced.totalPriceWithPromo).toBeLessThanOrEqual(priced.totalPriceWithoutPromo)
            if (priced.promotion === null)
              expect(priced.totalPriceWithPromo).toBe(priced.totalPriceWithoutPromo)
          }
        }
      }
    }
  })

  it('prices by season, weekday, occupancy and children ages', () => {
    const profile = profiles.find((candidate) =>
      candidate.suppliers.some((offer) => offer.code === 'supplier_own'),
    )!
    const offer = profile.suppliers.find((candidate) => candidate.code === 'supplier_own')!
    const room = offer.rooms.find((candidate) => candidate.maxCapacity >= 3 && candidate.minCapacity <= 1)!
    const rate =
      room.rates.find((candidate) => candidate.minimumStay <= 1 && candidate.promotion === null) ??
      room.rates[0]!
    const total = (checkIn: string, checkOut: string, occupancy: Occupancy) =>
      priceRate(profile, room, rate, buildStay(checkIn, checkOut), occupancy, 1, 1)?.totalPriceWithoutPromo ??
      NaN
    const two = { adults: 2, childrenAges: [] }
    // Weekday against weekend night, same month.
    expect(total('2031-03-04', '2031-03-05', two)).not.toBe(total('2031-03-07', '2031-03-08', two))
    // Seasons.
    expect(total('2031-02-04', '2031-02-05', two)).not.toBe(total('2031-08-05', '2031-08-06', two))
    // Occupancy and children's ages.
    expect(total('2031-03-04', '2031-03-05', { adults: 1, childrenAges: [] })).toBeLessThan(
      total('2031-03-04', '2031-03-05', two),
    )
    const young = total('2031-03-04', '2031-03-05', { adults: 2, childrenAges: [4] })
    const older = total('2031-03-04', '2031-03-05', { adults: 2, childrenAges: [9] })
    expect(young).toBeGreaterThan(total('2031-03-04', '2031-03-05', two))
    expect(older).toBeGreaterThan(young)
  })
})
