import type { BookExtraInput } from '../../../shared/api/experiences-v1-booking'
import { experienceProduct, type PricedProduct } from '../../../shared/domain/markup'
import type { CancelCondition } from '../../../shared/domain/cancellation'
import {
  datedExperienceLadder,
  parseExperienceCancellation,
} from '../../../shared/domain/experience-cancellation'
import { programDayCount } from '../../../shared/domain/experiences'
import { sumMoney } from '../../../shared/domain/money'
import type { ExperienceProposalItem } from '../../../shared/domain/proposals'
import type { ExperienceOffer } from '../../../shared/ipc/experiences.contract'
import type { QuoteQuery } from '../../experiences/experience-catalog'
import { changeWords, DATES_PASSED, datesPassed, PRICE_GONE, type WordingOptions } from './change-words'
import { goneCheck, type ItemCheck, type Seller } from './item-check'
import type { HeldExperience } from './recheck-store'

/**
 * One experience of the option priced again for its party, dates and chosen extras (the quote the experience page
 * uses), sold with today's rules. The search gives no structured cancellation ladder for an experience, only
 * the supplier's words: while the rules read from them are those the item was added with, its ladder is kept;
 * when the supplier changed them, they are dated again for the item's day and the new deadline is reported.
 */

export interface ExperienceRecheckDeps {
  quote(query: QuoteQuery): Promise<ExperienceOffer | null>
  sell: Seller
  words: WordingOptions
}

export function experienceProductOf(item: ExperienceProposalItem): PricedProduct {
  if (item.pricedAs !== null) return item.pricedAs
  return experienceProduct({
    experienceId: item.experience.id,
    supplierCode: item.experience.supplierCode || null,
    cityId: item.experience.cityId || null,
    days: programDayCount(item.experience.type, item.startAt, item.endAt),
    persons: item.party.adults + item.party.childrenBirthdates.length,
  })
}

export async function recheckExperience(
  deps: ExperienceRecheckDeps,
  item: ExperienceProposalItem,
): Promise<ItemCheck> {
  const previous = { currency: item.currency, sell: item.sell, cancellation: item.cancellation }
  if (datesPassed(item.startAt, deps.words)) return goneCheck(previous, DATES_PASSED)
  const offer = await deps.quote({
    experienceId: item.experience.id,
    cityId: item.experience.cityId === '' ? undefined : item.experience.cityId,
    name: item.experience.name,
    startAt: item.startAt,
    // A same-day experience is priced without an end date (as the basket's re-price does).
    ...(item.endAt === item.startAt ? {} : { endAt: item.endAt }),
    party: { adults: item.party.adults, childrenBirthdates: [...item.party.childrenBirthdates] },
  })
  const price = offer?.price ?? null
  if (offer === null || price === null) return goneCheck(previous, PRICE_GONE)
  const chosen = item.extras.filter((extra) => extra.quantity > 0)
  const offered = new Map(price.extras.map((extra) => [extra.id, extra]))
  const missing = chosen.find((extra) => !offered.has(extra.id))
  if (missing !== undefined) return goneCheck(previous, `The extra ${missing.name} is no longer offered`)
  // An extra is priced as one occurrence for the whole party: the quantity is how many occurrences.
  const extras: BookExtraInput[] = chosen.flatMap((extra) =>
    Array.from({ length: extra.quantity }, () => ({
      id: extra.id,
      adultCount: item.party.adults,
      childrenBirthdates: [...item.party.childrenBirthdates],
      scope: 'global' as const,
      dayIndex: null,
    })),
  )
  const net = sumMoney([
    price.price,
    ...chosen.map((extra) => (offered.get(extra.id)?.price ?? 0) * extra.quantity),
  ])
  const pricedAs = experienceProductOf(item)
  const sell = deps.sell(pricedAs, net, price.currency)
  const cancellation = freshLadder(item, offer.cancellationPolicies, price.price, deps.words.timeZone)
  const current = { currency: price.currency, net, sell, cancellation }
  const changes = changeWords(previous, current, deps.words)
  const held: HeldExperience = {
    kind: 'experience',
    priceId: price.priceId,
    type: offer.experienceType,
    cityId: offer.inCity.id,
    extras,
    net,
    currency: price.currency,
    pricedAs,
  }
  return {
    status: changes.length === 0 ? 'same' : 'moved',
    previous,
    current,
    changes,
    held,
    msLeft: offer.hold?.msLeft ?? null,
  }
}

/**
 * The terms of today's offer: the item's own ladder while the supplier's rules read the same (dating them again in
 * another zone would move deadlines nobody moved), else the new rules dated for the item's day. An item kept
 * without the supplier's words (added before they were kept) keeps its ladder.
 */
export function freshLadder(
  item: ExperienceProposalItem,
  freshWords: string | null,
  price: number,
  timeZone: string,
): CancelCondition[] {
  if (item.cancellationText === '') return item.cancellation
  // The service's text may carry markup: the rules are in the words.
  const rules = parseExperienceCancellation((freshWords ?? '').replace(/<[^>]*>/g, ' '))
  const before = parseExperienceCancellation(item.cancellationText)
  if (JSON.stringify(rules) === JSON.stringify(before)) return item.cancellation
  return datedExperienceLadder(rules, { startAt: item.startAt, timeZone, price })
}
