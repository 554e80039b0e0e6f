import { z } from 'zod'
import type { MarkupRuleInput } from './rules'

/**
 * The selling price of one booking as the desk sold it: frozen at sale with the rule that made it, so that changing
 * the rules later never changes a past booking. A booking the desk did not make has none until the agent sets one
 * by hand ('manual').
 */
export interface FrozenSale {
  bookingId: string
  currency: string
  net: number
  sell: number
  margin: number
  source: 'rule' | 'manual' | 'net'
  /** The rule as it was at sale (null for a manual price or when no rule applied). */
  rule: (MarkupRuleInput & { id: string; version: number }) | null
  soldBy: string
  soldAt: string
}

/** A price set by hand for a booking the desk did not make (or corrected later): never below zero. */
export const ManualSellingPrice = z.object({
  bookingId: z.string().trim().min(1).max(100),
  sell: z.number().finite().min(0, 'Not below zero').max(100_000_000),
  note: z.string().trim().max(500),
})
export type ManualSellingPrice = z.infer<typeof ManualSellingPrice>
