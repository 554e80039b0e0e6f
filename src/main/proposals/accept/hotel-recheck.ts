import { parseSupplierCode, type StayQuery, type SupplierCode } from '../../../shared/api/availability'
import {
  bookingCancelConditions,
  pricesAsCombination,
  type CancelCondition,
} from '../../../shared/domain/cancellation'
import { hotelProduct, type PricedProduct } from '../../../shared/domain/markup'
import { sumMoney } from '../../../shared/domain/money'
import type { HotelProposalItem } from '../../../shared/domain/proposals'
import type { RoomsAnswer } from '../../api/client'
import { changeWords, DATES_PASSED, datesPassed, RATE_GONE, type WordingOptions } from './change-words'
import type { HeldHotel } from './recheck-store'
import { choicePrice, matchRooms } from './room-match'
import { goneCheck, type ItemCheck, type Seller, type Terms } from './item-check'

/**
 * One hotel stay of the option searched again: the same hotel, dates and party (restricted to the suppliers its
 * rooms came from), each proposed room found again (room-match.ts), the fresh net sold with today's rules as the
 * stay was priced, and what moved in words.
 */

export interface HotelRecheckDeps {
  rooms(hotelId: string, stay: StayQuery): Promise<RoomsAnswer>
  sell: Seller
  words: WordingOptions
  now: () => Date
}

/** The ladder of a stay: its last room's for a combination, the rooms' merged otherwise (as the review shows). */
function stayLadder(
  rooms: readonly { cancelConditions: readonly CancelCondition[]; price: number }[],
  supplierCode: string,
): CancelCondition[] {
  return [...bookingCancelConditions(rooms, pricesAsCombination(supplierCode) ? 'combination' : 'per_room')]
}

/** What the stay is sold as: what the agent priced it as, else the product its own facts make. */
export function hotelProductOf(item: HotelProposalItem): PricedProduct {
  if (item.pricedAs !== null) return item.pricedAs
  return hotelProduct({
    hotelId: item.hotel.id,
    supplierCode: item.rooms[0]?.supplierCode || null,
    stars: item.hotel.stars,
    stay: { checkIn: item.checkIn, checkOut: item.checkOut, rooms: item.rooms.map((room) => room.requested) },
  })
}

/** The stay as it was added: its selling price and ladder. */
export function proposedTerms(item: HotelProposalItem): Terms {
  return {
    currency: item.currency,
    sell: item.sell,
    cancellation: stayLadder(
      item.rooms.map((room) => ({ cancelConditions: room.cancellation, price: room.net })),
      item.rooms[0]?.supplierCode ?? '',
    ),
  }
}

export async function recheckHotel(deps: HotelRecheckDeps, item: HotelProposalItem): Promise<ItemCheck> {
  const previous = proposedTerms(item)
  if (datesPassed(item.checkIn, deps.words)) return goneCheck(previous, DATES_PASSED)
  const suppliers = [
    ...new Set(item.rooms.flatMap((room) => parseSupplierCode(room.supplierCode) ?? [])),
  ] as SupplierCode[]
  const requested = item.rooms.map((room) => ({
    adults: room.requested.adults,
    childrenBirthdates: room.requested.childrenBirthdates,
  }))
  const answer = await deps.rooms(item.hotel.id, {
    checkIn: item.checkIn,
    checkOut: item.checkOut,
    rooms: requested,
    ...(suppliers.length > 0 ? { suppliers } : {}),
  })
  const matched = matchRooms(answer.response.data, item.rooms)
  if (matched === null) return goneCheck(previous, RATE_GONE)
  const currency = matched.rooms[0]?.choice.currency ?? item.currency
  const net = sumMoney(matched.rooms.map((room) => choicePrice(room.choice)))
  const pricedAs = hotelProductOf(item)
  const cancellation = [
    ...bookingCancelConditions(
      matched.rooms.map((room) => ({
        cancelConditions: room.choice.cancelConditions,
        price: choicePrice(room.choice),
      })),
      matched.mode,
    ),
  ]
  const sell = deps.sell(pricedAs, net, currency)
  const current = { currency, net, sell, cancellation }
  // Deadlines read at the service's time of this very answer (its clock may have moved since the last one).
  const changes = changeWords(previous, current, { ...deps.words, at: answer.serviceTime })
  const held: HeldHotel = {
    kind: 'hotel',
    requestId: answer.response.meta.requestId,
    rooms: matched.rooms,
    pricedAs,
    shownRate: {
      shownAt: deps.now().toISOString(),
      hotel: { id: item.hotel.id, name: item.hotel.name },
      checkIn: item.checkIn,
      checkOut: item.checkOut,
      requestId: answer.response.meta.requestId,
      currency,
      total: net,
      rooms: matched.rooms.map(({ room, choice }, index) => ({
        requested: { ...(requested[index] ?? requested[0]!), firstAdultNationality: null },
        room: {
          id: room.id,
          name: room.name,
          instantAvailability: room.instantAvailability,
          supplier: room.supplier,
          extraInformation: room.extraInformation,
        },
        bedChoice: choice,
        promoted: choicePrice(choice) < choice.totalPriceWithoutPromo,
        price: choicePrice(choice),
      })),
      cancellation,
      priceChange: null,
    },
  }
  return {
    status: changes.length === 0 ? 'same' : 'moved',
    previous,
    current,
    changes,
    held,
    // The handshake's hold as offer-hold.ts measures it: both ends on the service's clock.
    msLeft: Math.max(0, Date.parse(answer.response.meta.expiresAt) - answer.serviceTime.getTime()),
  }
}
