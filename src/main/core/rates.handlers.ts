import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** The agency's currency rates and reporting currency (agency.db). */
export function ratesHandlers(
  ctx: CoreContext,
): HandlersOf<'rates.list' | 'rates.setReporting' | 'rates.save' | 'rates.delete'> {
  const { currencyRates } = ctx
  return {
    'rates.list': () => currencyRates.list(),
    'rates.setReporting': ({ currency, expectedVersion }) =>
      currencyRates.setReporting(currency, expectedVersion),
    'rates.save': (input) => currencyRates.save(input),
    'rates.delete': ({ id, expectedVersion }) => {
      currencyRates.delete(id, expectedVersion)
      return { deleted: true as const }
    },
  }
}
