import { useMemo } from 'react'
import {
  makePricer,
  type MarkupRuleInput,
  type PricedProduct,
  type SellingPrice,
} from '../../../shared/domain/markup'
import { useDeskQuery } from '../bridge/desk-query'

/** What the screens price with: one rule set, sorted once (makePricer), then one walk per product. */
export interface ProductPricer {
  price(product: PricedProduct, net: number, currency: string): SellingPrice
  ruleFor(product: PricedProduct): (MarkupRuleInput & { id: string }) | null
}

const NO_RULES: never[] = []

/**
 * The agency's markup rules as a pricer, rebuilt only when the rules change (a results page of 500 hotels prices
 * every row with the same one). Until the rules are read, and if they cannot be, prices show at net: "no markup".
 */
export function usePricer(): ProductPricer {
  const rules = useDeskQuery('pricing.listRules', {})
  const data = rules.data ?? NO_RULES
  return useMemo(() => makePricer(data), [data])
}
