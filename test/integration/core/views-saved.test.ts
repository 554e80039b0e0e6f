import { describe, expect, it } from 'vitest'
import type { PricedProduct } from '../../../src/shared/domain/markup'
import { markupRule } from '../../support/markup-rule'
import { fileSandbox, tempFolder } from './fixtures'
import { shownStay } from './hotel-stay'

/**
 * The bookings list's selling and margin columns over the real core (a booking made with a rule, one without),
 * and its saved views: versioned agency records, tombstones, pinned counts, kept across a restart.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

// The builder's rule without its id: saveRule gives one.
const { id: _id, ...hotels12 } = markupRule('unsaved', { productKind: 'hotel', percent: 12 })

describe('the bookings list with selling prices, and saved views', () => {
  it(
    'sorts and filters by selling price and margin, and keeps views with versions and tombstones',
    { timeout: 60_000 },
    async () => {
      const folder = tempFolder('desk-views-')
      const app = desk(folder)
      await app.call('pricing.saveRule', { rule: hotels12 })
      const pricedAs: PricedProduct = { kind: 'hotel', nights: 3, persons: 2 }
      const withRule = await shownStay(app, sandbox.server)
      const sold = (
        await app.call('hotels.book', { request: withRule.request, shownRate: withRule.shownRate, pricedAs })
      ).booking
      const unpriced = (
        await app.call('hotels.book', { request: (await shownStay(app, sandbox.server)).request })
      ).booking

      const list = await app.call('bookings.list', { withSellingPrice: true })
      expect(list.bookings.map((booking) => booking.id)).toEqual([sold.id])
      const sale = list.bookings[0]?.sale
      expect(sale?.sell).toBeGreaterThan(sold.totalPrice)
      expect(sale?.margin).toBeCloseTo((sale?.sell ?? 0) - sold.totalPrice, 2)
      const without = await app.call('bookings.list', { withSellingPrice: false })
      expect(without.bookings.map((booking) => booking.id)).toContain(unpriced.id)
      expect(without.bookings.every((booking) => booking.sale === null)).toBe(true)
      expect((await app.call('bookings.list', { marginRateAbove: 10 })).total).toBe(1)
      expect((await app.call('bookings.list', { marginRateBelow: 10 })).total).toBe(0)
      const byMargin = await app.call('bookings.list', { sort: '-marginRate' })
      expect(byMargin.bookings[0]?.id).toBe(sold.id)
      expect(byMargin.bookings.at(-1)?.sale).toBeNull()

      const saved = await app.call('views.save', {
        name: 'December confirmed hotels',
        filters: { kind: 'hotel', withSellingPrice: true, sort: '-marginRate' },
        columns: [{ id: 'reference' }, { id: 'selling', width: 12 }, { id: 'margin' }],
        pinned: true,
      })
      expect(saved).toMatchObject({ version: 1, pinned: true, filters: { withReplaced: false } })
      expect(await app.call('views.pinnedCounts', {})).toEqual([{ id: saved.id, count: 1 }])
      expect(app.seen('views.changed')).toHaveLength(1)

      const renamed = await app.call('views.save', {
        id: saved.id,
        expectedVersion: 1,
        name: 'December hotels',
        filters: saved.filters,
        columns: saved.columns,
        pinned: true,
      })
      expect(renamed.version).toBe(2)
      const stale = await app.fail('views.save', {
        id: saved.id,
        expectedVersion: 1,
        name: 'December',
        filters: saved.filters,
        columns: saved.columns,
      })
      expect(stale.code).toBe('CONFLICT')
      const other = await app.call('views.save', { name: 'All', filters: {}, columns: [{ id: 'customer' }] })
      const taken = await app.fail('views.save', {
        id: other.id,
        name: 'DECEMBER HOTELS',
        filters: {},
        columns: [{ id: 'customer' }],
      })
      expect(taken.code).toBe('INVALID_INPUT')
      expect((await app.fail('views.save', { name: 'x', filters: {}, columns: [] })).code).toBe(
        'INVALID_INPUT',
      )

      expect((await app.fail('views.delete', { id: other.id, expectedVersion: 7 })).code).toBe('CONFLICT')
      await app.call('views.delete', { id: other.id, expectedVersion: 1 })
      expect((await app.fail('views.delete', { id: other.id })).code).toBe('NOT_FOUND')
      // The name of a deleted view is free again.
      await app.call('views.save', { name: 'All', filters: {}, columns: [{ id: 'customer' }] })
      await sandbox.close(app)

      const again = desk(folder)
      const views = await again.call('views.list', {})
      expect(views.map((view) => [view.name, view.version])).toEqual([
        ['All', 1],
        ['December hotels', 2],
      ])
      expect(views[1]?.columns).toEqual([{ id: 'reference' }, { id: 'selling', width: 12 }, { id: 'margin' }])
      expect(await again.call('views.pinnedCounts', {})).toEqual([{ id: saved.id, count: 1 }])
    },
  )
})
