import type { BookingDetail } from '../../../src/shared/ipc/bookings.contract'

/** A confirmed hotel booking's summary, as main sends it; tests change only what they are about. */
export function bookingSummary(patch: Partial<BookingDetail['summary']> = {}): BookingDetail['summary'] {
  return {
    id: 'XKQBRT',
    state: 'confirmed',
    dmcState: 'instant_booking',
    kind: 'hotel',
    checkIn: '2027-07-10',
    checkOut: '2027-07-13',
    createdAt: '2027-06-01T10:00:00Z',
    customerFirstName: 'Ana',
    customerLastName: 'Sousa',
    internalReference: 'AD-1',
    toReference: null,
    dmcReference: null,
    hotelId: 'ho-1',
    hotelName: 'Hotel Tejo',
    totalPrice: 900,
    currency: 'EUR',
    stars: 4,
    customerFileId: null,
    productName: 'Hotel Tejo',
    fetchedAt: '2027-06-01T10:00:00Z',
    ...patch,
  }
}
