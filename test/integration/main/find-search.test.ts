import { describe, expect, it } from 'vitest'
import { upsertBookingListItems } from '../../../src/main/db/booking-list-items.repo'
import { upsertBookingV1 } from '../../../src/main/db/bookings.repo'
import { deleteBooking } from '../../../src/main/db/bookings.repo'
import { bookingsProvider, findEverywhere } from '../../../src/main/find/find-providers'
import { demoBookingItems } from '../../bench/bookings-demo'
import { AT, bookingV1, listItem, memoryDb } from '../../unit/db/fixtures'

/** The command box's bookings over a cache of 10,000 bookings plus the few a caller names. */
function filledCache() {
  const db = memoryDb()
  upsertBookingListItems(db, demoBookingItems(10_000), AT)
  upsertBookingV1(
    db,
    { ...bookingV1('XCONF1'), hotelConfirmationNumber: 'HCN-E46C0A8C', bookingRef: 'BR-77' },
    AT,
  )
  upsertBookingListItems(
    db,
    [
      {
        ...listItem('XTRAV1', { firstName: 'Paul', lastName: 'Dubois' }),
        roomCompositions: [{ id: 'R1', travelers: [{ id: 'T1', firstName: 'Zoé', lastName: 'Lambért' }] }],
      },
    ],
    AT,
  )
  return db
}

describe('find.search over the bookings cache', () => {
  const db = filledCache()
  const find = (text: string) => findEverywhere([bookingsProvider(db)], { text, limit: 6 }).hits

  it('finds a booking by its hotel confirmation number and says which reference matched', () => {
    const hits = find('HCN-E46C0A8C')
    expect(hits[0]).toMatchObject({ kind: 'booking', id: 'XCONF1', matchedReference: 'HCN-E46C0A8C' })
    expect(hits).toHaveLength(1)
  })

  it('finds it by the service booking reference and the first characters of the number', () => {
    expect(find('BR-77')[0]).toMatchObject({ id: 'XCONF1', matchedReference: 'BR-77' })
    expect(find('hcn e46c')[0]).toMatchObject({ id: 'XCONF1' })
  })

  it("finds a traveller's name, partial and without the accents", () => {
    expect(find('lamber zoe').map((hit) => hit.id)).toEqual(['XTRAV1'])
    expect(find('Lambért')[0]).toMatchObject({ id: 'XTRAV1', title: 'DUBOIS Paul', matchedReference: null })
  })

  it('finds customers by a name prefix among many, at most the limit', () => {
    const hits = find('mull')
    expect(hits).toHaveLength(6)
    expect(hits.every((hit) => hit.kind === 'booking' && hit.title.startsWith('MÜLLER'))).toBe(true)
  })

  it('forgets a deleted booking', () => {
    const own = filledCache()
    deleteBooking(own, 'XCONF1')
    expect(findEverywhere([bookingsProvider(own)], { text: 'HCN-E46C0A8C', limit: 6 }).hits).toEqual([])
  })
})
