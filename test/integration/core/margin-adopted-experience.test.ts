import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { encodeId } from '../../../src/shared/domain/ids'
import { applyRule, type PricedProduct } from '../../../src/shared/domain/markup'
import { markupRule } from '../../support/markup-rule'
import { createExperience, inDays, type CreatedExperience } from '../../support/sandbox/experiences.fixtures'
import { control, BOOKING_WORLD, testCore, type TestCore } from './fixtures'
import { CUSTOMER, lineOf, offerOf, sandboxBasket } from './experiences.helpers'

/**
 * Issue 25's frozen sale for experience bookings the desk adopted: made by the service, the answer lost, found by
 * their references (at once, or at the next start). Each adopted item keeps the selling price the agent saw, as an
 * item answered at once does; an item sent without `pricedAs` keeps "no selling price".
 */
const server = sandboxForFile(BOOKING_WORLD)
let kayak: CreatedExperience
let museum: CreatedExperience
const cores: TestCore[] = []

beforeAll(() => {
  kayak = createExperience(server(), { name: 'Fixture margin kayak tour' })
  museum = createExperience(server(), { name: 'Fixture margin museum pass' })
})
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
})

const { id: _id, ...experiences10 } = markupRule('unsaved', { productKind: 'experience', percent: 10 })

/** A basket of two: the kayak priced as the agent saw it, the museum pass sent without a price. */
async function basket(app: TestCore, day: number) {
  const dates = { startAt: inDays(server(), day) }
  const first = await offerOf(app, kayak, 'margin kayak tour', dates)
  const second = await offerOf(app, museum, 'margin museum pass', dates)
  const pricedAs: PricedProduct = { kind: 'experience', experienceId: first.id, nights: 1, persons: 3 }
  return { pricedAs, items: [lineOf(first, dates, { pricedAs }), lineOf(second, dates)] }
}

/** The desk's ids of a basket's bookings, in basket order. */
const deskIds = (reference: string): string[] =>
  sandboxBasket(server(), reference).map((row) => encodeId('booking', row.bookingId))

async function expectSaleOnKayakOnly(
  app: TestCore,
  reference: string,
  pricedAs: PricedProduct,
  ruleId: string,
) {
  const [kayakId, museumId] = deskIds(reference)
  if (kayakId === undefined || museumId === undefined) throw new Error('both items are booked')
  const booked = (await app.call('bookings.get', { bookingId: kayakId })).summary
  const expected = applyRule({ ...experiences10, id: ruleId }, pricedAs, booked.totalPrice, booked.currency)
  const sold = await app.call('pricing.saleOf', { bookingId: kayakId })
  expect(sold).toMatchObject({
    bookingId: kayakId,
    source: 'rule',
    net: booked.totalPrice,
    sell: expected.sell,
    margin: expected.margin,
    rule: { id: ruleId, percent: 10 },
  })
  expect(sold?.sell).toBeGreaterThan(booked.totalPrice)
  expect(await app.call('pricing.saleOf', { bookingId: museumId })).toBeNull()
  const list = await app.call('bookings.list', { withSellingPrice: true, kind: 'experience' })
  expect(list.bookings.map((booking) => booking.id)).toContain(kayakId)
  expect(list.bookings.map((booking) => booking.id)).not.toContain(museumId)
}

describe('the selling price of adopted experience bookings', () => {
  it('is frozen when the lost answer is found by its reference at once', async () => {
    const app = testCore(server())
    cores.push(app)
    const rule = await app.call('pricing.saveRule', { rule: experiences10 })
    const { pricedAs, items } = await basket(app, 30)
    await control(server()).faults({
      dropAfterCommit: { pathPrefix: '/api/v1/experiences/book', method: 'POST' },
    })
    const booked = await app.call('experiences.book', { items, customer: CUSTOMER, reference: 'FILE-2540' })
    expect(booked).toMatchObject({
      status: 'booked',
      items: [{ outcome: 'adopted' }, { outcome: 'adopted' }],
    })
    await expectSaleOnKayakOnly(app, 'FILE-2540', pricedAs, rule.id)
  })

  it('is frozen when the basket is adopted at the next start, and a later rule change leaves it', async () => {
    const first = testCore(server())
    const rule = await first.call('pricing.saveRule', { rule: experiences10 })
    const { pricedAs, items } = await basket(first, 31)
    await control(server()).faults({
      dropAfterCommit: { pathPrefix: '/api/v1/experiences/book', method: 'POST', thenOffline: true },
    })
    const unknown = await first.fail('experiences.book', {
      items,
      customer: CUSTOMER,
      reference: 'FILE-2541',
    })
    expect(unknown.details).toMatchObject({ outcomeUnknown: true })
    await first.core.stop()
    await control(server()).clearFaults()

    const second = testCore(server(), first.folder)
    cores.push(second)
    expect((await second.call('connectivity.check', undefined)).state).toBe('online')
    expect(await second.core.bookings.hotels.resolvePending()).toEqual({
      adopted: 1,
      notMade: 0,
      unresolved: 0,
    })
    await expectSaleOnKayakOnly(second, 'FILE-2541', pricedAs, rule.id)

    const [kayakId] = deskIds('FILE-2541')
    const sold = await second.call('pricing.saleOf', { bookingId: String(kayakId) })
    await second.call('pricing.saveRule', {
      id: rule.id,
      expectedVersion: 1,
      rule: { ...experiences10, percent: 40 },
    })
    expect(await second.call('pricing.saleOf', { bookingId: String(kayakId) })).toEqual(sold)
  })
})
