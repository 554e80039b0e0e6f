import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** The bookings list's saved views (agency.db). */
export function viewsHandlers(
  ctx: CoreContext,
): HandlersOf<'views.list' | 'views.save' | 'views.delete' | 'views.pinnedCounts'> {
  const { views } = ctx
  return {
    'views.list': () => views.list(),
    'views.save': (input) => views.save(input),
    'views.delete': ({ id, expectedVersion }) => {
      views.delete(id, expectedVersion)
      return { deleted: true as const }
    },
    'views.pinnedCounts': () => views.pinnedCounts(),
  }
}
