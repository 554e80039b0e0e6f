import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { recordFrozenSale } from '../../../src/main/agency-store/frozen-sales.repo'
import { replaceBookingHistory } from '../../../src/main/db/booking-history.repo'
import { upsertBookingV1 } from '../../../src/main/db/bookings.repo'
import { openDatabase } from '../../../src/main/db/connection'
import type { Db } from '../../../src/main/db/statements'
import {
  answersReport,
  cancellationsReport,
  salesReport,
  type ParsedReportFilters,
} from '../../../src/main/reports/reports'
import { AUTO_REFUSAL_MESSAGE } from '../../../src/shared/domain/booking-states'
import { bookingV1 } from '../db/fixtures'

const SERVICE = 'sandbox'
const AT = '2026-11-01T00:00:00.000Z'

interface Made {
  id: string
  state: string
  createdAt: string
  checkIn: string
  currency: string
  net: number
  sell: number | null
  supplier: string
  country: string
  dmcState?: 'instant_booking' | 'on_request'
  canceledAt?: string
  fees?: number
  answer?: { at: string; label: string; userId: string | null }
}

function cacheWith(made: readonly Made[]): Db {
  const { db } = openDatabase({ file: ':memory:' })
  attachAgencyStore(db, { file: ':memory:' })
  for (const m of made) {
    const booking = bookingV1(m.id, {
      state: m.state,
      createdAt: m.createdAt,
      startAt: m.checkIn,
      endAt: m.checkIn,
    })
    booking.currency = m.currency
    booking.totalPrice = m.net
    booking.supplierCode = m.supplier
    booking.dmcState = m.dmcState ?? 'instant_booking'
    booking.canceledAt = m.canceledAt ?? null
    booking.cancellationFees = m.fees ?? 0
    if (booking.hotel !== null) booking.hotel.countryName = m.country
    upsertBookingV1(db, booking, AT)
    if (m.sell !== null)
      recordFrozenSale(
        db,
        SERVICE,
        {
          bookingId: m.id,
          currency: m.currency,
          net: m.net,
          sell: m.sell,
          margin: m.sell - m.net,
          source: 'manual',
          rule: null,
          note: '',
        },
        { by: 'Ana', at: AT },
      )
    if (m.answer !== undefined)
      replaceBookingHistory(
        db,
        m.id,
        [
          {
            id: `${m.id}-c`,
            bookingId: m.id,
            userId: 'U1',
            firstName: 'A',
            lastName: 'B',
            label: 'Created',
            createdAt: m.createdAt,
          },
          {
            id: `${m.id}-a`,
            bookingId: m.id,
            userId: m.answer.userId,
            firstName: null,
            lastName: null,
            label: m.answer.label,
            createdAt: m.answer.at,
          },
        ],
        AT,
      )
  }
  return db
}

const MADE: Made[] = [
  {
    id: 'B1',
    state: 'confirmed',
    createdAt: '2026-10-03T10:00:00.000Z',
    checkIn: '2026-12-01',
    currency: 'EUR',
    net: 100,
    sell: 120,
    supplier: 'alpha',
    country: 'Portugal',
  },
  {
    id: 'B2',
    state: 'confirmed',
    createdAt: '2026-10-20T10:00:00.000Z',
    checkIn: '2026-12-05',
    currency: 'EUR',
    net: 200.1,
    sell: 250.2,
    supplier: 'beta',
    country: 'Portugal',
  },
  {
    id: 'B3',
    state: 'confirmed',
    createdAt: '2026-10-21T10:00:00.000Z',
    checkIn: '2026-12-05',
    currency: 'USD',
    net: 300,
    sell: null,
    supplier: 'alpha',
    country: 'Spain',
  },
  // 23:30 UTC on 30 September is 1 October in Lisbon (UTC+1 in summer).
  {
    id: 'B4',
    state: 'confirmed',
    createdAt: '2026-09-30T23:30:00.000Z',
    checkIn: '2026-11-02',
    currency: 'EUR',
    net: 50,
    sell: 60,
    supplier: 'alpha',
    country: 'Portugal',
  },
  {
    id: 'B5',
    state: 'canceled',
    createdAt: '2026-10-05T10:00:00.000Z',
    checkIn: '2026-10-20',
    currency: 'EUR',
    net: 80,
    sell: 90,
    supplier: 'beta',
    country: 'Portugal',
    canceledAt: '2026-10-15T10:00:00.000Z',
    fees: 40,
  },
  {
    id: 'B6',
    state: 'confirmed',
    createdAt: '2026-10-06T10:00:00.000Z',
    checkIn: '2026-11-20',
    currency: 'EUR',
    net: 70,
    sell: 77,
    supplier: 'beta',
    country: 'Portugal',
    dmcState: 'on_request',
    answer: { at: '2026-10-06T16:00:00.000Z', label: 'Confirmed', userId: 'H1' },
  },
  {
    id: 'B7',
    state: 'refused',
    createdAt: '2026-10-07T10:00:00.000Z',
    checkIn: '2026-11-20',
    currency: 'EUR',
    net: 70,
    sell: null,
    supplier: 'beta',
    country: 'Portugal',
    dmcState: 'on_request',
    answer: { at: '2026-10-07T12:00:00.000Z', label: 'Refused: no rooms', userId: 'H1' },
  },
  {
    id: 'B8',
    state: 'refused',
    createdAt: '2026-10-08T10:00:00.000Z',
    checkIn: '2026-10-25',
    currency: 'EUR',
    net: 70,
    sell: null,
    supplier: 'beta',
    country: 'Portugal',
    dmcState: 'on_request',
    answer: { at: '2026-10-20T10:00:00.000Z', label: `Refused: ${AUTO_REFUSAL_MESSAGE}`, userId: null },
  },
  {
    id: 'B9',
    state: 'sent',
    createdAt: '2026-10-09T10:00:00.000Z',
    checkIn: '2026-12-20',
    currency: 'EUR',
    net: 70,
    sell: null,
    supplier: 'alpha',
    country: 'Portugal',
    dmcState: 'on_request',
  },
]

const OCTOBER: ParsedReportFilters = {
  basis: 'created',
  from: '2026-10-01',
  to: '2026-10-31',
  granularity: 'month',
}

describe('salesReport', () => {
  const db = cacheWith(MADE)
  const ctx = { db, service: SERVICE, timeZone: 'Europe/Lisbon' }

  it('counts, costs, sold and margin per currency equal a recount of the confirmed bookings', () => {
    const report = salesReport(ctx, OCTOBER, 'supplier')
    // Confirmed and made in October in Lisbon: B1, B2, B3, B4 (1 October there), B6.
    const counted = MADE.filter(
      (m) => m.state === 'confirmed' && ['B1', 'B2', 'B3', 'B4', 'B6'].includes(m.id),
    )
    for (const currency of ['EUR', 'USD']) {
      const mine = counted.filter((m) => m.currency === currency)
      const withSale = mine.filter((m) => m.sell !== null)
      const total = report.totals.find((t) => t.currency === currency)
      expect(total).toEqual({
        currency,
        count: mine.length,
        cost: Math.round(mine.reduce((sum, m) => sum + m.net, 0) * 100) / 100,
        sold: Math.round(withSale.reduce((sum, m) => sum + (m.sell ?? 0), 0) * 100) / 100,
        margin: Math.round(withSale.reduce((sum, m) => sum + (m.sell ?? 0) - m.net, 0) * 100) / 100,
        withoutSellingPrice: mine.length - withSale.length,
      })
    }
    expect(report.periods).toEqual(['2026-10'])
    expect(report.byGroup.filter((g) => g.key === 'alpha').map((g) => [g.currency, g.count])).toEqual(
      expect.arrayContaining([
        ['EUR', 2],
        ['USD', 1],
      ]),
    )
  })

  it('counts creation days in the agency time zone: in UTC, B4 is a September sale', () => {
    const utc = salesReport({ ...ctx, timeZone: 'UTC' }, OCTOBER, 'country')
    const lisbon = salesReport(ctx, OCTOBER, 'country')
    const eur = (r: typeof utc): number => r.totals.find((t) => t.currency === 'EUR')?.count ?? 0
    expect(eur(lisbon) - eur(utc)).toBe(1)
  })

  it('buckets by travel month and filters by state', () => {
    const report = salesReport(
      ctx,
      { ...OCTOBER, basis: 'travel', from: '2026-11-01', to: '2026-12-31', states: ['confirmed'] },
      'country',
    )
    expect(report.periods).toEqual(['2026-11', '2026-12'])
    const count = (period: string): number =>
      report.byPeriod.filter((row) => row.period === period).reduce((sum, row) => sum + row.count, 0)
    expect(count('2026-11')).toBe(
      MADE.filter((m) => m.state === 'confirmed' && m.checkIn.startsWith('2026-11')).length,
    )
    expect(count('2026-12')).toBe(
      MADE.filter((m) => m.state === 'confirmed' && m.checkIn.startsWith('2026-12')).length,
    )
  })
})

describe('cancellationsReport', () => {
  it('counts the cancelled bookings and their fees by supplier and days before travel', () => {
    const db = cacheWith(MADE)
    const report = cancellationsReport({ db, service: SERVICE, timeZone: 'UTC' }, OCTOBER)
    expect(report.total).toBe(1)
    expect(report.bySupplier).toEqual([{ key: 'beta', currency: 'EUR', count: 1, fees: 40 }])
    // Cancelled on 15 October for 20 October: five days before.
    expect(report.byLeadTime).toEqual([{ key: '3-7', currency: 'EUR', count: 1, fees: 40 }])
  })
})

describe('answersReport', () => {
  it('sorts the on-request bookings into confirmed, refused, refused automatically and waiting', () => {
    const db = cacheWith(MADE)
    const report = answersReport({ db, service: SERVICE, timeZone: 'UTC' }, OCTOBER)
    expect(report.bySupplier).toEqual([
      // beta answered B6 in 6 hours and B7 in 2: median 4; the automatic refusal is not the supplier's answer.
      { supplier: 'beta', confirmed: 1, refused: 1, autoRefused: 1, waiting: 0, medianHoursToAnswer: 4 },
      { supplier: 'alpha', confirmed: 0, refused: 0, autoRefused: 0, waiting: 1, medianHoursToAnswer: null },
    ])
    expect(report.total).toMatchObject({ confirmed: 1, refused: 1, autoRefused: 1, waiting: 1 })
  })
})
