import { DeskError, type HandlersOf } from '../../shared/ipc'
import { MAX_BACKUP_FILE_BYTES } from '../../shared/ipc/files'
import type { CoreContext } from './core-context'
import { handOver } from './hand-over'
import { AUTOMATIC_BACKUP_SECRET } from '../base/backup-passphrase'

/** The largest backup file a restore reads (agency.db of a large agency, its logo and settings). */
const MAX_BACKUP_BYTES = MAX_BACKUP_FILE_BYTES

/** Backups of the agency's own data (src/main/backup): now, automatic, inspected and restored. */
export function backupHandlers(
  ctx: CoreContext,
): HandlersOf<
  | 'backup.status'
  | 'backup.updateSettings'
  | 'backup.setAutomaticPassphrase'
  | 'backup.create'
  | 'backup.inspect'
  | 'backup.restore'
> {
  const { secrets } = ctx.platform
  return {
    'backup.status': () => ctx.backups.automatic.status(),
    'backup.updateSettings': async (backups) => {
      // Encryption is switched with its passphrase only (backup.setAutomaticPassphrase): never on without one.
      ctx.settings.update({ backups: { ...backups, encrypt: ctx.settings.get().backups.encrypt } })
      return ctx.backups.automatic.status()
    },
    'backup.setAutomaticPassphrase': async ({ passphrase }) => {
      const backups = ctx.settings.get().backups
      if (passphrase === null) {
        ctx.settings.update({ backups: { ...backups, encrypt: false } })
        secrets.delete(AUTOMATIC_BACKUP_SECRET)
      } else {
        if (!secrets.isAvailable()) {
          throw new DeskError(
            'CONFLICT',
            'This computer offers no secure storage for the passphrase, so the automatic backups stay unencrypted.',
          )
        }
        secrets.set(AUTOMATIC_BACKUP_SECRET, passphrase)
        ctx.settings.update({ backups: { ...backups, encrypt: true } })
      }
      return ctx.backups.automatic.status()
    },
    'backup.create': async ({ passphrase }) => {
      const made = await ctx.backups.service.make(passphrase)
      const file = await handOver(ctx, { fileName: made.fileName, bytes: made.bytes, source: 'cache' })
      return { summary: made.summary, file }
    },
    'backup.inspect': async ({ file, passphrase }) =>
      ctx.backups.service.inspect(await ctx.files.take(file, MAX_BACKUP_BYTES, 'backup'), passphrase),
    'backup.restore': async ({ file, passphrase }) =>
      ctx.backups.service.restore(await ctx.files.take(file, MAX_BACKUP_BYTES, 'backup'), passphrase),
  }
}
