import type { RequestedRoom } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import { sumMoney } from '../../../../shared/domain/money'
import type { ProposalItemInput } from '../../../../shared/ipc/proposals.contract'
import type { CatalogInfo } from './catalog-view'
import type { SelectionOption } from './selection'
import type { HotelPricing } from './use-hotel-pricing'

/**
 * The chosen rooms of a hotel as a proposal item: each room with its bed choice, board, supplier, net, selling
 * price and ladder as the rate rows show them (promotions applied, the price booked by default), the stay summed,
 * and what it was priced as (accepting prices the fresh net with that product and today's rules).
 */
export function hotelProposalItem(args: {
  hotelId: string
  name: string
  card: CatalogInfo | undefined
  stay: StayDates & { rooms: readonly RequestedRoom[] }
  picked: readonly SelectionOption[]
  pricing: HotelPricing
}): ProposalItemInput | null {
  const { picked, stay, card } = args
  const currency = picked[0]?.choice.currency
  if (currency === undefined || picked.length !== stay.rooms.length) return null
  const rooms = picked.map((option, at) => {
    const searched = stay.rooms[at]!
    const net = option.choice.totalPriceWithPromo
    return {
      requested: { adults: searched.adults, childrenBirthdates: [...(searched.childrenBirthdates ?? [])] },
      roomId: option.room.id,
      roomName: option.room.name,
      bedChoiceId: option.choice.id,
      mealPlan: option.choice.mealPlans[0]?.code ?? '',
      supplierCode: option.room.supplier.code,
      supplierName: option.room.supplier.name,
      net,
      sell: args.pricing.sell(option.room.supplier.code, net, option.choice.currency).sell,
      cancellation: option.choice.cancelConditions,
    }
  })
  return {
    kind: 'hotel',
    hotel: {
      id: args.hotelId,
      name: args.name,
      address: card?.address ?? '',
      cityName: card?.city ?? '',
      stars: card === undefined ? null : Math.min(5, Math.max(0, card.stars)),
      timeZone: null,
    },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms,
    currency,
    net: sumMoney(rooms.map((room) => room.net)),
    sell: sumMoney(rooms.map((room) => room.sell)),
    pricedAs: args.pricing.productOf(picked[0]!.room.supplier.code),
  }
}
