import { useMemo } from 'react'
import type { ExperienceSearchResultV1 } from '../../../../shared/api/experiences-v1'
import { applyRule, type SellingPrice } from '../../../../shared/domain/markup'
import type { ExperienceParty } from '../../../../shared/ipc/experiences.contract'
import { usePricer } from '../../stores/use-pricer'
import { experienceProductOf } from './experience-product'

export type ExperienceSeller = (
  offer: Pick<ExperienceSearchResultV1, 'id' | 'organizationId' | 'inCity' | 'durationDays'>,
  party: ExperienceParty,
  net: number,
  currency: string,
) => SellingPrice

/** Prices an offer (the basket's lines, the detail's offer, its quote) with the agency's rules. */
export function useExperienceSeller(): ExperienceSeller {
  const pricer = usePricer()
  return useMemo(
    () => (offer, party, net, currency) => pricer.price(experienceProductOf(offer, party), net, currency),
    [pricer],
  )
}

/**
 * An extra quoted beside its experience: the rule's percentage and rounding only. The fixed part and the minimum
 * margin are per sale, and the experience's own price already carries them once.
 */
export function useExtraSeller(): ExperienceSeller {
  const pricer = usePricer()
  return useMemo(
    () => (offer, party, net, currency) => {
      const product = experienceProductOf(offer, party)
      const rule = pricer.ruleFor(product)
      return applyRule(rule && { ...rule, fixed: null, minimumMargin: null }, product, net, currency)
    },
    [pricer],
  )
}
