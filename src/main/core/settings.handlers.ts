import {
  DeskError,
  type CredentialsStatus,
  type EnvironmentName,
  type HandlersOf,
  type Settings,
} from '../../shared/ipc'
import { environmentProblems, problemsSentence } from '../api/environment-check'
import { credentialsStatus } from '../api/auth/credentials-status'
import type { CoreContext } from './core-context'
import { apiKeySecretName, resolveBaseUrl } from '../base/environment'

type SettingsChannels =
  | 'settings.get'
  | 'settings.update'
  | 'settings.checkEnvironment'
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

  /**
   * A change of where or how the active environment is reached is saved only when that environment can be used:
   * an address of the right shape and its credentials (a test call is `settings.checkEnvironment`). Otherwise the
   * header would wait on it for ever.
   */
  const refuseUnusableEnvironment = (before: Settings, after: Settings): void => {
    const environment = after.environment
    if (environment === 'sandbox') return
    const touched =
      before.environment !== environment ||
      before.baseUrls[environment] !== after.baseUrls[environment] ||
      before.authMethods[environment] !== after.authMethods[environment]
    if (!touched) return
    const credentials = credentialsStatus(environment, { settings: after, secrets, bearer: ctx.bearer })
    const problems = environmentProblems(environment, after.baseUrls[environment], credentials)
    if (problems.length > 0) {
      throw new DeskError('INVALID_INPUT', problemsSentence(environment, problems), { issues: problems })
    }
  }

  return {
    'settings.get': () => ctx.settings.get(),
    'settings.update': (patch) => {
      const before = ctx.settings.get()
      refuseUnusableEnvironment(before, ctx.settings.preview(patch))
      const after = ctx.settings.update(patch)
      // Every save makes new objects, so the connection is compared by value: a language or colour change
      // must not send a probe to the service.
      if (reachedDifferently(before, after)) void ctx.connectivity.check()
      return after
    },
    'settings.checkEnvironment': ({ environment, baseUrl }) => ctx.checkEnvironment(environment, baseUrl),
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
    'credentials.signIn': async ({ environment, baseUrl: typed, username, password }) => {
      requireEncryption('the sign-in')
      const saved = ctx.settings.get()
      // The address typed on the form (a real environment is not saved before it has credentials).
      const settings =
        typed == null || environment === 'sandbox'
          ? saved
          : { ...saved, baseUrls: { ...saved.baseUrls, [environment]: typed } }
      const base = await resolveBaseUrl(settings, environment, ctx.sandbox)
      if (!base.ok) throw new DeskError('CONFLICT', base.reason)
      await ctx.bearer.signIn({ environment, baseUrl: base.baseUrl }, username, password)
      // Signing in as the API user is choosing it (and the address it signed in at) for this environment.
      if (
        settings.authMethods[environment] !== 'bearer' ||
        (environment !== 'sandbox' && settings.baseUrls[environment] !== saved.baseUrls[environment])
      ) {
        ctx.settings.update({
          baseUrls: settings.baseUrls,
          authMethods: { ...settings.authMethods, [environment]: 'bearer' },
        })
      }
      return changed(environment)
    },
    'credentials.signOut': ({ environment }) => {
      ctx.bearer.signOut(environment)
      return changed(environment)
    },
  }
}

/** Whether the active environment is now reached at another address, another way, or is another environment. */
function reachedDifferently(before: Settings, after: Settings): boolean {
  const environment = after.environment
  if (before.environment !== environment) return true
  if (before.authMethods[environment] !== after.authMethods[environment]) return true
  return environment !== 'sandbox' && before.baseUrls[environment] !== after.baseUrls[environment]
}
