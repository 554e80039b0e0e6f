import type { BookingListItemV1, BookingV1 } from '../../shared/api/bookings-v1'
import type { BookingV3 } from '../../shared/api/bookings-v3'
import { freeCancellationUntil } from '../../shared/domain/cancellation'
import { allRows, getRow, parseJsonOrNull, run, type Db } from './statements'

/**
 * Bookings (table `bookings`, 0030-bookings): one row per booking, whose summary columns come from whichever
 * source was written last (a list item, the v1 detail, the v3 detail) and whose details are kept whole beside
 * them. The list screen filters on the summary (see booking-queries.repo.ts); the detail screen reads the JSON.
 */

export type BookingKind = 'hotel' | 'experience'

/** What the bookings list shows and filters on. */
export interface BookingSummary {
  id: string
  state: string
  /** `instant_booking` or `on_request` (`pending` on experience responses); null until a v1 source is seen. */
  dmcState: string | null
  kind: BookingKind
  /** Stay start and end (startAt/endAt on v1, checkIn/checkOut on v3), YYYY-MM-DD. */
  checkIn: string
  checkOut: string
  createdAt: string
  customerFirstName: string
  customerLastName: string
  /** The client-made reference of a hotel booking (`internalReference` / `customerInternalReference`). */
  internalReference: string | null
  /** The tour operator's reference (`toReference`; the client-made reference of an experience booking). */
  toReference: string | null
  dmcReference: string | null
  hotelId: string | null
  hotelName: string | null
  totalPrice: number
  currency: string
  /** The hotel's star rating, when the desk knows it (v1 detail, else the catalog). */
  stars: number | null
  customerFileId: string | null
  /** What the booking is of: the hotel's name, or the names of the experiences booked. */
  productName: string | null
  /** Last time any source of this booking was written. */
  fetchedAt: string
}

export interface CachedBooking extends BookingSummary {
  v1: BookingV1 | null
  v1FetchedAt: string | null
  v3: BookingV3 | null
  v3FetchedAt: string | null
  messagesFetchedAt: string | null
  documentsFetchedAt: string | null
  historyFetchedAt: string | null
}

export interface BookingRow {
  id: string
  state: string
  dmc_state: string | null
  kind: BookingKind
  check_in: string
  check_out: string
  created_at: string
  customer_first_name: string
  customer_last_name: string
  internal_reference: string | null
  to_reference: string | null
  dmc_reference: string | null
  hotel_id: string | null
  hotel_name: string | null
  total_price: number
  currency: string
  stars: number | null
  customer_file_id: string | null
  product_name: string | null
  fetched_at: string
}

interface FullBookingRow extends BookingRow {
  v1_json: string | null
  v1_fetched_at: string | null
  v3_json: string | null
  v3_fetched_at: string | null
  messages_fetched_at: string | null
  documents_fetched_at: string | null
  history_fetched_at: string | null
}

export const SUMMARY_COLUMNS = `id, state, dmc_state, kind, check_in, check_out, created_at, customer_first_name,
  customer_last_name, internal_reference, to_reference, dmc_reference, hotel_id, hotel_name, total_price, currency,
  stars, customer_file_id, product_name, fetched_at`

export const toSummary = (row: BookingRow): BookingSummary => ({
  id: row.id,
  state: row.state,
  dmcState: row.dmc_state,
  kind: row.kind,
  checkIn: row.check_in,
  checkOut: row.check_out,
  createdAt: row.created_at,
  customerFirstName: row.customer_first_name,
  customerLastName: row.customer_last_name,
  internalReference: row.internal_reference,
  toReference: row.to_reference,
  dmcReference: row.dmc_reference,
  hotelId: row.hotel_id,
  hotelName: row.hotel_name,
  totalPrice: row.total_price,
  currency: row.currency,
  stars: row.stars,
  customerFileId: row.customer_file_id,
  productName: row.product_name,
  fetchedAt: row.fetched_at,
})

type SummaryInput = Omit<BookingSummary, 'fetchedAt'>

/** An experience of an experience booking, as the `experienceId` filter and the product name need it. */
interface BookedExperience {
  id: string
  name: string
}

/**
 * The list item's `experienceCompositions` has no element shape in the spec: an element counts when it carries an
 * `experience` with a string id and name (the shape the sandbox sends, and the detail's `experiencesBooked`).
 */
function experiencesOfListItem(item: BookingListItemV1): BookedExperience[] {
  const found: BookedExperience[] = []
  for (const element of item.experienceCompositions ?? []) {
    const experience = (element as { experience?: { id?: unknown; name?: unknown } } | null)?.experience
    if (typeof experience?.id === 'string' && typeof experience.name === 'string') {
      found.push({ id: experience.id, name: experience.name })
    }
  }
  return found
}

function experiencesOfV1(booking: BookingV1): BookedExperience[] {
  return booking.experiencesBooked.map((line) => ({ id: line.experience.id, name: line.experience.name }))
}

function productName(hotelName: string | null, experiences: readonly BookedExperience[]): string | null {
  if (hotelName !== null) return hotelName
  const names = [...new Set(experiences.map((experience) => experience.name))]
  return names.length === 0 ? null : names.join(' + ')
}

/** The summary a v1 source (detail or list item) gives; the detail adds stars and the customer file. */
function summaryOfV1(source: BookingV1 | BookingListItemV1, experiences: BookedExperience[]): SummaryInput {
  const detail = 'customerFileId' in source ? source : null
  return {
    id: source.id,
    state: source.state,
    dmcState: source.dmcState,
    kind: source.kind,
    checkIn: source.startAt,
    checkOut: source.endAt,
    createdAt: source.createdAt,
    customerFirstName: source.customerFirstName,
    customerLastName: source.customerLastName,
    internalReference: source.customerInternalReference,
    toReference: source.toReference,
    dmcReference: source.dmcReference,
    hotelId: source.hotel?.id ?? null,
    hotelName: source.hotel?.displayName ?? null,
    totalPrice: source.totalPrice,
    currency: source.currency,
    stars: detail?.hotel?.stars ?? null,
    customerFileId: detail === null || detail.customerFileId === '' ? null : detail.customerFileId,
    productName: productName(source.hotel?.displayName ?? null, experiences),
  }
}

/** v3 is hotel-only and does not carry dmcState, toReference or dmcReference: those keep their stored value. */
function summaryOfV3(booking: BookingV3): SummaryInput {
  return {
    id: booking.id,
    state: booking.state,
    dmcState: null,
    kind: 'hotel',
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    createdAt: booking.createdAt,
    customerFirstName: booking.customer.firstName,
    customerLastName: booking.customer.lastName,
    internalReference: booking.internalReference,
    toReference: null,
    dmcReference: null,
    hotelId: booking.hotel.id,
    hotelName: booking.hotel.name,
    totalPrice: booking.totalPrice,
    currency: booking.currency,
    stars: null,
    // The create's answer names the customer file: a customer's page lists the booking at once, not after a poll.
    customerFileId: booking.customer.fileId === '' ? null : (booking.customer.fileId ?? null),
    productName: booking.hotel.name,
  }
}

const UPSERT_SUMMARY = (keepWhenNull: readonly string[], extra: Record<string, string>): string => {
  const assign = (column: string): string =>
    keepWhenNull.includes(column)
      ? `${column} = coalesce(excluded.${column}, bookings.${column})`
      : `${column} = excluded.${column}`
  const columns = [
    'state',
    'dmc_state',
    'kind',
    'check_in',
    'check_out',
    'created_at',
    'customer_first_name',
    'customer_last_name',
    'internal_reference',
    'to_reference',
    'dmc_reference',
    'hotel_id',
    'hotel_name',
    'total_price',
    'currency',
    'stars',
    'customer_file_id',
    'product_name',
    'fetched_at',
  ]
  const extraColumns = Object.keys(extra)
  // A source without the hotel's rating takes the catalog's, when the catalog has that hotel.
  return `INSERT INTO bookings (id, ${[...columns, ...extraColumns].join(', ')})
    VALUES (@id, @state, @dmcState, @kind, @checkIn, @checkOut, @createdAt, @customerFirstName, @customerLastName,
      @internalReference, @toReference, @dmcReference, @hotelId, @hotelName, @totalPrice, @currency,
      coalesce(@stars, (SELECT stars FROM hotels WHERE id = @hotelId)), @customerFileId, @productName, @fetchedAt
      ${extraColumns.map((column) => `, ${extra[column]}`).join('')})
    ON CONFLICT (id) DO UPDATE SET ${[...columns, ...extraColumns].map(assign).join(', ')}`
}

// The list item and v3 do not carry the customer file, and may not know the stars: those keep their stored value.
const UPSERT_FROM_LIST = UPSERT_SUMMARY(['stars', 'customer_file_id'], {})
const UPSERT_FROM_V1 = UPSERT_SUMMARY(['stars'], {
  v1_json: '@json',
  v1_fetched_at: '@fetchedAt',
  free_until: '@freeUntil',
})
const UPSERT_FROM_V3 = UPSERT_SUMMARY(
  ['dmc_state', 'to_reference', 'dmc_reference', 'stars', 'customer_file_id'],
  {
    v3_json: '@json',
    v3_fetched_at: '@fetchedAt',
  },
)

/** Writes the summary of a list item (used by booking-list-items.repo.ts inside its transaction). */
export function upsertSummaryFromListItem(db: Db, item: BookingListItemV1, fetchedAt: string): void {
  const experiences = experiencesOfListItem(item)
  run(db, UPSERT_FROM_LIST, { ...summaryOfV1(item, experiences), fetchedAt })
  if (item.kind === 'experience') replaceBookedExperiences(db, item.id, experiences)
}

/** Stores the v1 detail (`GET /api/v1/bookings/{id}`) and refreshes the summary from it. */
export function upsertBookingV1(db: Db, booking: BookingV1, fetchedAt: string): void {
  const experiences = experiencesOfV1(booking)
  run(db, UPSERT_FROM_V1, {
    ...summaryOfV1(booking, experiences),
    fetchedAt,
    json: JSON.stringify(booking),
    // The worklist's "free cancellation ends soon" reads this column instead of every cached ladder.
    freeUntil: freeCancellationUntil(booking.cancelConditions),
  })
  if (booking.kind === 'experience') replaceBookedExperiences(db, booking.id, experiences)
}

/** Callers write a booking in one transaction; its experiences are replaced as a set with its summary. */
function replaceBookedExperiences(db: Db, bookingId: string, experiences: readonly BookedExperience[]): void {
  run(db, 'DELETE FROM booking_experiences WHERE booking_id = ?', bookingId)
  for (const experience of experiences) {
    run(
      db,
      'INSERT OR IGNORE INTO booking_experiences (booking_id, experience_id, name) VALUES (?, ?, ?)',
      bookingId,
      experience.id,
      experience.name,
    )
  }
}

/** Stores the v3 detail (`GET /api/v3/bookings/{id}`, the create answer) and refreshes the summary from it. */
export function upsertBookingV3(db: Db, booking: BookingV3, fetchedAt: string): void {
  run(db, UPSERT_FROM_V3, { ...summaryOfV3(booking), fetchedAt, json: JSON.stringify(booking) })
}

export function getBooking(db: Db, id: string): CachedBooking | null {
  const row = getRow<FullBookingRow>(db, 'SELECT * FROM bookings WHERE id = ?', id)
  if (row === undefined) return null
  return {
    ...toSummary(row),
    v1: parseJsonOrNull<BookingV1>(row.v1_json),
    v1FetchedAt: row.v1_fetched_at,
    v3: parseJsonOrNull<BookingV3>(row.v3_json),
    v3FetchedAt: row.v3_fetched_at,
    messagesFetchedAt: row.messages_fetched_at,
    documentsFetchedAt: row.documents_fetched_at,
    historyFetchedAt: row.history_fetched_at,
  }
}

/**
 * Bookings carrying a client-made reference (internal or tour operator's): the local half of "never book
 * twice". The service's list stays the authority; this answers before it can be asked.
 */
export function findBookingsByReference(db: Db, reference: string): BookingSummary[] {
  return allRows<BookingRow>(
    db,
    `SELECT ${SUMMARY_COLUMNS} FROM bookings WHERE internal_reference = ?
     UNION SELECT ${SUMMARY_COLUMNS} FROM bookings WHERE to_reference = ? ORDER BY created_at DESC`,
    reference,
    reference,
  ).map(toSummary)
}

/** Every cached booking's id and state, for the poller's comparison with the list endpoint. */
export function listBookingStates(db: Db): { id: string; state: string }[] {
  return allRows<{ id: string; state: string }>(db, 'SELECT id, state FROM bookings ORDER BY id')
}

/** Removes a booking and, by cascade, its list item, messages, documents metadata and history. */
export function deleteBooking(db: Db, id: string): boolean {
  return run(db, 'DELETE FROM bookings WHERE id = ?', id).changes > 0
}

/**
 * Confirmed bookings with check-in in [fromDay, toDay] whose v1 detail (and so cancellation ladder) the cache does
 * not hold, nearest check-in first: the ones the reminders cannot see the end of free cancellation of.
 */
export function confirmedWithoutLadder(db: Db, fromDay: string, toDay: string, limit: number): string[] {
  return allRows<{ id: string }>(
    db,
    `SELECT id FROM bookings WHERE state = 'confirmed' AND check_in >= ? AND check_in <= ? AND v1_json IS NULL
     ORDER BY check_in, id LIMIT ?`,
    fromDay,
    toDay,
    limit,
  ).map((row) => row.id)
}
