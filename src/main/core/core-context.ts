import type { Platform } from '../platform/types'
import type { ConnectivityMonitor } from '../sync/connectivity-monitor'
import type { EmbeddedSandbox, ServiceEndpoint } from './environment'
import type { EventBus } from './event-bus'
import type { SettingsService } from './settings.service'

/**
 * What every feature's handlers get from createCore: the platform adapters, the event bus and the core's
 * services. A feature adds its own service here when another feature needs it.
 */
export interface CoreContext {
  platform: Platform
  events: EventBus
  settings: SettingsService
  connectivity: ConnectivityMonitor
  /** The active environment's address and key (main only; never sent to the renderer). */
  endpoint(): Promise<ServiceEndpoint>
  sandbox: EmbeddedSandbox | null
  app: { name: string; version: string; host: 'electron' | 'web' }
}
