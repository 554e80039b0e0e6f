import type { ProposalItem } from '../../../shared/domain/proposals'
import type { ApiClient } from '../../api/client'
import { LookupFailed, pinned } from '../../booking-creates/pending-creates'
import { findBasketBookings, itemReference } from '../../experiences/experience-lookup'

/**
 * The booking the service already holds for a proposal item's reference: a hotel booking by its
 * internalReference, an experience by its toReference `<reference>/1`. Any failure to ask is thrown: the item is
 * then not booked, since a booking the desk cannot see may exist.
 */
export function bookedLookup(deps: { api: Pick<ApiClient, 'bookings'>; service: () => string | null }) {
  return async (
    kind: ProposalItem['kind'],
    reference: string,
  ): Promise<{ bookingId: string; reference: string } | null> => {
    const service = deps.service()
    // No service set up: the booking path refuses with its own words, nothing can have been booked there.
    if (service === null) return null
    if (kind === 'experience') {
      let basket: { id: string; index: number }[]
      try {
        basket = await findBasketBookings(deps.api, service, reference)
      } catch (error) {
        throw error instanceof LookupFailed ? error.failure : error
      }
      const found = basket.find((item) => item.index === 0)
      return found === undefined ? null : { bookingId: found.id, reference: itemReference(reference, 0) }
    }
    const page = await deps.api.bookings.list(
      { search: reference, kind: 'hotel', withReplacedBookings: true, page: 1, perPage: 100 },
      pinned(service),
    )
    const found = page.data.find(
      (item) => item.kind === 'hotel' && item.customerInternalReference === reference,
    )
    return found === undefined ? null : { bookingId: found.id, reference }
  }
}
