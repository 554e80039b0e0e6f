import { describe, expect, it } from 'vitest'
import { MEAL_PLAN_CODES } from '../../../../src/shared/domain/meal-plans'
import type { HotelRateProfile, RateSpec, RoomSpec, SupplierOffer } from '../../src/rates/model'
import { buildHotelProfile } from '../../src/rates/profile'
import { buildMealPlans } from '../../src/rates/conditions'
import { buildStay } from '../../src/rates/stay'

/** The rate engine's demo data: deterministic, and covering every case of the spec's rules across a catalog. */

const SEED = 42
const CATALOG = 2_400
const starsOf = (id: number): number => 1 + ((id * 7) % 5)
const profiles: HotelRateProfile[] = Array.from({ length: CATALOG }, (_, index) =>
  buildHotelProfile(SEED, {
    id: index + 1,
    stars: starsOf(index + 1),
    currency: 'EUR',
    name: `Hotel ${index + 1}`,
  }),
)

interface Entry {
  profile: HotelRateProfile
  offer: SupplierOffer
  room: RoomSpec
  rate: RateSpec
}
const entries: Entry[] = profiles.flatMap((profile) =>
  profile.suppliers.flatMap((offer) =>
    offer.rooms.flatMap((room) => room.rates.map((rate) => ({ profile, offer, room, rate }))),
  ),
)
const some = (predicate: (entry: Entry) => boolean): boolean => entries.some(predicate)

describe('rate engine determinism', () => {
  it('builds the same profile for the same seed and hotel, whatever was built before', () => {
    const again = buildHotelProfile(SEED, { id: 17, stars: starsOf(17), currency: 'EUR', name: 'Hotel 17' })
    const strip = (profile: HotelRateProfile) => JSON.stringify({ ...profile, partyTables: null })
    expect(strip(again)).toBe(strip(profiles[16] as HotelRateProfile))
  })

  it('gives another catalog for another seed, and different hotels different rates', () => {
    const other = buildHotelProfile(7, { id: 17, stars: starsOf(17) })
    const strip = (profile: HotelRateProfile) => JSON.stringify(profile.suppliers)
    expect(strip(other)).not.toBe(strip(profiles[16] as HotelRateProfile))
    expect(strip(profiles[0] as HotelRateProfile)).not.toBe(strip(profiles[1] as HotelRateProfile))
  })

  it('keeps ids unique and encodable', () => {
    const roomIds = entries.map((entry) => entry.room.id)
    expect(new Set(roomIds).size).toBe(new Set(entries.map((entry) => entry.room)).size)
    const promotionIds = entries.flatMap((entry) => [
      ...(entry.rate.promotion === null ? [] : [entry.rate.promotion.id]),
      ...entry.rate.perks.map((perk) => perk.id),
    ])
    expect(new Set(promotionIds).size).toBe(promotionIds.length)
    for (const id of [...roomIds, ...promotionIds]) expect(Number.isSafeInteger(id) && id >= 0).toBe(true)
  })
})

describe('suppliers', () => {
  it('represents the four supplier codes, with a flux only on supplier_bedbank_a', () => {
    const codes = new Set(profiles.flatMap((profile) => profile.suppliers.map((offer) => offer.code)))
    expect([...codes].sort()).toEqual([
      'supplier_bedbank_a',
      'supplier_bedbank_b',
      'supplier_channel_c',
      'supplier_own',
    ])
    for (const { offer } of entries) {
      if (offer.code === 'supplier_bedbank_a') expect(offer.flux).toMatch(/^flux_/)
      else expect(offer.flux).toBeNull()
    }
    expect(profiles.every((profile) => profile.suppliers.length > 0)).toBe(true)
  })

  it('has rooms with capacities, some exposed as null, on-request rooms and limited allotments', () => {
    expect(some(({ room }) => !room.exposesCapacity)).toBe(true)
    expect(some(({ room }) => room.exposesCapacity)).toBe(true)
    expect(some(({ room }) => !room.instant)).toBe(true)
    expect(some(({ room }) => room.allotment !== null)).toBe(true)
    // Allotments are sold on instantly bookable contracted inventory only.
    for (const { room } of entries) {
      if (room.allotment !== null) {
        expect(room.instant).toBe(true)
        expect(['supplier_own', 'supplier_channel_c']).toContain(room.supplier)
      }
      expect(room.minCapacity).toBeLessThanOrEqual(room.standardCapacity)
      expect(room.standardCapacity).toBeLessThanOrEqual(room.maxCapacity)
    }
    expect(some(({ room }) => room.maxCapacity > room.standardCapacity)).toBe(true)
    expect(some(({ room }) => room.images.some((image) => image.id === null))).toBe(true)
    expect(some(({ room }) => room.images.some((image) => image.id !== null))).toBe(true)
  })
})

describe('meal plans: every case of the spec', () => {
  it('has every standard code as a fixed board', () => {
    for (const code of MEAL_PLAN_CODES) {
      expect(
        some(({ rate }) => rate.board.kind === 'fixed' && rate.board.code === code),
        code,
      ).toBe(true)
    }
  })

  it('has unclassified supplier boards (code null), boards by contract period, and no board information', () => {
    expect(some(({ rate }) => rate.board.kind === 'unclassified')).toBe(true)
    expect(some(({ rate }) => rate.board.kind === 'periodic')).toBe(true)
    expect(some(({ rate }) => rate.board.kind === 'none')).toBe(true)
  })

  it('changes board by period on own inventory only (channel and bed-bank rates have one entry)', () => {
    const periodic = entries.filter(({ rate }) => rate.board.kind === 'periodic')
    expect(periodic.length).toBeGreaterThan(0)
    for (const { offer } of periodic) expect(offer.code).toBe('supplier_own')
  })

  it('gives channel and bed-bank rates exactly one entry with null windows (rule 3), [] on own inventory only', () => {
    // A stay across a contract-period boundary (the 16th), where own inventory may split its board.
    const stay = buildStay('2025-06-13', '2025-06-19')
    const plansBySupplier = new Map<string, number[]>()
    for (const { rate, offer } of entries) {
      const plans = buildMealPlans(rate.board, stay, 'en')
      const lengths = plansBySupplier.get(offer.code) ?? []
      lengths.push(plans.length)
      plansBySupplier.set(offer.code, lengths)
      if (offer.code === 'supplier_own') continue
      expect(plans).toHaveLength(1)
      expect(plans[0]).toMatchObject({ startAt: null, endAt: null })
    }
    for (const code of ['supplier_bedbank_a', 'supplier_bedbank_b', 'supplier_channel_c']) {
      expect(plansBySupplier.get(code)?.length ?? 0).toBeGreaterThan(100)
    }
    const own = plansBySupplier.get('supplier_own') ?? []
    expect(own).toContain(0)
    expect(own.some((length) => length > 1)).toBe(true)
  })
})

describe('cancellation ladders: every case of the spec', () => {
  it('has free-then-penalty windows, non-refundable rates and unknown policies', () => {
    expect(some(({ rate }) => rate.ladder.kind === 'windows')).toBe(true)
    expect(some(({ rate }) => rate.ladder.kind === 'non_refundable')).toBe(true)
    expect(some(({ rate }) => rate.ladder.kind === 'unknown')).toBe(true)
    // A ladder with a refundable penalty window before the full-price one.
    expect(
      some(
        ({ rate }) =>
          rate.ladder.kind === 'windows' &&
          rate.ladder.windows.some((window) => window.charge.kind !== 'full') &&
          rate.ladder.windows.some((window) => window.charge.kind === 'full'),
      ),
    ).toBe(true)
  })

  it('orders windows by time, each starting where the previous ends', () => {
    for (const { rate } of entries) {
      if (rate.ladder.kind !== 'windows') continue
      const windows = rate.ladder.windows
      windows.forEach((window, index) => {
        const next = windows[index + 1]
        if (next !== undefined) expect(next.fromDaysBefore).toBe(window.toDaysBefore)
        else expect(window.toDaysBefore).toBeNull()
      })
    }
  })
})

describe('promotions, fees, supplements, conditions', () => {
  it('has own-inventory promotions of every kind, perks, and bed-bank deals', () => {
    for (const kind of ['percent', 'amount', 'free_night', 'upgrade_room'] as const) {
      expect(
        some(({ rate }) => rate.promotion?.kind === kind),
        kind,
      ).toBe(true)
    }
    expect(some(({ rate }) => (rate.promotion?.minNumberOfRooms ?? 0) > 1)).toBe(true)
    expect(some(({ rate }) => rate.perks.length > 0)).toBe(true)
    for (const { rate, offer } of entries) {
      if (rate.promotion !== null || rate.perks.length > 0) expect(offer.code).toBe('supplier_own')
      if (rate.supplierDeal !== null)
        expect(['supplier_bedbank_a', 'supplier_bedbank_b']).toContain(offer.code)
      if (rate.promotion?.kind === 'upgrade_room') {
        expect(rate.promotion.upgradedFromTypeIndex).not.toBeNull()
        expect(rate.promotion.value).toBeGreaterThan(0)
        expect(rate.promotion.value).toBeLessThan(1)
      }
    }
    expect(some(({ rate }) => rate.supplierDeal !== null)).toBe(true)
  })

  it('has hotel fees, mandatory and optional supplements, contracting conditions, check-in instructions', () => {
    expect(some(({ rate }) => rate.hotelFees.length > 0)).toBe(true)
    expect(
      some(({ rate }) => rate.mandatorySupplements.some((supplement) => !supplement.newYearsEveOnly)),
    ).toBe(true)
    expect(
      some(({ rate }) => rate.mandatorySupplements.some((supplement) => supplement.newYearsEveOnly)),
    ).toBe(true)
    expect(some(({ rate }) => rate.optionalSupplements.length > 0)).toBe(true)
    expect(some(({ rate }) => rate.contractingConditions !== null)).toBe(true)
    expect(some(({ rate }) => rate.contractingConditions === null)).toBe(true)
    expect(some(({ rate }) => rate.checkInInstructions !== null)).toBe(true)
  })

  it('has minimum stays above one night', () => {
    expect(some(({ rate }) => rate.minimumStay > 1)).toBe(true)
    expect(some(({ rate }) => rate.minimumStay === 1)).toBe(true)
  })
})
