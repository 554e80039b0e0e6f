import { Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import type { BookingNotesMarker } from '../../../../shared/domain/booking-notes'
import type { BookingListItem, BookingSort } from '../../../../shared/ipc/bookings.contract'
import { useDeskQuery } from '../../bridge/desk-query'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { useAgentFormat } from '../../ui/format'
import { useDocumentTop } from '../../ui/virtual'
import {
  DEFAULT_COLUMN_IDS,
  ellipsis,
  visibleColumns,
  type BookingColumn,
  type ShownColumn,
} from './bookings-columns'
import { nextSort, sortColumnOf, type BookingSortColumn } from './bookings-filters'
import { RESULT_ITEM } from '../../ui/keys/result-focus'

/** Every row has this height (two lines at most), so that the virtualizer needs no measuring. */
const ROW_HEIGHT = 58
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 8
/** Rows a Page Up or Page Down moves. */
const PAGE_STEP = 10

const SORTED_BY: Record<BookingSortColumn, string> = {
  reference: 'reference',
  customer: 'customer',
  product: 'product',
  checkIn: 'check-in',
  state: 'state',
  price: 'price',
  createdAt: 'creation date',
  selling: 'selling price',
  margin: 'margin',
  marginRate: 'margin rate',
}

interface Props {
  total: number
  rowAt(index: number): BookingListItem | undefined
  /** The virtualizer's rows changed: the rows from `first` to `last` are about to show. */
  onRange(first: number, last: number): void
  sort: BookingSort
  onSort(sort: BookingSort): void
  /** The product the list is filtered on: experiences have a day, not a check-in. */
  productKind?: BookingListItem['kind'] | null
  /** The view's columns, in order, with their widths; every column by default. */
  columns?: readonly ShownColumn[]
}

const DEFAULT_SHOWN: readonly ShownColumn[] = DEFAULT_COLUMN_IDS.map((id) => ({ id }))

/** The list's name says its order: "Recent bookings" newest first, else by what it is sorted. */
export function tableLabel(sort: BookingSort): string {
  if (sort === '-createdAt') return 'Recent bookings'
  const { column, descending } = sortColumnOf(sort)
  return `Bookings by ${SORTED_BY[column]}, ${descending ? 'descending' : 'ascending'}`
}

/**
 * The bookings as a table whose rows are rendered only near the viewport (the document scrolls; spacer rows keep
 * the height), each row a stop of one roving tab stop: arrows, Page Up/Down, Home and End move, Enter opens.
 */
export function BookingsTable(props: Props) {
  const { total, rowAt, onRange } = props
  const navigate = useNavigate()
  const showsNet = useShowsNet()
  const shown = props.columns ?? DEFAULT_SHOWN
  const shownKey = shown.map((column) => `${column.id}:${column.width ?? ''}`).join(',')
  // One array while the view's columns stay (by content, whoever made the array): the rows are memoized on it, and a
  // new array each render (a keystroke, a page loaded) would render every row again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- shownKey is the columns' identity.
  const columns = useMemo(() => visibleColumns(shown, showsNet), [shownKey, showsNet])
  const tableRef = useRef<HTMLTableElement>(null)
  const scrollMargin = useDocumentTop(tableRef)
  const [chosen, setActive] = useState(0)
  const [sortSeen, setSortSeen] = useState(props.sort)
  if (props.sort !== sortSeen) {
    // Another order: the first row is where the list starts again.
    setSortSeen(props.sort)
    setActive(0)
  }
  const active = Math.max(0, Math.min(chosen, total - 1))
  const focusPending = useRef(false)
  // The active row stays rendered even when scrolled away, so that focus is never lost to <body>.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (active >= range.count || indexes.includes(active)) return indexes
      return [...indexes, active].sort((a, b) => a - b)
    },
    [active],
  )
  const virtualizer = useWindowVirtualizer({
    count: total,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin,
    rangeExtractor,
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? 0
  useEffect(() => {
    // Also when the rows change: new filters drop the pages loaded, and the rows in view must come again.
    if (total > 0) onRange(first, last)
  }, [first, last, total, onRange, rowAt])
  useEffect(() => {
    if (!focusPending.current) return
    const row = tableRef.current?.querySelector<HTMLElement>(`tr[data-index="${active}"]`)
    if (row) {
      focusPending.current = false
      row.focus({ preventScroll: true })
    }
  })

  const open = (booking: BookingListItem | undefined) => {
    if (booking) void navigate(`/bookings/${encodeURIComponent(booking.id)}`)
  }
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(total - 1, index))
    focusPending.current = true
    setActive(next)
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }
  const keyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      // The "next/previous result" shortcut (shared/keys/shortcuts.ts), walked here so it follows the virtual rows.
      j: index + 1,
      k: index - 1,
      PageDown: index + PAGE_STEP,
      PageUp: index - PAGE_STEP,
      Home: 0,
      End: total - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      moveTo(target)
    } else if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault()
      open(rowAt(index))
    }
  }

  // Rows are memoized: they get stable handlers that call the latest ones.
  const latest = useRef({ keyDown, open })
  useEffect(() => {
    latest.current = { keyDown, open }
  })
  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, index: number) => latest.current.keyDown(event, index),
    [],
  )
  const onRowOpen = useCallback((booking: BookingListItem) => latest.current.open(booking), [])

  const top = (items[0]?.start ?? scrollMargin) - scrollMargin
  const bottom = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? scrollMargin) - scrollMargin)
  const { column: sorted, descending } = sortColumnOf(props.sort)
  const markers = useNotesMarkers(items.map((item) => rowAt(item.index)?.id))

  return (
    <Table
      ref={tableRef}
      aria-label={tableLabel(props.sort)}
      aria-rowcount={total + 1}
      data-virtualized="true"
      highlightOnHover
      withTableBorder
      layout="fixed"
    >
      <Table.Thead>
        <Table.Tr aria-rowindex={1}>
          {columns.map(({ id, label, sort: column, share, numeric }) => {
            const isSorted = column === sorted
            const Icon = !isSorted ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp
            const title = column === 'checkIn' && props.productKind === 'experience' ? 'Date' : label
            return (
              <Table.Th
                key={id}
                w={`${share}%`}
                ta={numeric ? 'right' : undefined}
                aria-sort={
                  column === undefined
                    ? undefined
                    : isSorted
                      ? descending
                        ? 'descending'
                        : 'ascending'
                      : 'none'
                }
              >
                {column === undefined ? (
                  title
                ) : (
                  <UnstyledButton
                    className="mantine-focus-auto"
                    fw={700}
                    fz="sm"
                    onClick={() => props.onSort(nextSort(props.sort, column))}
                  >
                    <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : undefined}>
                      {title}
                      <Icon size={14} aria-hidden opacity={isSorted ? 1 : 0.6} />
                    </Group>
                  </UnstyledButton>
                )}
              </Table.Th>
            )
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {top > 0 && <Spacer height={top} span={columns.length} />}
        {items.map((item) => (
          <Row
            key={item.key}
            index={item.index}
            booking={rowAt(item.index)}
            marker={markers.get(rowAt(item.index)?.id ?? '')}
            columns={columns}
            tabbable={item.index === active}
            onFocusRow={setActive}
            onKeyDown={onRowKeyDown}
            onOpen={onRowOpen}
          />
        ))}
        {bottom > 0 && <Spacer height={bottom} span={columns.length} />}
      </Table.Tbody>
    </Table>
  )
}

/** The notes markers of the rows shown (count, latest note, agency reference), by booking id. */
function useNotesMarkers(ids: readonly (string | undefined)[]): Map<string, BookingNotesMarker> {
  const bookingIds = ids.filter((id): id is string => id !== undefined)
  const read = useDeskQuery(
    'notes.markers',
    { bookingIds },
    { enabled: bookingIds.length > 0, keepPrevious: true },
  )
  return new Map((read.data ?? []).map((marker) => [marker.bookingId, marker]))
}

function Spacer(props: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" style={{ height: props.height }}>
      <td colSpan={props.span} style={{ padding: 0, border: 0 }} />
    </tr>
  )
}

const Row = memo(function Row(props: {
  index: number
  booking: BookingListItem | undefined
  marker: BookingNotesMarker | undefined
  columns: readonly BookingColumn[]
  tabbable: boolean
  onFocusRow(index: number): void
  onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number): void
  onOpen(booking: BookingListItem): void
}) {
  const format = useAgentFormat()
  const { booking } = props
  const common = {
    'data-index': props.index,
    'aria-rowindex': props.index + 2,
    tabIndex: props.tabbable ? 0 : -1,
    ...RESULT_ITEM,
    className: 'mantine-focus-auto',
    onFocus: () => props.onFocusRow(props.index),
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => props.onKeyDown(event, props.index),
    style: { height: ROW_HEIGHT, outlineOffset: -2 },
  }
  if (booking === undefined)
    return (
      <Table.Tr {...common}>
        <Table.Td colSpan={props.columns.length}>
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        </Table.Td>
      </Table.Tr>
    )
  return (
    <Table.Tr
      {...common}
      data-booking-id={booking.id}
      data-kind={booking.kind}
      style={{ ...common.style, cursor: 'pointer' }}
      onClick={(event) => {
        // The reference's own link navigates already.
        if (!(event.target instanceof Element && event.target.closest('a'))) props.onOpen(booking)
      }}
    >
      {props.columns.map((column) => (
        <Table.Td
          key={column.id}
          ta={column.numeric ? 'right' : undefined}
          style={column.block === true ? undefined : ellipsis}
        >
          {column.cell(booking, format, { marker: props.marker })}
        </Table.Td>
      ))}
    </Table.Tr>
  )
})
