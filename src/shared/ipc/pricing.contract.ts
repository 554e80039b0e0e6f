import { z } from 'zod'
import { FrozenSale, ManualSellingPrice, MarkupRuleInput, RuleSnapshot } from '../domain/markup'

/**
 * The agency's margin: markup rules (Settings -> Pricing) and the selling price frozen with each booking the desk
 * made. Both are the agency's own data (agency.db), never the service's.
 */

/** A stored rule: its content plus the record's identity and history. */
export const MarkupRuleRecord = z.intersection(
  RuleSnapshot,
  z.object({ updatedBy: z.string(), updatedAt: z.string() }),
)
export type MarkupRuleRecord = z.infer<typeof MarkupRuleRecord>

const RecordId = z.uuid()

export const SaveMarkupRuleInput = z
  .object({
    /** Absent: a new rule. */
    id: RecordId.optional(),
    /** The version the agent edited; an update of a rule changed since is refused (conflict). */
    expectedVersion: z.number().int().min(1).optional(),
    rule: MarkupRuleInput,
  })
  .strict()
export type SaveMarkupRuleInput = z.infer<typeof SaveMarkupRuleInput>

export const pricingChannels = {
  /** The live rules, most specific first (the order the pricer walks them). */
  'pricing.listRules': {
    input: z.object({}).strict().default({}),
    output: z.array(MarkupRuleRecord),
  },
  /** Adds or changes a rule; a duplicate scope is invalid input on `rule.scope`, a stale version a conflict. */
  'pricing.saveRule': { input: SaveMarkupRuleInput, output: MarkupRuleRecord },
  /** Deletes a rule (a tombstone: the record stays for other desks; pricing no longer sees it). */
  'pricing.deleteRule': {
    input: z.object({ id: RecordId, expectedVersion: z.number().int().min(1).optional() }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  /** The selling price frozen when the desk booked it, or set by hand; null when the booking has none. */
  'pricing.saleOf': {
    input: z.object({ bookingId: z.string().trim().min(1).max(100) }).strict(),
    output: FrozenSale.nullable(),
  },
  /** Sets a booking's selling price by hand (who and when recorded; versioned like every agency record). */
  'pricing.setManualPrice': { input: ManualSellingPrice.strict(), output: FrozenSale },
} as const

export const pricingEvents = {
  /** A rule was added, changed or deleted (here or, later, by another desk): prices shown may change. */
  'pricing.rulesChanged': z.object({}),
  /** Bookings whose frozen sale was recorded or set by hand. */
  'pricing.salesChanged': z.object({ bookingIds: z.array(z.string()) }),
} as const
