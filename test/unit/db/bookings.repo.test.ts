import { describe, expect, it } from 'vitest'
import { countBookings, countBookingsByState, listBookings } from '../../../src/main/db/booking-queries.repo'
import { upsertHotels } from '../../../src/main/db/hotels.repo'
import { BookingListItemV1 } from '../../../src/shared/api/bookings-v1'
import {
  getBookingListItem,
  listBookingListItems,
  listItemStates,
  upsertBookingListItems,
} from '../../../src/main/db/booking-list-items.repo'
import {
  deleteBooking,
  findBookingsByReference,
  getBooking,
  listBookingStates,
  upsertBookingV1,
  upsertBookingV3,
} from '../../../src/main/db/bookings.repo'
import { AT, bookingV1, bookingV3, hotel, listItem, memoryDb } from './fixtures'

describe('bookings repository', () => {
  it('stores the v1 detail with its summary columns', () => {
    const db = memoryDb()
    upsertBookingV1(db, bookingV1('B1', { state: 'confirmed' }), AT)
    expect(getBooking(db, 'B1')).toMatchObject({
      id: 'B1',
      state: 'confirmed',
      dmcState: 'instant_booking',
      kind: 'hotel',
      checkIn: '2026-04-10',
      checkOut: '2026-04-12',
      customerLastName: 'Müller',
      internalReference: 'REF-B1',
      toReference: 'REF-B1',
      dmcReference: 'DMC-B1',
      hotelId: 'HOTA',
      hotelName: 'Hotel Lisboa Plaza',
      totalPrice: 420.5,
      currency: 'EUR',
      v1: { bookingRef: 'B1' },
      v1FetchedAt: AT,
      v3: null,
      fetchedAt: AT,
    })
    expect(getBooking(db, 'nope')).toBeNull()
  })

  it('adds the v3 detail beside the v1 one, keeping what only v1 carries', () => {
    const db = memoryDb()
    upsertBookingV1(db, bookingV1('B1', { state: 'sent' }), AT)
    upsertBookingV3(db, bookingV3('B1', { state: 'confirmed' }), '2026-03-01T11:00:00.000Z')
    const booking = getBooking(db, 'B1')
    expect(booking).toMatchObject({
      state: 'confirmed',
      dmcState: 'instant_booking',
      toReference: 'REF-B1',
      dmcReference: 'DMC-B1',
      v1FetchedAt: AT,
      v3FetchedAt: '2026-03-01T11:00:00.000Z',
      fetchedAt: '2026-03-01T11:00:00.000Z',
    })
    expect(booking?.v1?.state).toBe('sent')
    expect(booking?.v3?.state).toBe('confirmed')
  })

  it('stores a v3 detail alone (the answer of a create)', () => {
    const db = memoryDb()
    upsertBookingV3(db, bookingV3('B9', { internalReference: 'DESK-123' }), AT)
    expect(getBooking(db, 'B9')).toMatchObject({
      kind: 'hotel',
      dmcState: null,
      internalReference: 'DESK-123',
    })
    expect(findBookingsByReference(db, 'DESK-123').map((b) => b.id)).toEqual(['B9'])
    expect(findBookingsByReference(db, 'other')).toEqual([])
  })

  it('writes list items with the summary of their bookings, and deletes with cascade', () => {
    const db = memoryDb()
    upsertBookingListItems(
      db,
      [listItem('B1', { state: 'sent' }), listItem('B2', { state: 'confirmed' })],
      AT,
    )
    expect(getBookingListItem(db, 'B1')).toMatchObject({
      state: 'sent',
      raw: { bookingId: 'B1' },
      fetchedAt: AT,
    })
    expect(listItemStates(db)).toEqual(
      new Map([
        ['B1', 'sent'],
        ['B2', 'confirmed'],
      ]),
    )
    expect(listBookingStates(db)).toEqual([
      { id: 'B1', state: 'sent' },
      { id: 'B2', state: 'confirmed' },
    ])
    expect(listBookingListItems(db, ['B2']).map((item) => item.bookingId)).toEqual(['B2'])
    expect(listBookingListItems(db)).toHaveLength(2)
    // A list item after a detail refreshes the summary, never the detail.
    upsertBookingV1(db, bookingV1('B1', { state: 'sent' }), AT)
    upsertBookingListItems(db, [listItem('B1', { state: 'confirmed' })], '2026-03-01T12:00:00.000Z')
    expect(getBooking(db, 'B1')).toMatchObject({ state: 'confirmed', v1: { state: 'sent' } })
    expect(deleteBooking(db, 'B1')).toBe(true)
    expect(getBookingListItem(db, 'B1')).toBeNull()
    expect(deleteBooking(db, 'B1')).toBe(false)
  })
})

describe('bookings list queries', () => {
  const seed = () => {
    const db = memoryDb()
    upsertBookingListItems(
      db,
      [
        listItem('B1', {
          state: 'sent',
          createdAt: '2026-01-05T08:00:00.000Z',
          startAt: '2026-04-01',
          lastName: 'Müller',
          internalReference: 'DESK-0001',
        }),
        listItem('B2', {
          state: 'confirmed',
          createdAt: '2026-01-10T08:00:00.000Z',
          startAt: '2026-05-01',
          lastName: 'Dupont',
          internalReference: 'DESK-0002',
        }),
        listItem('B3', {
          state: 'canceled',
          createdAt: '2026-01-20T23:59:00.000Z',
          startAt: '2026-06-01',
          lastName: 'Muller',
          firstName: 'José',
          internalReference: null,
          hotelName: 'Pestana Palace',
        }),
      ],
      AT,
    )
    return db
  }
  const ids = (db: ReturnType<typeof seed>, filters: Parameters<typeof listBookings>[1]) =>
    listBookings(db, filters, { limit: 50 }).map((booking) => booking.id)

  it('lists newest first by default and sorts by check-in on demand', () => {
    const db = seed()
    expect(ids(db, {})).toEqual(['B3', 'B2', 'B1'])
    expect(ids(db, { sort: 'checkIn' })).toEqual(['B1', 'B2', 'B3'])
    expect(ids(db, { sort: '-checkIn' })).toEqual(['B3', 'B2', 'B1'])
    expect(listBookings(db, {}, { limit: 1, offset: 1 }).map((b) => b.id)).toEqual(['B2'])
  })

  it('filters by state, kind, check-in and creation days', () => {
    const db = seed()
    expect(ids(db, { states: ['sent', 'confirmed'] })).toEqual(['B2', 'B1'])
    expect(ids(db, { kind: 'experience' })).toEqual([])
    expect(ids(db, { checkInFrom: '2026-04-15', checkInTo: '2026-06-01' })).toEqual(['B3', 'B2'])
    expect(ids(db, { createdFrom: '2026-01-10', createdTo: '2026-01-20' })).toEqual(['B3', 'B2'])
    expect(countBookings(db, { states: ['canceled'] })).toBe(1)
  })

  it('searches customer names, references, id and hotel by word prefix, accents ignored', () => {
    const db = seed()
    expect(ids(db, { search: 'mull' })).toEqual(['B3', 'B1'])
    expect(ids(db, { search: 'jose mul' })).toEqual(['B3'])
    expect(ids(db, { search: 'DESK-0002' })).toEqual(['B2'])
    expect(ids(db, { search: 'b2' })).toEqual(['B2'])
    expect(ids(db, { search: 'pestana' })).toEqual(['B3'])
    expect(ids(db, { search: 'mull', states: ['sent'] })).toEqual(['B1'])
    expect(ids(db, { search: '  ' })).toEqual(['B3', 'B2', 'B1'])
    expect(ids(db, { search: '!!' })).toEqual([])
    expect(countBookings(db, { search: 'mull' })).toBe(2)
  })
})

describe('bookings list: the rest of the service list filters, sorts and counts per state', () => {
  const experienceItem = (id: string, experiences: { id: string; name: string }[]) =>
    BookingListItemV1.parse({
      ...listItem(id, { lastName: 'Nakamura', internalReference: null }),
      kind: 'experience',
      hotel: null,
      experienceCompositions: experiences.map((experience, index) => ({ id: `L${index}`, experience })),
    })

  const seed = () => {
    const db = memoryDb()
    upsertHotels(db, [hotel('HOTA', 'Hotel Lisboa Plaza', { stars: 4 })], { fetchedAt: AT, syncPass: 1 })
    upsertBookingListItems(
      db,
      [
        listItem('B1', { lastName: 'Zed', internalReference: 'DESK-9', totalPrice: 300, state: 'confirmed' }),
        listItem('B2', { lastName: 'adams', internalReference: 'DESK-1', totalPrice: 900, state: 'sent' }),
        listItem('B3', { lastName: 'Moss', internalReference: 'DESK-5', totalPrice: 100, state: 'replaced' }),
        experienceItem('E1', [
          { id: 'EXA', name: 'Tagus sunset sail' },
          { id: 'EXB', name: 'Fado night' },
        ]),
      ],
      AT,
    )
    return db
  }
  const ids = (db: ReturnType<typeof seed>, filters: Parameters<typeof listBookings>[1]) =>
    listBookings(db, filters, { limit: 50 }).map((booking) => booking.id)

  it('takes the stars from the catalog for a list item, and the customer file from the v1 detail', () => {
    const db = seed()
    expect(getBooking(db, 'B1')).toMatchObject({ stars: 4, customerFileId: null })
    upsertBookingV1(db, bookingV1('B1', { state: 'confirmed' }), AT)
    expect(getBooking(db, 'B1')).toMatchObject({ stars: 4, customerFileId: 'FILE1' })
    // A later list item does not carry the customer file: the detail's stays.
    upsertBookingListItems(db, [listItem('B1', { state: 'canceled' })], AT)
    expect(getBooking(db, 'B1')).toMatchObject({ state: 'canceled', customerFileId: 'FILE1', stars: 4 })
    expect(ids(db, { customerFileId: 'FILE1' })).toEqual(['B1'])
    expect(ids(db, { customerFileId: 'FILE2' })).toEqual([])
  })

  it('names the product of a hotel booking by its hotel and of an experience booking by its experiences', () => {
    const db = seed()
    expect(getBooking(db, 'B1')?.productName).toBe('Hotel Lisboa Plaza')
    expect(getBooking(db, 'E1')).toMatchObject({
      kind: 'experience',
      productName: 'Tagus sunset sail + Fado night',
    })
    expect(ids(db, { experienceId: 'EXB' })).toEqual(['E1'])
    expect(ids(db, { experienceId: 'EXC' })).toEqual([])
    // The experiences are replaced as a set when the booking is written again.
    upsertBookingListItems(db, [experienceItem('E1', [{ id: 'EXC', name: 'Sintra day' }])], AT)
    expect(ids(db, { experienceId: 'EXB' })).toEqual([])
    expect(ids(db, { experienceId: 'EXC' })).toEqual(['E1'])
  })

  it('filters by stars and hotel, and hides replaced bookings on demand', () => {
    const db = seed()
    expect(ids(db, { stars: [4], sort: 'reference' })).toEqual(['B2', 'B3', 'B1'])
    expect(ids(db, { stars: [5] })).toEqual([])
    expect(ids(db, { hotelId: 'HOTA', hideReplaced: true, sort: 'reference' })).toEqual(['B2', 'B1'])
    expect(countBookings(db, { hideReplaced: true })).toBe(3)
  })

  it('sorts by reference, customer, product, state and price, both ways', () => {
    const db = seed()
    expect(ids(db, { sort: 'reference' })).toEqual(['B2', 'B3', 'B1', 'E1'])
    expect(ids(db, { sort: '-reference' })).toEqual(['E1', 'B1', 'B3', 'B2'])
    expect(ids(db, { sort: 'customer' })).toEqual(['B2', 'B3', 'E1', 'B1'])
    expect(ids(db, { sort: 'product' }).at(-1)).toBe('E1')
    expect(ids(db, { sort: 'state' })).toEqual(['B1', 'E1', 'B3', 'B2'])
    expect(ids(db, { sort: 'price', kind: 'hotel' })).toEqual(['B3', 'B1', 'B2'])
    expect(ids(db, { sort: '-price', kind: 'hotel' })).toEqual(['B2', 'B1', 'B3'])
  })

  it('counts per state over every filter but the states, replaced bookings included', () => {
    const db = seed()
    expect(countBookingsByState(db, { states: ['sent'], hideReplaced: true })).toEqual({
      confirmed: 2,
      sent: 1,
      replaced: 1,
    })
    expect(countBookingsByState(db, { kind: 'experience' })).toEqual({ confirmed: 1 })
    expect(countBookingsByState(db, { search: 'no-such-word' })).toEqual({})
  })
})
