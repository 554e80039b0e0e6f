import { describe, expect, it } from 'vitest'
import { fileSandbox, tempFolder } from './fixtures'

/**
 * The reports over the sandbox's demo bookings, as a fresh desk sees them: one poll (list pages only), then the
 * reminders' checks that fetch what the reports lack. The figures must equal a straightforward recount of the
 * sandbox's own store: every demo cancellation with its date and fee (no "Not known", no fee lost), the
 * suppliers' answers with their times.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

interface Cancelled {
  supplier: string
  fees: number | null
  check_in: string
}

/** The sandbox's hotel cancellations of Demo Voyages checking in within the days, straight from its store. */
function storeCancellations(from: string, to: string): Cancelled[] {
  return sandbox.server.sandbox.ctx.db
    .prepare(
      `SELECT supplier_code AS supplier, cancellation_fees AS fees, check_in FROM bookings
       WHERE organization_id = 1 AND kind = 'hotel' AND state = 'canceled' AND check_in >= ? AND check_in <= ?`,
    )
    .all(from, to) as Cancelled[]
}

function recount(rows: readonly Cancelled[]): Map<string, { count: number; fees: number }> {
  const bySupplier = new Map<string, { count: number; fees: number }>()
  for (const row of rows) {
    const group = bySupplier.get(row.supplier) ?? { count: 0, fees: 0 }
    group.count += 1
    group.fees = Math.round((group.fees + (row.fees ?? 0)) * 100) / 100
    bySupplier.set(row.supplier, group)
  }
  return bySupplier
}

describe('reports over the demo bookings', () => {
  it(
    'equal a recount of the service: cancellations with dates and fees, answers with times',
    { timeout: 120_000 },
    async () => {
      const app = desk(tempFolder('desk-reports-'))
      await app.core.bookings.poller.pollOnce()
      // Several filters: the whole demo span (check-ins within a year around the sandbox's now), then narrower.
      const days = storeCancellations('2000-01-01', '2100-12-31')
        .map((row) => row.check_in)
        .sort()
      const first = days[0] ?? '2000-01-01'
      const last = days.at(-1) ?? '2000-01-01'
      const middle = days[Math.floor(days.length / 2)] ?? first
      const spans = [
        { from: first, to: last },
        { from: middle, to: last },
        { from: first, to: middle },
      ]
      const whole = spans[0] as { from: string; to: string }
      const filters = (span: { from: string; to: string }) =>
        ({ ...span, basis: 'travel', granularity: 'month', kind: 'hotel', timeZone: 'Europe/Paris' }) as const

      const before = await app.call('reports.cancellations', {
        filters: filters(whole),
      })
      expect(before.total).toBeGreaterThan(5)
      // A desk that saw list pages only knows no cancellation date: the cause of the "Not known" the manager saw.
      expect(before.byLeadTime.map((row) => row.key)).toEqual(['unknown'])

      // The reminders' checks fetch what the reports lack, a few at a time, until nothing is left.
      for (let check = 0; check < 20; check += 1) {
        const fetchedBefore = app.requests.length
        await app.core.bookings.reminders.check()
        if (app.requests.length === fetchedBefore) break
      }

      for (const span of spans) {
        const report = await app.call('reports.cancellations', { filters: filters(span) })
        const expected = recount(storeCancellations(span.from, span.to))
        expect(report.total).toBe([...expected.values()].reduce((sum, group) => sum + group.count, 0))
        expect(
          new Map(report.bySupplier.map((row) => [row.key, { count: row.count, fees: row.fees }])),
        ).toEqual(expected)
        expect(report.byLeadTime.map((row) => row.key)).not.toContain('unknown')
      }
      // The demo charges fees on some cancellations: the manager sees what they cost.
      const all = await app.call('reports.cancellations', {
        filters: filters(whole),
      })
      expect(all.bySupplier.reduce((sum, row) => sum + row.fees, 0)).toBeGreaterThan(0)

      const answers = await app.call('reports.answers', {
        filters: filters(whole),
      })
      expect(answers.total.confirmed + answers.total.refused + answers.total.autoRefused).toBeGreaterThan(0)
      expect(answers.total.medianHoursToAnswer).not.toBeNull()
      expect(answers.bySupplier.some((row) => row.medianHoursToAnswer !== null)).toBe(true)
    },
  )
})
