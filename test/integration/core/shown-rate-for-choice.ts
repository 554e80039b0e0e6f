import type { BedChoice, RoomAvailability } from '../../../src/shared/api/availability'
import type { ShownRate } from '../../../src/shared/ipc/hotels.contract'

/**
 * The rate as shown for one bed choice of a one-room search for two adults, as the rooms screen sends it
 * (shown-rate.ts in the renderer): the bed choice as sent, its promoted price, its ladder.
 */
export function shownRateForChoice(input: {
  room: RoomAvailability
  choice: BedChoice
  stay: { checkIn: string; checkOut: string }
  hotel: { id: string; name: string }
  requestId: string
  shownAt: Date
}): ShownRate {
  const { room, choice } = input
  const price = choice.totalPriceWithPromo
  return {
    shownAt: input.shownAt.toISOString(),
    hotel: input.hotel,
    checkIn: input.stay.checkIn,
    checkOut: input.stay.checkOut,
    requestId: input.requestId,
    currency: choice.currency,
    total: price,
    rooms: [
      {
        requested: { adults: 2, childrenBirthdates: [], firstAdultNationality: null },
        room: {
          id: room.id,
          name: room.name,
          instantAvailability: room.instantAvailability,
          supplier: room.supplier,
          extraInformation: room.extraInformation,
        },
        bedChoice: choice,
        promoted: price < choice.totalPriceWithoutPromo,
        price,
      },
    ],
    cancellation: choice.cancelConditions,
    priceChange: null,
  }
}
