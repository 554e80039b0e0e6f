import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

export function appHandlers(ctx: CoreContext): HandlersOf<'app.info'> {
  return {
    'app.info': () => ({
      name: ctx.app.name,
      version: ctx.app.version,
      environment: ctx.settings.get().environment,
      host: ctx.app.host,
      dataFolder: ctx.platform.files.dataFolder,
      platform: process.platform,
      systemPrint: ctx.vouchers.canPrintDialog,
    }),
  }
}
