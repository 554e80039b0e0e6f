import { DeskError, type CredentialsStatus, type EnvironmentName, type Handlers } from '../../shared/ipc'
import type { Platform } from '../platform/types'
import { createConnectivityMonitor } from '../sync/connectivity-monitor'
import { createDispatch, type Dispatch } from './dispatch'
import { apiKeySecretName, resolveEndpoint, type EmbeddedSandbox } from './environment'
import { createEventBus, type EventBus } from './event-bus'
import { createSettingsService } from './settings.service'

export interface CoreDeps {
  platform: Platform
  app: { name: string; version: string; host: 'electron' | 'web' }
  /** The embedded sandbox; null where it is not shipped (a test may also leave it out). */
  sandbox: EmbeddedSandbox | null
  fetch?: typeof fetch
}

export interface Core {
  handlers: Handlers
  dispatch: Dispatch
  events: EventBus
  /** Starts background work (connectivity probes). */
  start(): void
  stop(): Promise<void>
}

/** The application core: one handler per channel of the contract, and no Electron anywhere below it. */
export function createCore(deps: CoreDeps): Core {
  const { platform } = deps
  const events = createEventBus()
  const settings = createSettingsService(platform.settings, events)
  const endpoint = () => resolveEndpoint(settings.get(), platform.secrets, deps.sandbox)
  const connectivity = createConnectivityMonitor({
    clock: platform.clock,
    endpoint,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    onChange: (status) => events.publish('connectivity.changed', status),
  })

  const credentialsStatus = (environment: EnvironmentName): CredentialsStatus => ({
    environment,
    hasApiKey: environment === 'sandbox' || platform.secrets.get(apiKeySecretName(environment)) !== null,
    encryptionAvailable: platform.secrets.isAvailable(),
  })

  const handlers = {
    'app.info': () => ({
      name: deps.app.name,
      version: deps.app.version,
      environment: settings.get().environment,
      host: deps.app.host,
      dataFolder: platform.files.dataFolder,
      platform: process.platform,
    }),
    'settings.get': () => settings.get(),
    'settings.update': (patch) => {
      const before = settings.get()
      const after = settings.update(patch)
      if (before.environment !== after.environment || before.baseUrls !== after.baseUrls)
        void connectivity.check()
      return after
    },
    'credentials.status': ({ environment }) => credentialsStatus(environment),
    'credentials.setApiKey': ({ environment, apiKey }) => {
      if (!platform.secrets.isAvailable()) {
        throw new DeskError('CONFLICT', 'This computer offers no secure storage, so the key was not saved.')
      }
      platform.secrets.set(apiKeySecretName(environment), apiKey)
      if (settings.get().environment === environment) void connectivity.check()
      return credentialsStatus(environment)
    },
    'credentials.clear': ({ environment }) => {
      platform.secrets.delete(apiKeySecretName(environment))
      if (settings.get().environment === environment) void connectivity.check()
      return credentialsStatus(environment)
    },
    'connectivity.status': () => connectivity.status(),
    'connectivity.check': () => connectivity.check(),
  } satisfies Handlers

  return {
    handlers,
    dispatch: createDispatch(handlers),
    events,
    start: () => connectivity.start(),
    async stop() {
      connectivity.stop()
      await deps.sandbox?.stop()
    },
  }
}
