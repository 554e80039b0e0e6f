import { join } from 'node:path'
import { ENVIRONMENTS, type Handlers } from '../../shared/ipc'
import type { ApiClient } from '../api/client'
import { createServiceAccess } from '../api/service-access'
import { activeServiceIdentity, apiKeySecretName } from '../base/environment'
import { createInternalBus } from '../base/internal-bus'
import { createBookingDocuments } from '../bookings/booking-documents'
import { bookingFilters, createBookingReads, salesOf } from '../bookings/booking-reads'
import { countBookings } from '../db/booking-queries.repo'
import { createBookingWrites } from '../bookings/booking-writes'
import { createDocumentHandover } from '../bookings/document-handover'
import { createHotelBooking } from '../bookings/hotel-booking'
import { createLadderBackfill } from '../bookings/ladder-backfill'
import { createReportDetailsBackfill, withReportDetails } from '../bookings/report-backfill'
import { bookingWriteSenders } from '../bookings/outbox-senders'
import { createPendingCreates } from '../booking-creates/pending-creates'
import { createBookingPoller } from '../bookings/poller/booking-poller'
import { quitCheck } from '../bookings/quit-check'
import { createReminders } from '../bookings/reminders'
import { createWorklist } from '../bookings/worklist'
import { createCatalogFacets } from '../catalog/catalog-facets'
import { createDestinationSuggester } from '../catalog/destination-suggestions'
import { createSearchFacets } from '../catalog/search-facets'
import { createInventoryAccess } from '../inventory/inventory-access'
import { createInventoryService } from '../inventory/inventory-service'
import { createPrivacyService } from '../privacy/privacy-service'
import { createPassportRetention, type PassportRetention } from '../privacy/passport-retention'
import { agentLabel } from '../agency-store/agency-store'
import { credentialsStatus } from '../api/auth/credentials-status'
import { attachAgencyStore } from '../agency-store/agency-store'
import { openCacheDatabase } from '../db/connection'
import { createExperienceBooking } from '../experiences/experience-booking'
import { createExperienceCatalog } from '../experiences/experience-catalog'
import { exportQuote } from '../experiences/experience-export'
import { createExperienceExtras } from '../experiences/experience-extras'
import { createNotificationCentre } from '../notifications/notification-centre'
import type { Platform } from '../platform/types'
import { createPeople } from '../people/people-service'
import type { ProposalRecords } from '../proposals/proposal-records'
import { createProposals } from '../proposals/proposals-service'
import { createPricing } from '../pricing/pricing'
import { createCurrencyRates } from '../rates/currency-rates'
import { createSavedViews } from '../views/saved-views'
import { createBookingNotes } from '../booking-notes/booking-notes'
import { catalogSource } from '../sync/catalog-source'
import { createCatalogSync } from '../sync/catalog-sync'
import { createConnectivityMonitor, type ConnectivityMonitor } from '../sync/connectivity-monitor'
import { createOutbox } from '../sync/outbox'
import { createSyncHealth } from '../sync/sync-health'
import { createSyncStatusRegistry } from '../sync/sync-status'
import { registerBackgroundJobs } from './background-jobs'
import { allHandlers } from './handlers'
import type { BookingServices, CoreContext, ExperienceServices } from './core-context'
import { createDispatch, type Dispatch } from './dispatch'
import { createDownloadLinks, type DownloadLinks } from './download-links'
import { createFileIntake, type FileIntake } from './file-intake'
import type { EmbeddedSandbox } from '../base/environment'
import { createEventBus, type EventBus } from '../base/event-bus'
import { createSettingsService } from '../base/settings.service'
import { createVouchers } from '../vouchers/vouchers'
import { createDeskLog, type DeskLog } from '../base/desk-log'
import { knownSecrets } from '../base/known-secrets'
import { installMainLog } from '../base/main-log'
import { createBackups } from '../backup/backup-service'
import { createAutomaticBackups } from '../backup/backup-schedule'
import type { AutomaticBackups } from '../backup/backup-schedule'
import { readBackupPassphrase } from '../base/backup-passphrase'
import { createUpdateService } from '../updates/update-service'
import { createAgencySharing } from '../sharing/agency-sharing'
import type { AgencySharingDeps } from '../sharing/agency-sharing'

export interface CoreDeps {
  platform: Platform
  app: { name: string; version: string; host: 'electron' | 'web' }
  /** The embedded sandbox; null where it is not shipped (a test may also leave it out). */
  sandbox: EmbeddedSandbox | null
  fetch?: typeof fetch
  /** The cache database file; default `cache.db` in the data folder. `:memory:` for tests. */
  databaseFile?: string
  /** The agency's own data (agency-store/); default `agency.db` in the data folder. `:memory:` for tests. */
  agencyFile?: string
  /** better-sqlite3's `nativeBinding`: the Electron-ABI build in the Electron app (see scripts/start.ts). */
  sqliteNativeBinding?: string
  /** The stored proposals accepting reads and links (a test hands its own; default: agency.db's). */
  proposalRecords?: ProposalRecords
  /** The sharing's timings and push hooks (tests: a short poll, a desk "killed" after a commit). */
  sharing?: Pick<AgencySharingDeps, 'pollMs' | 'backoffMs' | 'maxBackoffMs' | 'pushHooks'>
}

export interface Core {
  handlers: Handlers
  dispatch: Dispatch
  events: EventBus
  /** The service's client on the active environment (background work, benches and tests use it directly). */
  api: ApiClient
  /** Bookings background work and services (poller, outbox, creates): tests and benches drive them directly. */
  bookings: BookingServices
  /** Whether quitting now leaves writes unsent (the Electron app asks the agent in before-quit). */
  quitCheck: BookingServices['quitCheck']
  /** Documents offered to the web host's page as downloads (its `/downloads/<id>` route). */
  downloads: Pick<DownloadLinks, 'take'>
  /** Files the host hands over before a channel takes them: a chosen file's path (Electron), an upload (web). */
  files: Pick<FileIntake, 'acceptPath' | 'acceptBytes'>
  /** The daily erasure of passports past the retention setting: tests run it by hand. */
  passportRetention: Pick<PassportRetention, 'run'>
  /** The daily automatic backup: tests run one look by hand. */
  automaticBackups: Pick<AutomaticBackups, 'runOnce'>
  /** Main's log file (base/desk-log.ts), scrubbed: diagnostics read its tail, tests grep it. */
  log: DeskLog
  /** The proposals' records accepting writes its bookings' links through (tests drive recordAccepted directly). */
  proposals: ProposalRecords
  /** Starts every background job (core/background-jobs.ts). */
  start(): void
  /** Stops every job, timer and subscription, then closes the cache: nothing of this core runs afterwards. */
  stop(): Promise<void>
}

/**
 * The application core, and its one composition root: every service of every feature is built here and handed
 * what it needs, so no feature wires another. One handler per channel of the contract (handlers.ts), every
 * background job registered once (background-jobs.ts), and no Electron anywhere below it.
 */
export function createCore(deps: CoreDeps): Core {
  const { platform } = deps
  const { clock } = platform
  // Main's log, in the data folder: every line scrubbed of names, passports and the credentials main holds.
  const log = createDeskLog({
    folder: join(platform.files.dataFolder, 'logs'),
    secrets: () => knownSecrets(platform.secrets),
  })
  const uninstallLog = installMainLog(log)
  log.info('Agency Desk core starting', {
    version: deps.app.version,
    host: deps.app.host,
    platform: process.platform,
  })
  const events = createEventBus()
  // Main's own coordination (connectivity, settings, catalog writes): typed, never sent to the renderer.
  const bus = createInternalBus()
  const settings = createSettingsService(platform.settings, events, (next) =>
    bus.publish('settingsChanged', next),
  )
  // The client reports its traffic to the monitor, which is created just after it.
  let monitor: ConnectivityMonitor | null = null
  const service = createServiceAccess({
    platform,
    settings,
    events,
    sandbox: deps.sandbox,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    onTraffic: (report) => {
      monitor?.report(report)
      if (report.outcome !== 'ok') log.warn(`[api] ${report.endpoint} ${report.outcome}`, report)
    },
  })
  const { endpoint, api } = service
  const connectivity = createConnectivityMonitor({
    clock,
    endpoint,
    authHeaders: service.probeHeaders,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    onChange: (status) => {
      events.publish('connectivity.changed', status)
      bus.publish('connectivityChanged', status)
    },
    onServiceTime: (time) => api.observeServiceTime(time),
  })
  monitor = connectivity
  const { db } = openCacheDatabase({
    file: deps.databaseFile ?? join(platform.files.dataFolder, 'cache.db'),
    log: (message) => log.warn(message),
    ...(deps.sqliteNativeBinding === undefined ? {} : { nativeBinding: deps.sqliteNativeBinding }),
  })
  // The agency's own data, attached to the cache connection (agency-store/README.md); a file from a newer app
  // stops the start here, untouched, instead of being discarded like a cache.
  const agencyFile =
    deps.agencyFile ??
    (deps.databaseFile === ':memory:' ? ':memory:' : join(platform.files.dataFolder, 'agency.db'))
  let agency: ReturnType<typeof attachAgencyStore>
  try {
    agency = attachAgencyStore(db, { file: agencyFile })
  } catch (error) {
    db.close()
    log.error('[agency-store] agency.db could not be opened', error)
    uninstallLog()
    void log.close()
    throw error
  }
  const isOffline = (): boolean => connectivity.status().state === 'offline'
  const isOnline = (): boolean => !isOffline()
  // From the settings alone: a write made before the key is saved still belongs to that service.
  const activeService = (): string | null => activeServiceIdentity(settings.get())
  const syncStatus = createSyncStatusRegistry(db, () => clock.now())
  // What every writer of the agency's own data needs: the store, who writes and when, and for which service.
  const agencyWriter = {
    db,
    deskId: agency.deskId,
    now: () => clock.now(),
    events,
    agentName: () => settings.get().agency.agentName,
    service: activeService,
  }
  const pricing = createPricing(agencyWriter)
  const currencyRates = createCurrencyRates(agencyWriter)
  const notes = createBookingNotes(agencyWriter)
  const people = createPeople({
    ...agencyWriter,
    secretBox: platform.secretBox,
  })
  const proposals = createProposals(agencyWriter)
  const views = createSavedViews({
    ...agencyWriter,
    countBookings: (filters) =>
      countBookings(db, {
        ...bookingFilters({ ...filters, limit: 1, offset: 0, refresh: false }),
        ...salesOf(db, activeService()),
      }),
  })

  // The catalog: synced on the active environment, in the agent's locale; its facets counted when it changes.
  const source = catalogSource(endpoint)
  const catalogSync = createCatalogSync({
    db,
    api: api.catalog,
    clock,
    events,
    source,
    locale: () => settings.get().locale,
    isOffline,
    onChange: (change) => bus.publish('catalogChanged', change),
  })
  syncStatus.register('catalog', () => catalogSync.status())
  const catalogFacets = createCatalogFacets({ db, clock })

  // Bookings: the notification centre hears what the poller and the reminders found.
  const notifications = createNotificationCentre({
    db,
    clock,
    events,
    notifier: platform.notifications,
    settings: () => settings.get(),
    service: activeService,
  })
  const poller = createBookingPoller({
    db,
    api,
    clock,
    events,
    centre: notifications,
    // After a cycle the deadlines may have moved (a booking confirmed, the service's clock seen to jump): the
    // reminders look again at once rather than at their next minute (only while running: tests drive them).
    afterCycle: () => {
      // A customer file the sync just saw becomes an agency record (the list also does it before it reads).
      people.materialiseServiceFiles()
      if (jobs.isRunning()) void reminders.check()
    },
    settings: () => settings.get(),
    isOffline,
    service: activeService,
    onStatusChange: (status) => bus.publish('datasetChanged', status),
  })
  const outbox = createOutbox({
    db,
    clock,
    events,
    isOffline,
    service: activeService,
    senders: bookingWriteSenders({ db, api: api.bookings, clock }),
    onChange: (counts) => bus.publish('outboxChanged', counts),
  })
  const reads = createBookingReads({
    db,
    api,
    clock,
    events,
    isOnline,
    service: activeService,
    refreshList: () => poller.pollOnce(),
    onStatusChange: (status) => bus.publish('datasetChanged', status),
    agencySearchService: () => notes.service(),
  })
  const documents = createBookingDocuments({ db, api, clock, files: platform.files, isOnline, reads })
  const writes = createBookingWrites({ db, outbox, isOffline })
  const creates = createPendingCreates({ db, isOffline, service: activeService })
  const hotels = createHotelBooking({
    db,
    api,
    clock,
    events,
    writes,
    isOffline,
    service: activeService,
    creates,
    freezeSale: (sale) => pricing.freezeSale(sale),
  })
  syncStatus.register('bookings', () => poller.status())
  const health = createSyncHealth({
    statuses: () => syncStatus.all(),
    writes: () => outbox.counts(),
    events,
    clock,
  })
  const reminders = createReminders({
    db,
    clock,
    serviceNow: () => api.serviceNow(),
    service: activeService,
    settings: () => settings.get(),
    centre: notifications,
    events,
    ladders: withReportDetails(
      createLadderBackfill({
        db,
        api: api.bookings,
        service: activeService,
        isOffline,
        at: () => clock.now().toISOString(),
      }),
      // What the reports read (cancellation dates and fees, the suppliers' answers) for bookings never refetched.
      createReportDetailsBackfill({
        db,
        api: api.bookings,
        service: activeService,
        isOffline,
        at: () => clock.now().toISOString(),
      }),
    ),
  })
  const bookings: BookingServices = {
    reads,
    documents,
    reminders,
    notifications,
    worklist: createWorklist({
      db,
      serviceNow: () => api.serviceNow(),
      now: () => clock.now(),
      service: activeService,
    }),
    handover: createDocumentHandover({
      db,
      api,
      files: platform.files,
      documents,
      isOnline,
      service: activeService,
    }),
    writes,
    hotels,
    creates,
    poller,
    outbox,
    health,
    quitCheck: () => quitCheck(outbox, hotels),
  }

  // Experiences: their basket's creates are looked up with the hotel ones.
  const experienceCatalog = createExperienceCatalog({
    db,
    api,
    clock,
    isOnline,
    service: activeService,
    defaultLocale: () => settings.get().locale,
  })
  const experiences: ExperienceServices = {
    catalog: experienceCatalog,
    booking: createExperienceBooking({
      db,
      api,
      clock,
      events,
      isOffline,
      service: activeService,
      creates,
      catalog: experienceCatalog,
      freezeSale: (sale) => pricing.freezeSale(sale),
    }),
    extras: createExperienceExtras({
      db,
      api,
      rereadBooking: (bookingId) => reads.get(bookingId),
      events,
      isOffline,
      service: activeService,
    }),
    exportQuote: (input) => exportQuote({ db, api, isOffline, service: activeService }, input),
  }

  // Run only once started (or by a test), after `privacy` below exists.
  const passportRetention = createPassportRetention({
    clock,
    months: () => settings.get().passportRetentionMonths,
    erase: (months) => privacy.erasePassportsPastRetention(months),
  })
  // Backups of the agency's own data: on demand, and daily as one of the background jobs.
  const backupService = createBackups({
    db,
    agencyFile,
    dataFolder: platform.files.dataFolder,
    files: platform.files,
    settings,
    appVersion: deps.app.version,
    now: () => clock.now(),
    restored: () => {
      events.publish('people.changed', { customerIds: [] })
      // A restored agency.db holds other proposals too: their lists refetch.
      events.publish('proposals.changed', { ids: [] })
    },
  })
  const automaticBackups = createAutomaticBackups({
    backups: backupService,
    settings: () => settings.get().backups,
    passphrase: () => readBackupPassphrase(platform.secrets),
    dataFolder: platform.files.dataFolder,
    clock,
    log: (message, detail) => log.info(message, detail),
  })

  // The desktop app's update checks: from the agency's own feed, never without its address.
  const updates = createUpdateService({
    updates: platform.updates,
    settings: () => settings.get().updates,
    currentVersion: deps.app.version,
    clock,
    quitCheck: () => bookings.quitCheck(),
    changed: (info) => events.publish('updates.changed', info),
    log: (message, detail) => log.info(message, detail),
  })

  // The agency's records shared through its PostgreSQL: 'off' until an address is set (src/main/sharing).
  const sharing = createAgencySharing({
    db,
    deskId: agency.deskId,
    events,
    secrets: platform.secrets,
    settings,
    now: () => clock.now(),
    log: (message, error) => log.warn(message, error),
    ...deps.sharing,
  })

  const jobs = registerBackgroundJobs({
    backups: automaticBackups,
    updates,
    bus,
    db,
    connectivity,
    catalog: { sync: catalogSync, source, facets: catalogFacets },
    bookings: { poller, outbox, reminders, health, creates: hotels, notifications },
    service: activeService,
    isOffline,
    notifier: platform.notifications,
    navigate: (route) => events.publish('app.navigate', { route }),
    passportRetention,
    sharing,
  })

  const privacy = createPrivacyService({
    db,
    dataFolder: platform.files.dataFolder,
    files: platform.files,
    signOut: () => {
      for (const environment of ENVIRONMENTS) {
        // The sandbox's saved key goes too: it then runs on its built-in demo key again.
        platform.secrets.delete(apiKeySecretName(environment))
        service.bearer.signOut(environment)
        events.publish(
          'credentials.changed',
          credentialsStatus(environment, {
            settings: settings.get(),
            secrets: platform.secrets,
            bearer: service.bearer,
          }),
        )
      }
      void connectivity.check()
    },
    // Lists, the worklist and the bell read the cache again. No booking id, and no `outbox.changed` (only sent
    // writes went): either would have an open booking page read the booking again, fetching it back at once.
    changed: () => {
      events.publish('bookings.changed', { bookingIds: [], reason: 'forgotten' })
      notifications.serviceChanged()
    },
    change: () => ({
      by: agentLabel(settings.get().agency.agentName, agency.deskId),
      at: clock.now().toISOString(),
    }),
    now: () => clock.now(),
    service: activeService,
    peopleChanged: (customerIds) => {
      events.publish('people.changed', { customerIds })
      // A forgotten customer's proposals went with it: the proposals lists refetch.
      events.publish('proposals.changed', { ids: [] })
    },
  })

  const downloads = createDownloadLinks()
  const files = createFileIntake(() => clock.now().getTime())
  const ctx: CoreContext = {
    platform,
    events,
    settings,
    connectivity,
    endpoint,
    api,
    bearer: service.bearer,
    checkEnvironment: (environment, baseUrl) => service.checkEnvironment(environment, baseUrl),
    db,
    catalogSync,
    catalogFacets,
    syncStatus,
    destinations: createDestinationSuggester({
      db,
      api,
      clock,
      connectivity: () => connectivity.status(),
      service: activeService,
      locale: () => settings.get().locale,
    }),
    searchFacets: createSearchFacets({ db, api, service: activeService }),
    inventory: {
      guard: createInventoryAccess({ api, endpoint }),
      service: createInventoryService({ api, isOnline }),
    },
    privacy,
    bookings,
    experiences,
    sandbox: deps.sandbox,
    app: deps.app,
    downloads,
    files,
    vouchers: createVouchers({
      db,
      files: platform.files,
      pdf: platform.pdf,
      reads,
      isOnline,
      settings: () => settings.get(),
      // A voucher prints the selling price frozen at sale (or set by hand), never the net.
      sellingPrice: (bookingId) => {
        const sale = pricing.saleOf(bookingId)
        // A sale no rule priced ('net') has no selling price: the voucher prints none rather than the net.
        return sale === null || sale.source === 'net' ? null : { amount: sale.sell, currency: sale.currency }
      },
    }),
    pricing,
    currencyRates,
    people,
    views,
    proposals,
    notes,
    log,
    backups: { service: backupService, automatic: automaticBackups },
    updates,
    proposalRecords: deps.proposalRecords ?? proposals,
    sharing,
  }

  const handlers = allHandlers(ctx)

  return {
    handlers,
    dispatch: createDispatch(
      handlers,
      (message, error) => log.error(message, error),
      (message, detail) => log.warn(message, detail),
    ),
    log,
    events,
    api,
    proposals,
    bookings,
    downloads,
    files,
    quitCheck: () => bookings.quitCheck(),
    passportRetention,
    automaticBackups,
    start: () => jobs.start(),
    async stop() {
      await jobs.stop()
      await deps.sandbox?.stop()
      await platform.pdf.close?.()
      db.close()
      log.info('Agency Desk core stopped')
      uninstallLog()
      await log.close()
    },
  }
}
