import { describe, expect, it } from 'vitest'
import { fileSandbox, type TestCore } from '../core/fixtures'
import { shownStay } from '../core/hotel-stay'

/**
 * The customer page's notes (notes.forCustomer): the internal notes on that customer's bookings only, newest
 * first, each with its booking; a deleted note leaves the list.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

/** A desk-made customer booked once through the desk (its booking carries the customer's file). */
async function bookedCustomer(app: TestCore, first: string, last: string) {
  const email = `${last.toLowerCase()}@example.test`
  const customer = await app.call('customers.save', { customer: { firstName: first, lastName: last, email } })
  const stay = await shownStay(app, sandbox.server, { checkInInDays: 40 })
  const booked = await app.call('hotels.book', {
    request: { ...stay.request, customer: { firstName: first, lastName: last, email } },
    customerId: customer.id,
  })
  const bookingId = booked.booking.id
  await app.call('bookings.get', { bookingId })
  return { customerId: customer.id, bookingId }
}

describe("a customer's notes", () => {
  it('lists only the notes on its own bookings, newest first; a deleted note is gone', async () => {
    const app = desk()
    await app.call('settings.update', {
      agency: { name: '', address: '', phone: '', email: '', agentName: 'Ana Costa' },
    })
    const ines = await bookedCustomer(app, 'Ines', 'Marwood')
    const tomas = await bookedCustomer(app, 'Tomas', 'Quellford')
    expect(await app.call('notes.forCustomer', { customerId: ines.customerId })).toEqual([])

    const older = await app.call('notes.add', { bookingId: ines.bookingId, body: 'Wants a quiet room' })
    const newer = await app.call('notes.add', { bookingId: ines.bookingId, body: 'Called the hotel' })
    const other = await app.call('notes.add', { bookingId: tomas.bookingId, body: 'Pays by bank transfer' })

    const inesNotes = await app.call('notes.forCustomer', { customerId: ines.customerId })
    expect(inesNotes.map((note) => note.id)).toEqual([newer.id, older.id])
    expect(inesNotes[0]).toMatchObject({
      bookingId: ines.bookingId,
      body: 'Called the hotel',
      author: 'Ana Costa',
      createdAt: newer.createdAt,
    })
    expect(await app.call('notes.forCustomer', { customerId: tomas.customerId })).toEqual([
      { ...other, bookingReference: expect.any(String) },
    ])

    await app.call('notes.delete', { id: newer.id, expectedVersion: 1 })
    expect(
      (await app.call('notes.forCustomer', { customerId: ines.customerId })).map((note) => note.body),
    ).toEqual(['Wants a quiet room'])
    // Another customer's notes, and an unknown customer, are not touched by it.
    expect((await app.call('notes.forCustomer', { customerId: tomas.customerId })).map((n) => n.id)).toEqual([
      other.id,
    ])
    expect(
      await app.call('notes.forCustomer', { customerId: '00000000-0000-4000-8000-000000000000' }),
    ).toEqual([])
    expect(await app.fail('notes.forCustomer', { customerId: 'not-a-uuid' })).toMatchObject({
      code: 'INVALID_INPUT',
    })
  }, 60_000)
})
