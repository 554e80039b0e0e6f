import { formatInstantInZone } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import type { CancellationQuote } from '../../../../shared/ipc/bookings.contract'
import type { AgentFormat } from '../../ui/format/agent-format'

/**
 * What cancelling costs, in the agent's words, before they confirm. Never "free" unless the ladder says so: an
 * unknown cost is said to be unknown.
 */

export type QuoteTone = 'free' | 'fee' | 'unknown'

export interface QuoteView {
  tone: QuoteTone
  /** "Free to cancel now", "Cancelling now costs €120.00", ... */
  headline: string
  /** When the cost changes next, or why it is not known. */
  next: string
  /** The service's time the cost was read at. */
  at: string
}

/**
 * `amounts` false on the client screen: a fee is what the supplier charges the agency (net money), so the words say
 * that a fee applies and never how much (what the customer pays is the agency's own policy).
 */
export function quoteView(quote: CancellationQuote, format: AgentFormat, amounts = true): QuoteView {
  const money = (amount: number) => formatMoney(amount, quote.currency, format.locale)
  const when = (iso: string) => formatInstantInZone(iso, format)
  const at = `Cost at the service's time, ${when(quote.at)} (times in ${format.timeZone}).`
  const { cost } = quote
  switch (cost.kind) {
    case 'free':
      return {
        tone: 'free',
        headline: 'Free to cancel now',
        next: `Free until ${when(cost.until)}; after that a cancellation fee applies.`,
        at,
      }
    case 'fee':
      return {
        tone: 'fee',
        headline: amounts ? `Cancelling now costs ${money(cost.fee)}` : 'Cancelling now costs a fee',
        next:
          cost.until === null
            ? 'This fee applies until the stay.'
            : `This fee applies until ${when(cost.until)}; the next step of the conditions starts then.`,
        at,
      }
    case 'nonRefundable':
      return {
        tone: 'fee',
        headline: amounts
          ? `Non-refundable: cancelling now costs ${money(cost.fee)}`
          : 'Non-refundable: nothing is refunded if cancelled now',
        next:
          cost.until === null
            ? 'Nothing is refunded from now until the stay.'
            : `Nothing is refunded until ${when(cost.until)}.`,
        at,
      }
    default:
      return {
        tone: 'unknown',
        headline: 'The cost of cancelling is not known',
        next: 'The supplier gave no cancellation conditions: a fee may be charged. Do not tell the customer it is free.',
        at,
      }
  }
}

/** The fee a cancelled booking carries, as the booking re-read says (without its net amount when `amounts` is false). */
export function cancelledFeeSentence(
  fee: number | null,
  currency: string,
  locale: string,
  amounts = true,
): string {
  if (fee === null || fee === 0) return 'No cancellation fee was charged.'
  return amounts
    ? `Cancellation fee charged: ${formatMoney(fee, currency, locale)}.`
    : 'A cancellation fee was charged.'
}
