import type { HotelAvailabilityItem, RequestedRoom } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import { ResultRows } from '../../ui/virtual'
import type { CatalogInfo } from './catalog-view'
import { useMemo } from 'react'
import { hotelProductsFor } from '../../../../shared/domain/markup'
import { HotelResultCard } from './HotelResultCard'
import { usePricer } from '../../stores/use-pricer'

interface RowsProps {
  hotels: HotelAvailabilityItem[]
  catalog: Record<string, CatalogInfo>
  stay: StayDates & { rooms: readonly RequestedRoom[] }
  party: string
  locale: string
}

/** A first guess of a card's height (header, badges, one line per room preview); each card is then measured. */
function estimate(hotel: HotelAvailabilityItem | undefined): number {
  const rooms = hotel?.rooms.length ?? 0
  return 150 + (rooms > 0 ? 40 + rooms * 30 : 0)
}

/** The result cards as a list (position and size announced on each item), virtualized when the page is long. */
export function HotelRows(props: RowsProps) {
  // One pricer for the page: every card prices with it (a hook per card would be 500 reads of the rules).
  const pricer = usePricer()
  const productOf = useMemo(() => hotelProductsFor(props.stay), [props.stay])
  return (
    <ResultRows
      items={props.hotels}
      label="Hotels"
      keyOf={(hotel) => hotel.id}
      estimate={estimate}
      render={(hotel) => (
        <HotelResultCard
          hotel={hotel}
          catalog={props.catalog[hotel.id]}
          stay={props.stay}
          pricer={pricer}
          productOf={productOf}
          party={props.party}
          locale={props.locale}
        />
      )}
    />
  )
}
