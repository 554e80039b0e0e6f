import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AgencyStoreNewerThanCodeError } from '../../../src/main/agency-store/agency-store'
import { applyRule, type MarkupRuleInput, type PricedProduct } from '../../../src/shared/domain/markup'
import { adoptedAfterRestart } from './adopted-after-restart'
import { fileSandbox, tempFolder, testCore } from './fixtures'
import { shownStay } from './hotel-stay'

/** The agency's margin in main: rules kept in agency.db, and a booking's selling price frozen when the desk books. */
const sandbox = fileSandbox()
const { desk } = sandbox

const hotels12: MarkupRuleInput = {
  scope: { kind: 'everything' },
  productKind: 'hotel',
  percent: 12,
  fixed: null,
  rounding: { kind: 'ending', ending: '.90' },
  minimumMargin: null,
  note: '',
}

describe('the selling price frozen at sale', () => {
  it('keeps a booking selling price after the rules change and after a restart on the same data', async () => {
    const folder = tempFolder('desk-margin-')
    const first = desk(folder)
    await first.call('settings.update', {
      agency: { name: '', address: '', phone: '', email: '', agentName: 'Ana Costa' },
    })
    const rule = await first.call('pricing.saveRule', { rule: hotels12 })
    const stay = await shownStay(first, sandbox.server)
    const pricedAs: PricedProduct = { kind: 'hotel', nights: 3, persons: 2 }
    const { booking } = await first.call('hotels.book', {
      request: stay.request,
      shownRate: stay.shownRate,
      pricedAs,
    })
    const expected = applyRule({ ...hotels12, id: rule.id }, pricedAs, booking.totalPrice, booking.currency)
    const sold = await first.call('pricing.saleOf', { bookingId: booking.id })
    expect(sold).toMatchObject({
      bookingId: booking.id,
      source: 'rule',
      net: booking.totalPrice,
      sell: expected.sell,
      margin: expected.margin,
      soldBy: 'Ana Costa',
      rule: { id: rule.id, version: 1, percent: 12 },
    })
    expect(sold?.sell).toBeGreaterThan(booking.totalPrice)
    expect(first.seen('pricing.salesChanged')).toContainEqual({ bookingIds: [booking.id] })

    await first.call('pricing.saveRule', {
      id: rule.id,
      expectedVersion: 1,
      rule: { ...hotels12, percent: 30 },
    })
    expect(first.seen('pricing.rulesChanged').length).toBe(2)
    expect(await first.call('pricing.saleOf', { bookingId: booking.id })).toEqual(sold)
    await sandbox.close(first)

    const second = desk(folder)
    expect(await second.call('pricing.saleOf', { bookingId: booking.id })).toEqual(sold)
    expect(await second.call('pricing.listRules', {})).toMatchObject([
      { id: rule.id, version: 2, percent: 30 },
    ])
  })

  it('keeps the sale the agent saw for a booking adopted only after a restart between send and answer', async () => {
    const folder = tempFolder('desk-margin-adopted-')
    const first = desk(folder)
    const rule = await first.call('pricing.saveRule', { rule: hotels12 })
    const stay = await shownStay(first, sandbox.server)
    const pricedAs: PricedProduct = { kind: 'hotel', nights: 3, persons: 2 }
    // The service makes the booking, the answer is lost and the line goes down; adopted at the next start.
    const { second, bookingId } = await adoptedAfterRestart(sandbox, folder, first, {
      request: stay.request,
      shownRate: stay.shownRate,
      pricedAs,
    })
    const booking = (await second.call('bookings.get', { bookingId })).v3
    if (booking === null) throw new Error('the adopted booking is cached with its v3 detail')
    const expected = applyRule({ ...hotels12, id: rule.id }, pricedAs, booking.totalPrice, booking.currency)
    const sold = await second.call('pricing.saleOf', { bookingId })
    expect(sold).toMatchObject({ bookingId, source: 'rule', sell: expected.sell, rule: { id: rule.id } })
    expect(sold?.sell).toBeGreaterThan(booking.totalPrice)
  })

  it('records none without pricedAs; a price set by hand says who and when, and refuses a stale version', async () => {
    const app = desk()
    const stay = await shownStay(app, sandbox.server)
    const { booking } = await app.call('hotels.book', { request: stay.request })
    expect(await app.call('pricing.saleOf', { bookingId: booking.id })).toBeNull()
    const manual = await app.call('pricing.setManualPrice', {
      bookingId: booking.id,
      sell: booking.totalPrice + 100,
      note: 'Agreed with the customer',
    })
    expect(manual).toMatchObject({
      source: 'manual',
      version: 1,
      rule: null,
      note: 'Agreed with the customer',
    })
    expect(manual.soldBy).toMatch(/^Desk [0-9a-f]{8}$/)
    expect(manual.margin).toBeCloseTo(100, 6)
    await app.call('pricing.setManualPrice', { bookingId: booking.id, sell: 1, note: '', expectedVersion: 1 })
    const stale = await app.fail('pricing.setManualPrice', {
      bookingId: booking.id,
      sell: 2,
      note: '',
      expectedVersion: 1,
    })
    expect(stale.problem).toMatchObject({ kind: 'conflict' })
    expect(await app.call('pricing.saleOf', { bookingId: booking.id })).toMatchObject({ sell: 1, version: 2 })
  })
})

describe('markup rules at the boundary', () => {
  it('refuses bad input field by field and changes nothing', async () => {
    const app = desk()
    const bad = await app.fail('pricing.saveRule', {
      rule: { ...hotels12, percent: -5, rounding: { kind: 'ending', ending: '.50' } },
    } as never)
    expect(bad.problem?.kind).toBe('invalidInput')
    const paths = bad.problem?.kind === 'invalidInput' ? bad.problem.issues.map((issue) => issue.path) : []
    expect(paths).toEqual(expect.arrayContaining(['rule.percent', 'rule.rounding.ending']))
    await app.call('pricing.saveRule', { rule: hotels12 })
    const duplicate = await app.fail('pricing.saveRule', { rule: { ...hotels12, percent: 20 } })
    expect(duplicate.problem).toMatchObject({ kind: 'invalidInput', issues: [{ path: 'rule.scope' }] })
    expect(await app.call('pricing.listRules', {})).toMatchObject([{ percent: 12, version: 1 }])
  })
})

describe('agency.db from a newer app', () => {
  it('refuses to open and is left untouched', () => {
    const folder = tempFolder('desk-agency-newer-')
    const file = join(folder, 'agency.db')
    const newer = new Database(file)
    newer.exec('CREATE TABLE from_the_future (x INTEGER)')
    newer.pragma('user_version = 9990')
    newer.close()
    const before = readFileSync(file)
    expect(() => testCore(sandbox.server, folder)).toThrow(AgencyStoreNewerThanCodeError)
    expect(readFileSync(file).equals(before)).toBe(true)
  })
})
