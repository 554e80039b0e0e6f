import { z } from 'zod'
import { BookingDocumentV1, BookingHistoryEntryV1, BookingMessageV1, BookingV1 } from '../api/bookings-v1'
import { BookingV3 } from '../api/bookings-v3'
import { BookingState } from '../domain/booking-states'
import { IsoDateSchema } from '../domain/dates'
import { IpcError } from './errors'
import { ShownRate } from './hotels.contract'
import { PendingWrite } from './outbox.contract'

/**
 * The agent's bookings. Reads go to the service when it can be reached and fall back to the local cache when it
 * cannot: every answer says where it came from (`source`) and when that data was fetched (`asOf`). Writes
 * (cancel, message) are sent at once when possible and queued in the outbox otherwise; the pending writes of the
 * bookings shown travel beside the data.
 */

export const DataSource = z.enum(['service', 'cache'])
export type DataSource = z.infer<typeof DataSource>

const Freshness = {
  source: DataSource,
  /** When the data shown was fetched from the service; null when it never was. */
  asOf: z.iso.datetime().nullable(),
}

const BookingId = z.string().trim().min(1).max(64)

export const BookingSummary = z.object({
  id: z.string(),
  state: BookingState,
  dmcState: z.string().nullable(),
  kind: z.enum(['hotel', 'experience']),
  checkIn: z.string(),
  checkOut: z.string(),
  createdAt: z.string(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  internalReference: z.string().nullable(),
  toReference: z.string().nullable(),
  dmcReference: z.string().nullable(),
  hotelId: z.string().nullable(),
  hotelName: z.string().nullable(),
  totalPrice: z.number(),
  currency: z.string(),
  /** The hotel's star rating, when known (the v1 detail, else the local catalog). */
  stars: z.number().int().nullable(),
  customerFileId: z.string().nullable(),
  /** What the booking is of: the hotel's name, or the names of the experiences booked. */
  productName: z.string().nullable(),
  fetchedAt: z.string(),
})
export type BookingSummary = z.infer<typeof BookingSummary>

/** The list's sortable columns; a leading `-` sorts descending. Price sorts within each currency. */
export const BOOKING_SORT_COLUMNS = [
  'createdAt',
  'checkIn',
  'reference',
  'customer',
  'product',
  'state',
  'price',
] as const
export const BOOKING_SORTS = BOOKING_SORT_COLUMNS.flatMap((column) => [column, `-${column}`] as const)
export type BookingSort = (typeof BOOKING_SORTS)[number]

const ServiceId = z.string().trim().min(1).max(64)

export const BookingListInput = z
  .object({
    states: z.array(BookingState).max(10).optional(),
    kind: z.enum(['hotel', 'experience']).optional(),
    checkInFrom: IsoDateSchema.optional(),
    checkInTo: IsoDateSchema.optional(),
    createdFrom: IsoDateSchema.optional(),
    createdTo: IsoDateSchema.optional(),
    /** Words matched against customer names, references, booking id and hotel name (accent-insensitive). */
    search: z.string().max(200).optional(),
    /** Hotel bookings of these star ratings. */
    stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
    hotelId: ServiceId.optional(),
    /** Experience bookings that include this experience. */
    experienceId: ServiceId.optional(),
    customerFileId: ServiceId.optional(),
    /** Bookings replaced by another one are left out unless asked for (or their state is chosen). */
    withReplaced: z.boolean().default(false),
    sort: z.enum(BOOKING_SORTS).default('-createdAt'),
    limit: z.number().int().min(1).max(500).default(50),
    offset: z.number().int().min(0).default(0),
    /** Fetch the service's list into the cache first (the poller keeps it fresh otherwise). */
    refresh: z.boolean().default(false),
  })
  .strict()
  .default({ sort: '-createdAt', limit: 50, offset: 0, refresh: false, withReplaced: false })

export const BookingList = z.object({
  bookings: z.array(BookingSummary),
  /** Bookings matching the filters in the cache. */
  total: z.number().int().min(0),
  /** Bookings per state matching every filter but the states (replaced ones included, even when hidden). */
  stateCounts: z.partialRecord(BookingState, z.number().int().min(0)),
  ...Freshness,
  /** Writes not sent yet (or failed) for the bookings of this page. */
  pendingWrites: z.array(PendingWrite),
  /** Why a requested refresh did not reach the service (the answer then comes from the cache). */
  refreshError: IpcError.nullable(),
})
export type BookingList = z.infer<typeof BookingList>

export const BookingDetail = z.object({
  summary: BookingSummary,
  /** The v1 detail (every kind of booking); null when only the list item is known. */
  v1: BookingV1.nullable(),
  /** The v3 detail (hotel bookings); null when not fetched. */
  v3: BookingV3.nullable(),
  /** The rate as the agent saw it when booking from this desk (hotel bookings); null for any other booking. */
  shownRate: ShownRate.nullable(),
  ...Freshness,
  pendingWrites: z.array(PendingWrite),
})
export type BookingDetail = z.infer<typeof BookingDetail>

const ForBooking = z.object({ bookingId: BookingId }).strict()

export const WriteResult = z.object({
  /** `sent`: the service applied it. `queued`: kept in the outbox, sent when the service is back. */
  outcome: z.enum(['sent', 'queued']),
  write: PendingWrite,
})
export type WriteResult = z.infer<typeof WriteResult>

export const BookingMessages = z.object({
  messages: z.array(BookingMessageV1),
  ...Freshness,
  pendingWrites: z.array(PendingWrite),
})
export type BookingMessages = z.infer<typeof BookingMessages>

export const BookingDocument = BookingDocumentV1.extend({
  /** A copy is on this computer (bookings.downloadDocument answers offline for it). */
  downloaded: z.boolean(),
})
export const BookingDocuments = z.object({ documents: z.array(BookingDocument), ...Freshness })
export type BookingDocuments = z.infer<typeof BookingDocuments>

export const SavedDocument = z.object({
  /** Where the file was saved (the data folder's documents folder). */
  path: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().min(0),
  source: DataSource,
})

export const BookingHistory = z.object({ entries: z.array(BookingHistoryEntryV1), ...Freshness })
export type BookingHistory = z.infer<typeof BookingHistory>

export const bookingsChannels = {
  'bookings.list': { input: BookingListInput, output: BookingList },
  'bookings.get': { input: ForBooking, output: BookingDetail },
  /** Cancels a confirmed booking; queued when the service cannot be reached. */
  'bookings.cancel': {
    input: z.object({ bookingId: BookingId, reason: z.string().trim().min(1).max(2000) }).strict(),
    output: WriteResult,
  },
  'bookings.messages': { input: ForBooking, output: BookingMessages },
  /** Sends a message to the hotel or supplier; queued when the service cannot be reached. */
  'bookings.sendMessage': {
    input: z.object({ bookingId: BookingId, message: z.string().trim().min(1).max(5000) }).strict(),
    output: WriteResult,
  },
  'bookings.documents': { input: ForBooking, output: BookingDocuments },
  'bookings.downloadDocument': {
    input: z.object({ bookingId: BookingId, documentId: z.string().trim().min(1).max(64) }).strict(),
    output: SavedDocument,
  },
  'bookings.history': { input: ForBooking, output: BookingHistory },
} as const

export const BookingStateChanged = z.object({
  bookingId: z.string(),
  /** The state the agent was last told about; null for a booking first seen in its new state. */
  previousState: BookingState.nullable(),
  state: BookingState,
  hotelName: z.string().nullable(),
  experienceName: z.string().nullable(),
  /** The agent's reference of the booking (internal or tour operator reference), if any. */
  reference: z.string().nullable(),
  /** When the service changed it (the detail's updatedAt, else when it was noticed). */
  changedAt: z.iso.datetime({ offset: true }),
})
export type BookingStateChanged = z.infer<typeof BookingStateChanged>

export const bookingsEvents = {
  /** One per change of state, at most once, including changes made while the app was closed. */
  'booking.stateChanged': BookingStateChanged,
  /** Cached bookings changed (a poll, a create, an adoption, a write): lists and details refetch. */
  'bookings.changed': z.object({
    bookingIds: z.array(z.string()),
    reason: z.enum(['poll', 'created', 'adopted', 'write']),
  }),
} as const
