import { marginPercent, type SellingPrice } from '../../../../shared/domain/markup'
import { formatMoney } from '../../../../shared/domain/money'

/** "Net €100.00 · margin €12.00 (10.7%)", or "Net €100.00 · no markup" when sold at net. */
export function netWords(price: SellingPrice, locale: string): string {
  const net = `Net ${formatMoney(price.net, price.currency, locale)}`
  if (price.ruleId === null && price.margin === 0) return `${net} · no markup`
  return `${net} · margin ${formatMoney(price.margin, price.currency, locale)} (${marginPercent(price)}%)`
}
