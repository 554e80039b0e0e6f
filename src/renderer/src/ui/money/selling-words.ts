import { marginPercent, type SellingPrice } from '../../../../shared/domain/markup'
import { formatMoney } from '../../../../shared/domain/money'
import { PRICE_ON_REQUEST } from '../client-mode/client-mode'

/** "Net €100.00 · margin €12.00 (10.7%)", or "Net €100.00 · no markup" when sold at net. */
export function netWords(price: SellingPrice, locale: string): string {
  const net = `Net ${formatMoney(price.net, price.currency, locale)}`
  if (price.ruleId === null && price.margin === 0) return `${net} · no markup`
  return `${net} · margin ${formatMoney(price.margin, price.currency, locale)} (${marginPercent(price)}%)`
}

/**
 * A selling price as one string (a button's label): the amount when a rule made it or the agent may see the net,
 * "Price on request" on the client screen when no rule priced it (the figure would be the net itself).
 */
export function sellingLabel(price: SellingPrice, showsNet: boolean, locale: string): string {
  return showsNet || price.ruleId !== null
    ? formatMoney(price.sell, price.currency, locale)
    : PRICE_ON_REQUEST
}
