import { z } from 'zod'
import {
  HotelAvailabilityResponse,
  RequestedRoomSchema,
  RoomsAvailabilityResponse,
  SupplierCode,
} from '../api/availability'
import { BookingRequest, BookingV3 } from '../api/bookings-v3'
import { IsoDateSchema } from '../domain/dates'
import { NoInput } from './schema-helpers'

/**
 * Hotel availability and rooms (passed through to the service, validated on both sides) and the booking create
 * that is never made twice: every create carries a client-made reference, and a create that got no answer is
 * looked up by that reference before another try is allowed.
 */

const Id = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()])
const Ids = z.array(Id).max(200)
const Locale = z.string().regex(/^[a-z]{2}$/)

const Stay = {
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  rooms: z.array(RequestedRoomSchema).min(1).max(8),
  suppliers: z.array(SupplierCode).max(4).optional(),
  tripId: z.string().max(64).nullable().optional(),
  replaceBookingId: z.string().max(64).nullable().optional(),
  locale: Locale.nullable().optional(),
  /** Sort keys among price, promotionsCount, instantAvailability; `-` prefix descending. */
  sort: z
    .array(
      z.enum([
        'price',
        '-price',
        'promotionsCount',
        '-promotionsCount',
        'instantAvailability',
        '-instantAvailability',
      ]),
    )
    .max(3)
    .optional(),
}

const checkOutAfterCheckIn = <T extends { checkIn: string; checkOut: string }>(stay: T): boolean =>
  stay.checkOut > stay.checkIn
const stayRule = { message: 'checkOut must be after checkIn', path: ['checkOut'] }

export const AvailabilityInput = z
  .object({
    ...Stay,
    search: z.string().trim().min(2).max(200).nullable().optional(),
    cities: Ids.optional(),
    regions: Ids.optional(),
    countries: Ids.optional(),
    hotels: Ids.optional(),
    stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
    kinds: Ids.optional(),
    styles: Ids.optional(),
    sustainability: z
      .array(z.enum(['zero', 'low', 'medium', 'strong']))
      .max(4)
      .optional(),
    priceMin: z.number().min(0).nullable().optional(),
    priceMax: z.number().min(0).nullable().optional(),
    page: z.number().int().min(1).optional(),
    perPage: z.number().int().min(1).max(1000).optional(),
  })
  .strict()
  .refine(checkOutAfterCheckIn, stayRule)
  .refine(
    (query) =>
      (query.search ?? null) !== null ||
      [query.cities, query.regions, query.countries, query.hotels].some((list) => (list?.length ?? 0) > 0),
    { message: 'Give a destination: search, cities, regions, countries or hotels', path: ['search'] },
  )
export type AvailabilityInput = z.infer<typeof AvailabilityInput>

export const RoomsInput = z
  .object({ hotelId: Id, ...Stay })
  .strict()
  .refine(checkOutAfterCheckIn, stayRule)
export type RoomsInput = z.infer<typeof RoomsInput>

export const BookInput = z
  .object({
    /**
     * The v3 booking request. `internalReference` is the agent's own reference when given; otherwise the desk
     * makes one (`AD-...`). Either way it is the key the booking is looked up by after a lost answer.
     */
    request: BookingRequest,
    /** Language of supplier-facing texts. */
    locale: Locale.optional(),
  })
  .strict()
export type BookInput = z.infer<typeof BookInput>

export const BookResult = z.object({
  booking: BookingV3,
  /** The internalReference the booking carries. */
  reference: z.string(),
  /** True when the create got no answer and the booking was found by its reference (not made again). */
  adopted: z.boolean(),
})
export type BookResult = z.infer<typeof BookResult>

export const UnresolvedBooking = z.object({
  id: z.string(),
  /** The service it was sent to and is only looked up on (`sandbox`, or the environment and its address). */
  service: z.string(),
  reference: z.string(),
  state: z.enum(['sending', 'unknown']),
  createdAt: z.iso.datetime(),
  hotelName: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
})

export const hotelsChannels = {
  'hotels.availability': { input: AvailabilityInput, output: HotelAvailabilityResponse },
  'hotels.rooms': { input: RoomsInput, output: RoomsAvailabilityResponse },
  /**
   * Books a hotel stay, never twice. When the create got no answer and the service cannot be asked yet, the answer
   * is the error OFFLINE with `details.outcomeUnknown` and `details.reference`: the booking may exist; the desk
   * looks it up as soon as the service is back (`booking.createResolved`), and a new try with the same handshake
   * or reference is checked against the service first.
   */
  'hotels.book': { input: BookInput, output: BookResult },
  /** Creates that got no answer and are not looked up yet, of every service (a switch back looks them up). */
  'hotels.unresolvedBookings': {
    input: NoInput,
    output: z.object({ bookings: z.array(UnresolvedBooking) }),
  },
} as const

export const hotelsEvents = {
  /** A create that got no answer was looked up: the booking was found and adopted, or it was not made. */
  'booking.createResolved': z.object({
    id: z.string(),
    reference: z.string(),
    outcome: z.enum(['adopted', 'notMade']),
    bookingId: z.string().nullable(),
  }),
} as const
