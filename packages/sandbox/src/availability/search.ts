import type { HotelAvailabilityResponse } from '../../../../src/shared/api/availability'
import { LOCALES as CATALOG_LOCALES, type Locale as CatalogLocale } from '../catalog/locations'
import type { SandboxContext } from '../platform/context'
import type { Organization } from '../platform/organizations'
import type { HotelRateProfile } from '../rates/model'
import { paginationMeta } from '../platform/query'
import { usedUnits } from '../rates/allotments.repo'
import { groupOccupancies, headlineOf, promotionsCount } from '../rates/offers'
import type { SearchContext } from '../rates/search-context'
import { currencyFactor } from '../rates/pricing'
import { stayFor } from '../rates/stay'
import { checkReplaceableBooking, pricingCurrency } from './pricing-context'
import { selectHotels, selectionBatch } from './selection'
import { priceBatch } from '../rates/batch'
import type { SortSpec } from './query'
import type { SearchParams } from './search.params'
import { availabilityItem } from './search.view'

/**
 * GET /api/v3/hotels/availability: the catalog selects the hotels (same filters as GET /hotels), the rate engine
 * prices each for the stay and party, then sort, price bounds and pagination apply. Only the page's hotels get
 * their full item (room previews, promotion names).
 */
export function searchAvailability(
  ctx: SandboxContext,
  organization: Organization,
  params: SearchParams,
): HotelAvailabilityResponse {
  const nowMs = ctx.clock.nowMs()
  if (params.replaceBookingId !== null) checkReplaceableBooking(ctx.db, organization, params.replaceBookingId)
  const catalogLocale: CatalogLocale = (CATALOG_LOCALES as readonly string[]).includes(params.locale)
    ? (params.locale as CatalogLocale)
    : 'en'
  const selection = selectHotels(ctx, { ...params.filters, locale: catalogLocale })
  const currency = pricingCurrency(organization)
  const context: SearchContext = {
    stay: stayFor(params.checkIn, params.checkOut),
    occupancies: params.occupancies,
    groups: groupOccupancies(params.occupancies),
    suppliers: params.suppliers === null ? null : new Set(params.suppliers),
    used: usedUnits(ctx.db, params.checkIn, params.checkOut, params.replaceBookingId),
    fx: currencyFactor(currency),
  }
  const { profiles } = selection
  const result = priceBatch(
    context.groups.map((group) => selectionBatch(selection, group)),
    context,
  )
  const keys = sortKeys(params.sort)
  const countPromotions = keys.some((key) => key.key === 'promotionsCount')
  const packed = new Float64Array(profiles.length)
  const ranked: number[] = []
  for (let rank = 0; rank < profiles.length; rank++) {
    const profile = profiles[rank]
    if (profile === undefined || result.offered[rank] === 0) continue
    const price = result.price[rank] as number
    if (params.priceMin !== null || params.priceMax !== null) {
      if (Number.isNaN(price)) continue
      if (params.priceMin !== null && price < params.priceMin) continue
      if (params.priceMax !== null && price > params.priceMax) continue
    }
    const promotions = countPromotions
      ? promotionsCount(
          profile,
          result.promotedLow[rank] as number,
          result.promotedHigh[rank] as number,
          context.stay,
          context.occupancies.length,
        )
      : 0
    packed[rank] = packSortKey(
      Number.isNaN(price) ? null : price,
      result.instant[rank] === 1,
      promotions,
      keys,
    )
    ranked.push(rank)
  }
  sortByKey(ranked, packed)

  const { offset, perPage } = params.pagination
  const view = { currency, locale: params.locale, nowMs }
  const data = ranked.slice(offset, offset + perPage).map((rank) => {
    const profile = profiles[rank] as HotelRateProfile
    return availabilityItem(profile, headlineOf(result, rank, profile, context, rank), context, view)
  })
  return { data, meta: paginationMeta(params.pagination, ranked.length) }
}

/**
 * Sort keys in order, then the catalog's relevance. A null price sorts last either way. Omitted sort: instantly
 * bookable hotels first, then cheapest first. The keys are packed into one number per hotel (instant: 1 bit,
 * promotions: 6 bits, price in cents: 35 bits; 42 bits at most, exact in a double): one subtraction per
 * comparison instead of a chain of comparators.
 */
const PRICE_BITS = 2 ** 35
const PROMOTION_BITS = 2 ** 6

/**
 * Orders hotel ranks by their packed key, relevance (the rank) breaking ties. Up to 2,048 hotels the rank is
 * packed below the key (42 + 11 bits, still exact) and a plain numeric typed-array sort does the work.
 */
const RANK_BITS = 2 ** 11

function sortByKey(ranked: number[], packed: Float64Array): void {
  if (ranked.length === 0 || (ranked.at(-1) as number) >= RANK_BITS) {
    ranked.sort((a, b) => (packed[a] as number) - (packed[b] as number) || a - b)
    return
  }
  const combined = new Float64Array(ranked.length)
  ranked.forEach((rank, index) => (combined[index] = (packed[rank] as number) * RANK_BITS + rank))
  combined.sort()
  combined.forEach((value, index) => (ranked[index] = value % RANK_BITS))
}

function sortKeys(sort: readonly SortSpec[]): SortSpec[] {
  const requested: readonly SortSpec[] =
    sort.length > 0
      ? sort
      : [
          { key: 'instantAvailability', descending: true },
          { key: 'price', descending: false },
        ]
  // A key repeated adds nothing (and would overflow the packing): the first occurrence wins.
  return requested.filter((spec, index) => requested.findIndex((other) => other.key === spec.key) === index)
}

function packSortKey(
  price: number | null,
  instant: boolean,
  promotions: number,
  keys: readonly SortSpec[],
): number {
  let packed = 0
  for (const { key, descending } of keys) {
    if (key === 'instantAvailability') {
      const value = instant ? 1 : 0
      packed = packed * 2 + (descending ? 1 - value : value)
    } else if (key === 'promotionsCount') {
      const value = Math.min(PROMOTION_BITS - 1, promotions)
      packed = packed * PROMOTION_BITS + (descending ? PROMOTION_BITS - 1 - value : value)
    } else {
      const cents = price === null ? null : Math.min(PRICE_BITS - 2, Math.round(price * 100))
      const value = cents === null ? PRICE_BITS - 1 : descending ? PRICE_BITS - 2 - cents : cents
      packed = packed * PRICE_BITS + value
    }
  }
  return packed
}
