import {
  datedExperienceLadder,
  parseExperienceCancellation,
} from '../../../../shared/domain/experience-cancellation'
import type { ExperienceOffer, ExperienceParty } from '../../../../shared/ipc/experiences.contract'
import type { ProposalItemInput } from '../../../../shared/ipc/proposals.contract'
import { htmlToText } from '../../ui/html/ServiceHtml'
import { experienceProductOf } from './experience-product'
import type { ExperienceSeller } from './use-experience-pricing'

/**
 * A priced experience as a proposal item: the party's price (net and selling, as the card shows it), the dates
 * and party it was priced for, its priceId (it expires: accepting prices it again) and what it was priced as. The
 * service words its cancellation in text only: the rules read from the words are dated for the item's day (its
 * start taken at the beginning of that day in the agent's zone) and the words are kept; words with no rule read
 * leave the ladder unknown, never presented as free.
 */
export function experienceProposalItem(
  offer: ExperienceOffer,
  pricedFor: { startAt: string; endAt: string; party: ExperienceParty },
  sell: ExperienceSeller,
  /** The agent's IANA zone: the experience's day begins in it (the service gives no start time nor zone). */
  timeZone: string,
): ProposalItemInput | null {
  const price = offer.price
  if (price === null) return null
  const cancellationText = htmlToText(offer.cancellationPolicies ?? '').slice(0, 2000)
  const cancellation = datedExperienceLadder(parseExperienceCancellation(cancellationText), {
    startAt: pricedFor.startAt,
    timeZone,
    price: price.price,
  })
  return {
    kind: 'experience',
    experience: {
      id: offer.id,
      name: offer.name,
      description: htmlToText(offer.summary).slice(0, 4000),
      type: offer.experienceType.slice(0, 40),
      cityId: offer.inCity.id,
      cityName: offer.inCity.title,
      supplierCode: offer.organizationId.slice(0, 64),
      supplierName: offer.organizationName.slice(0, 200),
    },
    startAt: pricedFor.startAt,
    endAt: pricedFor.endAt,
    party: { adults: pricedFor.party.adults, childrenBirthdates: [...pricedFor.party.childrenBirthdates] },
    priceId: price.priceId.slice(0, 64),
    currency: price.currency,
    net: price.price,
    sell: sell(offer, pricedFor.party, price.price, price.currency).sell,
    cancellation,
    cancellationText,
    pricedAs: experienceProductOf(offer, pricedFor.party),
  }
}
