import type { ConnectivityStatus } from '../../shared/ipc'
import type { QuitCheck } from '../../shared/ipc/outbox.contract'
import type { ApiClient } from '../api/client'
import { activeServiceIdentity } from '../base/environment'
import type { EventBus } from '../base/event-bus'
import type { SettingsService } from '../base/settings.service'
import type { Db } from '../db/statements'
import type { Platform } from '../platform/types'
import { createOutbox } from '../sync/outbox'
import type { Outbox } from '../sync/outbox-interface'
import { createSyncHealth, type SyncHealthMonitor } from '../sync/sync-health'
import type { SyncStatusRegistry } from '../sync/sync-status'
import { createBookingDocuments, type BookingDocumentsService } from './booking-documents'
import { createBookingReads, type BookingReads } from './booking-reads'
import { createBookingWrites, type BookingWrites } from './booking-writes'
import { createDocumentHandover, type DocumentHandover } from './document-handover'
import { createLadderBackfill } from './ladder-backfill'
import { createNotificationCentre, type NotificationCentre } from '../notifications/notification-centre'
import { createReminders, type Reminders } from './reminders'
import { createWorklist, type WorklistService } from './worklist'
import { createHotelBooking, type HotelBooking } from './hotel-booking'
import { createPendingCreates, type PendingCreates } from './pending-creates'
import { bookingWriteSenders } from './outbox-senders'
import { createBookingPoller, type BookingPoller } from './poller/booking-poller'
import { counted } from '../../shared/i18n'

/**
 * The bookings side of the core, wired together: reads with cache fallback, writes through the outbox, the
 * never-twice hotel create, the poller, and sync health. Connectivity drives the background work: while the
 * service is offline nothing is tried; when it is back, the poller polls, the outbox replays and creates that got
 * no answer are looked up. A click on a desktop notification becomes `app.navigate` for whichever host shows the
 * window.
 *
 * Everything is per service (`serviceIdentity`): the live cache holds the active service's bookings only (the
 * others' parked, and brought back on a switch before the new one's first poll), and queued writes and unanswered creates are sent or looked up on
 * their own service only. Those of another service wait untouched: switching back to it replays them. The quit
 * check and the outbox list still show them all.
 */
export interface BookingsService {
  reads: BookingReads
  documents: BookingDocumentsService
  /** Reminders before deadlines (the end of free cancellation, the automatic refusal), once each. */
  reminders: Reminders
  /** The notification centre: state changes and reminders, per service, with read marks. */
  notifications: NotificationCentre
  /** The morning worklist from the cache. */
  worklist: WorklistService
  /** Documents handed to the agent (save, open) and attached by them (upload). */
  handover: DocumentHandover
  writes: BookingWrites
  hotels: HotelBooking
  /** Creates without an answer of every kind (hotel stays, experience baskets): each kind registers its lookup. */
  creates: PendingCreates
  poller: BookingPoller
  outbox: Outbox
  health: SyncHealthMonitor
  quitCheck(): QuitCheck
  start(): void
  stop(): Promise<void>
}

export interface BookingsServiceDeps {
  db: Db
  api: ApiClient
  platform: Pick<Platform, 'clock' | 'files' | 'notifications'>
  events: EventBus
  settings: Pick<SettingsService, 'get'>
  connectivity: { status(): ConnectivityStatus }
  syncStatus: SyncStatusRegistry
}

export function setupBookings(deps: BookingsServiceDeps): BookingsService {
  const { db, api, events } = deps
  const { clock } = deps.platform
  const isOffline = (): boolean => deps.connectivity.status().state === 'offline'
  const isOnline = (): boolean => !isOffline()
  // From the settings alone: a write made before the key is saved still belongs to that service.
  const service = (): string | null => activeServiceIdentity(deps.settings.get())

  const notifications = createNotificationCentre({
    db,
    clock,
    events,
    notifier: deps.platform.notifications,
    settings: () => deps.settings.get(),
    service,
  })
  const poller = createBookingPoller({
    db,
    api,
    clock,
    events,
    centre: notifications,
    // After a cycle the deadlines may have moved (a booking confirmed, the service's clock seen to jump): the
    // reminders look again at once rather than at their next minute (only once started: tests drive them).
    afterCycle: () => {
      if (started) void reminders.check()
    },
    settings: () => deps.settings.get(),
    isOffline,
    service,
  })
  const outbox = createOutbox({
    db,
    clock,
    events,
    isOffline,
    service,
    senders: bookingWriteSenders({ db, api: api.bookings, clock }),
  })
  const reads = createBookingReads({
    db,
    api,
    clock,
    events,
    isOnline,
    service,
    refreshList: () => poller.pollOnce(),
  })
  const documents = createBookingDocuments({ db, api, clock, files: deps.platform.files, isOnline, reads })
  const writes = createBookingWrites({ db, outbox, isOffline })
  const handover = createDocumentHandover({
    db,
    api,
    files: deps.platform.files,
    documents,
    isOnline,
    service,
  })
  const creates = createPendingCreates({ db, isOffline, service })
  const hotels = createHotelBooking({ db, api, clock, events, writes, isOffline, service, creates })
  deps.syncStatus.register('bookings', () => poller.status())
  const health = createSyncHealth({
    statuses: () => deps.syncStatus.all(),
    writes: () => outbox.counts(),
    events,
    clock,
  })

  let started = false
  let resolving: Promise<unknown> = Promise.resolve()
  const resolvePending = (): void => {
    if (hotels.unresolvedCount('active') > 0) resolving = hotels.resolvePending()
  }
  let switching: Promise<unknown> = Promise.resolve()
  let lastService = service()
  /**
   * Another service is active: its cache replaces the previous one's first, then its own writes and creates go
   * out (their answers are written into the cache, which must be theirs by then).
   */
  const onServiceChanged = (): void => {
    switching = poller.switchService().then(() => {
      if (isOffline()) return
      void outbox.replay()
      resolvePending()
    })
  }
  const unsubscribe = events.subscribe((event, payload) => {
    if (event === 'connectivity.changed') {
      const { state } = payload as { state: string }
      poller.onConnectivity(state)
      outbox.onConnectivity(state)
      if (state === 'online') resolvePending()
    }
    if (event === 'settings.changed') {
      poller.reschedule()
      const next = service()
      if (next !== lastService) {
        lastService = next
        notifications.serviceChanged()
        onServiceChanged()
      }
    }
  })
  const unsubscribeClicks = deps.platform.notifications.onClick((route) =>
    events.publish('app.navigate', { route }),
  )

  const reminders = createReminders({
    db,
    clock,
    serviceNow: () => api.serviceNow(),
    service,
    settings: () => deps.settings.get(),
    centre: notifications,
    events,
    ladders: createLadderBackfill({
      db,
      api: api.bookings,
      service,
      isOffline,
      at: () => clock.now().toISOString(),
    }),
  })

  return {
    reads,
    handover,
    reminders,
    notifications,
    worklist: createWorklist({ db, serviceNow: () => api.serviceNow(), now: () => clock.now(), service }),
    documents,
    writes,
    hotels,
    creates,
    poller,
    outbox,
    health,
    quitCheck: () => quitCheck(outbox, hotels),
    start() {
      started = true
      poller.start()
      outbox.start()
      health.start()
      reminders.start()
      resolvePending()
    },
    async stop() {
      unsubscribe()
      unsubscribeClicks()
      health.stop()
      await Promise.all([switching, poller.stop(), outbox.stop(), reminders.stop(), resolving])
    },
  }
}

/** Every service's unsent writes and unanswered creates: nothing waiting is hidden from the agent. */
function quitCheck(outbox: Outbox, hotels: HotelBooking): QuitCheck {
  const counts = outbox.counts()
  const unresolvedBookings = hotels.unresolvedCount('all')
  const waiting = counts.pending + counts.sending
  const safeToQuit = waiting === 0 && unresolvedBookings === 0
  const parts: string[] = []
  if (waiting > 0) parts.push(counted('writesNotSent', waiting))
  if (unresolvedBookings > 0) parts.push(counted('bookingsNotConfirmed', unresolvedBookings))
  // Those of another service are not sent at the next start but when the agent switches back: say so.
  const total = waiting + unresolvedBookings
  const elsewhere =
    outbox.waitingForOtherServices() + hotels.unresolvedCount('all') - hotels.unresolvedCount('active')
  const later =
    elsewhere === 0
      ? ''
      : elsewhere === total
        ? ` ${counted('itBelongsElsewhere', total)}`
        : ` ${counted('someBelongElsewhere', elsewhere)}`
  return {
    safeToQuit,
    ...counts,
    unresolvedBookings,
    message: safeToQuit
      ? null
      : `${parts.join(' and ')}. ${counted('keptAndSent', total)}${later} Quit anyway?`,
  }
}
