import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

export function connectivityHandlers(
  ctx: CoreContext,
): HandlersOf<'connectivity.status' | 'connectivity.check' | 'connectivity.serviceClock'> {
  return {
    'connectivity.status': () => ctx.connectivity.status(),
    'connectivity.check': () => ctx.connectivity.check(),
    'connectivity.serviceClock': () => ctx.api.serviceClock(),
  }
}
