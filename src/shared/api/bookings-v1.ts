import { z } from 'zod'
import { BookingState } from '../domain/booking-states'
import { IsoDateSchema } from '../domain/dates'

/**
 * Wire shapes of the v1 booking endpoints (spec: Booking v1 detail, Booking list item, message, document, history
 * entry; Bookings (v1) endpoints). Shared by the sandbox (which validates its answers in tests) and the app's client.
 * Ids are encoded strings; absent scalars are null, empty collections [] (the sandbox keeps the v3 fixed-schema
 * convention on v1 too).
 */

const IsoDate = z.iso.date()
const IsoTimestamp = z.iso.datetime({ offset: true })
/** v1/v2 cancellation window timestamps: `YYYY-MM-DD HH:mm:ss UTC`, the only non-ISO timestamps of the service. */
export const V1Timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/)

/** The booking states of the spec's table (one list, in src/shared/domain). */
export const BookingStateV1 = BookingState
export type BookingStateV1 = z.infer<typeof BookingStateV1>
export const DmcStateV1 = z.enum(['instant_booking', 'on_request', 'pending'])

export const CancelConditionV1 = z.object({
  deduction: z.number(),
  refundable: z.boolean(),
  /** null = unbounded on that side (an open-ended last window of a merged multi-room ladder). */
  startAt: V1Timestamp.nullable(),
  endAt: V1Timestamp.nullable(),
})
export type CancelConditionV1 = z.infer<typeof CancelConditionV1>

const Window = { startAt: IsoTimestamp.nullable(), endAt: IsoTimestamp.nullable() }

export const BedChoiceV1 = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  totalPriceWithoutPromo: z.number(),
  totalPriceWithPromo: z.number(),
  pricePerDay: z.number(),
  contractingConditions: z.string().nullable(),
  checkInInstructions: z.string().nullable(),
  hotelFees: z.array(z.object({ label: z.string(), amount: z.number(), currency: z.string() })),
  cancelConditions: z.array(CancelConditionV1),
  /** Not in the spec's v1 field list; kept because the voucher needs the board (same shape as availability). */
  mealPlans: z.array(z.object({ code: z.string().nullable(), label: z.string(), ...Window })),
  promotions: z.array(z.string()),
  tags: z.array(z.object({ code: z.string().nullable(), label: z.string(), ...Window })),
})

export const TravelerV1 = z.object({
  id: z.string(),
  kind: z.enum(['adult', 'child', 'infant']),
  gender: z.enum(['male', 'female', 'non_binary']),
  firstName: z.string(),
  lastName: z.string(),
  birthdate: IsoDate,
  nationality: z.string().nullable(),
})

export const RoomBookedV1 = z.object({
  room: z.object({
    id: z.string(),
    hotelRoomId: z.string(),
    name: z.string(),
    otherProposal: z.boolean(),
    bedChoice: BedChoiceV1,
  }),
  travelers: z.array(TravelerV1),
})

const Person = z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })

export const BookingV1 = z.object({
  id: z.string(),
  groupUuid: z.string(),
  bookingRef: z.string(),
  secret: z.string(),
  lang: z.string().nullable(),
  supplierCode: z.string(),
  hotelConfirmationNumber: z.string().nullable(),
  groupBookingsIds: z.array(z.string()),
  startAt: IsoDate,
  endAt: IsoDate,
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
  canceledAt: IsoTimestamp.nullable(),
  hotelKeeperMessageSendAt: IsoTimestamp.nullable(),
  currency: z.string(),
  roomTotalPrices: z.string().regex(/^\d+\.\d{2}$/),
  totalPrice: z.number(),
  sourceTotalPrice: z.number(),
  dmcTotalPriceWithoutPromo: z.number(),
  cancellationFees: z.number(),
  customerLastName: z.string(),
  customerFirstName: z.string(),
  customerCity: z.string().nullable(),
  customerZipCode: z.string().nullable(),
  customerAddress: z.string().nullable(),
  customerAdditionalAddress: z.string().nullable(),
  customerCompany: z.string().nullable(),
  customerEmail: z.string(),
  customerPhoneNumber: z.string().nullable(),
  customerInternalReference: z.string().nullable(),
  customerFileId: z.string(),
  kind: z.enum(['hotel', 'experience']),
  showToTa: z.boolean(),
  allotmentAvailable: z.boolean(),
  note: z.string().nullable(),
  operatorTourName: z.string().nullable(),
  networkName: z.string().nullable(),
  dmcReference: z.string().nullable(),
  toReference: z.string().nullable(),
  comment: z.string().nullable(),
  hotelKeeperMessage: z.string().nullable(),
  state: BookingStateV1,
  dmcState: DmcStateV1,
  guaranteedDeparture: z.string(),
  numberOfNights: z.number().int(),
  hotel: z
    .object({
      id: z.string(),
      displayName: z.string(),
      stars: z.number().int(),
      address: z.string().nullable(),
      cityName: z.string().nullable(),
      regionName: z.string().nullable(),
      countryName: z.string().nullable(),
      currency: z.string(),
      showToTa: z.boolean(),
      hasToRequest: z.boolean(),
      canBeBooked: z.boolean(),
      state: z.string(),
    })
    .nullable(),
  organization: z.object({
    id: z.string(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    bookingReceptionEmail: z.string(),
    scope: z.enum(['dmc', 'to']),
  }),
  user: Person.nullable(),
  trip: z.object({ id: z.string(), name: z.string(), startDate: IsoDate, endDate: IsoDate }).nullable(),
  roomsBooked: z.array(RoomBookedV1),
  experiencesBooked: z.array(
    z.object({
      id: z.string(),
      priceWithoutPromo: z.number(),
      price: z.number(),
      promotions: z.array(z.string()),
      extras: z.string(),
      travelers: z.array(
        z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), kind: z.string() }),
      ),
      experience: z.object({ id: z.string(), name: z.string(), organizationName: z.string() }),
    }),
  ),
  cancelConditions: z.array(CancelConditionV1),
})
export type BookingV1 = z.infer<typeof BookingV1>

export const BookingListItemV1 = z.object({
  id: z.string(),
  /** The same encoded id (the one the v1 paths take). */
  bookingId: z.string(),
  /** The raw numeric id. */
  platformId: z.number().int(),
  allotmentAvailable: z.boolean(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  customerInternalReference: z.string().nullable(),
  dmcReference: z.string().nullable(),
  toReference: z.string().nullable(),
  supplierCode: z.string(),
  currency: z.string(),
  createdAt: IsoTimestamp,
  dmcState: DmcStateV1,
  startAt: IsoDate,
  endAt: IsoDate,
  state: BookingStateV1,
  totalPrice: z.number(),
  guaranteedDeparture: z.boolean(),
  kind: z.enum(['hotel', 'experience']),
  numberOfNights: z.number().int(),
  /** Element shape not shown in the spec; null for hotel bookings. */
  experienceCompositions: z.array(z.unknown()).nullable(),
  roomCompositions: z.array(
    z.object({
      id: z.string(),
      travelers: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string() })),
    }),
  ),
  hotel: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  user: Person.nullable(),
})
export type BookingListItemV1 = z.infer<typeof BookingListItemV1>

/** Request dates must be real calendar days (2025-02-30 is refused). */
const RequestDate = IsoDateSchema
const DateRange = z.strictObject({ from: RequestDate.optional(), to: RequestDate.optional() })

/** Sort keys of `column`; a `-` prefix sorts descending. Default `-createdAt` (newest first). */
export const BOOKING_LIST_COLUMNS = [
  'createdAt',
  'updatedAt',
  'startAt',
  'endAt',
  'totalPrice',
  'customerLastName',
  'state',
  'id',
] as const
export const BookingListColumn = z.enum([
  ...BOOKING_LIST_COLUMNS,
  ...BOOKING_LIST_COLUMNS.map((column) => `-${column}` as const),
])

/** Largest page of the list (same maximum as v3 perPage). */
export const BOOKING_LIST_MAX_PER_PAGE = 1000

export const BookingListRequestV1 = z.object({
  rangeDates: DateRange.optional(),
  rangeDatesTravelPeriod: DateRange.optional(),
  search: z.string().max(200).optional(),
  kind: z.enum(['hotel', 'experience']).optional(),
  product: z.enum(['hotel', 'experience']).optional(),
  scope: z.enum(['dmc', 'to']).optional(),
  startAt: RequestDate.optional(),
  endAt: RequestDate.optional(),
  withReplacedBookings: z.boolean().optional(),
  organizationId: z.union([z.string(), z.number()]).optional(),
  column: BookingListColumn.optional(),
  /** Star ratings, one ("4") or comma-separated ("4,5"). */
  stars: z
    .union([z.string().regex(/^\s*[1-5](\s*,\s*[1-5])*\s*$/), z.number().int().min(1).max(5)])
    .optional(),
  customerFileId: z.string().max(64).optional(),
  hotelId: z.union([z.string(), z.number()]).optional(),
  experienceId: z.union([z.string(), z.number()]).optional(),
  /** Sandbox pagination (not shown in the spec): both absent = every match in one answer. */
  page: z.number().int().min(1).optional(),
  perPage: z.number().int().min(1).max(BOOKING_LIST_MAX_PER_PAGE).optional(),
})
export type BookingListRequestV1 = z.infer<typeof BookingListRequestV1>
export const BookingListResponseV1 = z.array(BookingListItemV1)

export const BookingMessageV1 = z.object({
  id: z.string(),
  sender: Person,
  message: z.string(),
  sentAt: IsoTimestamp,
  messageType: z.string(),
})
export type BookingMessageV1 = z.infer<typeof BookingMessageV1>
export const PostBookingMessageV1 = z.object({ message: z.string().trim().min(1).max(5000) })

export const BookingDocumentV1 = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  uploadedAt: IsoTimestamp,
  downloadUrl: z.string(),
})
export type BookingDocumentV1 = z.infer<typeof BookingDocumentV1>

export const BookingHistoryEntryV1 = z.object({
  id: z.string(),
  bookingId: z.string(),
  userId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  label: z.string(),
  createdAt: IsoTimestamp,
})
export type BookingHistoryEntryV1 = z.infer<typeof BookingHistoryEntryV1>

export const CancelBookingRequestV1 = z.object({ reason: z.string().trim().min(1).max(2000) })
