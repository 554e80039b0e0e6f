import { z } from 'zod'
import { CancelConditionSchema } from '../domain/cancellation'
import { MealPlanCode } from '../domain/meal-plans'
import { IsoDate, IsoTimestamp, PaginationMeta } from './common'

/**
 * Wire shapes of the hotel availability endpoints (spec: Hotel availability item, Room availability, Bed choice,
 * meal plans, cancellation ladder) and the query builder for their deep-object parameters. Shared by the sandbox
 * (which validates its answers in tests) and the app's client. Ids are encoded strings; absent scalars are null,
 * empty collections [] (fixed response schema).
 */

export const SUPPLIER_CODES = [
  'supplier_own',
  'supplier_bedbank_a',
  'supplier_bedbank_b',
  'supplier_channel_c',
] as const
export const SupplierCode = z.enum(SUPPLIER_CODES)
export type SupplierCode = z.infer<typeof SupplierCode>

/** Compared case-insensitively on input (spec, naming notes). */
export function parseSupplierCode(value: string): SupplierCode | null {
  const lower = value.trim().toLowerCase()
  return (SUPPLIER_CODES as readonly string[]).includes(lower) ? (lower as SupplierCode) : null
}

export const Supplier = z.object({
  name: z.string(),
  code: SupplierCode,
  /** The bed bank, chain or inventory behind a supplier_bedbank_a rate; null for direct suppliers. */
  flux: z.string().nullable(),
})
export type Supplier = z.infer<typeof Supplier>

/** Meal plan entry { code, label, startAt, endAt } (windows are ISO 8601 date-times, null = unbounded). */
export const MealPlan = z.object({
  code: MealPlanCode.nullable(),
  label: z.string(),
  startAt: IsoTimestamp.nullable(),
  endAt: IsoTimestamp.nullable(),
})
export type MealPlan = z.infer<typeof MealPlan>

/** v3 cancellation window: ISO 8601 bounds. */
export const CancelCondition = CancelConditionSchema.extend({
  startAt: IsoTimestamp.nullable(),
  endAt: IsoTimestamp.nullable(),
})
export type CancelCondition = z.infer<typeof CancelCondition>

export const RATE_TAG_CODES = ['refundable', 'non_refundable', 'extra_bed'] as const
/** Refundability and extra-bed tags carry a code; board tags have code null and supplier wording. */
export const RateTag = z.object({
  code: z.string().nullable(),
  label: z.string(),
  startAt: IsoTimestamp.nullable(),
  endAt: IsoTimestamp.nullable(),
})
export type RateTag = z.infer<typeof RateTag>

export const HotelFee = z.object({ label: z.string(), amount: z.number(), currency: z.string() })
export type HotelFee = z.infer<typeof HotelFee>

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v3/hotels/availability

export const AvailabilityPromotion = z.object({
  /** null for a supplier-managed promotion, already priced. */
  id: z.string().nullable(),
  name: z.string(),
  numberOfNights: z.number().int(),
  minNumberOfRooms: z.number().int(),
})
export type AvailabilityPromotion = z.infer<typeof AvailabilityPromotion>

export const RoomPreview = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  minimumStay: z.number().int(),
  tags: z.array(z.string()),
  mealPlans: z.array(MealPlan),
  instantAvailability: z.boolean(),
  supplier: Supplier,
})
export type RoomPreview = z.infer<typeof RoomPreview>

export const HotelAvailabilityItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Lowest total for the whole stay and party; null when nothing is bookable for it. */
  price: z.number().nullable(),
  currency: z.string(),
  promotions: z.array(AvailabilityPromotion),
  instantAvailability: z.boolean(),
  minimumStay: z.number().int(),
  rooms: z.array(RoomPreview),
})
export type HotelAvailabilityItem = z.infer<typeof HotelAvailabilityItem>

export const HotelAvailabilityResponse = z.object({
  data: z.array(HotelAvailabilityItem),
  meta: PaginationMeta,
})
export type HotelAvailabilityResponse = z.infer<typeof HotelAvailabilityResponse>

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v3/hotels/{id}/rooms/availability

export const PROMOTION_KINDS = ['percent', 'amount', 'free_night', 'upgrade_room'] as const

export const PromotionInfo = z.object({
  promotionId: z.string(),
  /** percent, amount, free_night, upgrade_room, ... (open list). */
  kind: z.string(),
  /** Total discount on the stay. */
  discount: z.number(),
  upgradedFromRoom: z.string().nullable(),
  upgradedToRoom: z.string().nullable(),
})
export type PromotionInfo = z.infer<typeof PromotionInfo>

export const BedChoice = z.object({
  /** Sent back as `bedCompositionId` when booking. */
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  totalPriceWithPromo: z.number(),
  totalPriceWithoutPromo: z.number(),
  hasExtraBed: z.boolean(),
  promotions: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
  promotionInfo: PromotionInfo.nullable(),
  cancelConditions: z.array(CancelCondition),
  contractingConditions: z.string().nullable(),
  checkInInstructions: z.string().nullable(),
  tags: z.array(RateTag),
  mealPlans: z.array(MealPlan),
  hotelFees: z.array(HotelFee),
  mandatorySupplements: z.array(z.string()),
  optionalSupplements: z.array(z.string()),
})
export type BedChoice = z.infer<typeof BedChoice>

export const Facility = z.object({ name: z.string(), iconUrl: z.string() })
export const RoomImage = z.object({ id: z.string().nullable(), url: z.string(), name: z.string() })

export interface RoomAvailability {
  /** Sandbox addition (not in the spec's room field list): the hotel room id, as in the search preview. */
  id: string
  name: string
  description: string | null
  extraInformation: string | null
  instantAvailability: boolean
  minCapacity: number | null
  maxCapacity: number | null
  supplier: Supplier
  facilities: z.infer<typeof Facility>[]
  images: z.infer<typeof RoomImage>[]
  bedChoices: BedChoice[]
  compatibleRoomCompositions: RoomAvailability[]
}

export const RoomAvailability: z.ZodType<RoomAvailability> = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  extraInformation: z.string().nullable(),
  instantAvailability: z.boolean(),
  minCapacity: z.number().int().nullable(),
  maxCapacity: z.number().int().nullable(),
  supplier: Supplier,
  facilities: z.array(Facility),
  images: z.array(RoomImage),
  bedChoices: z.array(BedChoice),
  get compatibleRoomCompositions() {
    return z.array(RoomAvailability)
  },
})

export const RoomsAvailabilityResponse = z.object({
  data: z.array(RoomAvailability),
  meta: z.object({ requestId: z.uuid(), expiresAt: IsoTimestamp }),
})
export type RoomsAvailabilityResponse = z.infer<typeof RoomsAvailabilityResponse>

// ---------------------------------------------------------------------------------------------------------------
// Query parameters

export interface RequestedRoom {
  adults: number
  /** Birthdates of the room's children, infants included. */
  childrenBirthdates?: readonly string[]
  /** ISO 3166-1 alpha-2. */
  firstAdultNationality?: string | null
}

export const RequestedRoomSchema = z.object({
  adults: z.number().int().min(1),
  childrenBirthdates: z.array(IsoDate).default([]),
  firstAdultNationality: z.string().length(2).nullable().default(null),
})

export type AvailabilitySortKey = 'price' | 'promotionsCount' | 'instantAvailability'

export interface StayQuery {
  checkIn: string
  checkOut: string
  rooms: readonly RequestedRoom[]
  suppliers?: readonly SupplierCode[]
  tripId?: string | null
  replaceBookingId?: string | null
  locale?: string | null
  /** e.g. ['-price', 'promotionsCount']. */
  sort?: readonly string[]
}

export interface AvailabilitySearchQuery extends StayQuery {
  search?: string | null
  cities?: readonly (string | number)[]
  regions?: readonly (string | number)[]
  countries?: readonly (string | number)[]
  hotels?: readonly (string | number)[]
  stars?: readonly number[]
  kinds?: readonly (string | number)[]
  styles?: readonly (string | number)[]
  sustainability?: readonly ('zero' | 'low' | 'medium' | 'strong')[]
  priceMin?: number | null
  priceMax?: number | null
  page?: number
  perPage?: number
}

/**
 * Serializes a search into the service's query string: deep-object `rooms[i][adults]`,
 * `rooms[i][childrenBirthdates][j]`, `rooms[i][firstAdultNationality]`, and `name[]=` arrays.
 */
export function availabilityQueryString(query: AvailabilitySearchQuery | StayQuery): string {
  const params = new URLSearchParams()
  const add = (name: string, value: string | number | null | undefined): void => {
    if (value !== null && value !== undefined && value !== '') params.append(name, String(value))
  }
  const list = (name: string, values: readonly (string | number)[] | undefined): void => {
    for (const value of values ?? []) add(`${name}[]`, value)
  }
  add('checkIn', query.checkIn)
  add('checkOut', query.checkOut)
  query.rooms.forEach((room, index) => {
    add(`rooms[${index}][adults]`, room.adults)
    ;(room.childrenBirthdates ?? []).forEach((birthdate, child) =>
      add(`rooms[${index}][childrenBirthdates][${child}]`, birthdate),
    )
    add(`rooms[${index}][firstAdultNationality]`, room.firstAdultNationality)
  })
  list('suppliers', query.suppliers)
  add('tripId', query.tripId)
  add('replaceBookingId', query.replaceBookingId)
  add('locale', query.locale)
  if (query.sort !== undefined && query.sort.length > 0) add('sort', query.sort.join(','))
  // A StayQuery (rooms availability) simply has none of the search fields below.
  const search: AvailabilitySearchQuery = { ...query }
  add('search', search.search)
  list('cities', search.cities)
  list('regions', search.regions)
  list('countries', search.countries)
  list('hotels', search.hotels)
  list('stars', search.stars)
  list('kinds', search.kinds)
  list('styles', search.styles)
  list('sustainability', search.sustainability)
  add('priceMin', search.priceMin)
  add('priceMax', search.priceMax)
  add('page', search.page)
  add('perPage', search.perPage)
  return params.toString()
}
