import type { ExperienceOffer, ExperienceParty } from '../../../../shared/ipc/experiences.contract'
import type { QuotedOffer, SearchView } from './experiences.store'
import { pricedForKey } from './experiences.store'

/** What the detail prices: the search's party and dates, and the offer it has for them (if any). */
export interface PricedFor {
  startAt: string
  endAt: string
  party: ExperienceParty
}

export type DetailOffer =
  /** The search has no dates or no party: nothing to price. */
  | { kind: 'unpriceable' }
  /** The search's results come from this computer (offline): no bookable price. */
  | { kind: 'cached' }
  /** Dates and party, but no offer for this experience yet (opened from elsewhere, or not in the results). */
  | { kind: 'notPriced'; pricedFor: PricedFor }
  /** The service gives no price for this party and these dates. */
  | { kind: 'noPrice'; pricedFor: PricedFor }
  | { kind: 'offer'; pricedFor: PricedFor; offer: ExperienceOffer; receivedAt: number }

/** The search's party and dates, when it has both. */
export function pricedForOf(search: SearchView): PricedFor | null {
  const input = search.input
  if (input === null || input.startAt === undefined || input.party === undefined) return null
  return { startAt: input.startAt, endAt: input.endAt ?? input.startAt, party: input.party }
}

/**
 * The offer the detail shows: the one priced again from the detail (newer) when it is for the search's party and
 * dates, else the search's own result for this experience.
 */
export function detailOffer(
  experienceId: string,
  search: SearchView,
  quoted: QuotedOffer | undefined,
): DetailOffer {
  const pricedFor = pricedForOf(search)
  if (search.result?.pricing === 'cached') return { kind: 'cached' }
  if (pricedFor === null) return { kind: 'unpriceable' }
  const key = pricedForKey(pricedFor)
  if (quoted !== undefined && quoted.key === key) {
    if (quoted.offer === null || quoted.offer.price === null) return { kind: 'noPrice', pricedFor }
    return { kind: 'offer', pricedFor, offer: quoted.offer, receivedAt: quoted.receivedAt }
  }
  const found =
    search.status === 'done' && search.result?.pricing === 'priced'
      ? search.result.results.find((offer) => offer.id === experienceId)
      : undefined
  if (found === undefined) return { kind: 'notPriced', pricedFor }
  if (found.price === null) return { kind: 'noPrice', pricedFor }
  return { kind: 'offer', pricedFor, offer: found, receivedAt: search.receivedAt }
}
