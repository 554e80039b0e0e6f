import type { Handlers } from '../../shared/ipc'
import type { Platform } from '../platform/types'
import { createConnectivityMonitor } from '../sync/connectivity-monitor'
import { appHandlers } from './app.handlers'
import { connectivityHandlers } from './connectivity.handlers'
import type { CoreContext } from './core-context'
import { createDispatch, type Dispatch } from './dispatch'
import { resolveEndpoint, type EmbeddedSandbox } from './environment'
import { createEventBus, type EventBus } from './event-bus'
import { settingsHandlers } from './settings.handlers'
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

/**
 * The application core: one handler per channel of the contract, and no Electron anywhere below it. Each feature's
 * handlers live in `<feature>.handlers.ts`; `satisfies Handlers` makes a missing one a type error.
 */
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
  const ctx: CoreContext = {
    platform,
    events,
    settings,
    connectivity,
    endpoint,
    sandbox: deps.sandbox,
    app: deps.app,
  }

  const handlers = {
    ...appHandlers(ctx),
    ...settingsHandlers(ctx),
    ...connectivityHandlers(ctx),
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
