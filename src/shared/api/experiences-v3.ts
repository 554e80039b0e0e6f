import { z } from 'zod'
import { Id, IsoDate, IsoTimestamp, LocaleParam, PaginatedEnvelope, PaginationQuery } from './common'
import {
  AccommodationType,
  Difficulty,
  ExperienceState,
  ExperienceType,
  PricingType,
  ExperiencePromotionKind,
  WritableExperienceState,
} from './experiences-v3.enums'

export * from './experiences-v3.enums'

/**
 * Experience management (v3) wire shapes: `/api/v3/experiences` and its sub-resources (spec, "Experience (v3,
 * manage endpoints)" and "Experience management (v3)"). Single resources travel as `{ data }` (the sandbox adds
 * `meta: null`), lists as `{ data, meta: pagination }`. Ids are encoded strings; raw digits are accepted on input.
 *
 * Request bodies: POST and PUT take the full representation (PUT resets every omitted field to its default),
 * PATCH the same keys all optional (absent = untouched, null = cleared). Text fields are those of the query
 * `locale`.
 */

const Text = (max: number) => z.string().max(max)
const LongText = Text(50_000)
const SmallInt = z.number().int().min(0).max(100_000)
/** `HH:MM`, 24-hour. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM')

export const PositionV3 = z.object({
  name: Text(300),
  address: Text(500).nullable(),
  lat: z.number().min(-90).max(90).nullable(),
  lon: z.number().min(-180).max(180).nullable(),
})
export type PositionV3 = z.infer<typeof PositionV3>

/** The experience as v3 shows it (GET, and the body of POST/PUT/PATCH answers). */
export const ExperienceV3 = z.object({
  id: Id,
  organizationId: Id,
  type: ExperienceType,
  state: ExperienceState,
  pricingType: PricingType,
  difficulty: Difficulty.nullable(),
  dmcReference: z.string().nullable(),
  cityId: Id.nullable(),
  currency: z.string().length(3),
  /** Text fields in `locale`; null = not written in that language (no fallback on the management side). */
  name: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  highlights: z.string().nullable(),
  includedServices: z.string().nullable(),
  excludedServices: z.string().nullable(),
  extraRemarks: z.string().nullable(),
  cancellationPolicies: z.string().nullable(),
  locationsExtraInformations: z.string().nullable(),
  durationDays: z.number().int().nullable(),
  durationHours: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  guiding: z.boolean(),
  guidingLanguages: z.array(z.string()),
  themeIds: z.array(Id),
  segmentIds: z.array(Id),
  startPosition: PositionV3.nullable(),
  endPosition: PositionV3.nullable(),
  isReservableAlone: z.boolean(),
  hasToRequest: z.boolean(),
  isRepeatable: z.boolean(),
  minPax: z.number().int().nullable(),
  maxPax: z.number().int().nullable(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  /** The language of the text fields above, and every language the experience has texts in. */
  locale: z.string(),
  translations: z.array(z.string()),
  periodsCount: z.number().int().min(0),
  programsCount: z.number().int().min(0),
  extrasCount: z.number().int().min(0),
  imagesCount: z.number().int().min(0),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
export type ExperienceV3 = z.infer<typeof ExperienceV3>

const experienceWritable = {
  name: Text(200).trim().min(1),
  type: ExperienceType,
  state: WritableExperienceState,
  pricingType: PricingType,
  difficulty: Difficulty,
  dmcReference: Text(100),
  cityId: z.union([Id, z.number().int()]),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code'),
  summary: Text(2000),
  description: LongText,
  highlights: LongText,
  includedServices: LongText,
  excludedServices: LongText,
  extraRemarks: LongText,
  cancellationPolicies: LongText,
  locationsExtraInformations: LongText,
  durationDays: SmallInt,
  durationHours: SmallInt,
  durationMinutes: SmallInt,
  guiding: z.boolean(),
  guidingLanguages: z.array(z.string().regex(/^[a-z]{2}$/, 'Expected ISO 639-1 codes')).max(20),
  themeIds: z.array(z.union([Id, z.number().int()])).max(50),
  segmentIds: z.array(z.union([Id, z.number().int()])).max(50),
  startPosition: PositionV3,
  endPosition: PositionV3,
  isReservableAlone: z.boolean(),
  hasToRequest: z.boolean(),
  isRepeatable: z.boolean(),
  minPax: SmallInt,
  maxPax: SmallInt,
  minAge: z.number().int().min(0).max(120),
  maxAge: z.number().int().min(0).max(120),
}
type Writable = typeof experienceWritable
const nullableOptionalAll = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.nullable().optional()])) as {
    [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>>
  }

/** POST and PUT body: `name` and `type` required, the rest optional (omitted = default). No organizationId. */
export const ExperienceV3Create = z.object({
  ...nullableOptionalAll(experienceWritable),
  name: experienceWritable.name,
  type: experienceWritable.type,
})
export type ExperienceV3Create = z.infer<typeof ExperienceV3Create>

/** PATCH body: any writable key; null clears it (to its default when it has one). */
export const ExperienceV3Patch = z.object(
  nullableOptionalAll(experienceWritable) as {
    [K in keyof Writable]: z.ZodOptional<z.ZodNullable<Writable[K]>>
  },
)
export type ExperienceV3Patch = z.infer<typeof ExperienceV3Patch>

export const ExperienceV3ListQuery = PaginationQuery.extend({
  locale: LocaleParam.optional(),
  search: z.string().optional().describe('name, accent-insensitive, typo-tolerant'),
  types: z.union([z.string(), z.array(z.string())]).optional(),
  states: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('in_progress, available, archived; default in_progress and available'),
  sort: z
    .string()
    .regex(/^-?(id|name|createdAt|updatedAt)$/)
    .optional()
    .describe('id (default), name, createdAt, updatedAt; - prefix descending'),
})
export const LocaleQuery = z.object({ locale: LocaleParam.optional() })

// ------------------------------------------------------------------------------------------------------------
// Periods

export const AdultPriceV3 = z.object({
  price: z.number().min(0),
  minPax: z.number().int().min(1),
  maxPax: z.number().int().min(1),
})
export const ChildPriceV3 = z.object({
  price: z.number().min(0),
  minAge: z.number().int().min(0).max(17),
  maxAge: z.number().int().min(0).max(17),
})
export const PeriodStateV3 = z.enum(['on_request', 'free_sale', 'pre_confirmed', 'stop_sale'])
export const AvailableDays = z.array(z.boolean()).length(7)

export const PeriodV3 = z.object({
  id: Id,
  experienceId: Id,
  startAt: IsoDate,
  endAt: IsoDate,
  price: z.number().nullable(),
  minPax: z.number().int().nullable(),
  maxPax: z.number().int().nullable(),
  state: PeriodStateV3,
  availableDays: AvailableDays,
  /** Spots (travellers) for the period; null = unlimited. */
  allotments: z.number().int().nullable(),
  allotmentsUsed: z.number().int().min(0),
  currentPaxForDeparture: z.number().int().min(0),
  roomSupplement: z.number().nullable(),
  adultPrices: z.array(AdultPriceV3),
  childPrices: z.array(ChildPriceV3),
})
export type PeriodV3 = z.infer<typeof PeriodV3>

const periodWritable = {
  startAt: IsoDate,
  endAt: IsoDate,
  price: z.number().min(0).max(1_000_000),
  minPax: z.number().int().min(1).max(10_000),
  maxPax: z.number().int().min(1).max(10_000),
  state: PeriodStateV3,
  availableDays: AvailableDays,
  allotments: z.number().int().min(0).max(1_000_000),
  roomSupplement: z.number().min(0).max(1_000_000),
  adultPrices: z.array(AdultPriceV3).max(50),
  childPrices: z.array(ChildPriceV3).max(50),
}
type PeriodWritable = typeof periodWritable
export const PeriodV3Create = z.object({
  ...nullableOptionalAll(periodWritable),
  startAt: IsoDate,
  endAt: IsoDate,
})
export type PeriodV3Create = z.infer<typeof PeriodV3Create>
export const PeriodV3Patch = z.object(
  nullableOptionalAll(periodWritable) as {
    [K in keyof PeriodWritable]: z.ZodOptional<z.ZodNullable<PeriodWritable[K]>>
  },
)
export type PeriodV3Patch = z.infer<typeof PeriodV3Patch>

// ------------------------------------------------------------------------------------------------------------
// Program days

export const PoiV3 = z.object({
  name: Text(300).min(1),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
})
export const ProgramDayV3 = z.object({
  id: Id,
  experienceId: Id,
  /** 1-based position in creation order; deleting a day shifts the later ones. */
  day: z.number().int().min(1),
  title: z.string().nullable(),
  program: z.string().nullable(),
  startingTime: ClockTime.nullable(),
  endingTime: ClockTime.nullable(),
  accommodationType: AccommodationType.nullable(),
  isIncludedAccommodation: z.boolean(),
  meals: z.array(z.string()),
  pois: z.array(PoiV3),
})
export type ProgramDayV3 = z.infer<typeof ProgramDayV3>

const programWritable = {
  title: Text(300),
  program: LongText,
  startingTime: ClockTime,
  endingTime: ClockTime,
  accommodationType: AccommodationType,
  isIncludedAccommodation: z.boolean(),
  meals: z.array(z.enum(['breakfast', 'lunch', 'dinner', 'snack', 'drinks'])).max(5),
  pois: z.array(PoiV3).max(100),
}
type ProgramWritable = typeof programWritable
/** POST and PUT body (every field optional; PUT resets the omitted ones). */
export const ProgramDayV3Write = z.object(
  nullableOptionalAll(programWritable) as {
    [K in keyof ProgramWritable]: z.ZodOptional<z.ZodNullable<ProgramWritable[K]>>
  },
)
export type ProgramDayV3Write = z.infer<typeof ProgramDayV3Write>

// ------------------------------------------------------------------------------------------------------------
// Extras, images, promotions

export const ExtraLinkV3 = z.object({
  /** The link's id (DELETE .../extras/{extraId}). */
  id: Id,
  /** The add-on experience. */
  experienceId: Id,
  name: z.string().nullable(),
  type: ExperienceType,
  createdAt: IsoTimestamp,
})
export type ExtraLinkV3 = z.infer<typeof ExtraLinkV3>
export const ExtraLinkV3Create = z.object({ experienceId: z.union([Id, z.number().int()]) })

export const ImageV3 = z.object({
  id: Id,
  name: z.string(),
  primary: z.boolean(),
  /** Where the stored file is served. */
  url: z.string(),
  mediaType: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  byteSize: z.number().int().min(0),
  createdAt: IsoTimestamp,
})
export type ImageV3 = z.infer<typeof ImageV3>
/** One image per call: `data` is a base64 data URI (`data:image/png;base64,...`); remote URLs are refused. */
export const ImageV3Create = z.object({
  name: Text(200).trim().min(1),
  data: z.string().min(1),
  primary: z.boolean().optional(),
})
export type ImageV3Create = z.infer<typeof ImageV3Create>
/** Rename or (un)set primary; the file itself never changes (delete and upload instead). */
export const ImageV3Patch = z.object({
  name: Text(200).trim().min(1).optional(),
  primary: z.boolean().optional(),
})

export const PromotionV3 = z.object({
  id: Id,
  experienceId: Id,
  name: z.string(),
  /** Inclusive bounds. */
  startAt: IsoDate,
  endAt: IsoDate,
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  weekdays: z.array(z.number().int().min(1).max(7)),
  kind: ExperiencePromotionKind,
  /** Percent off, or an amount off in the experience currency, for the whole party. */
  value: z.number(),
  applicableTo: z.null(),
  minNights: z.null(),
  minRooms: z.null(),
})
export type PromotionV3 = z.infer<typeof PromotionV3>

const Single = <T extends z.ZodType>(item: T) => z.object({ data: item, meta: z.null() })
export const ExperienceV3Response = Single(ExperienceV3)
export const ExperienceV3List = PaginatedEnvelope(ExperienceV3)
export const PeriodV3Response = Single(PeriodV3)
export const PeriodV3List = PaginatedEnvelope(PeriodV3)
export const ProgramDayV3Response = Single(ProgramDayV3)
export const ProgramDayV3List = PaginatedEnvelope(ProgramDayV3)
export const ExtraLinkV3Response = Single(ExtraLinkV3)
export const ExtraLinkV3List = PaginatedEnvelope(ExtraLinkV3)
export const ImageV3Response = Single(ImageV3)
export const ImageV3List = PaginatedEnvelope(ImageV3)
export const PromotionV3Response = Single(PromotionV3)
export const PromotionV3List = PaginatedEnvelope(PromotionV3)
export const SubListQuery = PaginationQuery.extend({ locale: LocaleParam.optional() })
