import { describe, expect, it } from 'vitest'
import { customerIdOfFile } from '../../../src/main/agency-store/uuid-v5'
import { fileSandbox } from '../core/fixtures'
import { shownStay } from '../core/hotel-stay'

/** Customers and travellers in agency.db, and the service's customer files seen in the cached bookings. */
const sandbox = fileSandbox()
const { desk } = sandbox

const anne = {
  firstName: 'Anne',
  lastName: 'Lambért',
  company: 'Voyages Étoile',
  email: 'anne@example.test',
  phoneNumber: '+33 6 12 34 56 78',
  city: 'Besançon',
}

describe('customers and travellers', () => {
  it('keeps a desk-made customer and its travellers, found accent- and case-insensitively', async () => {
    const app = desk()
    const saved = await app.call('customers.save', { customer: anne })
    expect(saved).toMatchObject({
      origin: 'desk',
      fileId: null,
      version: 1,
      customer: { lastName: 'Lambért' },
    })
    const traveller = await app.call('travellers.save', {
      customerId: saved.id,
      traveller: {
        firstName: 'Zoé',
        lastName: 'Lambért',
        birthdate: '2014-03-02',
        passportNumber: 'X1234567',
      },
    })
    expect(traveller.traveller).toMatchObject({ passportNumber: 'X1234567', passportExpiry: null })

    for (const query of ['lambert', 'ETOILE', 'besancon', '612345', 'zoe lamb', 'anne@example'])
      expect(
        (await app.call('customers.list', { query })).items.map((item) => item.id),
        query,
      ).toEqual([saved.id])
    expect((await app.call('customers.list', { query: 'lambert nobody' })).total).toBe(0)
    const found = await app.call('find.search', { text: 'Lambert', limit: 5 })
    expect(found.hits.filter((hit) => hit.kind === 'customer')).toEqual([
      {
        kind: 'customer',
        id: saved.id,
        title: 'Lambért, Anne',
        detail: 'Voyages Étoile, Besançon, anne@example.test',
      },
    ])

    const detail = await app.call('customers.get', { id: saved.id })
    expect(detail.travellers).toHaveLength(1)
    expect(detail.summary).toMatchObject({
      displayName: 'Lambért, Anne',
      travellersCount: 1,
      bookingsCount: 0,
    })
    expect(app.seen('people.changed')).toContainEqual({ customerIds: [saved.id] })

    const stale = await app.fail('customers.save', {
      id: saved.id,
      expectedVersion: 7,
      customer: { ...anne, city: 'Dijon' },
    })
    expect(stale.code).toBe('CONFLICT')
    await app.call('travellers.delete', { id: traveller.id })
    expect((await app.call('customers.list', { query: 'zoe' })).total).toBe(0)
    await app.call('customers.delete', { id: saved.id, expectedVersion: 1 })
    expect((await app.call('customers.list', { query: 'lambert' })).total).toBe(0)
  })

  it('makes an agency record of a customer file the cached bookings show, with a deterministic id', async () => {
    const app = desk()
    const stay = await shownStay(app, sandbox.server)
    const { booking } = await app.call('hotels.book', {
      request: {
        ...stay.request,
        customer: { firstName: 'Ōscar', lastName: 'Quintana', email: 'oq@example.test' },
      },
    })
    await app.call('bookings.get', { bookingId: booking.id })
    const found = await app.call('customers.list', { query: 'oscar quintana' })
    expect(found.total).toBe(1)
    const item = found.items[0]
    expect(item?.fileId).toBeTruthy()
    expect(item).toMatchObject({
      origin: 'service',
      id: customerIdOfFile('sandbox', item?.fileId ?? ''),
      bookingsCount: 1,
      email: 'oq@example.test',
      nextTrip: expect.any(String),
    })
    expect(item?.sold).toEqual([{ currency: booking.currency, amount: booking.totalPrice }])
    expect(await app.call('customers.byFile', { fileId: item?.fileId ?? '' })).toMatchObject({ id: item?.id })
    expect((await app.call('customers.get', { id: item?.id ?? '' })).bookingIds).toEqual([booking.id])
  })
})
