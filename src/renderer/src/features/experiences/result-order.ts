import { counted } from '../../../../shared/i18n'
import type { ExperienceOffer, ExperienceSearchInput } from '../../../../shared/ipc/experiences.contract'
import { PER_PAGE } from './search-form'

/**
 * How the results are shown: in "Most relevant" order with dates and a party, the bookable offers first (a display
 * rule of the screen: main keeps the service's order, which its cache answers with). And what the count above them
 * says: the service tells no total, so a full last page means it may have more.
 */

/** Where an offer goes: spots held for the party (confirmed at once), priced but on request, or no price. */
export type OfferGroup = 'held' | 'onRequest' | 'unpriced'

export function offerGroup(offer: Pick<ExperienceOffer, 'price'>): OfferGroup {
  if (offer.price === null) return 'unpriced'
  return offer.price.allotment ? 'held' : 'onRequest'
}

const GROUP_RANK: Record<OfferGroup, number> = { held: 0, onRequest: 1, unpriced: 2 }

/**
 * Priced offers with spots held first, then priced on request, then those without a price, each group in the
 * service's relevance order. Any other order the agent chose (price, name, duration, most booked) is the service's
 * as it sent it.
 */
export function orderForDisplay<T extends Pick<ExperienceOffer, 'price'>>(
  results: readonly T[],
  sort: ExperienceSearchInput['sort'],
): readonly T[] {
  if (sort !== undefined) return results
  // Array.prototype.sort is stable: within a group, the service's order stays.
  return [...results].sort((a, b) => GROUP_RANK[offerGroup(a)] - GROUP_RANK[offerGroup(b)])
}

/** Offers without a price for the dates and party searched (not bookable for them). */
export function unpricedCount(results: readonly Pick<ExperienceOffer, 'price'>[]): number {
  return results.filter((offer) => offer.price === null).length
}

/** Whether the service may have more: the last page asked came full. */
export function mayHaveMore(shown: number, page: number | undefined): boolean {
  return shown >= PER_PAGE * (page ?? 1)
}

/**
 * "73 experiences found" once the service listed them all; "50 experiences shown, more to see" while it may have
 * more (no total comes with the results).
 */
export function resultsCountWords(shown: number, more: boolean): string {
  return more ? `${counted('experiencesShown', shown)}, more to see` : counted('experiencesFound', shown)
}
