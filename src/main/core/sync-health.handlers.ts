import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

export function syncHealthHandlers(ctx: CoreContext): HandlersOf<'sync.health'> {
  return {
    'sync.health': () => ctx.bookings.health.check(),
  }
}
