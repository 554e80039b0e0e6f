import { z } from 'zod'
import { IsoDateSchema } from '../domain/dates'
import { BookingV1 } from './bookings-v1'
import { TravelerInput } from './bookings-v3'
import { IsoDate, IsoTimestamp } from './common'
import { PricedExtraV1 } from './experiences-v1'
import { IdInputV1, IdList, OptionalText, Text } from './experiences-v1.common'

/**
 * Wire shapes of the v1 experience booking endpoints (spec: POST /api/v1/experiences/book, updatedBook, extras,
 * export). Search and detail shapes are in experiences-v1.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// POST /api/v1/experiences/book

/**
 * An experience traveler: the hotel traveler's shape with kind `adult` or `child`. `kind` and `gender` are
 * case-insensitive; another value is 400 INVALID_TRAVELER (checked by the sandbox before the shape).
 */
export const ExperienceTravelerInput = TravelerInput.extend({
  kind: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['adult', 'child'])),
})
export type ExperienceTravelerInput = z.input<typeof ExperienceTravelerInput>

export const ExtraScope = z.enum(['global', 'day'])

export const BookExtraInput = z.object({
  /** `price.extras[].id` of the priced result. */
  id: IdInputV1,
  adultCount: z.number().int().min(0).max(50),
  childrenBirthdates: z.array(IsoDateSchema).max(50),
  scope: ExtraScope,
  /** Required with scope `day`: 1-based within the program's days. */
  dayIndex: z.number().int().min(1).max(366).nullable().optional(),
})
export type BookExtraInput = z.infer<typeof BookExtraInput>

export const SelectedHotelInput = z.object({
  /** A catalog hotel; may be null when bookedOnMyOwn is true. */
  hotelId: IdInputV1.nullable().optional(),
  /** The program day (v3 program id) needing accommodation. */
  programId: IdInputV1,
  dayIndex: z.number().int().min(1).max(366),
  bookedOnMyOwn: z.boolean(),
})

export const ExperienceBookingRequestV1 = z.object({
  /** The priceId of the priced result. */
  id: z.string().trim().min(1).max(64),
  startAt: IsoDateSchema.optional(),
  endAt: IsoDateSchema.optional(),
  customerFirstName: Text(100),
  customerLastName: Text(100),
  customerEmail: z.email().max(200),
  travelers: z.array(ExperienceTravelerInput).min(1).max(100),
  extras: z.array(BookExtraInput).max(50).optional(),
  selectedHotels: z.array(SelectedHotelInput).max(366).optional(),
  toReference: OptionalText(100),
  customerInternalReference: OptionalText(100),
  customerFileId: OptionalText(64),
  customerPhoneNumber: OptionalText(50),
  customerAddress: OptionalText(200),
  customerAdditionalAddress: OptionalText(200),
  customerCity: OptionalText(100),
  customerZipCode: OptionalText(20),
  customerCompany: OptionalText(200),
  tourOperatorName: OptionalText(200),
  networkName: OptionalText(200),
  note: OptionalText(2000),
  replaceBookingId: IdInputV1.nullable().optional(),
  groupUuid: z.uuid().nullable().optional(),
  tripId: OptionalText(64),
  lang: z.string().trim().min(2).max(5).nullable().optional(),
})
export type ExperienceBookingRequestV1 = z.output<typeof ExperienceBookingRequestV1>

/** The body: one booking object per experience (at most 20 per call, see README). */
export const ExperienceBookRequestV1 = z.array(ExperienceBookingRequestV1).min(1).max(20)

/** experiencesBooked[] element: shape as in the v1 booking detail. */
export const ExperienceBookedV1 = BookingV1.shape.experiencesBooked.element
export type ExperienceBookedV1 = z.infer<typeof ExperienceBookedV1>

export const ExperienceBookingV1 = z.object({
  id: z.string(),
  groupUuid: z.string(),
  startAt: IsoDate,
  endAt: IsoDate,
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
  currency: z.string(),
  customerLastName: z.string(),
  customerFirstName: z.string(),
  customerEmail: z.string(),
  state: BookingV1.shape.state,
  dmcState: BookingV1.shape.dmcState,
  totalPrice: z.number(),
  experiencesBooked: z.array(ExperienceBookedV1),
})
export type ExperienceBookingV1 = z.infer<typeof ExperienceBookingV1>
export const ExperienceBookResponseV1 = z.array(ExperienceBookingV1)

/** One booked extra, as decoded from the `extras` string of experiencesBooked[] (a JSON array). */
export const BookedExtraSummaryV1 = z.object({
  id: z.string(),
  extra: z.object({ id: z.string(), name: z.string() }),
  state: z.enum(['booked', 'canceled']),
  price: z.number(),
  priceWithoutPromo: z.number(),
  adultPax: z.number().int(),
  childrenBirthdates: z.array(IsoDate),
  scope: ExtraScope,
  dayIndex: z.number().int().nullable(),
  isIncluded: z.string().nullable(),
})
export const BookedExtrasStringV1 = z.array(BookedExtraSummaryV1)

/** experienceCompositions[] element of the v1 booking list (shape not shown by the spec: the sandbox's). */
export const ExperienceCompositionV1 = z.object({
  id: z.string(),
  experience: z.object({ id: z.string(), name: z.string() }),
  startAt: IsoDate,
  endAt: IsoDate,
  adults: z.number().int(),
  children: z.number().int(),
  childrenBirthdates: z.array(IsoDate),
  travelers: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string() })),
})
export type ExperienceCompositionV1 = z.infer<typeof ExperienceCompositionV1>

// ---------------------------------------------------------------------------------------------------------------
// PATCH updatedBook, PUT / DELETE extras

export const UpdatedBookExtraInput = z.object({
  id: IdInputV1,
  adultCount: z.number().int().min(0).max(50),
  dayIndex: z.number().int().min(1).max(366).nullable().optional(),
  childrenBirthdates: z.array(IsoDateSchema).max(50),
  scope: ExtraScope,
  isIncluded: z.string().max(20).nullable().optional(),
})

export const UpdatedBookRequestV1 = z.object({
  filters: z.object({ search: z.string().max(200).optional(), themes: IdList.optional() }).optional(),
  /** Authoritative: the booking's extras become this list; absent = extras untouched. */
  extras: z.array(UpdatedBookExtraInput).max(50).optional(),
})
export type UpdatedBookRequestV1 = z.infer<typeof UpdatedBookRequestV1>

/** The updated booking, plus the add-ons matching `filters`, priced for the booking's party and date. */
export const UpdatedBookResponseV1 = ExperienceBookingV1.extend({ availableExtras: z.array(PricedExtraV1) })

/** A booked extra (experienceCompositionExtra): the resource PUT and DELETE act on, and answer. */
export const ExperienceCompositionExtraV1 = z.object({
  id: z.string(),
  extra: z.object({ id: z.string(), name: z.string() }),
  state: z.enum(['booked', 'canceled']),
  price: z.number(),
  priceWithoutPromo: z.number(),
  /** The booked experience line (experiencesBooked[].id) the extra belongs to. */
  extraCompositionId: z.string(),
  adultPax: z.number().int(),
  childrenBirthdates: z.array(IsoDate),
  dayIndex: z.number().int().nullable(),
  scope: ExtraScope,
  /** The booking's new total after the change. */
  bookingTotalPrice: z.number(),
})
export type ExperienceCompositionExtraV1 = z.infer<typeof ExperienceCompositionExtraV1>

/** PUT body: the resource as the client holds it; only adultPax, childrenBirthdates and dayIndex change. */
export const PutExperienceExtraRequestV1 = z.object({
  id: IdInputV1.optional(),
  extra: z.object({ id: IdInputV1.optional(), name: z.string().optional() }).optional(),
  state: z.string().optional(),
  price: z.number().optional(),
  priceWithoutPromo: z.number().optional(),
  extraCompositionId: IdInputV1.optional(),
  adultPax: z.number().int().min(0).max(50),
  childrenBirthdates: z.array(IsoDateSchema).max(50),
  dayIndex: z.number().int().min(1).max(366).nullable().optional(),
})

// ---------------------------------------------------------------------------------------------------------------
// Export

export const EXPORT_FORMATS = ['pdf', 'excel'] as const

export const ExperienceExportRequestV1 = z.object({
  startAt: IsoDateSchema,
  endAt: IsoDateSchema.optional(),
  adults: z.number().int().min(0).max(500),
  children: z.number().int().min(0).max(500).optional(),
  price: z.number().min(0),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  extras: z
    .array(
      z.object({
        name: Text(200),
        adults: z.number().int().min(0).max(500),
        children: z.number().int().min(0).max(500),
        price: z.number().min(0),
        currency: z.string().regex(/^[A-Za-z]{3}$/),
      }),
    )
    .max(50)
    .optional(),
  clientFolderReference: OptionalText(100),
  clientFolderId: OptionalText(64),
})
export type ExperienceExportRequestV1 = z.infer<typeof ExperienceExportRequestV1>

export const ExperienceExportResponseV1 = z.object({ downloadUrl: z.string(), expiresAt: IsoTimestamp })

export const LocaleQueryV1 = z.object({
  locale: z.string().min(2).max(5).optional().describe('2-letter language; unknown or omitted = en'),
})
