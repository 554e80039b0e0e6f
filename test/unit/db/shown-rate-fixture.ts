import { ShownRate } from '../../../src/shared/ipc/hotels.contract'
import { AT } from './fixtures'

/** A shown rate as the rooms screen sends it with hotels.book, parsed with the contract's schema. */
export function shownRate(total = 420.5): ShownRate {
  const bedChoice = {
    id: 'BC1',
    name: 'Double room, two beds',
    currency: 'EUR',
    totalPriceWithPromo: total,
    totalPriceWithoutPromo: total + 30,
    hasExtraBed: false,
    promotions: [{ id: 'P1', name: 'Early booking' }],
    promotionInfo: null,
    cancelConditions: [],
    contractingConditions: null,
    checkInInstructions: 'Reception open until 23:00.',
    tags: [{ code: 'refundable', label: 'Refundable', startAt: null, endAt: null }],
    mealPlans: [],
    hotelFees: [],
    mandatorySupplements: [],
    optionalSupplements: ['Parking'],
  }
  return ShownRate.parse({
    shownAt: AT,
    hotel: { id: 'HOTA', name: 'Hotel Lisboa Plaza' },
    checkIn: '2026-04-10',
    checkOut: '2026-04-12',
    requestId: '1b7d0f7e-7f43-4d0e-9a8c-1d2f3e4a5b6c',
    currency: 'EUR',
    total,
    rooms: [
      {
        requested: { adults: 2 },
        room: {
          id: 'R1',
          name: 'Double',
          instantAvailability: true,
          supplier: { name: 'Own inventory', code: 'supplier_own', flux: null },
          extraInformation: null,
        },
        bedChoice,
        promoted: true,
        price: total,
      },
    ],
    cancellation: [],
    priceChange: null,
  })
}
