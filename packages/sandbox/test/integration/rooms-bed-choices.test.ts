import { describe, expect, it } from 'vitest'
import { encodeId } from '../../../../src/shared/domain/ids'
import { roomsSandbox, stayFits, walk } from './rooms.fixtures'

/** GET /api/v3/hotels/{id}/rooms/availability: every field and rule of the bed choices. */

const { day, find, rooms } = roomsSandbox()

describe('bed choices', () => {
  it('shows an own promotion with promotionInfo, and upgrades with both room names', async () => {
    const promoted = find(
      (found) =>
        found.rate.promotion?.kind === 'percent' &&
        found.rate.promotion.minNumberOfRooms === 1 &&
        stayFits(3)(found),
    )
    const answer = await rooms(promoted.hotel.id, { suppliers: ['supplier_own'] })
    const choice = answer.data
      .flatMap((room) => room.bedChoices)
      .find((candidate) => candidate.promotionInfo?.kind === 'percent')
    expect(choice).toBeDefined()
    if (choice?.promotionInfo == null) return
    expect(choice.promotions.map((promotion) => promotion.id)).toContain(choice.promotionInfo.promotionId)
    expect(choice.promotionInfo.discount).toBeCloseTo(
      choice.totalPriceWithoutPromo - choice.totalPriceWithPromo,
      2,
    )

    const upgrade = find(
      (found) =>
        found.rate.promotion?.kind === 'upgrade_room' &&
        found.rate.minimumStay <= 3 &&
        found.room.minCapacity <= 2 &&
        found.room.maxCapacity >= 2,
    )
    const upgraded = (await rooms(upgrade.hotel.id, { suppliers: ['supplier_own'] })).data
      .flatMap((room) => room.bedChoices)
      .find((candidate) => candidate.promotionInfo?.kind === 'upgrade_room')
    expect(upgraded?.promotionInfo?.upgradedFromRoom).toEqual(expect.any(String))
    expect(upgraded?.promotionInfo?.upgradedToRoom).toEqual(expect.any(String))
  })

  it('applies a promotion only when the stay meets its nights condition', async () => {
    const stayPay = find(
      (found) =>
        found.rate.promotion?.kind === 'free_night' &&
        found.rate.promotion.value === 7 &&
        found.rate.minimumStay <= 2,
    )
    const short = (
      await rooms(stayPay.hotel.id, { checkIn: day(30), checkOut: day(32), suppliers: ['supplier_own'] })
    ).data
    expect(
      short.flatMap((room) => room.bedChoices).some((choice) => choice.promotionInfo?.kind === 'free_night'),
    ).toBe(false)
    const long = (
      await rooms(stayPay.hotel.id, { checkIn: day(30), checkOut: day(37), suppliers: ['supplier_own'] })
    ).data
    expect(
      long.flatMap((room) => room.bedChoices).some((choice) => choice.promotionInfo?.kind === 'free_night'),
    ).toBe(true)
  })

  it('partitions the stay when the board changes by contract period', async () => {
    const periodic = find(
      (found) =>
        found.rate.board.kind === 'periodic' &&
        found.rate.minimumStay <= 4 &&
        found.room.minCapacity <= 2 &&
        found.room.maxCapacity >= 2,
    )
    const month = day(40).slice(0, 8)
    const answer = await rooms(periodic.hotel.id, {
      checkIn: `${month}14`,
      checkOut: `${month}18`,
      suppliers: ['supplier_own'],
    })
    const plans = answer.data
      .flatMap((room) => room.bedChoices.map((choice) => choice.mealPlans))
      .find((list) => list.length > 1)
    expect(plans).toBeDefined()
    expect(plans?.[0]).toMatchObject({ startAt: null, endAt: `${month}16T00:00:00.000Z` })
    expect(plans?.[1]).toMatchObject({ startAt: `${month}16T00:00:00.000Z`, endAt: null })
    expect(plans?.[0]?.code).not.toBe(plans?.[1]?.code)
  })

  it('places cancellation windows relative to check-in, with unknown ladders as []', async () => {
    const flexible = find(
      (found) =>
        found.rate.ladder.kind === 'windows' && found.offer.code === 'supplier_own' && stayFits(3)(found),
    )
    const checkIn = day(45)
    const answer = await rooms(flexible.hotel.id, { checkIn, checkOut: day(48), suppliers: ['supplier_own'] })
    const checkInMs = Date.parse(`${checkIn}T00:00:00Z`)
    const ladders = answer.data.flatMap((room) => room.bedChoices.map((choice) => choice.cancelConditions))
    const windowed = ladders.find((ladder) => ladder.length > 1)
    expect(windowed).toBeDefined()
    for (const condition of windowed ?? [])
      expect((checkInMs - Date.parse(condition.startAt ?? '')) % 86_400_000).toBe(0)
    expect(windowed?.at(-1)).toMatchObject({ refundable: false, endAt: `${day(48)}T00:00:00.000Z` })

    const unknown = find((found) => found.rate.ladder.kind === 'unknown' && stayFits(3)(found))
    const unknownAnswer = await rooms(unknown.hotel.id, { suppliers: [unknown.offer.code] })
    const choices = walk(unknownAnswer.data).flatMap(({ room }) => room.bedChoices)
    expect(
      choices.some(
        (choice) =>
          choice.cancelConditions.length === 0 && !choice.tags.some((tag) => tag.code === 'refundable'),
      ),
    ).toBe(true)
  })

  it('includes extra beds in the totals, with the extra_bed tag', async () => {
    const double = find(
      (found) =>
        found.offer.code === 'supplier_own' && found.room.typeIndex === 1 && found.rate.minimumStay <= 3,
    )
    const answer = await rooms(double.hotel.id, { rooms: [{ adults: 3 }], suppliers: ['supplier_own'] })
    const room = answer.data.find((candidate) => candidate.id === encodeId('room', double.room.id))
    expect(room?.maxCapacity).toBe(3)
    for (const choice of room?.bedChoices ?? []) {
      expect(choice.hasExtraBed).toBe(true)
      expect(choice.tags.some((tag) => tag.code === 'extra_bed')).toBe(true)
    }
  })

  it('shows hotel fees in the hotel currency and mandatory supplements', async () => {
    const fees = find(
      (found) => found.rate.hotelFees.length > 0 && found.hotel.currency !== 'EUR' && stayFits(3)(found),
    )
    const choices = (await rooms(fees.hotel.id, { suppliers: [fees.offer.code] })).data.flatMap(
      (room) => room.bedChoices,
    )
    const fee = choices.flatMap((choice) => choice.hotelFees)[0]
    expect(fee?.currency).toBe(fees.hotel.currency)
    expect(fee?.amount).toBeGreaterThan(0)

    const gala = find(
      (found) =>
        found.rate.mandatorySupplements.some((supplement) => supplement.newYearsEveOnly) &&
        stayFits(3)(found),
    )
    const year = Number(day(30).slice(0, 4))
    const festive = (
      await rooms(gala.hotel.id, {
        checkIn: `${year}-12-30`,
        checkOut: `${year + 1}-01-02`,
        suppliers: ['supplier_own'],
      })
    ).data
    const names = festive.flatMap((room) => room.bedChoices.flatMap((choice) => choice.mandatorySupplements))
    expect(names).toContain('Gala dinner on 31 December')
  })
})
