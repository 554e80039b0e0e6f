import { z } from 'zod'
import { divideRounded, fromMinor, minorDigits, toMinor } from '../minor-units'
import { ProductKind, SCOPE_PRECEDENCE, type MarkupRule, type MarkupRuleInput, type Rounding } from './rules'

const optionalId = z.string().trim().min(1).max(120).nullable().optional()

/**
 * What a price is for: enough to find the rule that applies and to count nights and people. The renderer builds it
 * for what it shows, and sends it with a create so that main freezes the sale on the same product.
 */
export const PricedProduct = z.object({
  kind: ProductKind,
  hotelId: optionalId,
  experienceId: optionalId,
  supplierCode: optionalId,
  cityId: optionalId,
  countryId: optionalId,
  stars: z.number().int().min(0).max(5).nullable().optional(),
  customerFileId: optionalId,
  /** Nights of the stay (an experience: its days, at least 1). */
  nights: z.number().int().min(0).max(400),
  /** Travellers of the whole party. */
  persons: z.number().int().min(0).max(100),
})
export type PricedProduct = z.infer<typeof PricedProduct>

export interface SellingPrice {
  currency: string
  net: number
  sell: number
  /** sell - net, in the currency. */
  margin: number
  /** The rule that made it, or null when none applies (sold at net). */
  ruleId: string | null
  /** The rule's fixed part was in another currency and was left out (there are no exchange rates). */
  fixedLeftOut: boolean
}

type RuleLike = MarkupRuleInput & { id: string }

function matches(rule: RuleLike, product: PricedProduct): boolean {
  if (rule.productKind !== null && rule.productKind !== product.kind) return false
  const { scope } = rule
  switch (scope.kind) {
    case 'everything':
      return true
    case 'customerFile':
      return product.customerFileId != null && scope.fileId === product.customerFileId
    case 'hotel':
      return product.kind === 'hotel' && scope.hotelId === product.hotelId
    case 'experience':
      return product.kind === 'experience' && scope.experienceId === product.experienceId
    case 'supplier':
      return product.supplierCode != null && scope.supplierCode === product.supplierCode
    case 'city':
      return product.cityId != null && scope.cityId === product.cityId
    case 'country':
      return product.countryId != null && scope.countryId === product.countryId
    case 'stars':
      return product.kind === 'hotel' && product.stars != null && scope.stars === product.stars
  }
}

/** Lower is more specific: the scope's place in SCOPE_PRECEDENCE, then narrowed to a product kind first. */
export function specificity(rule: Pick<MarkupRuleInput, 'scope' | 'productKind'>): number {
  return SCOPE_PRECEDENCE.indexOf(rule.scope.kind) * 2 + (rule.productKind === null ? 1 : 0)
}

/**
 * The rules sorted most specific first, once per rule set: a results page prices hundreds of rows with the same
 * set, and each row then walks the list to its first match.
 */
export function orderRules<Rule extends RuleLike>(rules: readonly Rule[]): Rule[] {
  return [...rules].sort((a, b) => specificity(a) - specificity(b) || a.id.localeCompare(b.id))
}

/** The rule that applies to a product, from rules already in {@link orderRules} order. */
export function ruleFor<Rule extends RuleLike>(
  ordered: readonly Rule[],
  product: PricedProduct,
): Rule | null {
  for (const rule of ordered) if (matches(rule, product)) return rule
  return null
}

/** Round up (the agency never sells below what the rule computed) to whole units or to an ending, in minor units. */
export function roundUp(minor: number, currency: string, rounding: Rounding): number {
  if (rounding.kind === 'none') return minor
  const unit = 10 ** minorDigits(currency)
  if (unit === 1) return minor // JPY and the like: already whole, and an ending has no decimals to land on
  const whole = Math.ceil(minor / unit) * unit
  if (rounding.kind === 'whole' || rounding.ending === '.00') return whole
  const endingMinor = Math.round((rounding.ending === '.90' ? 0.9 : 0.99) * unit)
  // The first price with that ending at or above the amount: 123.45 -> 123.90, 123.95 -> 124.90.
  const candidate = Math.floor(minor / unit) * unit + endingMinor
  return candidate >= minor ? candidate : candidate + unit
}

/** One rule applied to one net price: percentage, fixed part, minimum margin, then rounding. */
export function applyRule(
  rule: RuleLike | null,
  product: PricedProduct,
  net: number,
  currency: string,
): SellingPrice {
  const netMinor = toMinor(net, currency)
  if (rule === null)
    return {
      currency,
      net: fromMinor(netMinor, currency),
      sell: fromMinor(netMinor, currency),
      margin: 0,
      ruleId: null,
      fixedLeftOut: false,
    }
  // percent has at most 2 decimals: percent x 100 is an integer, so the product stays exact below 2^53.
  let marginMinor = divideRounded(netMinor * Math.round(rule.percent * 100), 10_000)
  let fixedLeftOut = false
  if (rule.fixed !== null && rule.fixed.amount > 0) {
    if (rule.fixed.currency === currency) {
      const times =
        rule.fixed.per === 'booking'
          ? 1
          : rule.fixed.per === 'night'
            ? Math.max(1, product.nights)
            : Math.max(1, product.persons)
      marginMinor += toMinor(rule.fixed.amount, currency) * times
    } else fixedLeftOut = true
  }
  const minimum = rule.minimumMargin
  if (minimum !== null) {
    const floor =
      minimum.kind === 'percent'
        ? divideRounded(netMinor * Math.round(minimum.percent * 100), 10_000)
        : minimum.currency === currency
          ? toMinor(minimum.amount, currency)
          : 0
    marginMinor = Math.max(marginMinor, floor)
  }
  const sellMinor = roundUp(netMinor + marginMinor, currency, rule.rounding)
  return {
    currency,
    net: fromMinor(netMinor, currency),
    sell: fromMinor(sellMinor, currency),
    margin: fromMinor(sellMinor - netMinor, currency),
    ruleId: rule.id,
    fixedLeftOut,
  }
}

/** A pricer for one rule set: sorts once, then prices each product. */
export function makePricer<Rule extends RuleLike>(rules: readonly Rule[]) {
  const ordered = orderRules(rules)
  return {
    rules: ordered,
    ruleFor: (product: PricedProduct) => ruleFor(ordered, product),
    price: (product: PricedProduct, net: number, currency: string): SellingPrice =>
      applyRule(ruleFor(ordered, product), product, net, currency),
  }
}
export type Pricer = ReturnType<typeof makePricer<MarkupRule>>

/** Margin as a percent of the selling price (what agencies call the margin rate), 1 decimal; 0 when sell is 0. */
export function marginPercent(price: Pick<SellingPrice, 'sell' | 'margin'>): number {
  if (price.sell === 0) return 0
  return Math.round((price.margin / price.sell) * 1000) / 10
}

/**
 * The selling prices of the parts of one sale (the rooms of a stay, each sold with its own supplier's rule), summed
 * per currency in minor units, in the order the currencies first appear. A sum carries a rule when any part did
 * (its ids, comma-joined when they differ), so the client screen shows it as it shows each part.
 */
export function sumSellingPrices(parts: readonly SellingPrice[]): SellingPrice[] {
  const sums = new Map<string, { net: number; sell: number; ruleIds: string[]; fixedLeftOut: boolean }>()
  for (const part of parts) {
    const sum = sums.get(part.currency) ?? { net: 0, sell: 0, ruleIds: [], fixedLeftOut: false }
    sum.net += toMinor(part.net, part.currency)
    sum.sell += toMinor(part.sell, part.currency)
    if (part.ruleId !== null && !sum.ruleIds.includes(part.ruleId)) sum.ruleIds.push(part.ruleId)
    sum.fixedLeftOut ||= part.fixedLeftOut
    sums.set(part.currency, sum)
  }
  return [...sums].map(([currency, sum]) => ({
    currency,
    net: fromMinor(sum.net, currency),
    sell: fromMinor(sum.sell, currency),
    margin: fromMinor(sum.sell - sum.net, currency),
    ruleId: sum.ruleIds.length === 0 ? null : sum.ruleIds.join(','),
    fixedLeftOut: sum.fixedLeftOut,
  }))
}
