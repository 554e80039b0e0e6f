import { z } from 'zod'
import { IsoDateSchema } from '../domain/dates'
import { IsoDate, IsoTimestamp } from './common'
import { ACCOMMODATION_TYPES, PRICING_TYPES } from './experiences-v3.enums'
import { IdInputV1, IdList } from './experiences-v1.common'

/**
 * Wire shapes of the v1 experience endpoints for tour operators (spec: Experience search result, Experience
 * detail, v1 period, Experiences (v1) endpoints). Shared by the sandbox, which validates requests with them and its
 * answers in tests, and the app's client. Ids are encoded strings on the way out; raw numbers or encoded strings
 * are accepted on the way in. Absent scalars are null and empty collections [] (fixed schema, as on v3).
 */

/** v1 casing of the experience type (v3: lower case). `Extra` is the type of add-ons. */
export const EXPERIENCE_TYPES_V1 = ['Activity', 'Transfer', 'Program', 'Extra'] as const
export const ExperienceTypeV1 = z.enum(EXPERIENCE_TYPES_V1)
export type ExperienceTypeV1 = z.infer<typeof ExperienceTypeV1>

/** v1 casing of the difficulty (v3: lower case). */
export const DIFFICULTIES_V1 = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const
export const DifficultyV1 = z.enum(DIFFICULTIES_V1)

/** Pricing types are spelt the same on v1 and v3. */
export const PricingTypeV1 = z.enum(PRICING_TYPES)

/** `field.direction` keys of the search's `sort` (see the sandbox README). */
export const EXPERIENCE_SORT_FIELDS = [
  'price',
  'name',
  'duration',
  'totalBookingsCount',
  'lastBookingDate',
  'id',
] as const
export const EXPERIENCE_SORT_DIRECTIONS = ['asc', 'desc'] as const

// ---------------------------------------------------------------------------------------------------------------
// POST /api/v1/experiences/liste

export const ExperienceCompositionInput = z.object({
  adults: z.number().int().min(0).max(50),
  children: z.number().int().min(0).max(50),
  childrenBirthdates: z.array(IsoDateSchema).max(50),
})
export type ExperienceCompositionInput = z.infer<typeof ExperienceCompositionInput>

export const ExperienceSearchRequestV1 = z.object({
  search: z.string().max(200).optional(),
  cities: IdList.optional(),
  countries: IdList.optional(),
  regions: IdList.optional(),
  /** Activity, Transfer, Program, Extra; case-insensitive (an unknown value is 400 INVALID_FILTER_VALUE). */
  types: z.array(z.string().max(40)).max(10).optional(),
  /** Id of a start position (startPosition.id of a result). */
  startingPoint: IdInputV1.optional(),
  /** Id of an end position (endPosition.id of a result). */
  endingPoint: IdInputV1.optional(),
  themes: IdList.optional(),
  segments: IdList.optional(),
  /** Exact number of days (durationDays; a same-day experience counts 1). */
  duration: z.number().min(0).max(366).optional(),
  /** Owner (supplier organization). */
  organizationId: IdInputV1.optional(),
  /** The tour operator priced for: the caller's organization or one of its group. */
  toOrganizationId: IdInputV1.optional(),
  experienceComposition: ExperienceCompositionInput.optional(),
  startAt: IsoDateSchema.optional(),
  endAt: IsoDateSchema.optional(),
  /** true: only the experiences that got a price are listed (cheapest first when no sort is given). */
  searchMinPrice: z.boolean().optional(),
  /** The experience takes groups of at most... (its smallest accepted group is <= maxPax). */
  maxPax: z.number().int().min(1).max(1000).optional(),
  /** The experience takes groups of at least... (its largest accepted group is >= minPax). */
  minPax: z.number().int().min(1).max(1000).optional(),
  priceRange: z.tuple([z.number().min(0), z.number().min(0)]).optional(),
  /** Free text matched against the start position's name, address and city. */
  departureLocation: z.string().max(200).optional(),
  /** Free text matched against the end position's name, address and city. */
  returnLocation: z.string().max(200).optional(),
  guided: z.boolean().optional(),
  /** Total duration in hours (a day counts 24 hours). */
  minDuration: z.number().min(0).optional(),
  maxDuration: z.number().min(0).optional(),
  /** fit, sic or series; case-insensitive. */
  experiencePricingType: z.string().max(20).optional(),
  excludedExperiences: IdList.optional(),
  /** `field.direction`, e.g. price.asc. */
  sort: z.string().max(60).optional(),
  /** Sandbox pagination (not shown in the spec): both absent = every match in one answer. */
  page: z.number().int().min(1).optional(),
  perPage: z.number().int().min(1).max(1000).optional(),
})
export type ExperienceSearchRequestV1 = z.infer<typeof ExperienceSearchRequestV1>

const AgeRange = z.tuple([z.number().int().min(0), z.number().int().min(0)])

/** A priced add-on of `price.extras`: its `id` is what `extras[].id` of the booking sends. */
export const PricedExtraV1 = z.object({
  /** The add-on experience's id. */
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  /** One occurrence for the whole priced party, promotions applied. */
  price: z.number(),
  priceWithoutPromo: z.number(),
  promotions: z.array(z.string()),
  /**
   * Per adult and per child age range for the priced party's size, before promotions: a guide to what an extras
   * entry with its own adultCount and children costs (the booking prices it exactly, promotions applied).
   */
  adultPrice: z.number(),
  childrenPrices: z.array(z.object({ ageRange: AgeRange, price: z.number() })),
})
export type PricedExtraV1 = z.infer<typeof PricedExtraV1>

export const ExperiencePriceV1 = z.object({
  /** The booking handshake: `id` of a POST /experiences/book element, before expiresAt. */
  priceId: z.string(),
  experienceId: z.string(),
  price: z.number(),
  totalPriceWithoutPromo: z.number(),
  currency: z.string(),
  promotions: z.array(z.string()),
  extras: z.array(PricedExtraV1),
  allotment: z.boolean(),
  expiresAt: IsoTimestamp,
})
export type ExperiencePriceV1 = z.infer<typeof ExperiencePriceV1>

const Position = z.object({ id: z.string(), name: z.string(), address: z.string().nullable() })

export const ExperienceSearchResultV1 = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  experienceType: ExperienceTypeV1,
  inCity: z.object({ id: z.string(), title: z.string() }),
  startPosition: Position.nullable(),
  endPosition: Position.nullable(),
  durationDays: z.number().int(),
  durationHours: z.number().int(),
  durationMinutes: z.number().int(),
  isExtra: z.boolean(),
  isRepeatable: z.boolean(),
  showcased: z.boolean(),
  connectionRequestId: z.string().nullable(),
  organizationId: z.string(),
  organizationName: z.string(),
  organizationImages: z.array(z.string()),
  imageUrl: z.string().nullable(),
  cancellationPolicies: z.string().nullable(),
  summary: z.string().nullable(),
  pricingType: PricingTypeV1,
  lastBookingDate: IsoTimestamp.nullable(),
  totalBookingsCount: z.number().int().min(0),
  /** Comma-separated locales the texts exist in, e.g. "en,fr". */
  translations: z.string(),
  price: ExperiencePriceV1.nullable(),
})
export type ExperienceSearchResultV1 = z.infer<typeof ExperienceSearchResultV1>
export const ExperienceSearchResponseV1 = z.array(ExperienceSearchResultV1)

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v1/experiences/{experienceId}

export const PeriodV1 = z.object({
  id: z.string(),
  startAt: IsoDate,
  endAt: IsoDate,
  /** Monday first, 1 = available, 0 = not. */
  availableDays: z.array(z.union([z.literal(0), z.literal(1)])).length(7),
  /** `flexible` (fit: any available weekday) or `departures` (sic, series: scheduled shared departures). */
  periodType: z.string(),
  state: z.enum(['on_request', 'free_sale', 'pre_confirmed', 'stop_sale']),
  price: z.number(),
  perPax: z.boolean(),
  roomSupplement: z.number(),
  hasRoomSupplement: z.boolean(),
  minPax: z.number().int(),
  minPaxForDeparture: z.string(),
  currentPaxForDeparture: z.string(),
  maxPax: z.number().int(),
  /** A number of spots, or `unlimited`. */
  allotments: z.string(),
  allotmentsUsed: z.string(),
  breakEven: z.number().int(),
  adultPax: z.array(
    z.object({ id: z.string(), price: z.number(), paxRange: z.tuple([z.number().int(), z.number().int()]) }),
  ),
  childrenPax: z.array(z.object({ id: z.string(), price: z.number(), ageRange: AgeRange })),
})
export type PeriodV1 = z.infer<typeof PeriodV1>

const DisplayRef = z.object({ id: z.string(), displayName: z.string() })
const CityTitle = z.object({ title: z.string() })
const DetailPosition = Position.extend({ lat: z.number(), lon: z.number() })
const Recommendation = z.object({ id: z.string(), name: z.string(), inCity: CityTitle })

/**
 * A program day as a tour operator needs it to book (not shown by the spec's v1 detail, which says that "day
 * options and alternative hotels remain on v1 endpoints" without a shape: the sandbox's `programDays`). `id` is
 * the `programId` of `selectedHotels`; `hotels` the day's alternative catalog hotels (empty: any catalog hotel).
 */
export const ProgramDayV1 = z.object({
  id: z.string(),
  day: z.number().int().min(1),
  title: z.string().nullable(),
  /** HTML text of the day's program. */
  program: z.string().nullable(),
  startingTime: z.string().nullable(),
  endingTime: z.string().nullable(),
  accommodationType: z.enum(ACCOMMODATION_TYPES).nullable(),
  isIncludedAccommodation: z.boolean(),
  meals: z.array(z.string()),
  hotels: z.array(z.object({ id: z.string(), name: z.string(), cityTitle: z.string() })),
})
export type ProgramDayV1 = z.infer<typeof ProgramDayV1>

export const ExperienceDetailV1 = z.object({
  id: z.string(),
  dmcReference: z.string().nullable(),
  name: z.string(),
  isReservableAlone: z.boolean(),
  /** "true" or "false". */
  isRepeatable: z.enum(['true', 'false']),
  state: z.string(),
  description: z.string().nullable(),
  inCity: z.object({
    id: z.string(),
    title: z.string(),
    country: z.object({ id: z.string(), title: z.string() }),
  }),
  startPosition: DetailPosition.nullable(),
  endPosition: DetailPosition.nullable(),
  locationsExtraInformations: z.string().nullable(),
  distance: z.number(),
  distanceUnit: z.string(),
  durationDays: z.string().regex(/^\d+$/),
  durationHours: z.string().regex(/^\d+$/),
  durationMinutes: z.string().regex(/^\d+$/),
  currency: z.string(),
  extraRemarks: z.string().nullable(),
  pictures: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      imageUrl: z.string(),
      isMainPicture: z.boolean(),
      isDayPicture: z.boolean(),
    }),
  ),
  sustainableLevel: z.number().int(),
  includedServices: z.string().nullable(),
  excludedServices: z.string().nullable(),
  type: ExperienceTypeV1,
  organizationId: z.string(),
  organizationName: z.string(),
  periods: z.array(PeriodV1),
  mediaLinks: z.array(z.object({ id: z.string(), title: z.string(), link: z.string() })),
  accreditations: z.array(DisplayRef),
  sustainableClusters: z.array(DisplayRef.extend({ description: z.string().nullable() })),
  activity: z.object({
    pickUpPoint: z.string().nullable(),
    dropOffPoint: z.string().nullable(),
    pickUpPointTime: z.string().nullable(),
    dropOffPointTime: z.string().nullable(),
    freeVisitInformations: z.string().nullable(),
    isExtra: z.boolean(),
  }),
  hasToRequest: z.boolean(),
  extras: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      cancellationPolicies: z.string().nullable(),
      recommendations: z.array(Recommendation),
      required: z.array(z.object({ id: z.string(), name: z.string() })),
      suggested: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  highlights: z.string().nullable(),
  cancellationPolicies: z.string().nullable(),
  guiding: z.boolean(),
  guidingLanguages: z.array(z.string()),
  difficulty: DifficultyV1.nullable(),
  pricingType: PricingTypeV1,
  segments: z.array(DisplayRef),
  themes: z.array(DisplayRef),
  bestMatches: z.array(Recommendation),
  summary: z.string().nullable(),
  incompatibilities: z.array(z.object({ id: z.string(), name: z.string() })),
  organizationBookingReceptionEmail: z.string(),
  /** Programs: their days in order (sandbox extension, see ProgramDayV1); [] for other types. */
  programDays: z.array(ProgramDayV1).default([]),
})
export type ExperienceDetailV1 = z.infer<typeof ExperienceDetailV1>

export const ExperienceOrganizationsV1 = z.array(DisplayRef)

export { IdInputV1 } from './experiences-v1.common'
