import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** The morning worklist, from the cache (offline too). */
export function worklistHandlers(ctx: CoreContext): HandlersOf<'worklist.list' | 'worklist.acknowledge'> {
  return {
    'worklist.list': () => ctx.bookings.worklist.list(),
    'worklist.acknowledge': ({ itemId, fingerprint }) => {
      ctx.bookings.worklist.acknowledge(itemId, fingerprint)
      return { acknowledged: true as const }
    },
  }
}
