import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** How many of the log's last lines "Copy diagnostics" carries. */
const LOG_LINES = 200

/**
 * "Copy diagnostics": the version, the platform, the settings (they never hold a credential: keys and tokens are
 * in the secret store) and the log's last lines, scrubbed when they were written (base/desk-log.ts).
 */
export function diagnosticsHandlers(ctx: CoreContext): HandlersOf<'diagnostics.collect'> {
  return {
    'diagnostics.collect': async () => {
      const lines = await ctx.log.tail(LOG_LINES)
      const text = [
        `${ctx.app.name} ${ctx.app.version} (${ctx.app.host})`,
        `Platform: ${process.platform} ${process.arch}, Node ${process.versions.node}` +
          (process.versions.electron === undefined ? '' : `, Electron ${process.versions.electron}`),
        `Collected at: ${ctx.platform.clock.now().toISOString()}`,
        '',
        'Settings:',
        JSON.stringify(ctx.settings.get(), null, 2),
        '',
        `Last ${lines.length} log lines:`,
        ...lines,
      ].join('\n')
      return { text, logLines: lines.length }
    },
  }
}
