import { Stack } from '@mantine/core'
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { useCallback, useEffect, useRef } from 'react'
import type { HotelAvailabilityItem } from '../../../../shared/api/availability'
import type { StayDates } from '../../../../shared/domain/dates'
import { useDocumentTop } from '../../ui/virtual'
import type { CatalogInfo } from './catalog-view'
import { HotelResultCard } from './HotelResultCard'

/** Pages longer than this render only the cards near the viewport; shorter ones render every card. */
export const VIRTUALIZE_ABOVE = 30
/** Cards rendered beyond each edge of the viewport: what Tab and Shift+Tab reach before the list follows. */
const OVERSCAN = 6
/** The space between two cards (Mantine's `sm` spacing). */
const GAP = 12
const LIST_LABEL = 'Hotels'

interface RowsProps {
  hotels: HotelAvailabilityItem[]
  catalog: Record<string, CatalogInfo>
  stay: StayDates
  party: string
  locale: string
}

/** The result cards as a list (position and size announced on each item), virtualized when the page is long. */
export function HotelRows(props: RowsProps) {
  if (props.hotels.length > VIRTUALIZE_ABOVE) return <VirtualRows {...props} />
  return (
    <Stack gap={GAP} role="list" aria-label={LIST_LABEL}>
      {props.hotels.map((hotel, index) => (
        <div key={hotel.id} role="listitem" aria-setsize={props.hotels.length} aria-posinset={index + 1}>
          <Card {...props} hotel={hotel} />
        </div>
      ))}
    </Stack>
  )
}

function Card(props: RowsProps & { hotel: HotelAvailabilityItem }) {
  return (
    <HotelResultCard
      hotel={props.hotel}
      catalog={props.catalog[props.hotel.id]}
      stay={props.stay}
      party={props.party}
      locale={props.locale}
    />
  )
}

/** A first guess of a card's height (header, badges, one line per room preview); each card is then measured. */
function estimate(hotel: HotelAvailabilityItem | undefined): number {
  const rooms = hotel?.rooms.length ?? 0
  return 150 + (rooms > 0 ? 40 + rooms * 30 : 0) + GAP
}

function VirtualRows(props: RowsProps) {
  const { hotels } = props
  const listRef = useRef<HTMLDivElement>(null)
  const scrollMargin = useDocumentTop(listRef)
  // The row holding the focus stays rendered even when scrolled away, so that focus is never lost to <body>.
  const focused = useRef<number | null>(null)
  useEffect(() => {
    // Another page: the index kept points to another hotel now.
    focused.current = null
  }, [hotels])
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range)
    const keep = focused.current
    if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes
    return [...indexes, keep].sort((a, b) => a - b)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: hotels.length,
    estimateSize: (index) => estimate(hotels[index]),
    getItemKey: (index) => hotels[index]?.id ?? index,
    overscan: OVERSCAN,
    // The window's size from the first render: otherwise the first commit has no rows (a blank frame).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin,
    rangeExtractor,
  })
  const items = virtualizer.getVirtualItems()

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={LIST_LABEL}
      data-virtualized="true"
      style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const hotel = hotels[item.index]
        if (hotel === undefined) return null
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            role="listitem"
            aria-setsize={hotels.length}
            aria-posinset={item.index + 1}
            onFocus={() => {
              focused.current = item.index
            }}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: GAP,
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <Card {...props} hotel={hotel} />
          </div>
        )
      })}
    </div>
  )
}
