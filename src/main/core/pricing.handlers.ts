import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** The agency's markup rules and the selling prices of its bookings (agency.db). */
export function pricingHandlers(
  ctx: CoreContext,
): HandlersOf<
  | 'pricing.listRules'
  | 'pricing.saveRule'
  | 'pricing.deleteRule'
  | 'pricing.saleOf'
  | 'pricing.setManualPrice'
> {
  const { pricing } = ctx
  return {
    'pricing.listRules': () => pricing.listRules(),
    'pricing.saveRule': (input) => pricing.saveRule(input),
    'pricing.deleteRule': ({ id, expectedVersion }) => {
      pricing.deleteRule(id, expectedVersion)
      return { deleted: true as const }
    },
    'pricing.saleOf': ({ bookingId }) => pricing.saleOf(bookingId),
    'pricing.setManualPrice': (input) => pricing.setManualPrice(input),
  }
}
