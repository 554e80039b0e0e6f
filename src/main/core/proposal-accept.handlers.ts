import type { HandlersOf } from '../../shared/ipc'
import { DeskError } from '../../shared/ipc'
import { activeServiceIdentity } from '../base/environment'
import { asIpcError } from '../proposals/accept/as-ipc-error'
import { bookedLookup } from '../proposals/accept/booked-lookup'
import { createProposalAccept } from '../proposals/accept/proposal-accept'
import { bookExperiencesForCustomer, bookHotelForCustomer } from './booking-customer'
import type { CoreContext } from './core-context'

/**
 * Checking a proposal's option again and accepting it (proposals/accept/): the only proposal channels that need
 * the service. Items are booked through the hotel and experience paths the booking screens use (the customer's
 * file sent, the sale frozen, never twice); the proposal lists and pages refetch after an accept.
 */
export function proposalAcceptHandlers(
  ctx: CoreContext,
): HandlersOf<'proposals.recheck' | 'proposals.accept'> {
  const deskTimeZone = (): string => {
    const chosen = ctx.settings.get().timeZone
    return chosen === 'system' ? Intl.DateTimeFormat().resolvedOptions().timeZone : chosen
  }
  const service = createProposalAccept({
    records: ctx.proposalRecords,
    rooms: (hotelId, stay) => ctx.api.hotels.rooms(hotelId, stay),
    quote: (query) => ctx.experiences.catalog.quote(query),
    rules: () => ctx.pricing.listRules(),
    bookHotel: (input) => bookHotelForCustomer(ctx, input),
    bookExperiences: (input) => bookExperiencesForCustomer(ctx, input),
    findBooked: bookedLookup({ api: ctx.api, service: () => activeServiceIdentity(ctx.settings.get()) }),
    now: () => ctx.platform.clock.now(),
    serviceNow: () => ctx.api.serviceNow(),
    locale: () => ctx.settings.get().locale,
    deskTimeZone,
    asIpcError,
  })
  const needService = (what: string): void => {
    if (ctx.connectivity.status().state === 'offline') {
      throw new DeskError('OFFLINE', `The service cannot be reached, so the option cannot be ${what} now.`)
    }
  }
  return {
    'proposals.recheck': (input) => {
      needService('checked')
      return service.recheck(input)
    },
    'proposals.accept': async (input) => {
      needService('accepted')
      const result = await service.accept(input)
      ctx.events.publish('proposals.changed', { ids: [input.id] })
      return result
    },
  }
}
