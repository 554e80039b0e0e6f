import { join } from 'node:path'
import type { Handlers } from '../../shared/ipc'
import type { ApiClient } from '../api/client'
import { createServiceAccess } from '../api/service-access'
import { setupBookings, type BookingsService } from '../bookings/bookings-service'
import { openCacheDatabase } from '../db/connection'
import { setupExperiences } from '../experiences/experiences-service'
import type { Platform } from '../platform/types'
import { setupCatalogSync } from '../sync/catalog-setup'
import { createConnectivityMonitor, type ConnectivityMonitor } from '../sync/connectivity-monitor'
import { createSyncStatusRegistry } from '../sync/sync-status'
import { appHandlers } from './app.handlers'
import { bookingsHandlers } from './bookings.handlers'
import { catalogHandlers } from './catalog.handlers'
import { connectivityHandlers } from './connectivity.handlers'
import type { CoreContext } from './core-context'
import { createDispatch, type Dispatch } from './dispatch'
import { createDownloadLinks, type DownloadLinks } from './download-links'
import type { EmbeddedSandbox } from '../base/environment'
import { createEventBus, type EventBus } from '../base/event-bus'
import { experiencesHandlers } from './experiences.handlers'
import { hotelsHandlers } from './hotels.handlers'
import { inventoryHandlers } from './inventory.handlers'
import { notificationsHandlers } from './notifications.handlers'
import { outboxHandlers } from './outbox.handlers'
import { privacyHandlers } from './privacy.handlers'
import { settingsHandlers } from './settings.handlers'
import { createSettingsService } from '../base/settings.service'
import { syncHealthHandlers } from './sync-health.handlers'
import { syncHandlers } from './sync.handlers'
import { createVouchers } from '../vouchers/vouchers'
import { vouchersHandlers } from './vouchers.handlers'
import { worklistHandlers } from './worklist.handlers'

export interface CoreDeps {
  platform: Platform
  app: { name: string; version: string; host: 'electron' | 'web' }
  /** The embedded sandbox; null where it is not shipped (a test may also leave it out). */
  sandbox: EmbeddedSandbox | null
  fetch?: typeof fetch
  /** The cache database file; default `cache.db` in the data folder. `:memory:` for tests. */
  databaseFile?: string
  /** better-sqlite3's `nativeBinding`: the Electron-ABI build in the Electron app (see scripts/start.ts). */
  sqliteNativeBinding?: string
}

export interface Core {
  handlers: Handlers
  dispatch: Dispatch
  events: EventBus
  /** The service's client on the active environment (background work, benches and tests use it directly). */
  api: ApiClient
  /** Bookings background work and services (poller, outbox, creates): tests and benches drive them directly. */
  bookings: BookingsService
  /** Whether quitting now leaves writes unsent (the Electron app asks the agent in before-quit). */
  quitCheck: BookingsService['quitCheck']
  /** Documents offered to the web host's page as downloads (its `/downloads/<id>` route). */
  downloads: Pick<DownloadLinks, 'take'>
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
  // The client reports its traffic to the monitor, which is created just after it.
  let monitor: ConnectivityMonitor | null = null
  const service = createServiceAccess({
    platform,
    settings,
    events,
    sandbox: deps.sandbox,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    onTraffic: (report) => monitor?.report(report),
  })
  const endpoint = service.endpoint
  const connectivity = createConnectivityMonitor({
    clock: platform.clock,
    endpoint,
    authHeaders: service.probeHeaders,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    onChange: (status) => events.publish('connectivity.changed', status),
    onServiceTime: (time) => service.api.observeServiceTime(time),
  })
  monitor = connectivity
  const { db } = openCacheDatabase({
    file: deps.databaseFile ?? join(platform.files.dataFolder, 'cache.db'),
    ...(deps.sqliteNativeBinding === undefined ? {} : { nativeBinding: deps.sqliteNativeBinding }),
  })
  const syncStatus = createSyncStatusRegistry(db, () => platform.clock.now())
  const catalogSync = setupCatalogSync({
    db,
    api: service.api.catalog,
    clock: platform.clock,
    events,
    settings,
    endpoint,
    connectivity,
    syncStatus,
  })
  const bookings = setupBookings({
    db,
    api: service.api,
    platform,
    events,
    settings,
    connectivity,
    syncStatus,
  })
  const experiences = setupExperiences({
    db,
    api: service.api,
    clock: platform.clock,
    events,
    settings,
    connectivity,
    bookings,
  })
  const downloads = createDownloadLinks()
  const ctx: CoreContext = {
    platform,
    events,
    settings,
    connectivity,
    endpoint,
    api: service.api,
    bearer: service.bearer,
    checkEnvironment: (environment, baseUrl) => service.checkEnvironment(environment, baseUrl),
    db,
    catalogSync,
    syncStatus,
    bookings,
    experiences,
    sandbox: deps.sandbox,
    app: deps.app,
    downloads,
    vouchers: createVouchers({
      db,
      files: platform.files,
      pdf: platform.pdf,
      reads: bookings.reads,
      isOnline: () => connectivity.status().state !== 'offline',
      settings: () => settings.get(),
    }),
  }

  const handlers = {
    ...appHandlers(ctx),
    ...settingsHandlers(ctx),
    ...connectivityHandlers(ctx),
    ...catalogHandlers(ctx),
    ...syncHandlers(ctx),
    ...syncHealthHandlers(ctx),
    ...hotelsHandlers(ctx),
    ...bookingsHandlers(ctx),
    ...outboxHandlers(ctx),
    ...worklistHandlers(ctx),
    ...vouchersHandlers(ctx),
    ...inventoryHandlers(ctx),
    ...notificationsHandlers(ctx),
    ...experiencesHandlers(ctx),
    ...privacyHandlers(ctx),
  } satisfies Handlers

  return {
    handlers,
    dispatch: createDispatch(handlers),
    events,
    api: service.api,
    bookings,
    downloads,
    quitCheck: () => bookings.quitCheck(),
    start: () => {
      connectivity.start()
      catalogSync.start()
      bookings.start()
    },
    async stop() {
      connectivity.stop()
      await catalogSync.stop()
      await bookings.stop()
      await deps.sandbox?.stop()
      await platform.pdf.close?.()
      db.close()
    },
  }
}
