import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

export function connectivityHandlers(
  ctx: CoreContext,
): HandlersOf<'connectivity.status' | 'connectivity.check'> {
  return {
    'connectivity.status': () => ctx.connectivity.status(),
    'connectivity.check': () => ctx.connectivity.check(),
  }
}
