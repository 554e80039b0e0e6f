import { describe, expect, it } from 'vitest'
import type { BookingExtras } from '../../../src/shared/ipc/experiences.contract'
import {
  estimateBookedExtra,
  extrasWith,
  lineDays,
  totalAfterAdd,
  totalAfterCancel,
  totalAfterChange,
} from '../../../src/renderer/src/features/bookings/extras-view'

const booked = (id: string, state: 'booked' | 'canceled', price: number) => ({
  id,
  extra: { id: `ADDON-${id}`, name: `Extra ${id}` },
  state,
  price,
  priceWithoutPromo: price,
  extraCompositionId: 'LINE1',
  adultPax: 2,
  childrenBirthdates: ['2018-03-01'],
  dayIndex: id === 'b' ? 2 : null,
  scope: id === 'b' ? ('day' as const) : ('global' as const),
})

const EXTRAS: BookingExtras = {
  bookingId: 'BK1',
  currency: 'EUR',
  total: 500,
  lines: [
    {
      lineId: 'LINE1',
      experienceId: 'EXP1',
      name: 'Culinary journey',
      type: 'Program',
      startAt: '2026-07-01',
      endAt: '2026-07-04',
      days: 4,
      party: { adults: 2, childrenBirthdates: ['2018-03-01'] },
      extras: [booked('a', 'booked', 44.94), booked('b', 'booked', 60), booked('c', 'canceled', 10)],
    },
  ],
  available: [
    {
      id: 'ADDON-a',
      name: 'Extra a',
      currency: 'EUR',
      price: 44.94,
      priceWithoutPromo: 44.94,
      promotions: [],
      adultPrice: 17.79,
      childrenPrices: [{ ageRange: [4, 11], price: 9.36 }],
    },
  ],
}
const line = EXTRAS.lines[0]!

describe('the extras panel arithmetic', () => {
  it('estimates a change from the add-on unit prices when the booking offers it', () => {
    const estimate = estimateBookedExtra(
      line.extras[0]!,
      { adults: 1, childrenBirthdates: [] },
      EXTRAS.available,
      line.startAt,
    )
    expect(estimate).toBe(17.79)
    expect(totalAfterChange(500, line.extras[0]!, estimate)).toBe(472.85)
  })

  it('shares the booked price per participant when the add-on is not offered any more', () => {
    expect(
      estimateBookedExtra(
        line.extras[1]!,
        { adults: 1, childrenBirthdates: [] },
        EXTRAS.available,
        line.startAt,
      ),
    ).toBe(20)
  })

  it('takes a cancelled extra off the total, and adds a new one', () => {
    expect(totalAfterCancel(500, line.extras[1]!)).toBe(440)
    expect(totalAfterAdd(500, 44.94)).toBe(544.94)
  })

  it('sends every booked extra as it is, then the new one (PATCH updatedBook is authoritative)', () => {
    const added = { id: 'ADDON-z', adultCount: 1, childrenBirthdates: [], scope: 'day' as const, dayIndex: 3 }
    expect(extrasWith(EXTRAS, added)).toEqual([
      { id: 'ADDON-a', adultCount: 2, childrenBirthdates: ['2018-03-01'], scope: 'global', dayIndex: null },
      { id: 'ADDON-b', adultCount: 2, childrenBirthdates: ['2018-03-01'], scope: 'day', dayIndex: 2 },
      added,
    ])
  })

  it('gives a program its days and a single-day line none', () => {
    expect(lineDays(line)).toBe(4)
    expect(lineDays({ ...line, type: 'Activity', days: 1 })).toBe(0)
  })
})
