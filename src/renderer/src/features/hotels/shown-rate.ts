import type { RequestedRoom } from '../../../../shared/api/availability'
import type { ShownRate } from '../../../../shared/ipc/hotels.contract'
import type { SelectionSummary } from './selection'

/**
 * The evidence kept with a booking: the rate exactly as the screen showed it when the agent confirmed (each
 * room's bed choice as the service sent it, the total and the ladder of the booking), so that what the booking
 * later says can be compared with what was promised to the customer.
 */
export function shownRateOf(input: {
  summary: SelectionSummary
  stay: { checkIn: string; checkOut: string; rooms: readonly RequestedRoom[] }
  hotel: { id: string; name: string }
  requestId: string
  shownAt: Date
  /** An accepted PRICE_CHANGED_FOR_TRAVELERS: the total agreed replaces the one shown on the rooms screen. */
  priceChange?: { previousTotal: number; newTotal: number }
}): ShownRate {
  const { summary, stay } = input
  const first = summary.picked[0]
  if (first === undefined || !summary.complete) throw new Error('A shown rate needs a complete selection')
  return {
    shownAt: input.shownAt.toISOString(),
    hotel: { id: input.hotel.id, name: input.hotel.name },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    requestId: input.requestId,
    currency: summary.currency ?? first.choice.currency,
    total: input.priceChange?.newTotal ?? summary.total,
    rooms: summary.picked.map((option, index) => {
      // The screens show and total the promoted price (summarizeSelection): that is the price promised.
      const price = option.choice.totalPriceWithPromo
      return {
        requested: requestedRoom(stay.rooms[index] ?? stay.rooms[0]!),
        room: {
          id: option.room.id,
          name: option.room.name,
          instantAvailability: option.room.instantAvailability,
          supplier: option.room.supplier,
          extraInformation: option.room.extraInformation,
        },
        bedChoice: option.choice,
        promoted: price < option.choice.totalPriceWithoutPromo,
        price,
      }
    }),
    cancellation: [...summary.conditions],
    priceChange: input.priceChange ?? null,
  }
}

function requestedRoom(room: RequestedRoom): ShownRate['rooms'][number]['requested'] {
  return {
    adults: room.adults,
    childrenBirthdates: [...(room.childrenBirthdates ?? [])],
    firstAdultNationality: room.firstAdultNationality ?? null,
  }
}
