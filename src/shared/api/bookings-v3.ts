import { z } from 'zod'
import { BookingState } from '../domain/booking-states'
import { IsoDateSchema } from '../domain/dates'
import { GenderInput, TravelerKindInput } from '../domain/travelers'
import { IsoDate, IsoTimestamp } from './common'

/**
 * Wire shapes of the v3 hotel booking (spec: POST /api/v3/bookings body, Traveler, Booking (v3)). Shared by the
 * sandbox, which validates requests with them and its answers in tests, and the app's client.
 */

const Text = (max: number) => z.string().trim().min(1).max(max)
const OptionalText = (max: number) => z.string().trim().max(max).nullable().optional()
/** An id as sent: the encoded string or the raw number (both accepted, spec v3 conventions). */
const IdInput = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()])

/**
 * A traveler of a booking room. `kind` and `gender` are case-insensitive (output in lower case); any other value is
 * 400 INVALID_TRAVELER on the service.
 */
export const TravelerInput = z.object({
  kind: TravelerKindInput,
  gender: GenderInput,
  firstName: Text(100),
  lastName: Text(100),
  birthdate: IsoDateSchema,
  nationality: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code')
    .transform((value) => value.toUpperCase())
    .nullable()
    .optional(),
  passportNumber: OptionalText(50),
  expirationDate: IsoDateSchema.nullable().optional(),
  ageIsExact: z.boolean().optional(),
})
export type TravelerInput = z.input<typeof TravelerInput>

export const BookingRoomInput = z.object({
  /** The bed choice id of the rooms availability answer. */
  bedCompositionId: z.string().trim().min(1).max(64),
  /** Every guest of the room. */
  travelers: z.array(TravelerInput).min(1).max(20),
  /** promotionInfo.promotionId or a promotions[].id: books at totalPriceWithPromo; omitted = totalPriceWithoutPromo. */
  promotionId: IdInput.nullable().optional(),
  optionalPromotionIds: z.array(IdInput).max(20).optional(),
})
export type BookingRoomInput = z.input<typeof BookingRoomInput>

export const BookingCustomerInput = z.object({
  firstName: Text(100),
  lastName: Text(100),
  email: z.email().max(200),
  phoneNumber: OptionalText(50),
  address: OptionalText(200),
  additionalAddress: OptionalText(200),
  city: OptionalText(100),
  zipCode: OptionalText(20),
  company: OptionalText(200),
  /** An existing customer file; created automatically when omitted. */
  fileId: OptionalText(64),
})

export const BookingRequest = z.object({
  /** The handshake (meta.requestId) of the rooms availability answer, before its expiresAt. */
  requestId: z.string().trim().min(1).max(64),
  customer: BookingCustomerInput,
  /** One entry per requested room, in the order of the availability request. */
  rooms: z.array(BookingRoomInput).min(1).max(8),
  internalReference: OptionalText(100),
  tourOperatorName: OptionalText(200),
  networkName: OptionalText(200),
  note: OptionalText(2000),
  /** An existing booking this one replaces (it becomes `replaced`). */
  replaceBookingId: IdInput.nullable().optional(),
})
export type BookingRequest = z.input<typeof BookingRequest>
export type ParsedBookingRequest = z.output<typeof BookingRequest>

export const BookingTravelerV3 = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  passportNumber: z.string().nullable(),
  expirationDate: IsoDate.nullable(),
  kind: z.enum(['adult', 'child', 'infant']),
  gender: z.enum(['male', 'female', 'non_binary']),
  nationality: z.string().nullable(),
  birthdate: IsoDate,
  ageIsExact: z.boolean(),
})

export const BookingRoomV3 = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  travelers: z.array(BookingTravelerV3),
  /**
   * Echo of the request's room fields (spec: every field accepted by the request comes back under the same name).
   * Optional in the schema: the booking read (GET) may leave them out.
   */
  bedCompositionId: z.string().optional(),
  promotionId: z.string().nullable().optional(),
  optionalPromotionIds: z.array(z.string()).optional(),
})

/** The same states as v1 (one list, in src/shared/domain). */
export const BookingStateV3 = BookingState

export const BookingV3 = z.object({
  id: z.string(),
  internalReference: z.string().nullable(),
  tourOperatorName: z.string().nullable(),
  networkName: z.string().nullable(),
  note: z.string().nullable(),
  currency: z.string(),
  checkIn: IsoDate,
  checkOut: IsoDate,
  nightsCount: z.number().int().min(1),
  state: BookingStateV3,
  /** true = booked on allotment and confirmed at once; false = sent on request to the hotel. */
  allotmentAvailable: z.boolean(),
  totalPrice: z.number(),
  cancellationFees: z.number().nullable(),
  hotel: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    address: z.string().nullable(),
    additionalAddress: z.string().nullable(),
    zipCode: z.string().nullable(),
    city: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    fileId: z.string().nullable(),
  }),
  rooms: z.array(BookingRoomV3),
  hotelConfirmationNumber: z.string().nullable(),
  createdAt: IsoTimestamp,
  cancelledAt: IsoTimestamp.nullable(),
})
export type BookingV3 = z.infer<typeof BookingV3>

export const BookingV3Response = z.object({ data: BookingV3 })
export type BookingV3Response = z.infer<typeof BookingV3Response>

/** details of 409 PRICE_CHANGED_FOR_TRAVELERS: book again with these to accept the new price. */
export const PriceChangedDetails = z.object({
  requestId: z.string(),
  expiresAt: IsoTimestamp,
  currency: z.string(),
  previousTotalPrice: z.number(),
  totalPrice: z.number(),
  rooms: z.array(z.object({ bedCompositionId: z.string() })),
})
export type PriceChangedDetails = z.infer<typeof PriceChangedDetails>
