import { Stack } from '@mantine/core'
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { useDocumentTop } from './use-document-top'

/** Lists longer than this render only the rows near the viewport; shorter ones render every row. */
export const VIRTUALIZE_ABOVE = 30
/** Rows rendered beyond each edge of the viewport: what Tab and Shift+Tab reach before the list follows. */
const OVERSCAN = 6
/** The space between two rows (Mantine's `sm` spacing). */
const GAP = 12

interface ListProps<T> {
  items: readonly T[]
  label: string
  keyOf(item: T): string
  /** A first guess of a row's height (each row is then measured). */
  estimate(item: T | undefined): number
  render(item: T): ReactNode
}

/**
 * Result cards as a list (position and size announced on each item), virtualized against the window's scroll when
 * long (the hotel and experience results).
 */
export function ResultRows<T>(props: ListProps<T>) {
  if (props.items.length > VIRTUALIZE_ABOVE) return <VirtualRows {...props} />
  return (
    <Stack gap={GAP} role="list" aria-label={props.label}>
      {props.items.map((item, index) => (
        <div
          key={props.keyOf(item)}
          role="listitem"
          aria-setsize={props.items.length}
          aria-posinset={index + 1}
        >
          {props.render(item)}
        </div>
      ))}
    </Stack>
  )
}

function VirtualRows<T>(props: ListProps<T>) {
  const { items, keyOf, estimate } = props
  const listRef = useRef<HTMLDivElement>(null)
  const scrollMargin = useDocumentTop(listRef)
  // The row holding the focus stays rendered even when scrolled away, so that focus is never lost to <body>.
  const focused = useRef<number | null>(null)
  useEffect(() => {
    // Another list: the index kept points to another row now.
    focused.current = null
  }, [items])
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range)
    const keep = focused.current
    if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes
    return [...indexes, keep].sort((a, b) => a - b)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => estimate(items[index]) + GAP,
    getItemKey: (index) => {
      const item = items[index]
      return item === undefined ? index : keyOf(item)
    },
    overscan: OVERSCAN,
    // The window's size from the first render: otherwise the first commit has no rows (a blank frame).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin,
    rangeExtractor,
  })

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={props.label}
      data-virtualized="true"
      style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index]
        if (item === undefined) return null
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            onFocus={() => {
              focused.current = row.index
            }}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: GAP,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {props.render(item)}
          </div>
        )
      })}
    </div>
  )
}
