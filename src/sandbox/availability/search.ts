import type { HotelAvailabilityResponse } from '../../shared/api/availability'
import { findHotelIds, getHotelsByIds } from '../catalog/hotels.repo'
import { LOCALES as CATALOG_LOCALES, type Locale as CatalogLocale } from '../catalog/locations'
import type { SandboxContext } from '../platform/context'
import type { Organization } from '../platform/organizations'
import { paginationMeta } from '../platform/query'
import { usedUnits } from '../rates/allotments.repo'
import { groupOccupancies, hotelHeadline, type Headline, type SearchContext } from '../rates/offers'
import { currencyFactor } from '../rates/pricing'
import { stayFor } from '../rates/stay'
import { checkReplaceableBooking, pricingCurrency, profilesFor } from './pricing-context'
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
  const hotelIds = findHotelIds(ctx.db, { ...params.filters, locale: catalogLocale })
  const currency = pricingCurrency(organization)
  const context: SearchContext = {
    stay: stayFor(params.checkIn, params.checkOut),
    occupancies: params.occupancies,
    groups: groupOccupancies(params.occupancies),
    suppliers: params.suppliers === null ? null : new Set(params.suppliers),
    used: usedUnits(ctx.db, params.checkIn, params.checkOut, params.replaceBookingId),
    fx: currencyFactor(currency),
  }
  const profiles = profilesFor(ctx, hotelIds)
  const ranked: Headline[] = []
  for (let rank = 0; rank < hotelIds.length; rank++) {
    const profile = profiles.get(hotelIds[rank] as number)
    if (profile === undefined) continue
    const headline = hotelHeadline(profile, context, rank)
    if (!headline.offered) continue
    if (params.priceMin !== null || params.priceMax !== null) {
      if (headline.price === null) continue
      if (params.priceMin !== null && headline.price < params.priceMin) continue
      if (params.priceMax !== null && headline.price > params.priceMax) continue
    }
    ranked.push(headline)
  }
  ranked.sort(compareHeadlines(params.sort))

  const { offset, perPage } = params.pagination
  const page = ranked.slice(offset, offset + perPage)
  const rows = getHotelsByIds(
    ctx.db,
    page.map((headline) => headline.hotelId),
  )
  const view = { currency, locale: params.locale, nowMs }
  const data = page.flatMap((headline) => {
    const hotel = rows.get(headline.hotelId)
    const profile = profiles.get(headline.hotelId)
    return hotel === undefined || profile === undefined
      ? []
      : [availabilityItem(hotel, profile, headline, context, view)]
  })
  return { data, meta: paginationMeta(params.pagination, ranked.length) }
}

/**
 * Sort keys in order, then the catalog's relevance. A null price sorts last either way. Omitted sort: instantly
 * bookable hotels first, then cheapest first.
 */
function compareHeadlines(sort: readonly SortSpec[]) {
  const keys: readonly SortSpec[] =
    sort.length > 0
      ? sort
      : [
          { key: 'instantAvailability', descending: true },
          { key: 'price', descending: false },
        ]
  return (a: Headline, b: Headline): number => {
    for (const { key, descending } of keys) {
      let difference: number
      if (key === 'price') {
        const pa = a.price
        const pb = b.price
        if (pa === null || pb === null) {
          if (pa !== pb) return pa === null ? 1 : -1
          continue
        }
        difference = pa - pb
      } else if (key === 'promotionsCount') difference = a.promotionsCount - b.promotionsCount
      else difference = Number(a.instant) - Number(b.instant)
      if (difference !== 0) return descending ? -difference : difference
    }
    return a.rank - b.rank
  }
}
