import { z } from 'zod'
import {
  ExperienceDetailV1,
  ExperienceSearchResultV1,
  ExperienceTypeV1,
  PricedExtraV1,
} from '../api/experiences-v1'
import {
  BookExtraInput,
  ExperienceBookingV1,
  ExperienceCompositionExtraV1,
  ExperienceTravelerInput,
  SelectedHotelInput,
  UpdatedBookExtraInput,
} from '../api/experiences-v1-booking'
import { PRICING_TYPES } from '../api/experiences-v3.enums'
import { IsoDateSchema } from '../domain/dates'
import { PricedProduct } from '../domain/markup'
import { DataSource, HandedDocument } from './bookings.contract'
import { ServiceClock } from './connectivity.contract'
import { IpcError } from './errors'

/**
 * Experiences for a tour operator: search priced for the customer's party, detail, a basket booked as one
 * (`groupUuid`), never twice, extras changed after booking, and the quote exported. Reads fall back to the local
 * cache when the service cannot be reached (catalog data only: a cached price is never bookable). Writes need the
 * service: an experience booking or an extras change is never queued.
 */

const Id = z.string().trim().min(1).max(64)
const Ids = z.array(Id).max(200)
const Locale = z.string().regex(/^[a-z]{2}$/)

/** The customer's party as priced: adults and each child's birthdate (the service prices by age on the start date). */
export const ExperienceParty = z
  .object({
    adults: z.number().int().min(0).max(50),
    childrenBirthdates: z.array(IsoDateSchema).max(20),
  })
  .strict()
  .refine((party) => party.adults + party.childrenBirthdates.length >= 1, {
    message: 'The party needs at least one traveler',
    path: ['adults'],
  })
export type ExperienceParty = z.infer<typeof ExperienceParty>

const datesInOrder = <T extends { startAt?: string | undefined; endAt?: string | undefined }>(
  dates: T,
): boolean => dates.startAt === undefined || dates.endAt === undefined || dates.endAt >= dates.startAt
const datesRule = { message: 'The end date must not be before the start date', path: ['endAt'] }

/** `field.direction` sorts an agent can choose (the service's `sort`). */
export const EXPERIENCE_SORTS = [
  'price.asc',
  'price.desc',
  'name.asc',
  'name.desc',
  'duration.asc',
  'duration.desc',
  'totalBookingsCount.desc',
] as const

export const ExperienceSearchInput = z
  .object({
    /** Free text (name, summary, description, highlights, program days). */
    text: z.string().trim().max(200).optional(),
    cities: Ids.optional(),
    regions: Ids.optional(),
    countries: Ids.optional(),
    types: z.array(ExperienceTypeV1).max(4).optional(),
    themes: Ids.optional(),
    segments: Ids.optional(),
    /** Exact number of days (a same-day experience counts 1). */
    durationDays: z.number().int().min(1).max(60).optional(),
    minDurationHours: z
      .number()
      .min(0)
      .max(24 * 60)
      .optional(),
    maxDurationHours: z
      .number()
      .min(0)
      .max(24 * 60)
      .optional(),
    guided: z.boolean().optional(),
    priceRange: z.tuple([z.number().min(0), z.number().min(0)]).optional(),
    /** The group size the experience must take (its smallest group <= pax <= its largest). */
    pax: z.number().int().min(1).max(1000).optional(),
    pricingType: z.enum(PRICING_TYPES).optional(),
    sort: z.enum(EXPERIENCE_SORTS).optional(),
    /** With a party: each result carries its priced offer. */
    startAt: IsoDateSchema.optional(),
    endAt: IsoDateSchema.optional(),
    party: ExperienceParty.optional(),
    /** Only experiences that got a price for the party and dates. */
    pricedOnly: z.boolean().optional(),
    locale: Locale.optional(),
    page: z.number().int().min(1).optional(),
    perPage: z.number().int().min(1).max(200).optional(),
  })
  .strict()
  .refine(datesInOrder, datesRule)
  .refine((input) => input.priceRange === undefined || input.priceRange[0] <= input.priceRange[1], {
    message: 'The lowest price must not be above the highest',
    path: ['priceRange'],
  })
export type ExperienceSearchInput = z.infer<typeof ExperienceSearchInput>

/**
 * How long a priced offer's `priceId` is still usable, measured when main received the answer on the service's
 * own clock (as hotels' RoomsResult.hold): a countdown started from it is right even when the clocks differ.
 */
export const OfferHold = z.object({ msLeft: z.number().int(), clock: ServiceClock })
export type OfferHold = z.infer<typeof OfferHold>

/** A result as the service sent it, with the hold of its price (null when it has none). */
export const ExperienceOffer = ExperienceSearchResultV1.extend({ hold: OfferHold.nullable() })
export type ExperienceOffer = z.infer<typeof ExperienceOffer>

/**
 * Why the results carry no price: `priced` they do (those the service could price); `noDates` or `noParty` the
 * search lacked them; `cached` the service could not be reached and the results are the cache's, catalog data
 * only (a cached price is never shown as bookable).
 */
export const PricingState = z.enum(['priced', 'noDates', 'noParty', 'cached'])
export type PricingState = z.infer<typeof PricingState>

export const ExperienceSearchResult = z.object({
  results: z.array(ExperienceOffer),
  pricing: PricingState,
  source: DataSource,
  /** When the results shown were fetched from the service. */
  asOf: z.iso.datetime().nullable(),
  /** Why the service could not be asked (results then from the cache); null when it answered. */
  refreshError: IpcError.nullable(),
})
export type ExperienceSearchResult = z.infer<typeof ExperienceSearchResult>

/**
 * Themes and segments for the filters, sorted by name: those the cached search results carry as tags, their ids
 * learned from experience details (main reads a few when a tag is new: the results name no id).
 */
export const ExperienceFilterOptions = z.object({
  themes: z.array(z.object({ id: z.string(), name: z.string() })),
  segments: z.array(z.object({ id: z.string(), name: z.string() })),
})

export const ExperienceDetailInput = z.object({ id: Id, locale: Locale.optional() }).strict()
export const ExperienceDetailResult = z.object({
  detail: ExperienceDetailV1,
  source: DataSource,
  asOf: z.iso.datetime().nullable(),
})
export type ExperienceDetailResult = z.infer<typeof ExperienceDetailResult>

/** Prices one experience again for a party and dates (a basket line whose price expired or whose party changed). */
export const ExperienceQuoteInput = z
  .object({
    experienceId: Id,
    /** The experience's city (from its result or detail): the search is narrowed to it. None yet: by name only. */
    cityId: Id.optional(),
    name: z.string().max(300),
    startAt: IsoDateSchema,
    endAt: IsoDateSchema.optional(),
    party: ExperienceParty,
    locale: Locale.optional(),
  })
  .strict()
  .refine(datesInOrder, datesRule)
export const ExperienceQuote = z.object({
  /** null: the service gives no price for that party and dates any more (sold out, closed). */
  offer: ExperienceOffer.nullable(),
})

// ---------------------------------------------------------------------------------------------------------------
// The basket, booked as one

/** One priced experience of the basket, with what the booking of it sends. */
export const BasketItem = z
  .object({
    priceId: z.string().trim().min(1).max(64),
    experienceId: Id,
    experienceName: z.string().max(300),
    /** The experience's city, for a re-price; absent for one its supplier has not placed in a city. */
    cityId: Id.optional(),
    type: ExperienceTypeV1,
    startAt: IsoDateSchema,
    endAt: IsoDateSchema,
    /** The party the price is for: the travelers must match it (adults, and children by age on startAt). */
    party: ExperienceParty,
    travelers: z.array(ExperienceTravelerInput).min(1).max(100),
    extras: z.array(BookExtraInput).max(50).default([]),
    /** Programs: one entry per program day that needs accommodation. */
    selectedHotels: z.array(SelectedHotelInput).max(366).default([]),
    /** The total as shown and agreed (experience and extras), compared with what the service books. */
    shownTotal: z.number().min(0),
    currency: z.string().length(3),
    note: z.string().trim().max(2000).optional(),
    /**
     * What the renderer priced the item as: main applies its current markup rules to it and the booked net, and
     * freezes the selling price with the booking. Absent: no selling price is recorded.
     */
    pricedAs: PricedProduct.optional(),
  })
  .strict()
  .refine(datesInOrder, datesRule)
export type BasketItem = z.input<typeof BasketItem>

export const Customer = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(200),
    phone: z.string().trim().max(50).optional(),
    address: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    zipCode: z.string().trim().max(20).optional(),
    company: z.string().trim().max(200).optional(),
  })
  .strict()

export const BookExperiencesInput = z
  .object({
    items: z.array(BasketItem).min(1).max(20),
    customer: Customer,
    /**
     * The agent's own reference (`toReference`); the desk makes one otherwise (`AD-...`). Each item is sent with
     * this reference and its position (`/1`, `/2`...): the key it is looked up by after a lost answer.
     */
    reference: z.string().trim().max(90).optional(),
    customerInternalReference: z.string().trim().max(100).optional(),
    customerFileId: Id.optional(),
    locale: Locale.optional(),
    /** The agency's customer the basket is for: main sends its file as `customerFileId` (see hotels.book). */
    customerId: z.uuid().optional(),
  })
  .strict()
export type BookExperiencesInput = z.input<typeof BookExperiencesInput>

/** What became of one basket item. */
export const BookedItem = z.object({
  index: z.number().int().min(0),
  /** `booked`: the service answered with it; `adopted`: the answer was lost and it was found by its reference. */
  outcome: z.enum(['booked', 'adopted']),
  reference: z.string(),
  booking: ExperienceBookingV1,
})

/** One item whose priceId expired, priced again: the agent accepts the new price before it is booked. */
export const RepricedItem = z.object({
  index: z.number().int().min(0),
  previous: z.object({ priceId: z.string(), total: z.number(), currency: z.string() }),
  /** null: no price any more for that party and dates (the item must leave the basket or change). */
  offer: ExperienceOffer.nullable(),
  /** What moved, for the agent to see: the total, the extras whose price changed, spots no longer held. */
  moved: z.object({
    total: z.boolean(),
    extras: z.array(
      z.object({ id: z.string(), name: z.string(), previous: z.number(), current: z.number() }),
    ),
    allotment: z.boolean(),
  }),
})

export const BookExperiencesResult = z.discriminatedUnion('status', [
  /** Every item is booked (the service books the call's items together, or none). */
  z.object({ status: z.literal('booked'), groupUuid: z.string(), items: z.array(BookedItem) }),
  /**
   * A priceId expired (401 `Request expired`): nothing was booked; every item was priced again, and the basket is
   * booked once the agent has accepted the new prices (a new call with the new priceIds).
   */
  z.object({ status: z.literal('repriced'), items: z.array(RepricedItem) }),
])
export type BookExperiencesResult = z.infer<typeof BookExperiencesResult>

// ---------------------------------------------------------------------------------------------------------------
// Extras after booking

const ForBooking = z.object({ bookingId: Id }).strict()

/** A booked experience line with its extras, and the add-ons it could take, priced for its party and date. */
export const BookedExperienceLine = z.object({
  /** experiencesBooked[].id: the `extraCompositionId` of its extras. */
  lineId: z.string(),
  experienceId: z.string(),
  name: z.string(),
  type: ExperienceTypeV1.nullable(),
  startAt: z.string(),
  endAt: z.string(),
  /** Program days (1 for a single-day experience): the range of a `day` extra's dayIndex. */
  days: z.number().int().min(1),
  party: z.object({ adults: z.number().int(), childrenBirthdates: z.array(z.string()) }),
  extras: z.array(ExperienceCompositionExtraV1.omit({ bookingTotalPrice: true })),
})
export const BookingExtras = z.object({
  bookingId: z.string(),
  currency: z.string(),
  total: z.number(),
  lines: z.array(BookedExperienceLine),
  /** Add-ons the booking can take, priced for its party and date (the service's `availableExtras`). */
  available: z.array(PricedExtraV1),
})
export type BookingExtras = z.infer<typeof BookingExtras>

export const ChangeExtraInput = z
  .object({
    bookingId: Id,
    /** The booked extra (experienceCompositionExtra id). */
    extraId: Id,
    adultPax: z.number().int().min(0).max(50),
    childrenBirthdates: z.array(IsoDateSchema).max(50),
    dayIndex: z.number().int().min(1).max(366).nullable(),
  })
  .strict()
  .refine((change) => change.adultPax + change.childrenBirthdates.length >= 1, {
    message: 'An extra needs at least one participant',
    path: ['adultPax'],
  })

export const SetExtrasInput = z
  .object({
    bookingId: Id,
    /** Authoritative: the booking's extras become this list. */
    extras: z.array(UpdatedBookExtraInput).max(50),
  })
  .strict()

/** The booking after an extras change, with its new total as the service states it. */
export const ExtrasChanged = z.object({ extras: BookingExtras, previousTotal: z.number(), total: z.number() })

// ---------------------------------------------------------------------------------------------------------------
// Quote export

export const ExportQuoteInput = z
  .object({
    experienceId: Id,
    format: z.enum(['pdf', 'excel']),
    startAt: IsoDateSchema,
    endAt: IsoDateSchema.optional(),
    adults: z.number().int().min(0).max(500),
    children: z.number().int().min(0).max(500),
    price: z.number().min(0),
    currency: z.string().regex(/^[A-Z]{3}$/),
    extras: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(200),
          adults: z.number().int().min(0).max(500),
          children: z.number().int().min(0).max(500),
          price: z.number().min(0),
          currency: z.string().regex(/^[A-Z]{3}$/),
        }),
      )
      .max(50)
      .default([]),
    clientFolderReference: z.string().trim().max(100).optional(),
    locale: Locale.optional(),
    /**
     * What the customer pays: the experience's selling price and each extra's, in the order of `extras`. The quote
     * is the customer's document, so it prints these and never `price` (the agency's net); without them no quote
     * is made (the service's quote always prints a price).
     */
    sellingPrice: z
      .object({
        amount: z.number().min(0),
        currency: z.string().regex(/^[A-Z]{3}$/),
        extras: z.array(z.number().min(0)).max(50).default([]),
      })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((input) => input.sellingPrice == null || input.sellingPrice.extras.length === input.extras.length, {
    message: 'Give a selling price for each extra of the quote',
    path: ['sellingPrice', 'extras'],
  })
  .refine(datesInOrder, datesRule)

export const experiencesChannels = {
  /** A search, priced when it has dates and a party; the cache's results (unpriced) when the service is away. */
  'experiences.search': { input: ExperienceSearchInput, output: ExperienceSearchResult },
  'experiences.filterOptions': { input: z.object({}).strict().optional(), output: ExperienceFilterOptions },
  'experiences.detail': { input: ExperienceDetailInput, output: ExperienceDetailResult },
  'experiences.quote': { input: ExperienceQuoteInput, output: ExperienceQuote },
  /**
   * Books the basket as one (`groupUuid`), never twice: a create that got no answer is looked up by its items'
   * references before another try, as hotels.book does (OFFLINE with `details.outcomeUnknown` when it cannot be).
   */
  'experiences.book': { input: BookExperiencesInput, output: BookExperiencesResult },
  'experiences.bookingExtras': { input: ForBooking, output: BookingExtras },
  /** PUT one booked extra's participants or day. Needs the service. */
  'experiences.changeExtra': { input: ChangeExtraInput, output: ExtrasChanged },
  /** DELETE one booked extra (cancels it). Needs the service. */
  'experiences.cancelExtra': {
    input: z.object({ bookingId: Id, extraId: Id }).strict(),
    output: ExtrasChanged,
  },
  /** PATCH updatedBook: the booking's extras become the list sent (adds extras). Needs the service. */
  'experiences.setExtras': { input: SetExtrasInput, output: ExtrasChanged },
  /** Exports the offer (PDF or spreadsheet) and hands the file to the agent; an expired link is fetched again. */
  'experiences.exportQuote': { input: ExportQuoteInput, output: HandedDocument },
} as const
