import { addDays } from '../../../../shared/domain/dates'
import type { ExperienceOffer, ExperienceParty } from '../../../../shared/ipc/experiences.contract'
import type { QuotedOffer, SearchView } from './experiences.store'
import { pricedForKey } from './search-form'

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

/** Last day of an experience that starts on `startAt` (the service prices a departure from start to its end). */
export function departureEnd(startAt: string, durationDays: number): string {
  return addDays(startAt, Math.max(1, durationDays) - 1)
}

/**
 * The search's party, and its start date with the experience's own end (a 4-day program starting on the 10th ends
 * on the 13th, whatever end date the search had), when the search has both a start date and a party.
 */
export function pricedForOf(search: SearchView, durationDays: number): PricedFor | null {
  const input = search.input
  if (input === null || input.startAt === undefined || input.party === undefined) return null
  return { startAt: input.startAt, endAt: departureEnd(input.startAt, durationDays), party: input.party }
}

/**
 * The offer the detail shows: the one priced again from the detail (newer) when it is for the search's party and
 * dates, else the search's own result for this experience.
 */
export function detailOffer(
  experience: { id: string; durationDays: number },
  search: SearchView,
  quoted: QuotedOffer | undefined,
): DetailOffer {
  const pricedFor = pricedForOf(search, experience.durationDays)
  if (search.result?.pricing === 'cached') return { kind: 'cached' }
  if (pricedFor === null) return { kind: 'unpriceable' }
  const key = pricedForKey(pricedFor)
  if (quoted !== undefined && quoted.key === key) {
    if (quoted.offer === null || quoted.offer.price === null) return { kind: 'noPrice', pricedFor }
    return { kind: 'offer', pricedFor, offer: quoted.offer, receivedAt: quoted.receivedAt }
  }
  // The search's offer is for its own dates: only when they are the experience's start and end.
  const searchedEnd = search.input?.endAt ?? search.input?.startAt
  const found =
    search.status === 'done' && search.result?.pricing === 'priced' && searchedEnd === pricedFor.endAt
      ? search.result.results.find((offer) => offer.id === experience.id)
      : undefined
  if (found === undefined) return { kind: 'notPriced', pricedFor }
  if (found.price === null) return { kind: 'noPrice', pricedFor }
  return { kind: 'offer', pricedFor, offer: found, receivedAt: search.receivedAt }
}
