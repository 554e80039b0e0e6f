import type { BearerAuth } from '../api/auth/bearer-auth'
import type { ApiClient } from '../api/client'
import type { ServiceAccess } from '../api/service-access'
import type { BookingsService } from '../bookings/bookings-service'
import type { ExperiencesService } from '../experiences/experiences-service'
import type { Db } from '../db/statements'
import type { Platform } from '../platform/types'
import type { CatalogSync } from '../sync/catalog-sync'
import type { ConnectivityMonitor } from '../sync/connectivity-monitor'
import type { SyncStatusRegistry } from '../sync/sync-status'
import type { EmbeddedSandbox, ServiceEndpoint } from '../base/environment'
import type { EventBus } from '../base/event-bus'
import type { SettingsService } from '../base/settings.service'
import type { Vouchers } from '../vouchers/vouchers'
import type { DownloadLinks } from './download-links'

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
  /** The service's typed client on the active environment (rejects only with ServiceError). */
  api: ApiClient
  /** Bearer sessions of the API user, per environment (sign-in and sign-out channels). */
  bearer: BearerAuth
  /** An environment checked before it is saved: address, credentials, one test call. */
  checkEnvironment: ServiceAccess['checkEnvironment']
  /** The local cache (better-sqlite3): repositories in src/main/db take it as first argument. */
  db: Db
  /** Keeps the local hotel catalog and locations filled and fresh. */
  catalogSync: CatalogSync
  /** Health of every background dataset (`sync.status`); a dataset's owner registers its live state. */
  syncStatus: SyncStatusRegistry
  /** Bookings: reads with cache fallback, outbox writes, the never-twice create, the poller and sync health. */
  bookings: BookingsService
  /** Experiences: search and detail with the cache, the basket booked never twice, extras, quote export. */
  experiences: ExperiencesService
  sandbox: EmbeddedSandbox | null
  app: { name: string; version: string; host: 'electron' | 'web' }
  /** Files handed to the web host's page as browser downloads (the Electron host saves through a dialog). */
  downloads: DownloadLinks
  /** Vouchers printed from the cache, and the agency's logo. */
  vouchers: Vouchers
}
