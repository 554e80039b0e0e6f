/**
 * The twelve-month sales report over a cache of 10,000 bookings (issue 29: under 200 ms p95): what
 * `reports.sales` computes (SQLite reads of the period on an index, each booking's frozen sale and list item by
 * key, the grouping into months of the agency's time zone in JS), p50/p95 over repeated runs, for several
 * groupings, and the cancellations and answers reports beside it. The bookings are those of bookings-list.bench.ts
 * in an agency's mix (most confirmed), each with a v1 detail (supplier, country, city, agent) and four in five
 * with a frozen sale. Asserts nothing; the query plans are checked in test/unit/reports/report-plans.test.ts.
 */
import { attachAgencyStore } from '../../src/main/agency-store/agency-store'
import { recordFrozenSale } from '../../src/main/agency-store/frozen-sales.repo'
import { upsertBookingListItems } from '../../src/main/db/booking-list-items.repo'
import { openDatabase } from '../../src/main/db/connection'
import {
  answersReport,
  cancellationsReport,
  salesReport,
  type ParsedReportFilters,
  type ReportContext,
} from '../../src/main/reports/reports'
import type { SalesGroup } from '../../src/shared/ipc/reports.contract'
import { benchSize } from './bench-size'
import { demoBookingItems } from './bookings-demo'

export const title = 'Reports: twelve months over 10,000 cached bookings'

const ROUNDS = benchSize(40, 7)
const SERVICE = 'sandbox'

function filledCache(): ReportContext {
  const { db } = openDatabase({ file: ':memory:' })
  attachAgencyStore(db, { file: ':memory:' })
  const items = demoBookingItems(benchSize(10_000, 300))
  const at = new Date().toISOString()
  upsertBookingListItems(db, items, at)
  db.exec(`UPDATE bookings SET state = CASE
    WHEN seq % 100 < 3 THEN 'sent' WHEN seq % 100 < 5 THEN 'refused' WHEN seq % 100 < 18 THEN 'canceled'
    ELSE 'confirmed' END`)
  // The v1 detail's facts a report groups on (what the poller and the reports' backfill cache).
  db.exec(`UPDATE bookings SET v1_json = json_object(
    'supplierCode', 'supplier_' || (seq % 12),
    'hotel', json_object('countryName', CASE seq % 4 WHEN 0 THEN 'Portugal' WHEN 1 THEN 'Spain'
      WHEN 2 THEN 'France' ELSE 'Italy' END, 'cityName', 'City ' || (seq % 40)),
    'user', json_object('firstName', 'Agent', 'lastName', seq % 6),
    'canceledAt', CASE WHEN state = 'canceled' THEN created_at END,
    'cancellationFees', CASE WHEN state = 'canceled' THEN seq % 50 END)`)
  const change = { by: 'Bench', at }
  db.transaction(() => {
    items.forEach((item, index) => {
      if (index % 5 === 0) return
      recordFrozenSale(
        db,
        SERVICE,
        {
          bookingId: item.id,
          currency: item.currency,
          net: item.totalPrice,
          sell: Math.round(item.totalPrice * 112) / 100,
          margin: Math.round(item.totalPrice * 12) / 100,
          source: 'rule',
          rule: null,
          note: '',
        },
        change,
      )
    })
  })()
  db.exec('ANALYZE')
  return { db, service: SERVICE, timeZone: 'Europe/Lisbon' }
}

const YEAR: ParsedReportFilters = {
  basis: 'created',
  granularity: 'month',
  from: '2026-01-01',
  to: '2026-12-31',
}

function measure(label: string, compute: () => number): void {
  const samples: number[] = []
  let rows = 0
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now()
    rows = compute()
    samples.push(performance.now() - start)
  }
  const sorted = samples.slice(5).sort((a, b) => a - b)
  const at50 = sorted[Math.floor(sorted.length * 0.5)] ?? 0
  const at95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0
  console.log(
    `  ${label.padEnd(40)} ${String(rows).padStart(6)} bookings: p50 ${at50.toFixed(2)} ms, p95 ${at95.toFixed(2)} ms (${sorted.length} runs)`,
  )
}

export async function run(): Promise<void> {
  const ctx = filledCache()
  const counted = (report: ReturnType<typeof salesReport>): number =>
    report.totals.reduce((sum, totals) => sum + totals.count, 0)
  const groups: SalesGroup[] = ['kind', 'supplier', 'country', 'agent']
  for (const group of groups)
    measure(`sales, by creation month, by ${group}`, () => counted(salesReport(ctx, YEAR, group)))
  measure('sales, by travel month, by city', () =>
    counted(salesReport(ctx, { ...YEAR, basis: 'travel' }, 'city')),
  )
  measure('sales, hotels only, by day, by country', () =>
    counted(salesReport(ctx, { ...YEAR, granularity: 'day', kind: 'hotel' }, 'country')),
  )
  measure('cancellations, by creation', () => cancellationsReport(ctx, YEAR).total)
  measure('answers, by creation', () => {
    const total = answersReport(ctx, YEAR).total
    return total.confirmed + total.refused + total.autoRefused + total.waiting
  })
  ctx.db.close()
}
