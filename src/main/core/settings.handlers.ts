import { DeskError, type CredentialsStatus, type EnvironmentName, type HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'
import { apiKeySecretName } from './environment'

type SettingsChannels =
  'settings.get' | 'settings.update' | 'credentials.status' | 'credentials.setApiKey' | 'credentials.clear'

/** Settings, and the API keys of real environments (write-only from the renderer's side). */
export function settingsHandlers(ctx: CoreContext): HandlersOf<SettingsChannels> {
  const { secrets } = ctx.platform
  const status = (environment: EnvironmentName): CredentialsStatus => ({
    environment,
    hasApiKey: environment === 'sandbox' || secrets.get(apiKeySecretName(environment)) !== null,
    encryptionAvailable: secrets.isAvailable(),
  })
  // A change to where or how we reach the service is worth a fresh connectivity check at once.
  const recheckIfActive = (environment: EnvironmentName) => {
    if (ctx.settings.get().environment === environment) void ctx.connectivity.check()
  }

  return {
    'settings.get': () => ctx.settings.get(),
    'settings.update': (patch) => {
      const before = ctx.settings.get()
      const after = ctx.settings.update(patch)
      if (before.environment !== after.environment || before.baseUrls !== after.baseUrls) {
        void ctx.connectivity.check()
      }
      return after
    },
    'credentials.status': ({ environment }) => status(environment),
    'credentials.setApiKey': ({ environment, apiKey }) => {
      if (!secrets.isAvailable()) {
        throw new DeskError('CONFLICT', 'This computer offers no secure storage, so the key was not saved.')
      }
      secrets.set(apiKeySecretName(environment), apiKey)
      recheckIfActive(environment)
      return status(environment)
    },
    'credentials.clear': ({ environment }) => {
      secrets.delete(apiKeySecretName(environment))
      recheckIfActive(environment)
      return status(environment)
    },
  }
}
