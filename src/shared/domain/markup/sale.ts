import { z } from 'zod'
import { MarkupRuleInput } from './rules'

/** A rule as it was when a sale used it: its content, id and version (later edits never reach a past booking). */
export const RuleSnapshot = z.intersection(
  MarkupRuleInput,
  z.object({ id: z.string(), version: z.number().int().min(1) }),
)
export type RuleSnapshot = z.infer<typeof RuleSnapshot>

export const SALE_SOURCES = ['rule', 'manual', 'net'] as const

/**
 * The selling price of one booking as the desk sold it: frozen at sale with the rule that made it, so that changing
 * the rules later never changes a past booking. A booking the desk did not make has none until the agent sets one
 * by hand ('manual'). 'net': the desk made it but no rule applied (sold at net).
 */
export const FrozenSale = z.object({
  bookingId: z.string(),
  currency: z.string(),
  net: z.number(),
  sell: z.number(),
  margin: z.number(),
  source: z.enum(SALE_SOURCES),
  /** The rule as it was at sale (null for a manual price or when no rule applied). */
  rule: RuleSnapshot.nullable(),
  /** Why a price was set by hand ('' otherwise). */
  note: z.string(),
  soldBy: z.string(),
  soldAt: z.string(),
  /** The record's version: a manual price names the one it replaces. */
  version: z.number().int().min(1),
})
export type FrozenSale = z.infer<typeof FrozenSale>

/** A price set by hand for a booking the desk did not make (or corrected later): never below zero. */
export const ManualSellingPrice = z.object({
  bookingId: z.string().trim().min(1).max(100),
  sell: z.number().finite().min(0, 'Not below zero').max(100_000_000),
  note: z.string().trim().max(500),
  /** The sale's version the agent saw; absent when the booking had none. A stale one is refused (conflict). */
  expectedVersion: z.number().int().min(1).optional(),
})
export type ManualSellingPrice = z.infer<typeof ManualSellingPrice>
