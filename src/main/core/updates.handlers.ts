import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** The desktop app's updates (src/main/updates): the state, its settings, a check now and "Restart now". */
export function updatesHandlers(
  ctx: CoreContext,
): HandlersOf<'updates.status' | 'updates.updateSettings' | 'updates.check' | 'updates.restartNow'> {
  return {
    'updates.status': () => ctx.updates.info(),
    'updates.updateSettings': (updates) => {
      const previous = ctx.settings.get().updates
      ctx.settings.update({ updates })
      ctx.updates.settingsChanged(previous)
      return ctx.updates.info()
    },
    'updates.check': () => ctx.updates.check(),
    'updates.restartNow': () => ctx.updates.restartNow(),
  }
}
