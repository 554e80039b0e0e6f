import type { InternalBus } from '../base/internal-bus'
import type { BookingPoller } from '../bookings/poller/booking-poller'
import type { HotelBooking } from '../bookings/hotel-booking'
import type { Reminders } from '../bookings/reminders'
import type { CatalogFacetsService } from '../catalog/catalog-facets'
import type { Db } from '../db/statements'
import type { NotificationCentre } from '../notifications/notification-centre'
import type { Notifier } from '../platform/types'
import type { CatalogSource, CatalogSync } from '../sync/catalog-sync'
import { restartOnNewSource } from '../sync/catalog-source'
import type { ConnectivityMonitor } from '../sync/connectivity-monitor'
import type { Outbox } from '../sync/outbox-interface'
import type { SyncHealthMonitor } from '../sync/sync-health'
import type { PassportRetention } from '../privacy/passport-retention'
import { mainLog } from '../base/main-log'

/**
 * Every background job of the core, registered in this one place: the connectivity probes, the catalog sync, the
 * facets' count ahead, the booking poller, the outbox, sync health, the reminders and the look-ups of creates that
 * got no answer. Here too is how they react to main's own events (internal bus): while the service is offline
 * nothing is tried; when it is back the poller polls, the outbox replays and the creates are looked up; another
 * environment gets its own cache, writes and catalog. `stop()` ends every job, every timer, every subscription and
 * waits for the work they launched: nothing of a stopped core runs again.
 */

export interface BackgroundJobsDeps {
  bus: InternalBus
  db: Db
  connectivity: Pick<ConnectivityMonitor, 'start' | 'stop'>
  catalog: {
    sync: CatalogSync
    source: () => Promise<CatalogSource>
    facets: Pick<CatalogFacetsService, 'catalogChanged' | 'stop'>
  }
  bookings: {
    poller: BookingPoller
    outbox: Outbox
    reminders: Pick<Reminders, 'start' | 'stop'>
    health: Pick<SyncHealthMonitor, 'start' | 'stop' | 'check'>
    creates: Pick<HotelBooking, 'resolvePending' | 'unresolvedCount'>
    notifications: Pick<NotificationCentre, 'serviceChanged'>
  }
  /** The active service, from the settings alone: a write made before the key is saved still belongs to it. */
  service: () => string | null
  isOffline: () => boolean
  /** A click on a desktop notification opens its route in whichever host shows the window. */
  notifier: Pick<Notifier, 'onClick'>
  navigate: (route: string) => void
  /** The daily erasure of travellers' passports past the retention setting (privacy/passport-retention.ts). */
  passportRetention?: Pick<PassportRetention, 'start' | 'stop' | 'run'>
  /** The daily automatic backup of the agency's own data (src/main/backup). */
  backups: { start(): void; stop(): Promise<void> }
  /** The desktop app's update checks (src/main/updates): a little after the start, then every 4 hours. */
  updates?: { start(): void; stop(): Promise<void> }
  /** The agency's records shared through its PostgreSQL (src/main/sharing): its listener, poll and connections. */
  sharing?: { start(): void; stop(): Promise<void> }
  log?: (message: string, error?: unknown) => void
}

export interface BackgroundJobs {
  /** Started and not stopped (the poller's follow-up checks of the reminders run only then; tests drive them). */
  isRunning(): boolean
  start(): void
  stop(): Promise<void>
}

interface Job {
  name: string
  start(): void
  stop(): void | Promise<unknown>
}

export function registerBackgroundJobs(deps: BackgroundJobsDeps): BackgroundJobs {
  const { bus } = deps
  const { poller, outbox, reminders, health, creates, notifications } = deps.bookings
  const { sync, facets } = deps.catalog
  const log = deps.log ?? ((message: string, error?: unknown) => mainLog.warn(message, error))
  let started = false
  let stopping: Promise<void> | null = null

  /** Work a reaction launched (a switch of service, a look-up of creates, a catalog restart): awaited at stop. */
  const underWay = new Set<Promise<void>>()
  const track = (name: string, work: Promise<unknown>): void => {
    const settled = work.then(
      () => undefined,
      (error: unknown) => log(`[jobs] ${name} failed`, error),
    )
    underWay.add(settled)
    void settled.finally(() => underWay.delete(settled))
  }
  const resolvePending = (): void => {
    if (creates.unresolvedCount('active') > 0) track('the look-up of creates', creates.resolvePending())
  }

  let lastService = deps.service()
  /**
   * Another service is active: its cache replaces the previous one's first, then its own writes and creates go
   * out (their answers are written into the cache, which must be theirs by then).
   */
  const serviceChanged = (): void => {
    notifications.serviceChanged()
    track(
      'the switch of service',
      poller.switchService().then(() => {
        if (stopping !== null || deps.isOffline()) return
        void outbox.replay()
        resolvePending()
      }),
    )
  }

  const jobs: Job[] = [
    {
      name: 'connectivity probes',
      start: () => deps.connectivity.start(),
      stop: () => deps.connectivity.stop(),
    },
    { name: 'catalog sync', start: () => sync.start(), stop: () => sync.stop() },
    { name: 'catalog facets count ahead', start: () => undefined, stop: () => facets.stop() },
    { name: 'booking poller', start: () => poller.start(), stop: () => poller.stop() },
    { name: 'outbox', start: () => outbox.start(), stop: () => outbox.stop() },
    { name: 'sync health', start: () => health.start(), stop: () => health.stop() },
    { name: 'reminders', start: () => reminders.start(), stop: () => reminders.stop() },
    { name: 'creates without an answer', start: resolvePending, stop: () => Promise.all(underWay) },
    {
      name: 'passport retention',
      start: () => deps.passportRetention?.start(),
      stop: () => deps.passportRetention?.stop(),
    },
    { name: 'automatic backup', start: () => deps.backups.start(), stop: () => deps.backups.stop() },
    { name: 'update checks', start: () => deps.updates?.start(), stop: () => deps.updates?.stop() },
    { name: 'agency sharing', start: () => deps.sharing?.start(), stop: () => deps.sharing?.stop() },
  ]

  // Listening from the start, not from start(): tests drive the jobs by hand and rely on these reactions.
  const subscriptions = [
    bus.on('connectivityChanged', (status) => {
      sync.onConnectivity(status)
      poller.onConnectivity(status.state)
      outbox.onConnectivity(status.state)
      if (status.state === 'online') resolvePending()
    }),
    bus.on('settingsChanged', () => {
      track('the catalog restart', restartOnNewSource(deps.db, sync, deps.catalog.source))
      poller.reschedule()
      // A shorter retention chosen applies now, not tomorrow (only once started: tests drive it by hand).
      if (started && stopping === null) deps.passportRetention?.run()
      const next = deps.service()
      if (next === lastService) return
      lastService = next
      serviceChanged()
    }),
    bus.on('catalogChanged', (change) => {
      facets.catalogChanged(change)
      health.check()
    }),
    // Sync health is worked out again on any change of what it sums up (a change before start() counts too).
    bus.on('datasetChanged', () => health.check()),
    bus.on('outboxChanged', () => health.check()),
    deps.notifier.onClick((route) => deps.navigate(route)),
  ]

  return {
    isRunning: () => started && stopping === null,
    start() {
      if (started || stopping !== null) return
      started = true
      for (const job of jobs) job.start()
    },
    stop() {
      stopping ??= (async () => {
        bus.close()
        for (const unsubscribe of subscriptions) unsubscribe()
        await Promise.all(jobs.map((job) => job.stop()))
        // What the jobs' own stops set off (a switch that was waiting for the poller to let go).
        while (underWay.size > 0) await Promise.all(underWay)
      })()
      return stopping
    },
  }
}
