import type { HotelAvailabilityItem } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import { ResultRows } from '../../ui/virtual'
import type { CatalogInfo } from './catalog-view'
import { HotelResultCard } from './HotelResultCard'

interface RowsProps {
  hotels: HotelAvailabilityItem[]
  catalog: Record<string, CatalogInfo>
  stay: StayDates
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
          party={props.party}
          locale={props.locale}
        />
      )}
    />
  )
}
