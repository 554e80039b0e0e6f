import { DeskError, type CredentialsStatus, type EnvironmentName, type HandlersOf } from '../../shared/ipc'
import { credentialsStatus } from '../api/auth/credentials-status'
import type { CoreContext } from './core-context'
import { apiKeySecretName, resolveBaseUrl } from '../base/environment'

type SettingsChannels =
  | 'settings.get'
  | 'settings.update'
  | 'credentials.status'
  | 'credentials.setApiKey'
  | 'credentials.clear'
  | 'credentials.signIn'
  | 'credentials.signOut'

/** Settings, the API keys of real environments and the bearer user's sessions (all write-only from the renderer). */
export function settingsHandlers(ctx: CoreContext): HandlersOf<SettingsChannels> {
  const { secrets } = ctx.platform
  const status = (environment: EnvironmentName): CredentialsStatus =>
    credentialsStatus(environment, { settings: ctx.settings.get(), secrets, bearer: ctx.bearer })
  // A change to where or how we reach the service is worth a fresh connectivity check at once.
  const recheckIfActive = (environment: EnvironmentName) => {
    if (ctx.settings.get().environment === environment) void ctx.connectivity.check()
  }
  const changed = (environment: EnvironmentName): CredentialsStatus => {
    const next = status(environment)
    ctx.events.publish('credentials.changed', next)
    recheckIfActive(environment)
    return next
  }
  const requireEncryption = (what: string): void => {
    if (!secrets.isAvailable()) {
      throw new DeskError('CONFLICT', `This computer offers no secure storage, so ${what} was not saved.`)
    }
  }

  return {
    'settings.get': () => ctx.settings.get(),
    'settings.update': (patch) => {
      const before = ctx.settings.get()
      const after = ctx.settings.update(patch)
      if (
        before.environment !== after.environment ||
        before.baseUrls !== after.baseUrls ||
        before.authMethods[after.environment] !== after.authMethods[after.environment]
      ) {
        void ctx.connectivity.check()
      }
      return after
    },
    'credentials.status': ({ environment }) => status(environment),
    'credentials.setApiKey': ({ environment, apiKey }) => {
      requireEncryption('the key')
      secrets.set(apiKeySecretName(environment), apiKey)
      return changed(environment)
    },
    'credentials.clear': ({ environment }) => {
      secrets.delete(apiKeySecretName(environment))
      return changed(environment)
    },
    'credentials.signIn': async ({ environment, username, password }) => {
      requireEncryption('the sign-in')
      const settings = ctx.settings.get()
      const base = await resolveBaseUrl(settings, environment, ctx.sandbox)
      if (!base.ok) throw new DeskError('CONFLICT', base.reason)
      await ctx.bearer.signIn({ environment, baseUrl: base.baseUrl }, username, password)
      // Signing in as the API user is choosing it for this environment.
      if (settings.authMethods[environment] !== 'bearer') {
        ctx.settings.update({ authMethods: { ...settings.authMethods, [environment]: 'bearer' } })
      }
      return changed(environment)
    },
    'credentials.signOut': ({ environment }) => {
      ctx.bearer.signOut(environment)
      return changed(environment)
    },
  }
}
