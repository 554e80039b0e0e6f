import { describe, expect, it } from 'vitest'
import {
  bookingsLackingReportDetails,
  createReportDetailsBackfill,
} from '../../../src/main/bookings/report-backfill'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { upsertBookingListItems } from '../../../src/main/db/booking-list-items.repo'
import { claimBookingCache } from '../../../src/main/db/booking-cache-owner'
import { upsertBookingV1 } from '../../../src/main/db/bookings.repo'
import { cancellationsReport, answersReport } from '../../../src/main/reports/reports'
import type { BookingHistoryEntryV1, BookingV1 } from '../../../src/shared/api/bookings-v1'
import { bookingV1, listItem, memoryDb } from '../db/fixtures'

const AT = '2026-11-01T00:00:00.000Z'
const onRequest = (id: string, state: string) => ({
  ...listItem(id, { state }),
  dmcState: 'on_request' as const,
})

/**
 * A desk that first saw its bookings in list pages (the demo's, an agency's history) has no cancellation date or
 * fee and no supplier answer for them: the reports' backfill fetches exactly those, once each, and the reports
 * then read real figures.
 */
function cache() {
  const db = memoryDb()
  attachAgencyStore(db, { file: ':memory:' })
  claimBookingCache(db, 'sandbox', AT)
  upsertBookingListItems(
    db,
    [
      listItem('C1', { state: 'canceled', startAt: '2026-12-20', createdAt: '2026-10-01T09:00:00.000Z' }),
      listItem('C2', { state: 'canceled', startAt: '2026-12-22', createdAt: '2026-10-02T09:00:00.000Z' }),
      onRequest('R1', 'confirmed'),
      onRequest('R2', 'refused'),
      // Still waiting: nothing to learn yet.
      onRequest('W1', 'sent'),
      // Confirmed at once: no answer to wait for, and no cancellation.
      listItem('I1', { state: 'confirmed' }),
    ],
    AT,
  )
  // C2's detail is cached already: not fetched again.
  upsertBookingV1(
    db,
    {
      ...bookingV1('C2', { state: 'canceled', startAt: '2026-12-22', createdAt: '2026-10-02T09:00:00.000Z' }),
      canceledAt: '2026-12-01T10:00:00.000Z',
      cancellationFees: 30,
    },
    AT,
  )
  return db
}

const history = (id: string, label: string, createdAt: string): BookingHistoryEntryV1[] => [
  { id: `${id}-h1`, bookingId: id, userId: 'U1', firstName: 'Sam', lastName: 'Hotel', label, createdAt },
]

function fakeApi(calls: string[], failOn: string | null = null) {
  return {
    async getV1(id: string | number): Promise<BookingV1> {
      const key = String(id)
      calls.push(`v1 ${key}`)
      if (key === failOn) throw new Error('gone')
      if (key === 'C1')
        return {
          ...bookingV1('C1', {
            state: 'canceled',
            startAt: '2026-12-20',
            createdAt: '2026-10-01T09:00:00.000Z',
          }),
          canceledAt: '2026-12-18T10:00:00.000Z',
          cancellationFees: 120.5,
        }
      return { ...bookingV1(key, { state: key === 'R2' ? 'refused' : 'confirmed' }), dmcState: 'on_request' }
    },
    async histories(id: string | number): Promise<BookingHistoryEntryV1[]> {
      const key = String(id)
      calls.push(`history ${key}`)
      return key === 'R1'
        ? history(key, 'Confirmed by the hotel', '2026-02-01T15:00:00.000Z')
        : key === 'R2'
          ? history(key, 'Refused by the hotel', '2026-02-02T09:00:00.000Z')
          : []
    },
  }
}

const backfill = (
  db: ReturnType<typeof cache>,
  calls: string[],
  options: { failOn?: string; offline?: boolean } = {},
) =>
  createReportDetailsBackfill({
    db,
    api: fakeApi(calls, options.failOn ?? null),
    service: () => 'sandbox',
    isOffline: () => options.offline ?? false,
    at: () => AT,
  })

const FILTERS = { from: '2026-01-01', to: '2026-12-31', basis: 'travel', granularity: 'month' } as const

describe("the reports' backfill of details", () => {
  it('picks cancelled bookings without detail and answered requests without history, newest first', () => {
    expect(bookingsLackingReportDetails(cache(), 10)).toEqual(['C1', 'R1', 'R2'])
  })

  it('fetches them once, and the reports then read real dates, fees and times to answer', async () => {
    const db = cache()
    const ctx = { db, service: 'sandbox', timeZone: 'Europe/Paris' }
    // Before: the list items alone say nothing of C1's cancellation.
    expect(cancellationsReport(ctx, FILTERS).byLeadTime.map((row) => row.key)).toContain('unknown')

    const calls: string[] = []
    expect(await backfill(db, calls).run()).toEqual(['C1', 'R1', 'R2'])
    expect(calls.filter((call) => call.startsWith('v1'))).toEqual(['v1 C1', 'v1 R1', 'v1 R2'])

    const cancellations = cancellationsReport(ctx, FILTERS)
    expect(cancellations.byLeadTime.map((row) => row.key)).not.toContain('unknown')
    expect(cancellations.bySupplier).toEqual([
      { key: 'supplier_own', currency: 'EUR', count: 2, fees: 150.5 },
    ])
    const answers = answersReport(ctx, { ...FILTERS, from: '2026-01-01' })
    expect(answers.total).toMatchObject({ confirmed: 1, refused: 1, waiting: 1 })
    expect(answers.total.medianHoursToAnswer).not.toBeNull()

    // Each once: nothing left to fetch.
    const again: string[] = []
    expect(await backfill(db, again).run()).toEqual([])
    expect(again).toEqual([])
  })

  it('fetches nothing offline, and skips a booking the service will not give', async () => {
    const db = cache()
    const calls: string[] = []
    expect(await backfill(db, calls, { offline: true }).run()).toEqual([])
    expect(calls).toEqual([])
    const skipping = backfill(db, calls, { failOn: 'C1' })
    expect(await skipping.run()).toEqual(['R1', 'R2'])
    calls.length = 0
    expect(await skipping.run()).toEqual([])
    expect(calls).toEqual([])
  })
})
