import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { NodePlatform } from '../../../src/main/platform/node/platform'
import { control, fileSandbox, type TestCore } from '../core/fixtures'
import { shownStay } from '../core/hotel-stay'
import { filesUnder, foundIn } from '../core/privacy-files'

/**
 * "Forget" for the agency's people and the passport retention, through the core against the sandbox: afterwards a
 * byte search of agency.db, cache.db and their write-ahead logs finds neither the customer's names nor the sealed
 * passport's bytes.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

const stored = (app: TestCore): string[] =>
  ['agency.db', 'agency.db-wal', 'cache.db', 'cache.db-wal'].flatMap((name) =>
    filesUnder(join(app.folder, name)),
  )

/** The sealed passport as stored (read through a second, read-only connection: WAL lets it see the commit). */
function sealedPassportOf(app: TestCore, travellerId: string): Buffer {
  const reader = new Database(join(app.folder, 'agency.db'), { readonly: true })
  try {
    const row = reader.prepare('SELECT passport_sealed FROM travellers WHERE id = ?').get(travellerId) as
      { passport_sealed: Buffer | null } | undefined
    if (row?.passport_sealed == null) throw new Error('no sealed passport')
    return row.passport_sealed
  } finally {
    reader.close()
  }
}

const includesBytes = (files: readonly string[], needle: Buffer): string[] =>
  files.filter((file) => readFileSync(file).includes(needle))

/** A desk-made customer booked once (so it has the service's file and a booking in the cache), with a traveller. */
async function bookedCustomer(app: TestCore, name: { first: string; last: string; email: string }) {
  const customer = await app.call('customers.save', {
    customer: { firstName: name.first, lastName: name.last, email: name.email },
  })
  const stay = await shownStay(app, sandbox.server, { checkInInDays: 40 })
  const booked = await app.call('hotels.book', {
    request: { ...stay.request, customer: { firstName: name.first, lastName: name.last, email: name.email } },
    customerId: customer.id,
  })
  await app.call('bookings.get', { bookingId: booked.booking.id })
  const traveller = await app.call('travellers.save', {
    customerId: customer.id,
    traveller: {
      firstName: name.first,
      lastName: name.last,
      passportNumber: 'PQ5512847',
      passportExpiry: '2033-02-11',
    },
  })
  return { customer, bookingId: booked.booking.id, traveller }
}

describe('forgetting a customer', () => {
  it('leaves neither its rows, its bookings nor its sealed passport in SQLite or the logs', async () => {
    const app = desk()
    const gone = await bookedCustomer(app, {
      first: 'Perpetua',
      last: 'Quillfeather',
      email: 'p.quillfeather@example.test',
    })
    const kept = await app.call('customers.save', { customer: { lastName: 'Thistlewood' } })
    const sealed = sealedPassportOf(app, gone.traveller.id)
    const needles = ['Quillfeather', 'p.quillfeather@example.test', gone.bookingId]
    expect(foundIn(stored(app), needles).length).toBeGreaterThan(0)
    expect(includesBytes(stored(app), sealed).length).toBeGreaterThan(0)

    const forgotten = await app.call('privacy.forgetCustomer', { customerId: gone.customer.id })
    expect(forgotten).toMatchObject({ customerId: gone.customer.id, bookings: 1 })
    expect(forgotten.rows).toBeGreaterThan(2)

    expect(foundIn(stored(app), needles)).toEqual([])
    expect(includesBytes(stored(app), sealed)).toEqual([])
    expect(foundIn(stored(app), ['Thistlewood']).length).toBeGreaterThan(0)
    expect((await app.fail('customers.get', { id: gone.customer.id })).code).toBe('NOT_FOUND')
    expect((await app.call('customers.get', { id: kept.id })).record.customer.lastName).toBe('Thistlewood')
    expect(app.seen('people.changed')).toContainEqual({ customerIds: [gone.customer.id] })
  })

  it('is refused while a write for one of its bookings waits to be sent', async () => {
    const app = desk()
    const { customer, bookingId } = await bookedCustomer(app, {
      first: 'Ambrose',
      last: 'Wetherell',
      email: 'a.wetherell@example.test',
    })
    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    await app.call('bookings.sendMessage', { bookingId, message: 'Is the room quiet?' })

    const refused = await app.fail('privacy.forgetCustomer', { customerId: customer.id })
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message: /1 write has not been sent yet for this customer's bookings/,
    })
    expect((await app.call('customers.get', { id: customer.id })).bookingIds).toEqual([bookingId])
  })

  it('forgets one traveller and keeps the customer', async () => {
    const app = desk()
    const { customer, traveller } = await bookedCustomer(app, {
      first: 'Isadora',
      last: 'Penhallow',
      email: 'i.penhallow@example.test',
    })
    const sealed = sealedPassportOf(app, traveller.id)
    await app.call('privacy.forgetTraveller', { travellerId: traveller.id })
    expect(includesBytes(stored(app), sealed)).toEqual([])
    const detail = await app.call('customers.get', { id: customer.id })
    expect(detail.travellers).toEqual([])
    expect(detail.bookingIds).toHaveLength(1)
  })
})

describe('the passport retention', () => {
  it("erases the passport of a traveller whose last trip is past it and keeps a recent traveller's", async () => {
    let shift = 0
    const shifted = (platform: NodePlatform): NodePlatform => ({
      ...platform,
      clock: { ...platform.clock, now: () => new Date(Date.now() + shift) },
    })
    const app = desk(undefined, shifted)
    const old = await bookedCustomer(app, {
      first: 'Cornelius',
      last: 'Ashdown',
      email: 'c.ashdown@example.test',
    })
    const oldSealed = sealedPassportOf(app, old.traveller.id)
    // Fourteen months later (on the desk's clock) a new traveller is typed in.
    shift = 14 * 31 * 24 * 60 * 60_000
    const recent = await app.call('customers.save', { customer: { lastName: 'Merriweather' } })
    const recentTraveller = await app.call('travellers.save', {
      customerId: recent.id,
      traveller: { firstName: 'Odile', lastName: 'Merriweather', passportNumber: 'RT3390211' },
    })

    // Off by default: nothing is erased.
    expect(app.core.passportRetention.run()).toBe(0)
    await app.call('settings.update', { passportRetentionMonths: 12 })
    expect(app.core.passportRetention.run()).toBe(1)

    const oldDetail = await app.call('customers.get', { id: old.customer.id })
    expect(oldDetail.travellers[0]?.traveller).toMatchObject({
      firstName: 'Cornelius',
      passportNumber: '',
      passportExpiry: null,
    })
    expect(oldDetail.travellers[0]?.version).toBe(2)
    const recentDetail = await app.call('customers.get', { id: recent.id })
    expect(recentDetail.travellers[0]).toMatchObject({
      id: recentTraveller.id,
      traveller: { passportNumber: 'RT3390211' },
    })
    expect(includesBytes(stored(app), oldSealed)).toEqual([])
    // A second run finds nothing more to erase.
    expect(app.core.passportRetention.run()).toBe(0)
  })
})
