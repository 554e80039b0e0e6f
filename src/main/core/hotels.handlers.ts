import { randomUUID } from 'node:crypto'
import type { HandlersOf } from '../../shared/ipc'
import type { AvailabilityQuery, RoomsResult, SearchLabel } from '../../shared/ipc/hotels.contract'
import type { ServiceClock } from '../../shared/ipc/connectivity.contract'
import type { RoomsAnswer } from '../api/client'
import { withCatalogCards } from '../catalog/availability-cards'
import { forgetRecentSearch, listRecentSearches, saveRecentSearch } from '../db/recent-searches.repo'
import { bookHotelForCustomer } from './booking-customer'
import type { CoreContext } from './core-context'
import { holdOf } from '../booking-creates/offer-hold'

/** The rooms with how long their handshake is usable (holdOf: measured on the service's clock). */
export function withHold({ response, serviceTime }: RoomsAnswer, clock: ServiceClock): RoomsResult {
  return { ...response, hold: holdOf(response.meta.expiresAt, serviceTime, clock) }
}

type HotelsChannels =
  | 'hotels.availability'
  | 'hotels.rooms'
  | 'hotels.searchFacets'
  | 'hotels.book'
  | 'hotels.unresolvedBookings'
  | 'hotels.recentSearches'
  | 'hotels.forgetRecentSearch'

/**
 * Availability (joined with the catalog cards) and rooms pass through to the service; the booking create is never
 * made twice; the searches the agent runs are kept in the local database.
 */
export function hotelsHandlers(ctx: CoreContext): HandlersOf<HotelsChannels> {
  const { hotels } = ctx.bookings
  const recent = () => ({ searches: listRecentSearches(ctx.db) })
  const facets = ctx.searchFacets
  // Kept before the service is asked: a search that failed (offline, a service error) is still worth running again.
  const record = (
    label: SearchLabel,
    { page: _page, replaceBookingId: _replacing, ...query }: AvailabilityQuery,
  ) => {
    saveRecentSearch(
      ctx.db,
      { ...label, query },
      { id: randomUUID(), at: ctx.platform.clock.now().toISOString() },
    )
    return listRecentSearches(ctx.db)
  }
  return {
    'hotels.availability': async ({ recordAs, ...query }) => {
      const recentSearches = recordAs === undefined ? undefined : record(recordAs, query)
      const answer = await ctx.api.hotels.availability(query)
      facets.remember(query, answer)
      return {
        ...withCatalogCards(ctx.db, answer),
        ...(recentSearches === undefined ? {} : { recentSearches }),
      }
    },
    'hotels.searchFacets': (query) => facets.facets(query, query.locale ?? undefined),
    'hotels.rooms': async ({ hotelId, ...stay }) => {
      const answer = await ctx.api.hotels.rooms(hotelId, stay)
      return withHold(answer, ctx.api.serviceClock())
    },
    'hotels.book': (input) => bookHotelForCustomer(ctx, input),
    'hotels.unresolvedBookings': () => ({
      bookings: hotels.unresolved().map((create) => ({
        id: create.id,
        service: create.service,
        reference: create.reference,
        state: create.state === 'sending' ? 'sending' : 'unknown',
        createdAt: create.createdAt,
        hotelName: null,
        kind: create.kind,
        product: create.product,
        error: create.lastError,
      })),
    }),
    'hotels.recentSearches': recent,
    'hotels.forgetRecentSearch': ({ id }) => {
      forgetRecentSearch(ctx.db, id)
      return recent()
    },
  }
}
