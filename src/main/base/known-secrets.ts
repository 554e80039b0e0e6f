import { ENVIRONMENTS } from '../../shared/ipc'
import type { SecretStore } from '../platform/types'
import { readBackupPassphrase } from './backup-passphrase'
import { readBearerSession } from './bearer-session-store'
import { savedApiKey } from './environment'

/**
 * Every credential main holds right now (each environment's API key, the sandbox's demo key, the API user's
 * access and refresh tokens, the automatic backups' passphrase): the log scrubs these exact values from every line, wherever they turn up.
 */
/** The agency database's password of this desk's login (src/main/sharing), kept like the API keys. */
export const SHARING_PASSWORD_SECRET = 'sharing.password'

export function knownSecrets(secrets: SecretStore): string[] {
  const found: string[] = []
  try {
    const sharing = secrets.get(SHARING_PASSWORD_SECRET)
    if (sharing !== null) found.push(sharing)
  } catch {
    // Not decryptable any more: it cannot be sent either.
  }
  for (const environment of ENVIRONMENTS) {
    try {
      const key = savedApiKey(secrets, environment)
      if (key !== null) found.push(key)
    } catch {
      // A key the OS can no longer decrypt cannot be sent either: nothing to scrub.
    }
    const session = readBearerSession(secrets, environment)
    if (session !== null) found.push(session.accessToken, session.refreshToken)
  }
  const passphrase = readBackupPassphrase(secrets)
  if (passphrase !== null) found.push(passphrase)
  return found
}
