import { describe, expect, it } from 'vitest'
import type { PricedProduct } from '../../../src/shared/domain/markup'
import type { ChannelInput } from '../../../src/shared/ipc'
import { markupRule } from '../../support/markup-rule'
import { fileSandbox } from './fixtures'
import { shownStay } from './hotel-stay'

/**
 * The bookings list's margin filter over the real core and sandbox: a booking sold with a rule (+12 %), one priced
 * by hand at a thin margin, one with no selling price. "Margin below / above X %" reads the margin as a percent of
 * the selling price, never matches a booking without one, and counts as the page does.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

const { id: _id, ...hotels12 } = markupRule('unsaved', { productKind: 'hotel', percent: 12 })

describe('the bookings list filtered by margin', () => {
  it(
    'finds the thin and the wide margins, and never a booking without a selling price',
    { timeout: 60_000 },
    async () => {
      const app = desk()
      await app.call('pricing.saveRule', { rule: hotels12 })
      const pricedAs: PricedProduct = { kind: 'hotel', nights: 3, persons: 2 }
      const ruled = await shownStay(app, sandbox.server)
      const wide = (
        await app.call('hotels.book', { request: ruled.request, shownRate: ruled.shownRate, pricedAs })
      ).booking
      const thin = (
        await app.call('hotels.book', { request: (await shownStay(app, sandbox.server)).request })
      ).booking
      // 2 % of the selling price: sell = net / 0.98.
      await app.call('pricing.setManualPrice', {
        bookingId: thin.id,
        sell: Math.round((thin.totalPrice / 0.98) * 100) / 100,
        note: 'Matched a competitor',
      })
      const none = (
        await app.call('hotels.book', { request: (await shownStay(app, sandbox.server)).request })
      ).booking

      const ids = async (input: ChannelInput<'bookings.list'>) => {
        const list = await app.call('bookings.list', input)
        expect(list.total).toBe(list.bookings.length)
        return list.bookings.map((booking) => booking.id).sort()
      }
      // 12 % on the net is 10.7 % of the selling price.
      expect(await ids({ marginRateBelow: 5 })).toEqual([thin.id])
      expect(await ids({ marginRateAbove: 5 })).toEqual([wide.id])
      expect(await ids({ marginRateBelow: 11 })).toEqual([thin.id, wide.id].sort())
      expect(await ids({ marginRateAbove: 10, marginRateBelow: 11 })).toEqual([wide.id])
      expect(await ids({ marginRateAbove: 11 })).toEqual([])
      // Other bookings of the sandbox may be in the cache: none of them has a selling price either.
      expect(await ids({ withSellingPrice: false })).toContain(none.id)
      expect(await ids({ withSellingPrice: false })).not.toContain(thin.id)
      expect(await ids({ marginRateBelow: 100, withSellingPrice: false })).toEqual([])

      // Sorted by margin rate, the widest first and the one without a price last.
      const sorted = await app.call('bookings.list', { sort: '-marginRate' })
      expect(sorted.bookings.slice(0, 2).map((booking) => booking.id)).toEqual([wide.id, thin.id])
      expect(sorted.bookings.slice(2).every((booking) => booking.sale === null)).toBe(true)

      // Out of range: refused at the boundary, field by field.
      const bad = await app.fail('bookings.list', { marginRateBelow: 5000 })
      expect(bad.problem).toMatchObject({ kind: 'invalidInput', issues: [{ path: 'marginRateBelow' }] })
    },
  )
})
