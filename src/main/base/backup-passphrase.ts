import type { SecretStore } from '../platform/types'

/**
 * The automatic backups' passphrase (Settings -> Backups, "Encrypt automatic backups"): kept in the platform's
 * secret store like the API keys, never in the settings, never sent to the renderer. Here, beside the other
 * secret names, so that the log scrubs it too (known-secrets.ts).
 */
export const AUTOMATIC_BACKUP_SECRET = 'backup.automaticPassphrase'

/** The kept passphrase, or null when none is kept or the store cannot open it (another OS account's keychain). */
export function readBackupPassphrase(secrets: Pick<SecretStore, 'get'>): string | null {
  try {
    const kept = secrets.get(AUTOMATIC_BACKUP_SECRET)
    return kept === '' ? null : kept
  } catch {
    return null
  }
}
