import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

export function syncHandlers(ctx: CoreContext): HandlersOf<'sync.status'> {
  return {
    'sync.status': () => ({ datasets: ctx.syncStatus.all() }),
  }
}
