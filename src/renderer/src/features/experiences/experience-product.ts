import type { ExperienceSearchResultV1 } from '../../../../shared/api/experiences-v1'
import { experienceProduct, type PricedProduct } from '../../../../shared/domain/markup'
import type { ExperienceParty } from '../../../../shared/ipc/experiences.contract'

/** An offer for a party, as a rule sees it: the organization that runs it is its supplier. */
export function experienceProductOf(
  offer: Pick<ExperienceSearchResultV1, 'id' | 'organizationId' | 'inCity' | 'durationDays'>,
  party: ExperienceParty,
): PricedProduct {
  return experienceProduct({
    experienceId: offer.id,
    supplierCode: offer.organizationId,
    cityId: offer.inCity.id,
    days: Math.max(1, offer.durationDays),
    persons: party.adults + party.childrenBirthdates.length,
  })
}
