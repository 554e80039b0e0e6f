import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import type { BookingNotesMarker } from '../../../../shared/domain/booking-notes'
import type { BookingSort, BookingSummary } from '../../../../shared/ipc/bookings.contract'
import { useDeskQuery } from '../../bridge/desk-query'
import { BookingStateBadge } from '../../ui/booking-state'
import { TEXT } from '../../ui/contrast'
import { NetOnly } from '../../ui/client-mode/client-mode'
import { Money, useAgentFormat } from '../../ui/format'
import { NotesMarker } from '../../ui/notes/NotesMarker'
import { useDocumentTop } from '../../ui/virtual'
import { nextSort, sortColumnOf, type BookingSortColumn } from './bookings-filters'
import { createdDayOf, datesOf, productOf } from './bookings-list-view'

/** Every row has this height (two lines at most), so that the virtualizer needs no measuring. */
const ROW_HEIGHT = 58
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 8
/** Rows a Page Up or Page Down moves. */
const PAGE_STEP = 10

/** A column the list cannot be sorted by (the agency's own data lives in another file than the list's rows). */
type PlainColumn = 'agencyRef'

const COLUMNS: {
  column: BookingSortColumn | PlainColumn
  label: string
  width: string
  numeric?: boolean
}[] = [
  { column: 'reference', label: 'Reference', width: '12%' },
  { column: 'agencyRef', label: 'Agency ref', width: '9%' },
  { column: 'customer', label: 'Customer', width: '14%' },
  { column: 'product', label: 'Product', width: '17%' },
  { column: 'checkIn', label: 'Check-in', width: '13%' },
  { column: 'state', label: 'State', width: '16%' },
  { column: 'price', label: 'Price', width: '9%', numeric: true },
  { column: 'createdAt', label: 'Created', width: '10%' },
]

const isSortColumn = (column: BookingSortColumn | PlainColumn): column is BookingSortColumn =>
  column !== 'agencyRef'

const SORTED_BY: Record<BookingSortColumn, string> = {
  reference: 'reference',
  customer: 'customer',
  product: 'product',
  checkIn: 'check-in',
  state: 'state',
  price: 'price',
  createdAt: 'creation date',
}

interface Props {
  total: number
  rowAt(index: number): BookingSummary | undefined
  /** The virtualizer's rows changed: the rows from `first` to `last` are about to show. */
  onRange(first: number, last: number): void
  sort: BookingSort
  onSort(sort: BookingSort): void
  /** The product the list is filtered on: experiences have a day, not a check-in. */
  productKind?: BookingSummary['kind'] | null
}

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

  const open = (booking: BookingSummary | undefined) => {
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
  const onRowOpen = useCallback((booking: BookingSummary) => latest.current.open(booking), [])

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
          {COLUMNS.map(({ column, label, width, numeric }) => {
            if (!isSortColumn(column))
              return (
                <Table.Th key={column} w={width} fz="sm">
                  {label}
                </Table.Th>
              )
            const isSorted = column === sorted
            const Icon = !isSorted ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp
            return (
              <Table.Th
                key={column}
                w={width}
                ta={numeric ? 'right' : undefined}
                aria-sort={isSorted ? (descending ? 'descending' : 'ascending') : 'none'}
              >
                <UnstyledButton
                  className="mantine-focus-auto"
                  fw={700}
                  fz="sm"
                  onClick={() => props.onSort(nextSort(props.sort, column))}
                >
                  <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : undefined}>
                    {column === 'checkIn' && props.productKind === 'experience' ? 'Date' : label}
                    <Icon size={14} aria-hidden opacity={isSorted ? 1 : 0.6} />
                  </Group>
                </UnstyledButton>
              </Table.Th>
            )
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {top > 0 && <Spacer height={top} />}
        {items.map((item) => (
          <Row
            key={item.key}
            index={item.index}
            booking={rowAt(item.index)}
            marker={markers.get(rowAt(item.index)?.id ?? '')}
            tabbable={item.index === active}
            onFocusRow={setActive}
            onKeyDown={onRowKeyDown}
            onOpen={onRowOpen}
          />
        ))}
        {bottom > 0 && <Spacer height={bottom} />}
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

function Spacer(props: { height: number }) {
  return (
    <tr aria-hidden="true" style={{ height: props.height }}>
      <td colSpan={COLUMNS.length} style={{ padding: 0, border: 0 }} />
    </tr>
  )
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

const Row = memo(function Row(props: {
  index: number
  booking: BookingSummary | undefined
  marker: BookingNotesMarker | undefined
  tabbable: boolean
  onFocusRow(index: number): void
  onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number): void
  onOpen(booking: BookingSummary): void
}) {
  const format = useAgentFormat()
  const { booking } = props
  const common = {
    'data-index': props.index,
    'aria-rowindex': props.index + 2,
    tabIndex: props.tabbable ? 0 : -1,
    className: 'mantine-focus-auto',
    onFocus: () => props.onFocusRow(props.index),
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => props.onKeyDown(event, props.index),
    style: { height: ROW_HEIGHT, outlineOffset: -2 },
  }
  if (booking === undefined)
    return (
      <Table.Tr {...common}>
        <Table.Td colSpan={COLUMNS.length}>
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        </Table.Td>
      </Table.Tr>
    )
  const product = productOf(booking)
  const dates = datesOf(booking, format.locale)
  const reference = booking.internalReference ?? booking.toReference
  const stars = booking.kind === 'hotel' && booking.stars !== null ? ` · ${booking.stars}★` : ''
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
      <Table.Td style={ellipsis}>
        <Anchor
          component={Link}
          to={`/bookings/${encodeURIComponent(booking.id)}`}
          c={TEXT.link}
          fw={600}
          tabIndex={-1}
        >
          {booking.id}
        </Anchor>{' '}
        <NotesMarker marker={props.marker} />
        {reference !== null && (
          <Text size="xs" c="dimmed" style={ellipsis}>
            {reference}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={ellipsis} data-testid="agency-ref-cell">
        <NetOnly>{props.marker?.agencyRef ?? ''}</NetOnly>
      </Table.Td>
      <Table.Td style={ellipsis}>
        {booking.customerFirstName} {booking.customerLastName}
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={ellipsis} title={product.name}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {product.kind}
          {stars}
        </Text>
      </Table.Td>
      <Table.Td style={ellipsis}>
        {dates.start}
        {dates.until !== null && (
          <Text size="xs" c="dimmed" style={ellipsis}>
            {dates.until}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <BookingStateBadge state={booking.state} kind={booking.kind} size="sm" />
      </Table.Td>
      <Table.Td ta="right" style={ellipsis}>
        <NetOnly>
          <Money amount={booking.totalPrice} currency={booking.currency} format={format} />
        </NetOnly>
      </Table.Td>
      <Table.Td style={ellipsis}>{createdDayOf(booking.createdAt, format)}</Table.Td>
    </Table.Tr>
  )
})
