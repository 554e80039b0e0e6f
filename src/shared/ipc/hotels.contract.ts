import { z } from 'zod'
import { ServiceClock } from './connectivity.contract'
import {
  BedChoice,
  CancelCondition,
  HotelAvailabilityItem,
  HotelAvailabilityResponse,
  RequestedRoomSchema,
  RoomsAvailabilityResponse,
  Supplier,
  SupplierCode,
} from '../api/availability'
import { BookingRequest, BookingV3 } from '../api/bookings-v3'
import { HotelCatalogItem, HotelImage } from '../api/catalog'
import { IsoDateSchema } from '../domain/dates'
import { PricedProduct } from '../domain/markup'
import { IpcError } from './errors'
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

const AvailabilityFields = z
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

/** A search as the agent ran it, kept to be run again (the newest first, at most MAX_RECENT_SEARCHES). */
export const MAX_RECENT_SEARCHES = 12
export const RecentSearchDestination = z.object({
  kind: z.enum(['city', 'region', 'country', 'hotel']),
  id: z.string().min(1).max(64),
  name: z.string().max(300),
  detail: z.string().max(300).nullable(),
})
export const RecentSearchInput = z
  .object({
    /** The suggestion picked, or null when the typed text was searched as free text. */
    destination: RecentSearchDestination.nullable(),
    destinationText: z.string().max(200),
    /** The availability query without its page. */
    query: AvailabilityFields.omit({ page: true }).refine(checkOutAfterCheckIn, stayRule),
  })
  .strict()
export const RecentSearch = RecentSearchInput.extend({
  id: z.string(),
  savedAt: z.iso.datetime(),
})
export type RecentSearch = z.infer<typeof RecentSearch>
const RecentSearches = z.object({ searches: z.array(RecentSearch) })

/** The agent's words for a search (the destination picked, the text typed), kept with it when it is recorded. */
export const SearchLabel = RecentSearchInput.pick({ destination: true, destinationText: true })
export type SearchLabel = z.infer<typeof SearchLabel>

export const AvailabilityInput = AvailabilityFields.extend({
  /**
   * Given for a search the agent runs from the form (page 1): main keeps it among the recent searches, labelled
   * so, and answers with the list. Left out for another page or sort of the same search.
   */
  recordAs: SearchLabel.optional(),
})
  .refine(checkOutAfterCheckIn, stayRule)
  .refine(
    (query) =>
      (query.search ?? null) !== null ||
      [query.cities, query.regions, query.countries, query.hotels].some((list) => (list?.length ?? 0) > 0),
    { message: 'Give a destination: search, cities, regions, countries or hotels', path: ['search'] },
  )
  .refine((query) => query.recordAs === undefined || (query.page ?? 1) === 1, {
    message: 'Only a new search (page 1) is kept among the recent searches',
    path: ['page'],
  })
export type AvailabilityInput = z.infer<typeof AvailabilityInput>
/** The query the service is asked, as the desk keeps it for the results (without the recording label). */
export type AvailabilityQuery = Omit<AvailabilityInput, 'recordAs'>

/** What a result card shows of the hotel from the local catalog: stars, where it is, its styles, kinds, images. */
export const HotelCatalogCard = HotelCatalogItem.pick({
  name: true,
  stars: true,
  address: true,
  lat: true,
  lon: true,
  styles: true,
  kinds: true,
}).extend({
  city: z.string(),
  country: z.string(),
  /** The ids a markup rule's city or country scope matches on (optional: a card kept before they were added). */
  cityId: z.string().optional(),
  countryId: z.string().optional(),
  images: z.array(HotelImage.pick({ url: true, name: true })),
})
export type HotelCatalogCard = z.infer<typeof HotelCatalogCard>

/** A catalog item -> its card (main joins it to the results; the rooms screen reads one hotel). */
export function catalogCardOf(hotel: HotelCatalogItem): HotelCatalogCard {
  return {
    name: hotel.name,
    stars: hotel.stars,
    address: hotel.address,
    city: hotel.city.name,
    country: hotel.country.name,
    cityId: String(hotel.city.id),
    countryId: String(hotel.country.id),
    lat: hotel.lat,
    lon: hotel.lon,
    styles: hotel.styles.map(({ id, name }) => ({ id, name })),
    kinds: hotel.kinds.map(({ id, name }) => ({ id, name })),
    images: hotel.images.map(({ url, name }) => ({ url, name })),
  }
}

/** A hotel of the results: the service's answer and, joined by main, its catalog card (null: not cached yet). */
export const AvailabilityHotel = HotelAvailabilityItem.extend({ catalog: HotelCatalogCard.nullable() })
export type AvailabilityHotel = z.infer<typeof AvailabilityHotel>

export const AvailabilityResult = HotelAvailabilityResponse.extend({
  data: z.array(AvailabilityHotel),
  /** The recent searches once this one was kept (newest first); only when the search carried `recordAs`. */
  recentSearches: z.array(RecentSearch).optional(),
})
export type AvailabilityResult = z.infer<typeof AvailabilityResult>

/** A search to count the kinds and styles of: the query of its results. */
export const SearchFacetsInput = AvailabilityFields.refine(checkOutAfterCheckIn, stayRule).refine(
  (query) =>
    (query.search ?? null) !== null ||
    [query.cities, query.regions, query.countries, query.hotels].some((list) => (list?.length ?? 0) > 0),
  { message: 'Give a destination: search, cities, regions, countries or hotels', path: ['search'] },
)

const SearchFacet = z.object({
  id: z.string(),
  name: z.string(),
  /** Hotels of the search that choosing this one would leave (the other filter applied). */
  hotels: z.number().int().min(0),
})
export const SearchFacets = z.object({
  kinds: z.array(SearchFacet),
  styles: z.array(SearchFacet),
  /** Hotels the search found, its kinds and styles filters left out. */
  hotels: z.number().int().min(0),
  /** Of those, the hotels counted: the local catalog knows them (and at most the first 1,000 found). */
  counted: z.number().int().min(0),
  /** Hotels found that the local catalog does not know yet: not in the counts. */
  uncounted: z.number().int().min(0),
})
export type SearchFacets = z.infer<typeof SearchFacets>

export const RoomsInput = z
  .object({ hotelId: Id, ...Stay })
  .strict()
  .refine(checkOutAfterCheckIn, stayRule)
export type RoomsInput = z.infer<typeof RoomsInput>

export const RoomsResult = RoomsAvailabilityResponse.extend({
  /**
   * How long the handshake is still usable, measured when main received the answer on the service's own clock
   * (its Date header; this computer's clock when it sends none). A countdown started from it is right even when
   * the two clocks differ, which comparing `meta.expiresAt` with the local clock is not.
   */
  hold: z.object({
    msLeft: z.number().int(),
    /** The service's clock as main knew it for this answer: a later jump of that clock moves the deadline. */
    clock: ServiceClock,
  }),
})
export type RoomsResult = z.infer<typeof RoomsResult>

/** One booked room as the agent saw it on the rooms screen: its searched party, the room and the bed choice. */
export const ShownRoom = z.object({
  requested: RequestedRoomSchema,
  room: z.object({
    id: z.string(),
    name: z.string(),
    instantAvailability: z.boolean(),
    supplier: Supplier,
    extraInformation: z.string().nullable(),
  }),
  /** The bed choice exactly as the service sent it (prices, boards, ladder, fees, supplements, conditions). */
  bedChoice: BedChoice,
  /** Booked at `totalPriceWithPromo` (a promotion applied) rather than `totalPriceWithoutPromo`. */
  promoted: z.boolean(),
  /** The price of this room as shown (with or without promotion). */
  price: z.number(),
})
export type ShownRoom = z.infer<typeof ShownRoom>

/**
 * The rate exactly as shown when the agent confirmed, kept with the booking in the cache so that it can later be
 * compared with what the booking says. Sent by the screen that showed it; checked here like any input.
 */
export const ShownRate = z.object({
  shownAt: z.iso.datetime(),
  hotel: z.object({ id: z.string().min(1).max(64), name: z.string().max(300) }),
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  /** The handshake the booking was sent with. */
  requestId: z.string().max(64),
  currency: z.string().min(3).max(3),
  /** The total of the stay as shown and agreed (after an accepted price change, the new total). */
  total: z.number().min(0),
  rooms: z.array(ShownRoom).min(1).max(8),
  /** The booking's cancellation ladder as shown (a bed-bank combination: its last room's). */
  cancellation: z.array(CancelCondition),
  /** A PRICE_CHANGED_FOR_TRAVELERS the agent accepted before booking; null when there was none. */
  priceChange: z.object({ previousTotal: z.number(), newTotal: z.number() }).nullable(),
})
export type ShownRate = z.infer<typeof ShownRate>

export const BookInput = z
  .object({
    /**
     * The v3 booking request. `internalReference` is the agent's own reference when given; otherwise the desk
     * makes one (`AD-...`). Either way it is the key the booking is looked up by after a lost answer.
     */
    request: BookingRequest,
    /** Language of supplier-facing texts. */
    locale: Locale.optional(),
    /** The rate as the agent saw it, kept with the booking once it is made (or adopted). */
    shownRate: ShownRate.optional(),
    /**
     * What the renderer priced the stay as (markup rules' scope, nights, persons): main applies ITS current rules to
     * it and the booked net, and freezes the selling price with the booking. Absent: no selling price is recorded.
     */
    pricedAs: PricedProduct.optional(),
    /**
     * The agency's customer (customers.list) the booking is for: main sends that customer's file as
     * `customer.fileId` (so the service groups the bookings), and keeps the file a first booking returns.
     */
    customerId: z.uuid().optional(),
  })
  .strict()
export type BookInput = z.infer<typeof BookInput>

export const BookResult = z.object({
  booking: BookingV3,
  /** The internalReference the booking carries. */
  reference: z.string(),
  /** True when the create got no answer and the booking was found by its reference (not made again). */
  adopted: z.boolean(),
  /**
   * When the request carried `replaceBookingId`: what became of the old booking. The spec says to book the
   * replacement and cancel the old one; a service that marks it `replaced` itself needs no cancel.
   * `replaced`: the service marked it replaced. `cancelled`: the desk cancelled it. `cancelQueued`: the cancel
   * waits in the outbox (service unreachable). `cancelFailed`: the cancel was refused (`error` says why); the old
   * booking is still active and the agent must act.
   */
  replacement: z
    .object({
      bookingId: z.string(),
      outcome: z.enum(['replaced', 'cancelled', 'cancelQueued', 'cancelFailed']),
      error: IpcError.nullable(),
    })
    .nullable(),
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
  /** What the create books: a hotel stay, or a basket of experiences (`product` names them). */
  kind: z.enum(['hotel', 'experience']),
  product: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
})

export const hotelsChannels = {
  /**
   * One agent search: the service's availability with each hotel's catalog card joined, the search kept among the
   * recent ones when it carries `recordAs`.
   */
  'hotels.availability': { input: AvailabilityInput, output: AvailabilityResult },
  'hotels.rooms': { input: RoomsInput, output: RoomsResult },
  /**
   * The kinds and styles of a search's hotels, each with how many hotels choosing it would leave (catalog.facets
   * counts the whole catalog). May ask the service once more (the search without those filters).
   */
  'hotels.searchFacets': { input: SearchFacetsInput, output: SearchFacets },
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
  /** The last searches run, newest first (kept in the local database, per computer). */
  'hotels.recentSearches': { input: NoInput, output: RecentSearches },
  'hotels.forgetRecentSearch': {
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    output: RecentSearches,
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
