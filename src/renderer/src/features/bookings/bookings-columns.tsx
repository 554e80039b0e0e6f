import { Anchor, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { marginPercent } from '../../../../shared/domain/markup'
import type { BookingNotesMarker } from '../../../../shared/domain/booking-notes'
import type { BookingListItem } from '../../../../shared/ipc/bookings.contract'
import {
  BOOKING_LIST_COLUMNS,
  type BookingListColumn,
  type ViewColumn,
} from '../../../../shared/ipc/views.contract'
import { BookingStateBadge } from '../../ui/booking-state'
import { NetOnly } from '../../ui/client-mode/client-mode'
import { TEXT } from '../../ui/contrast'
import { Money, type AgentFormat } from '../../ui/format'
import { NotesMarker } from '../../ui/notes/NotesMarker'
import type { BookingSortColumn } from './bookings-filters'
import { createdDayOf, datesOf, productOf } from './bookings-list-view'

/**
 * The bookings list's columns, one definition each: its header, the sort it offers, its default width and how
 * a row shows it. The table, the column chooser and the saved views all read this table; a new column is one
 * entry here.
 */

export type BookingColumnId = BookingListColumn

/** What a row knows beside its booking: the agency's own data about it, read apart (another file). */
export interface RowContext {
  /** Internal notes count, latest note and the agency's reference. */
  marker?: BookingNotesMarker
}

export interface BookingColumn {
  id: BookingColumnId
  label: string
  /** The sort a click on the header asks for; undefined: not sortable. */
  sort?: BookingSortColumn
  /** A share of the table's width, in percent, when the view names none. */
  width: number
  numeric?: boolean
  /** The agency's own figure (net, margin): the client screen leaves the whole column out. */
  agencyOnly?: boolean
  /** The net itself: shown empty on the client screen, and left out of an export made there. */
  netOnly?: boolean
  /** Lines of their own (with their own ellipses) or a badge: the cell is not clipped as one line. */
  block?: boolean
  cell(booking: BookingListItem, format: AgentFormat, row: RowContext): ReactNode
}

export const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

function NoSale() {
  return (
    <Text size="xs" c="dimmed" span>
      No selling price
    </Text>
  )
}

export const BOOKING_COLUMNS: Record<BookingColumnId, BookingColumn> = {
  reference: {
    id: 'reference',
    label: 'Reference',
    sort: 'reference',
    width: 12,
    cell: (booking, _format, row) => {
      const reference = booking.internalReference ?? booking.toReference
      return (
        <>
          <Anchor
            component={Link}
            to={`/bookings/${encodeURIComponent(booking.id)}`}
            c={TEXT.link}
            fw={600}
            tabIndex={-1}
          >
            {booking.id}
          </Anchor>{' '}
          <NotesMarker marker={row.marker} />
          {reference !== null && (
            <Text size="xs" c="dimmed" style={ellipsis}>
              {reference}
            </Text>
          )}
        </>
      )
    },
  },
  agencyRef: {
    id: 'agencyRef',
    label: 'Agency ref',
    width: 9,
    // The agency's own reference: never on the client screen.
    agencyOnly: true,
    cell: (_booking, _format, row) => (
      <span data-testid="agency-ref-cell">{row.marker?.agencyRef ?? ''}</span>
    ),
  },
  customer: {
    id: 'customer',
    label: 'Customer',
    sort: 'customer',
    width: 14,
    cell: (booking) => `${booking.customerFirstName} ${booking.customerLastName}`,
  },
  product: {
    id: 'product',
    label: 'Product',
    sort: 'product',
    width: 18,
    block: true,
    cell: (booking) => {
      const product = productOf(booking)
      const stars = booking.kind === 'hotel' && booking.stars !== null ? ` · ${booking.stars}★` : ''
      return (
        <>
          <Text size="sm" style={ellipsis} title={product.name}>
            {product.name}
          </Text>
          <Text size="xs" c="dimmed">
            {product.kind}
            {stars}
          </Text>
        </>
      )
    },
  },
  checkIn: {
    id: 'checkIn',
    label: 'Check-in',
    sort: 'checkIn',
    width: 12,
    cell: (booking, format) => {
      const dates = datesOf(booking, format.locale)
      return (
        <>
          {dates.start}
          {dates.until !== null && (
            <Text size="xs" c="dimmed" style={ellipsis}>
              {dates.until}
            </Text>
          )}
        </>
      )
    },
  },
  state: {
    id: 'state',
    label: 'State',
    sort: 'state',
    width: 15,
    block: true,
    cell: (booking) => <BookingStateBadge state={booking.state} kind={booking.kind} size="sm" />,
  },
  price: {
    id: 'price',
    label: 'Price',
    sort: 'price',
    width: 9,
    numeric: true,
    netOnly: true,
    cell: (booking, format) => (
      <NetOnly>
        <Money amount={booking.totalPrice} currency={booking.currency} format={format} />
      </NetOnly>
    ),
  },
  selling: {
    id: 'selling',
    label: 'Selling',
    sort: 'selling',
    width: 9,
    numeric: true,
    cell: (booking, format) =>
      booking.sale === null ? (
        <NoSale />
      ) : (
        <Money amount={booking.sale.sell} currency={booking.sale.currency} format={format} />
      ),
  },
  margin: {
    id: 'margin',
    label: 'Margin',
    sort: 'margin',
    width: 9,
    numeric: true,
    agencyOnly: true,
    cell: (booking, format) =>
      booking.sale === null ? null : (
        <NetOnly>
          <Money amount={booking.sale.margin} currency={booking.sale.currency} format={format} />
          <Text size="xs" c="dimmed">
            {marginPercent(booking.sale).toLocaleString(format.locale)}%
          </Text>
        </NetOnly>
      ),
  },
  createdAt: {
    id: 'createdAt',
    label: 'Created',
    sort: 'createdAt',
    width: 10,
    cell: (booking, format) => createdDayOf(booking.createdAt, format),
  },
}

/** The columns a list shows when no view chose them. */
export const DEFAULT_COLUMN_IDS: readonly BookingColumnId[] = BOOKING_LIST_COLUMNS

/** A column as one view shows it: which, in what order, and its width (percent) when the agent set one. */
export type ShownColumn = ViewColumn

/** The columns to render: the view's, without those the client screen must not show. */
export function visibleColumns(
  shown: readonly ShownColumn[],
  showsNet: boolean,
): (BookingColumn & { share: number })[] {
  const columns = shown
    .map((column) => ({
      ...BOOKING_COLUMNS[column.id],
      share: column.width ?? BOOKING_COLUMNS[column.id].width,
    }))
    .filter((column) => showsNet || column.agencyOnly !== true)
  // Widths are shares of the table: scaled to 100 so hidden columns leave no gap.
  const sum = columns.reduce((total, column) => total + column.share, 0)
  return columns.map((column) => ({ ...column, share: sum === 0 ? 0 : (column.share * 100) / sum }))
}

/**
 * The columns an export of the list writes: those the table shows, in its order, without what the client screen
 * hides (an export made while a customer watches must not carry the net or the margin either).
 */
export function exportColumnsOf(shown: readonly ShownColumn[], showsNet: boolean): BookingColumnId[] {
  return visibleColumns(shown, showsNet)
    .filter((column) => showsNet || column.netOnly !== true)
    .map((column) => column.id)
}
