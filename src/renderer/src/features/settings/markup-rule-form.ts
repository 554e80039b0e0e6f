import {
  applyRule,
  MarkupRuleInput,
  scopeTarget,
  type PricedProduct,
  type ProductKind,
  type ScopeKind,
  type SellingPrice,
} from '../../../../shared/domain/markup'
import type { MarkupRuleRecord } from '../../../../shared/ipc/pricing.contract'

/**
 * The rules form's flat values and their way to and from MarkupRuleInput: the form shows one field per thing the
 * agent types, the contract's schema (the same main checks) decides what is valid, and its issues land on fields.
 */
export interface RuleFormValues {
  scopeKind: ScopeKind
  /** The hotel's, experience's, city's, country's id, the supplier's code or the customer file. */
  scopeId: string
  scopeLabel: string
  stars: string
  productKind: 'any' | ProductKind
  percent: number | string
  fixedAmount: number | string
  fixedCurrency: string
  fixedPer: 'booking' | 'night' | 'person'
  rounding: 'none' | 'whole' | '.90' | '.99' | '.00'
  minimumKind: 'none' | 'percent' | 'amount'
  minimumPercent: number | string
  minimumAmount: number | string
  minimumCurrency: string
  note: string
}

export const EMPTY_RULE_FORM: RuleFormValues = {
  scopeKind: 'everything',
  scopeId: '',
  scopeLabel: '',
  stars: '4',
  productKind: 'any',
  percent: 10,
  fixedAmount: '',
  fixedCurrency: 'EUR',
  fixedPer: 'booking',
  rounding: 'none',
  minimumKind: 'none',
  minimumPercent: '',
  minimumAmount: '',
  minimumCurrency: 'EUR',
  note: '',
}

const num = (value: number | string): number => (typeof value === 'number' ? value : Number(value.trim()))
const given = (value: number | string): boolean => !(typeof value === 'string' && value.trim() === '')

function scopeOf(values: RuleFormValues): unknown {
  const target = { label: values.scopeLabel.trim() }
  const id = values.scopeId
  switch (values.scopeKind) {
    case 'everything':
      return { kind: 'everything' }
    case 'stars':
      return { kind: 'stars', stars: Number(values.stars) }
    case 'customerFile':
      return { kind: 'customerFile', fileId: id, ...target }
    case 'hotel':
      return { kind: 'hotel', hotelId: id, ...target }
    case 'experience':
      return { kind: 'experience', experienceId: id, ...target }
    case 'supplier':
      return { kind: 'supplier', supplierCode: id, ...target }
    case 'city':
      return { kind: 'city', cityId: id, ...target }
    case 'country':
      return { kind: 'country', countryId: id, ...target }
  }
}

/** The form's values as the contract's input (unchecked: parse it with MarkupRuleInput). */
export function ruleInputOf(values: RuleFormValues): unknown {
  return {
    scope: scopeOf(values),
    productKind: values.productKind === 'any' ? null : values.productKind,
    percent: given(values.percent) ? num(values.percent) : 0,
    fixed: given(values.fixedAmount)
      ? {
          amount: num(values.fixedAmount),
          currency: values.fixedCurrency.trim().toUpperCase(),
          per: values.fixedPer,
        }
      : null,
    rounding:
      values.rounding === 'none' || values.rounding === 'whole'
        ? { kind: values.rounding }
        : { kind: 'ending', ending: values.rounding },
    minimumMargin:
      values.minimumKind === 'percent'
        ? { kind: 'percent', percent: num(values.minimumPercent) }
        : values.minimumKind === 'amount'
          ? {
              kind: 'amount',
              amount: num(values.minimumAmount),
              currency: values.minimumCurrency.trim().toUpperCase(),
            }
          : null,
    note: values.note,
  }
}

export function formValuesOf(rule: MarkupRuleInput): RuleFormValues {
  const { scope } = rule
  const scopeId = scope.kind === 'stars' ? '' : scopeTarget(scope)
  return {
    ...EMPTY_RULE_FORM,
    scopeKind: scope.kind,
    scopeId,
    scopeLabel: 'label' in scope ? scope.label : '',
    stars: scope.kind === 'stars' ? String(scope.stars) : EMPTY_RULE_FORM.stars,
    productKind: rule.productKind ?? 'any',
    percent: rule.percent,
    fixedAmount: rule.fixed?.amount ?? '',
    fixedCurrency: rule.fixed?.currency ?? 'EUR',
    fixedPer: rule.fixed?.per ?? 'booking',
    rounding: rule.rounding.kind === 'ending' ? rule.rounding.ending : rule.rounding.kind,
    minimumKind: rule.minimumMargin?.kind ?? 'none',
    minimumPercent: rule.minimumMargin?.kind === 'percent' ? rule.minimumMargin.percent : '',
    minimumAmount: rule.minimumMargin?.kind === 'amount' ? rule.minimumMargin.amount : '',
    minimumCurrency: rule.minimumMargin?.kind === 'amount' ? rule.minimumMargin.currency : 'EUR',
    note: rule.note,
  }
}

/** A contract path (`percent`, `fixed.amount`, `scope.hotelId`, main's `rule.scope`) -> the form field it is about. */
export function fieldOfPath(path: string): keyof RuleFormValues {
  const inner = path.replace(/^rule\./, '')
  // The scope as a whole (main: another rule already has it) is about what the rule applies to.
  if (inner === 'scope') return 'scopeKind'
  if (inner === 'scope.stars') return 'stars'
  if (inner.startsWith('scope.label')) return 'scopeLabel'
  if (inner.startsWith('scope')) return 'scopeId'
  if (inner.startsWith('fixed.currency')) return 'fixedCurrency'
  if (inner.startsWith('fixed')) return 'fixedAmount'
  if (inner.startsWith('minimumMargin.currency')) return 'minimumCurrency'
  if (inner.startsWith('minimumMargin.amount')) return 'minimumAmount'
  if (inner.startsWith('minimumMargin')) return 'minimumPercent'
  if (inner.startsWith('rounding')) return 'rounding'
  if (inner.startsWith('productKind')) return 'productKind'
  if (inner.startsWith('note')) return 'note'
  return 'percent'
}

/** The form checked with the contract's own schema: the rule, or one message per field. */
export function checkRuleForm(
  values: RuleFormValues,
):
  | { rule: MarkupRuleInput; errors: null }
  | { rule: null; errors: Partial<Record<keyof RuleFormValues, string>> } {
  const parsed = MarkupRuleInput.safeParse(ruleInputOf(values))
  if (parsed.success) return { rule: parsed.data, errors: null }
  const errors: Partial<Record<keyof RuleFormValues, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'))
    errors[field] ??= issue.message
  }
  return { rule: null, errors }
}

export interface PreviewSample {
  net: number
  currency: string
  price: SellingPrice
}

/** Sample nets in a 2-decimal and a 0-decimal currency, priced with the rule as typed (3 nights, 2 people). */
export function previewRule(rule: MarkupRuleInput): PreviewSample[] {
  const product: PricedProduct = { kind: rule.productKind ?? 'hotel', nights: 3, persons: 2 }
  const samples: [number, string][] = [
    [100, 'EUR'],
    [1234.56, 'EUR'],
    [15_000, 'JPY'],
  ]
  return samples.map(([net, currency]) => ({
    net,
    currency,
    price: applyRule({ ...rule, id: 'preview' }, product, net, currency),
  }))
}

const SCOPE_WORDS: Record<ScopeKind, string> = {
  customerFile: 'Customer file',
  hotel: 'Hotel',
  experience: 'Experience',
  supplier: 'Supplier',
  city: 'City',
  country: 'Country',
  stars: 'Hotel stars',
  everything: 'Everything',
}
export const scopeWords = (kind: ScopeKind): string => SCOPE_WORDS[kind]

/** "Hotel: Hotel Lisboa Plaza", "4-star hotels", "Everything", with the product kind when narrowed. */
export function describeScope(rule: MarkupRuleRecord | MarkupRuleInput): string {
  const { scope } = rule
  const what =
    scope.kind === 'everything'
      ? 'Everything'
      : scope.kind === 'stars'
        ? `${scope.stars}-star hotels`
        : `${SCOPE_WORDS[scope.kind]}: ${scope.label || scopeIdOf(rule)}`
  const kind = rule.productKind === null ? '' : rule.productKind === 'hotel' ? ' (hotels)' : ' (experiences)'
  return `${what}${kind}`
}

function scopeIdOf(rule: MarkupRuleInput): string {
  return formValuesOf(rule).scopeId
}
