import type { EnvironmentName, Settings } from '../../shared/ipc'
import type { SecretStore } from '../platform/types'

/** The embedded sandbox's demo key for the first tour operator: public, documented in the README. */
export const SANDBOX_API_KEY = 'sandbox-to-key-1'

/** Where the service of the active environment is and how to authenticate; never leaves main. */
export type ServiceEndpoint =
  | { kind: 'ready'; environment: EnvironmentName; baseUrl: string; apiKey: string }
  | { kind: 'unconfigured'; environment: EnvironmentName; reason: string }

/** The embedded sandbox, started on loopback by the bootstrap when the sandbox environment is active. */
export interface EmbeddedSandbox {
  /** Starts it if needed and returns its base URL. */
  start(): Promise<string>
  stop(): Promise<void>
}

export const apiKeySecretName = (environment: EnvironmentName): string => `apiKey.${environment}`

export async function resolveEndpoint(
  settings: Settings,
  secrets: SecretStore,
  sandbox: EmbeddedSandbox | null,
): Promise<ServiceEndpoint> {
  const environment = settings.environment
  if (environment === 'sandbox') {
    if (sandbox === null)
      return { kind: 'unconfigured', environment, reason: 'The embedded sandbox is not available.' }
    return { kind: 'ready', environment, baseUrl: await sandbox.start(), apiKey: SANDBOX_API_KEY }
  }
  const baseUrl = settings.baseUrls[environment]
  if (baseUrl === null) {
    return {
      kind: 'unconfigured',
      environment,
      reason: `No address is set for ${environment}. Add it in Settings.`,
    }
  }
  const apiKey = secrets.get(apiKeySecretName(environment))
  if (apiKey === null) {
    return {
      kind: 'unconfigured',
      environment,
      reason: `No API key is saved for ${environment}. Add it in Settings.`,
    }
  }
  return { kind: 'ready', environment, baseUrl: baseUrl.replace(/\/+$/, ''), apiKey }
}
