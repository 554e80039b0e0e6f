import { describe, expect, it } from 'vitest'
import { fileSandbox, testCore, type TestCore } from '../core/fixtures'
import { shownStay } from '../core/hotel-stay'

/** Booking for one of the agency's customers sends the service that customer's file, so the service groups them. */
const sandbox = fileSandbox()
const { desk } = sandbox

describe('a booking for a chosen customer', () => {
  it('keeps the file the first booking returned and sends it with the next one', async () => {
    const app = desk()
    const customer = await app.call('customers.save', {
      customer: { firstName: 'Ines', lastName: 'Duarte', email: 'ines.duarte@example.test' },
    })
    const book = async (checkInInDays: number) => {
      const stay = await shownStay(app, sandbox.server, { checkInInDays })
      return app.call('hotels.book', {
        request: {
          ...stay.request,
          customer: { firstName: 'Ines', lastName: 'Duarte', email: 'ines@example.test' },
        },
        customerId: customer.id,
      })
    }
    const first = await book(40)
    const fileId = first.booking.customer.fileId
    expect(fileId).toBeTruthy()
    expect(await app.call('customers.get', { id: customer.id })).toMatchObject({
      record: { fileId, origin: 'desk', version: 2 },
    })
    expect(app.seen('people.changed')).toContainEqual({ customerIds: [customer.id] })

    const second = await book(60)
    expect(second.booking.id).not.toBe(first.booking.id)
    expect(second.booking.customer.fileId).toBe(fileId)
    // The customer's page lists both at once, from the creates' answers (no poll, no detail read in between),
    // and is told to read again after each booking, the returning customer's too.
    expect((await app.call('customers.get', { id: customer.id })).bookingIds.sort()).toEqual(
      [first.booking.id, second.booking.id].sort(),
    )
    expect(
      app.seen('people.changed').filter((e) => e.customerIds.includes(customer.id)).length,
    ).toBeGreaterThanOrEqual(3)

    // The sync sees the file's two bookings as this customer's, not as a customer of their own.
    await app.call('bookings.get', { bookingId: second.booking.id })
    await app.call('bookings.get', { bookingId: first.booking.id })
    const listed = await app.call('customers.list', { query: 'duarte' })
    expect(listed.items).toMatchObject([{ id: customer.id, fileId, bookingsCount: 2 }])
  })

  it('refuses an unknown customer before anything is sent', async () => {
    const app = desk()
    const stay = await shownStay(app, sandbox.server)
    const before = app.requests.length
    const refused = await app.fail('hotels.book', {
      request: stay.request,
      customerId: '00000000-0000-4000-8000-000000000000',
    })
    expect(refused.code).toBe('NOT_FOUND')
    expect(app.requests.slice(before)).toEqual([])
  })
})

describe('the file of a booking for a customer, and a sync in between', () => {
  it("gives the file to the agent's customer when a sync made it a customer of its own first", async () => {
    let synced = false
    // Once the service has made the booking and before the desk reads its answer, a sync reads it in full and
    // lists the customers (what a poll cycle does): the file is then seen before the answer names its customer.
    const app: TestCore = testCore(sandbox.server, undefined, undefined, undefined, async (url, method) => {
      if (synced || method !== 'POST' || url.pathname !== '/api/v3/bookings') return
      synced = true
      const list = await app.call('bookings.list', { refresh: true, search: 'Marchbank' })
      for (const booking of list.bookings) await app.call('bookings.get', { bookingId: booking.id })
      const seen = await app.call('customers.list', { query: 'marchbank' })
      expect(seen.items).toMatchObject([{ origin: 'service' }, { origin: 'desk', fileId: null }])
    })
    try {
      const customer = await app.call('customers.save', {
        customer: { firstName: 'Ottilie', lastName: 'Marchbank', email: 'o.marchbank@example.test' },
      })
      const stay = await shownStay(app, sandbox.server, { checkInInDays: 50 })
      const booked = await app.call('hotels.book', {
        request: {
          ...stay.request,
          customer: { firstName: 'Ottilie', lastName: 'Marchbank', email: 'o.marchbank@example.test' },
        },
        customerId: customer.id,
      })
      expect(synced).toBe(true)
      const listed = await app.call('customers.list', { query: 'marchbank' })
      expect(listed.items).toMatchObject([
        { id: customer.id, fileId: booked.booking.customer.fileId, bookingsCount: 1 },
      ])
    } finally {
      await app.core.stop()
    }
  })
})
