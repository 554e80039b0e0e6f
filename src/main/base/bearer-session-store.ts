import { z } from 'zod'
import type { EnvironmentName } from '../../shared/ipc'
import type { SecretStore } from '../platform/types'

/**
 * A bearer user's tokens, kept only in the secret store (encrypted: safeStorage in Electron), one entry per
 * environment. The password is never part of it.
 */
export const BearerSession = z.object({
  username: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** When the access token expires, in ms of the app's clock (received time + expiresIn). */
  expiresAtMs: z.number(),
})
export type BearerSession = z.infer<typeof BearerSession>

export const bearerSecretName = (environment: EnvironmentName): string => `bearer.${environment}`

export function readBearerSession(secrets: SecretStore, environment: EnvironmentName): BearerSession | null {
  let raw: string | null
  try {
    raw = secrets.get(bearerSecretName(environment))
  } catch {
    // A store the OS can no longer decrypt (keychain reset) is the same as no session: sign in again.
    return null
  }
  if (raw === null) return null
  try {
    const parsed = BearerSession.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function writeBearerSession(
  secrets: SecretStore,
  environment: EnvironmentName,
  session: BearerSession,
): void {
  secrets.set(bearerSecretName(environment), JSON.stringify(session))
}

export function deleteBearerSession(secrets: SecretStore, environment: EnvironmentName): void {
  secrets.delete(bearerSecretName(environment))
}
