import { z } from 'zod'
import { BookingDocumentV1, BookingHistoryEntryV1, BookingMessageV1, BookingV1 } from '../api/bookings-v1'
import { BookingV3 } from '../api/bookings-v3'
import { BookingState } from '../domain/booking-states'
import { IsoDateSchema } from '../domain/dates'
import { IpcError } from './errors'
import { ShownRate } from './hotels.contract'
import { PendingWrite } from './outbox.contract'
import { ReminderKind } from './settings'
import { FileRef } from './files'

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

/**
 * The selling price frozen with a booking (the agency store's frozen_sales), as the list shows it; the whole sale
 * (rule, who, when) is `pricing.saleOf`.
 */
export const ListSale = z.object({
  sell: z.number(),
  margin: z.number(),
  currency: z.string(),
})
export type ListSale = z.infer<typeof ListSale>

/** A row of the bookings list: the booking and its selling price, null when it has none. */
export const BookingListItem = BookingSummary.extend({ sale: ListSale.nullable() })
export type BookingListItem = z.infer<typeof BookingListItem>

/**
 * The list's sortable columns; a leading `-` sorts descending. Price, selling and margin sort within each
 * currency; the margin rate (margin as a percent of the selling price) across currencies. Bookings without a
 * selling price come last whichever the direction.
 */
export const BOOKING_SORT_COLUMNS = [
  'createdAt',
  'checkIn',
  'reference',
  'customer',
  'product',
  'state',
  'price',
  'selling',
  'margin',
  'marginRate',
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
    /** Only bookings with (true) or without (false) a selling price. */
    withSellingPrice: z.boolean().optional(),
    /** Only bookings whose margin rate (percent of the selling price) is below / above this; none without a sale. */
    marginRateBelow: z.number().min(-1000).max(1000).optional(),
    marginRateAbove: z.number().min(-1000).max(1000).optional(),
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
  bookings: z.array(BookingListItem),
  /** Bookings matching the filters in the cache. */
  total: z.number().int().min(0),
  /** Bookings per state matching every filter but the states (replaced ones included, even when hidden). */
  stateCounts: z.partialRecord(BookingState, z.number().int().min(0)),
  ...Freshness,
  /** Writes not sent yet (or failed) for the bookings of this page. */
  pendingWrites: z.array(PendingWrite),
  /**
   * Why the last read of the service's list failed (this call's refresh, or the poller's last cycle, whichever came
   * after the last success); null when the last read succeeded. The answer then comes from the cache as of `asOf`.
   */
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

export const BookingMessage = BookingMessageV1.extend({
  /** From the hotel or supplier (not the agency's own `request`), newer than what the agent last read. */
  unread: z.boolean(),
})
export type BookingMessage = z.infer<typeof BookingMessage>

export const BookingMessages = z.object({
  /** Oldest first, as the service sends them. */
  messages: z.array(BookingMessage),
  /** When the agent last read this thread on this computer; null when never. */
  lastReadAt: z.iso.datetime().nullable(),
  unreadCount: z.number().int().min(0),
  ...Freshness,
  pendingWrites: z.array(PendingWrite),
})
export type BookingMessages = z.infer<typeof BookingMessages>

export const BookingDocument = BookingDocumentV1.extend({
  /** A copy is on this computer (bookings.downloadDocument answers offline for it). */
  downloaded: z.boolean(),
})
export type BookingDocument = z.infer<typeof BookingDocument>
export const BookingDocuments = z.object({ documents: z.array(BookingDocument), ...Freshness })
export type BookingDocuments = z.infer<typeof BookingDocuments>

export const SavedDocument = z.object({
  /** Where the file was saved (the data folder's documents folder). */
  path: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().min(0),
  source: DataSource,
})

/** One line of the booking's history: the service's audit entries and the desk's own events, merged. */
export const BookingTimelineEntry = z.object({
  at: z.string(),
  /** `service`: an entry of the service's history; `desk`: a write this desk queued, sent or had refused. */
  source: z.enum(['service', 'desk']),
  /** Who did it: a person's name, the agency, or null for the system (the service's own events). */
  actor: z.string().nullable(),
  label: z.string(),
  /** The outbox entry of a desk event. */
  writeId: z.string().nullable(),
})
export type BookingTimelineEntry = z.infer<typeof BookingTimelineEntry>

export const BookingHistory = z.object({
  entries: z.array(BookingHistoryEntryV1),
  /** The service's entries and the desk's events, newest first. */
  timeline: z.array(BookingTimelineEntry),
  ...Freshness,
})
export type BookingHistory = z.infer<typeof BookingHistory>

const Instant = z.iso.datetime({ offset: true })

/** What cancelling costs at one instant, by the booking's cancellation ladder. */
export const CancellationCost = z.discriminatedUnion('kind', [
  /** Free until `until` (the first step of the ladder). */
  z.object({ kind: z.literal('free'), fee: z.literal(0), until: Instant }),
  /** A fee in the rate's currency, from `since` until `until` (null: until the stay). */
  z.object({ kind: z.literal('fee'), fee: z.number(), since: Instant.nullable(), until: Instant.nullable() }),
  z.object({
    kind: z.literal('nonRefundable'),
    fee: z.number(),
    since: Instant.nullable(),
    until: Instant.nullable(),
  }),
  /** The supplier gave no conditions: never shown as free. */
  z.object({ kind: z.literal('unknown'), fee: z.null() }),
])
export type CancellationCost = z.infer<typeof CancellationCost>

export const CancellationQuote = z.object({
  bookingId: z.string(),
  state: BookingState,
  /** Whether the booking can be cancelled now; when not, `notCancellableReason` says why in the agent's words. */
  cancellable: z.boolean(),
  notCancellableReason: z.string().nullable(),
  /** What cancelling at `at` costs. */
  cost: CancellationCost,
  currency: z.string(),
  /** The service's time the cost is computed at (its clock, not this computer's). */
  at: Instant,
  /** A cancellation of this booking already waiting in the outbox. */
  pendingCancel: PendingWrite.nullable(),
  ...Freshness,
})
export type CancellationQuote = z.infer<typeof CancellationQuote>

export const CancelInput = z
  .object({
    bookingId: BookingId,
    reason: z.string().trim().min(1, 'Say why the booking is cancelled.').max(2000),
    /** When the service cannot be reached: keep it in the outbox (`queue`) or send nothing (`refuse`). */
    ifOffline: z.enum(['queue', 'refuse']).default('queue'),
  })
  .strict()

export const SendMessageInput = z
  .object({
    bookingId: BookingId,
    message: z
      .string()
      .trim()
      .min(1, 'Write a message first.')
      .max(5000, 'A message has at most 5,000 characters.'),
  })
  .strict()

export const UploadDocumentInput = z
  .object({
    bookingId: BookingId,
    fileName: z.string().trim().min(1).max(255),
    /** The file handed over first (DeskBridge.file); main reads it, at most 5 MB (MAX_UPLOAD_BYTES). */
    file: FileRef,
  })
  .strict()

/** A document handed to the agent: saved where they chose (Electron), or a browser download (web host). */
export const HandedDocument = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('saved'), path: z.string(), fileName: z.string(), source: DataSource }),
  z.object({ outcome: z.literal('download'), url: z.string(), fileName: z.string(), source: DataSource }),
  /** The agent closed the save dialog. */
  z.object({ outcome: z.literal('cancelled') }),
])
export type HandedDocument = z.infer<typeof HandedDocument>

const ForDocument = z.object({ bookingId: BookingId, documentId: z.string().trim().min(1).max(64) }).strict()

export const bookingsChannels = {
  'bookings.list': { input: BookingListInput, output: BookingList },
  'bookings.get': { input: ForBooking, output: BookingDetail },
  /** Cancels a confirmed booking; queued when the service cannot be reached. */
  'bookings.cancel': { input: CancelInput, output: WriteResult },
  /** What cancelling costs now (the ladder at the service's time), or why the booking cannot be cancelled. */
  'bookings.cancellationQuote': { input: ForBooking, output: CancellationQuote },
  'bookings.messages': { input: ForBooking, output: BookingMessages },
  /** Sends a message to the hotel or supplier; queued when the service cannot be reached. */
  'bookings.sendMessage': { input: SendMessageInput, output: WriteResult },
  /** The agent has read the thread: its messages are no longer unread, also after a restart. */
  'bookings.markMessagesRead': { input: ForBooking, output: z.object({ unreadCount: z.literal(0) }) },
  'bookings.documents': { input: ForBooking, output: BookingDocuments },
  /** Keeps a copy in the app's own store (readable offline afterwards). */
  'bookings.downloadDocument': { input: ForDocument, output: SavedDocument },
  /** Hands a document to the agent: a save dialog (Electron) or a browser download (web host). */
  'bookings.saveDocument': { input: ForDocument, output: HandedDocument },
  /** Opens the app's copy with the system's viewer; false where the platform cannot. */
  'bookings.openDocument': { input: ForDocument, output: z.object({ opened: z.boolean() }) },
  /** Attaches a PDF or image (at most 5 MB, type read from its content) to the booking. Needs the service. */
  'bookings.uploadDocument': { input: UploadDocumentInput, output: BookingDocument },
  'bookings.history': { input: ForBooking, output: BookingHistory },
} as const

export const BookingStateChanged = z.object({
  bookingId: z.string(),
  /** The state the agent was last told about; null for a booking first seen in its new state. */
  previousState: BookingState.nullable(),
  state: BookingState,
  /** What was booked: the words of a change depend on it (an experience's `pending` waits for its supplier). */
  kind: z.enum(['hotel', 'experience']).optional(),
  hotelName: z.string().nullable(),
  experienceName: z.string().nullable(),
  /** The agent's reference of the booking (internal or tour operator reference), if any. */
  reference: z.string().nullable(),
  /** When the service changed it (the detail's updatedAt, else when it was noticed). */
  changedAt: z.iso.datetime({ offset: true }),
})
export type BookingStateChanged = z.infer<typeof BookingStateChanged>

export const BookingReminder = z.object({
  bookingId: z.string(),
  /** `freeCancellationEnds`: the ladder's first fee starts; `autoRefusal`: an unanswered request is refused. */
  kind: ReminderKind,
  dueAt: z.iso.datetime(),
  leadHours: z.number().int(),
  title: z.string(),
  body: z.string(),
})
export type BookingReminder = z.infer<typeof BookingReminder>

export const bookingsEvents = {
  /** One per change of state, at most once, including changes made while the app was closed. */
  'booking.stateChanged': BookingStateChanged,
  /** A deadline of a booking is near (computed locally from the cache, so offline too): once per lead time. */
  'booking.reminder': BookingReminder,
  /** Cached bookings changed (a poll, a create, an adoption, a write): lists and details refetch. */
  'bookings.changed': z.object({
    bookingIds: z.array(z.string()),
    reason: z.enum(['poll', 'created', 'adopted', 'write', 'forgotten']),
  }),
} as const
