import { z } from 'zod'

/**
 * The agency's markup rules: what it adds to the service's net price. A rule has a scope (what it applies to) and
 * may be narrowed to one product kind; the most specific matching rule wins, in SCOPE_PRECEDENCE order.
 */

export const PRODUCT_KINDS = ['hotel', 'experience'] as const
export const ProductKind = z.enum(PRODUCT_KINDS)
export type ProductKind = z.infer<typeof ProductKind>

/** Most specific first. A rule narrowed to a product kind beats one of the same scope that is not. */
export const SCOPE_PRECEDENCE = [
  'customerFile',
  'hotel',
  'experience',
  'supplier',
  'city',
  'country',
  'stars',
  'everything',
] as const
export type ScopeKind = (typeof SCOPE_PRECEDENCE)[number]

const id = z.string().trim().min(1, 'Choose what the rule applies to').max(120)
/** What the agent saw when choosing (a hotel's name, a city's): shown on the rules screen, never matched on. */
const label = z.string().trim().max(200)

export const MarkupScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everything') }),
  z.object({ kind: z.literal('customerFile'), fileId: id, label }),
  z.object({ kind: z.literal('hotel'), hotelId: id, label }),
  z.object({ kind: z.literal('experience'), experienceId: id, label }),
  z.object({ kind: z.literal('supplier'), supplierCode: id, label }),
  z.object({ kind: z.literal('city'), cityId: id, label }),
  z.object({ kind: z.literal('country'), countryId: id, label }),
  z.object({ kind: z.literal('stars'), stars: z.number().int().min(0).max(5) }),
])
export type MarkupScope = z.infer<typeof MarkupScope>

export const FIXED_PER = ['booking', 'night', 'person'] as const
export const FixedPer = z.enum(FIXED_PER)
export type FixedPer = z.infer<typeof FixedPer>

const currency = z.string().regex(/^[A-Z]{3}$/, 'A currency code such as EUR')
const amount = z.number().finite().min(0, 'Not below zero').max(1_000_000, 'At most 1,000,000')

export const ROUNDING_ENDINGS = ['.90', '.99', '.00'] as const
export const Rounding = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('whole') }),
  z.object({ kind: z.literal('ending'), ending: z.enum(ROUNDING_ENDINGS) }),
])
export type Rounding = z.infer<typeof Rounding>

export const MinimumMargin = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number().finite().min(0).max(1000) }),
  z.object({ kind: z.literal('amount'), amount, currency }),
])
export type MinimumMargin = z.infer<typeof MinimumMargin>

/** What the agent edits: everything but the record's identity and history. */
export const MarkupRuleInput = z
  .object({
    scope: MarkupScope,
    /** null: hotels and experiences alike. */
    productKind: ProductKind.nullable(),
    /** Percent of the net, 2 decimals at most (12.5 = 12.5 %). */
    percent: z
      .number()
      .finite()
      .min(0, 'Not below zero')
      .max(1000, 'At most 1000 %')
      .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), 'At most 2 decimals'),
    /** Added in its own currency only: a price in another currency gets the percentage alone (no exchange rates). */
    fixed: z.object({ amount, currency, per: FixedPer }).nullable(),
    rounding: Rounding,
    minimumMargin: MinimumMargin.nullable(),
    note: z.string().trim().max(500),
  })
  .superRefine((rule, ctx) => {
    if (
      rule.percent === 0 &&
      (rule.fixed === null || rule.fixed.amount === 0) &&
      rule.minimumMargin === null
    ) {
      // A zero rule is allowed on purpose (it shields a scope from a broader one), but only when said so.
      if (rule.note.trim() === '')
        ctx.addIssue({
          code: 'custom',
          path: ['percent'],
          message:
            'A rule that adds nothing needs a note saying why (for example: sold at net to this customer)',
        })
    }
    const kindOfScope = rule.scope.kind
    if (
      (kindOfScope === 'hotel' && rule.productKind === 'experience') ||
      (kindOfScope === 'experience' && rule.productKind === 'hotel') ||
      (kindOfScope === 'stars' && rule.productKind === 'experience')
    )
      ctx.addIssue({
        code: 'custom',
        path: ['productKind'],
        message: 'This scope is never that kind of product',
      })
  })
export type MarkupRuleInput = z.infer<typeof MarkupRuleInput>

/** A stored rule: the agency's own record (desk-made UUID, version, who changed it and when). */
export interface MarkupRule extends MarkupRuleInput {
  id: string
  version: number
  updatedBy: string
  updatedAt: string
}

/** What a scope names: the hotel's, experience's, city's or country's id, the supplier's code, the file, the stars. */
export function scopeTarget(scope: MarkupScope): string {
  switch (scope.kind) {
    case 'everything':
      return ''
    case 'stars':
      return String(scope.stars)
    case 'customerFile':
      return scope.fileId
    case 'hotel':
      return scope.hotelId
    case 'experience':
      return scope.experienceId
    case 'supplier':
      return scope.supplierCode
    case 'city':
      return scope.cityId
    case 'country':
      return scope.countryId
  }
}

/** Two rules with the same scope and kind would make "the most specific wins" a coin toss: the second is refused. */
export function scopeKey(rule: Pick<MarkupRuleInput, 'scope' | 'productKind'>): string {
  return `${rule.scope.kind}:${scopeTarget(rule.scope)}:${rule.productKind ?? '*'}`
}
