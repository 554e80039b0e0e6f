import { describe, expect, it } from 'vitest'
import { fileSandbox, tempFolder } from './fixtures'

/**
 * Sales in EUR and USD summed with the rate the agency entered: the converted total must equal a recount of the
 * sandbox's own store converted by hand (integers, half up), and without a rate there is no converted total.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

interface Sold {
  currency: string
  total_price: number
}

/** Demo Voyages' confirmed hotel bookings checking in within the days, straight from the sandbox's store. */
function storeSales(from: string, to: string): Sold[] {
  return sandbox.server.sandbox.ctx.db
    .prepare(
      `SELECT currency, total_price FROM bookings
       WHERE organization_id = 1 AND kind = 'hotel' AND state = 'confirmed' AND check_in >= ? AND check_in <= ?`,
    )
    .all(from, to) as Sold[]
}

describe('reports summed across currencies at the agency rates', () => {
  it(
    'equal a recount converted by hand; a currency without a rate gets no total',
    { timeout: 120_000 },
    async () => {
      // Half of the demo's hotel bookings in USD: the service sends each booking in its own currency.
      sandbox.server.sandbox.ctx.db
        .prepare(
          "UPDATE bookings SET currency = 'USD' WHERE organization_id = 1 AND kind = 'hotel' AND id % 2 = 0",
        )
        .run()
      const app = desk(tempFolder('desk-rates-'))
      await app.core.bookings.poller.pollOnce()
      // The whole demo span of check-ins.
      const days = sandbox.server.sandbox.ctx.db
        .prepare(
          'SELECT min(check_in) AS first, max(check_in) AS last FROM bookings WHERE organization_id = 1',
        )
        .get() as { first: string; last: string }
      const span = { from: days.first.slice(0, 10), to: days.last.slice(0, 10) }
      const filters = {
        ...span,
        basis: 'travel',
        granularity: 'month',
        kind: 'hotel',
        timeZone: 'Europe/Paris',
      } as const

      const rows = storeSales(span.from, span.to)
      const cents = (currency: string): number =>
        rows
          .filter((row) => row.currency === currency)
          .reduce((sum, row) => sum + Math.round(row.total_price * 100), 0)
      const eur = cents('EUR')
      const usd = cents('USD')
      expect(eur).toBeGreaterThan(0)
      expect(usd).toBeGreaterThan(0)

      // No reporting currency yet: nothing converted, both currencies named as lacking a rate.
      const none = await app.call('reports.sales', { filters, groupBy: 'supplier' })
      expect(none.conversion).toMatchObject({
        reporting: null,
        totals: null,
        ratesUsed: [],
        missing: ['EUR', 'USD'],
      })

      await app.call('rates.setReporting', { currency: 'eur' })
      const missing = await app.call('reports.sales', { filters, groupBy: 'supplier' })
      expect(missing.conversion).toMatchObject({ reporting: 'EUR', totals: null, missing: ['USD'] })

      const saved = await app.call('rates.save', { currency: 'USD', rate: '0.9123' })
      expect(saved).toMatchObject({ currency: 'USD', rate: '0.9123', quote: 'EUR', version: 1 })
      const report = await app.call('reports.sales', { filters, groupBy: 'supplier' })
      // By hand: USD cents x 9123 / 10000, half up (all positive), added to the EUR cents.
      const expected = (eur + Math.floor((usd * 9123 + 5000) / 10000)) / 100
      expect(report.conversion?.totals?.cost).toBe(expected)
      expect(report.conversion?.missing).toEqual([])
      expect(report.conversion?.ratesUsed).toEqual([
        { currency: 'USD', rate: '0.9123', enteredAt: saved.updatedAt, enteredBy: saved.updatedBy },
      ])
      // Every group converted too, and together they make the total.
      const groups = report.conversion?.byGroup ?? []
      expect(groups.length).toBe(new Set(report.byGroup.map((row) => row.key)).size)
      expect(groups.every((group) => group.converted !== null)).toBe(true)

      // Cancellation fees too: each currency's fees (the report's own per-supplier rows) converted by hand.
      const cancelled = await app.call('reports.cancellations', { filters })
      const feeCents = (currency: string): number =>
        cancelled.bySupplier
          .filter((row) => row.currency === currency)
          .reduce((sum, row) => sum + Math.round(row.fees * 100), 0)
      expect(cancelled.bySupplier.some((row) => row.currency === 'USD')).toBe(true)
      expect(cancelled.conversion?.fees).toBe(
        (feeCents('EUR') + Math.floor((feeCents('USD') * 9123 + 5000) / 10000)) / 100,
      )

      // A stale edit is a conflict and changes nothing; a delete takes the rate out of the reports.
      await expect(
        app.call('rates.save', { id: saved.id, expectedVersion: 2, currency: 'USD', rate: '1' }),
      ).rejects.toThrow(/CONFLICT/)
      await app.call('rates.delete', { id: saved.id, expectedVersion: 1 })
      const after = await app.call('reports.sales', { filters, groupBy: 'supplier' })
      expect(after.conversion).toMatchObject({ totals: null, missing: ['USD'] })
    },
  )
})
