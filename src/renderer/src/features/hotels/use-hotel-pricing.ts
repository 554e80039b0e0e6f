import { useMemo } from 'react'
import type { RequestedRoom } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import { hotelProductsFor, type PricedProduct, type SellingPrice } from '../../../../shared/domain/markup'
import { usePricer } from '../../stores/use-pricer'
import { useHotelsStore } from './hotels.store'

export interface HotelPricing {
  /** The product a rate of this supplier is priced as (what a create sends as `pricedAs`). */
  productOf(supplierCode: string | null): PricedProduct
  sell(supplierCode: string | null, net: number, currency: string): SellingPrice
}

/**
 * One hotel's stay priced with the agency's rules: the rooms screen's rows, its selection total and the booking
 * review all go through this, so the review sends the very product the agent saw priced.
 */
export function useHotelPricing(
  hotelId: string,
  stay: (StayDates & { rooms: readonly RequestedRoom[] }) | null,
  customerFileId: string | null = null,
): HotelPricing {
  const pricer = usePricer()
  const card = useHotelsStore((state) => state.catalog[hotelId])
  return useMemo(() => {
    const productFor = hotelProductsFor(stay ?? { checkIn: '', checkOut: '', rooms: [] })
    const productOf = (supplierCode: string | null): PricedProduct =>
      productFor({
        hotelId,
        supplierCode,
        cityId: card?.cityId,
        countryId: card?.countryId,
        stars: card?.stars,
        customerFileId,
      })
    return {
      productOf,
      sell: (supplierCode, net, currency) => pricer.price(productOf(supplierCode), net, currency),
    }
  }, [pricer, card, hotelId, stay, customerFileId])
}
