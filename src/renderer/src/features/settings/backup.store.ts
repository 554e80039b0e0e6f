import type { BackupMade, BackupSummary } from '../../../../shared/ipc/backup.contract'
import type { Diagnostics } from '../../../../shared/ipc/diagnostics.contract'
import { bridge } from '../../bridge'

/**
 * The Backups section's and "Copy diagnostics"' actions: calls to main, whose answers the components keep. A file to restore is handed over once per call
 * (a FileRef is single-use), so the check and the restore each hand it over again.
 */

const withPassphrase = (passphrase: string): { passphrase?: string } =>
  passphrase === '' ? {} : { passphrase }

export const makeBackup = (passphrase: string): Promise<BackupMade> =>
  bridge.invoke('backup.create', withPassphrase(passphrase))

export const inspectBackup = async (file: File, passphrase: string): Promise<BackupSummary> =>
  bridge.invoke('backup.inspect', { file: await bridge.file(file, 'backup'), ...withPassphrase(passphrase) })

export const restoreBackup = async (file: File, passphrase: string): Promise<BackupSummary> =>
  bridge.invoke('backup.restore', { file: await bridge.file(file, 'backup'), ...withPassphrase(passphrase) })

export const collectDiagnostics = (): Promise<Diagnostics> => bridge.invoke('diagnostics.collect')
