import type { BedChoice, RoomAvailability } from '../../../src/shared/api/availability'

/** Rates as the rooms availability answers them, for the hotel screens' view models. */

export function bedChoice(id: string, price: number, patch: Partial<BedChoice> = {}): BedChoice {
  return {
    id,
    name: `Rate ${id}`,
    currency: 'EUR',
    totalPriceWithPromo: price,
    totalPriceWithoutPromo: price,
    hasExtraBed: false,
    promotions: [],
    promotionInfo: null,
    cancelConditions: [
      { deduction: 50, refundable: true, startAt: '2027-07-01T00:00:00Z', endAt: '2027-07-10T00:00:00Z' },
    ],
    contractingConditions: null,
    checkInInstructions: null,
    tags: [],
    mealPlans: [{ code: 'breakfast', label: 'Breakfast', startAt: null, endAt: null }],
    hotelFees: [],
    mandatorySupplements: [],
    optionalSupplements: [],
    ...patch,
  }
}

export function room(
  id: string,
  bedChoices: BedChoice[],
  patch: Partial<RoomAvailability> = {},
): RoomAvailability {
  return {
    id,
    name: `Room ${id}`,
    description: null,
    extraInformation: null,
    instantAvailability: true,
    minCapacity: null,
    maxCapacity: null,
    supplier: { name: 'Own', code: 'supplier_own', flux: null },
    facilities: [],
    images: [],
    bedChoices,
    compatibleRoomCompositions: [],
    ...patch,
  }
}
