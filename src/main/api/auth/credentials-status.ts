import type { CredentialsStatus, EnvironmentName, Settings } from '../../../shared/ipc'
import { apiKeySecretName, savedApiKey } from '../../base/environment'
import type { SecretStore } from '../../platform/types'
import type { BearerAuth } from './bearer-auth'

/** What the renderer may learn about an environment's credentials: whether they exist, never what they are. */
export function credentialsStatus(
  environment: EnvironmentName,
  deps: { settings: Settings; secrets: SecretStore; bearer: BearerAuth },
): CredentialsStatus {
  const authMethod = deps.settings.authMethods[environment]
  const session = deps.bearer.session(environment)
  return {
    environment,
    hasApiKey: savedApiKey(deps.secrets, environment) !== null,
    usesDemoKey: environment === 'sandbox' && deps.secrets.get(apiKeySecretName(environment)) === null,
    encryptionAvailable: deps.secrets.isAvailable(),
    authMethod,
    signedInAs: session?.username ?? null,
    signInRequired: authMethod === 'bearer' && session === null,
  }
}
