import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** The agency's records shared through its PostgreSQL (src/main/sharing): status, check, connect, share now. */
export function sharingHandlers(
  ctx: CoreContext,
): HandlersOf<
  | 'sharing.status'
  | 'sharing.check'
  | 'sharing.connect'
  | 'sharing.disconnect'
  | 'sharing.syncNow'
  | 'sharing.conflicts'
  | 'sharing.markConflictsSeen'
> {
  return {
    'sharing.status': () => ctx.sharing.status(),
    'sharing.check': (input) => ctx.sharing.check(input),
    'sharing.connect': (input) => ctx.sharing.connect(input),
    'sharing.disconnect': () => ctx.sharing.disconnect(),
    'sharing.syncNow': () => ctx.sharing.syncNow(),
    'sharing.conflicts': ({ recordId }) => ctx.sharing.conflicts(recordId),
    'sharing.markConflictsSeen': ({ ids }) => ctx.sharing.markConflictsSeen(ids),
  }
}
