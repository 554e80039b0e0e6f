import { BOOKING_STATES, TERMINAL_STATES } from '../../../shared/domain/booking-states'
import type { DatasetSyncStatus } from '../../../shared/ipc/sync.contract'
import { isServiceError, type ApiClient } from '../../api/client'
import { createJobRunner } from '../../base/job-runner'
import type { EventBus } from '../../base/event-bus'
import { listBookings } from '../../db/booking-queries.repo'
import type { Db } from '../../db/statements'
import {
  clearInterruptedSyncs,
  getDatasetState,
  markSyncFailed,
  markSyncStarted,
  type StoredSyncError,
} from '../../db/sync-state.repo'
import type { Clock } from '../../platform/types'
import { describeDataset } from '../../sync/sync-status'
import { BOOKINGS_DATASET, cachedBookingsService, claimBookingCache } from '../../db/booking-cache-owner'
import { runPollCycle, type PollCycleOutcome } from './poller-cycle'
import { computePollDelayMs } from './poller-interval'
import type { NotificationCentre } from '../../notifications/notification-centre'
import { mainLog } from '../../base/main-log'

/**
 * Keeps every booking that can still move up to date, in the background: one cycle at start (which finds the
 * changes made while the app was closed), then cycles at an adaptive interval (poller-interval.ts). While the
 * service is offline nothing is tried; the next cycle runs as soon as it is back. Each change is announced once:
 * an entry of the notification centre (recorded with the seen states), a `booking.stateChanged` event, and a
 * desktop notification when the settings want one (grouped by state when many arrive together; a click opens
 * the booking). The live cache holds the active service's bookings only: a switch of service parks it and brings
 * the new one's back before the first cycle of the new one (db/booking-cache-owner.ts).
 */

export type PollResult =
  | { ok: true; outcome: PollCycleOutcome }
  | { ok: false; skipped: 'offline' | 'stopped' }
  | { ok: false; skipped: null; error: StoredSyncError }

export interface BookingPoller {
  /** Runs a cycle now, or joins the one running. Never rejects. */
  pollOnce(): Promise<PollResult>
  start(): void
  stop(): Promise<void>
  status(): DatasetSyncStatus
  /** The delay before the next scheduled cycle, null when none is (tests and diagnostics). */
  scheduledDelayMs(): number | null
  /** Feed of the connectivity monitor: a cycle that waited for the service runs when it is back. */
  onConnectivity(state: string): void
  /** The interval setting changed: the next cycle is rescheduled from it. */
  reschedule(): void
  /**
   * The settings changed: when the active service is another one than the cache's, the cycle under way is
   * stopped, the cache is parked and the new service's brought back, and a cycle of the new service runs. Resolves
   * when the cache is the active service's (true when this call switched it), after any switch asked before.
   * Never rejects.
   */
  switchService(): Promise<boolean>
}

export interface BookingPollerDeps {
  db: Db
  api: Pick<ApiClient, 'bookings' | 'rateLimits'>
  clock: Clock
  events: Pick<EventBus, 'publish'>
  /** Records each change in the notification centre and pops up what the settings let through. */
  centre: Pick<NotificationCentre, 'recordChanges' | 'announce' | 'popUpChanges'>
  /** Called after each cycle that reached the service (the reminders look at the deadlines again). */
  afterCycle?: () => void
  /** Told the bookings dataset's status whenever it is announced (main's own listeners: sync health). */
  onStatusChange?: (status: DatasetSyncStatus) => void
  settings: () => { pollIntervalSeconds: number }
  isOffline: () => boolean
  /** Which service the bookings come from (`activeServiceIdentity`); null when none is configured. */
  service: () => string | null
  log?: (message: string, error?: unknown) => void
}

const MOVING_STATES = BOOKING_STATES.filter(
  (state) => !(TERMINAL_STATES as readonly string[]).includes(state),
)

export function createBookingPoller(deps: BookingPollerDeps): BookingPoller {
  const { db, clock } = deps
  const log = deps.log ?? ((message: string, error?: unknown) => mainLog.warn(message, error))
  let quietCycles = 0
  let switching: Promise<unknown> = Promise.resolve()
  /** Recent changes by booking (this process): what makes a booking "recently changed" for the interval. */
  const changedAt = new Map<string, string>()

  const status = (): DatasetSyncStatus =>
    describeDataset('bookings', getDatasetState(db, BOOKINGS_DATASET), {
      now: clock.now(),
      syncing: runner.status().running,
      progress: null,
      // Several missed cycles in a row (the slowest interval is an hour).
      staleAfterMs: Math.max(15 * 60_000, 5 * deps.settings().pollIntervalSeconds * 1000),
    })
  const announce = (): void => {
    const current = status()
    deps.events.publish('sync.statusChanged', current)
    deps.onStatusChange?.(current)
  }

  const nextDelay = (): number => {
    const moving = listBookings(db, { states: MOVING_STATES }, { limit: 10_000 })
    return computePollDelayMs({
      baseSeconds: deps.settings().pollIntervalSeconds,
      nowMs: clock.now().getTime(),
      tracked: moving.map((booking) => ({
        state: booking.state,
        checkIn: booking.checkIn,
        createdAt: booking.createdAt,
        changedAt: changedAt.get(booking.id) ?? null,
      })),
      quietCycles,
      general: deps.api.rateLimits().general,
    })
  }

  const publish = (outcome: PollCycleOutcome): void => {
    for (const change of outcome.changes) {
      changedAt.set(change.bookingId, clock.now().toISOString())
      deps.events.publish('booking.stateChanged', change)
    }
    if (outcome.refetched.length > 0 || outcome.firstRun) {
      deps.events.publish('bookings.changed', { bookingIds: outcome.refetched, reason: 'poll' })
    }
    deps.centre.announce(outcome.notices)
    deps.centre.popUpChanges(outcome.changes)
    deps.afterCycle?.()
  }

  /**
   * Makes the cache the service's (parking another one's, bringing its own back) and announces it: the screens
   * read the cache again. Never rejects: when it fails, the cache still belongs to the previous service and a
   * cycle refuses to write into it (`ownsCache`).
   */
  const claim = (service: string): boolean => {
    if (cachedBookingsService(db) === service) return false
    let claimed: ReturnType<typeof claimBookingCache>
    try {
      claimed = claimBookingCache(db, service, clock.now().toISOString())
    } catch (error) {
      log('[poller] the cache of the previous service could not be parked', error)
      return false
    }
    if (claimed.switched) {
      changedAt.clear()
      quietCycles = 0
      deps.events.publish('bookings.changed', { bookingIds: [], reason: 'poll' })
      announce()
    }
    return claimed.switched
  }

  const cycle = async (signal: AbortSignal): Promise<PollResult> => {
    const source = deps.service()
    // First, offline or not: the previous service's bookings must not stay listed under the new one.
    if (source !== null) claim(source)
    if (deps.isOffline()) return { ok: false, skipped: 'offline' }
    const now = (): string => clock.now().toISOString()
    try {
      if (source === null) {
        throw new PollerError('NOT_CONFIGURED', 'The service is not configured yet (see Settings).')
      }
      markSyncStarted(db, BOOKINGS_DATASET, now())
      announce()
      const outcome = await runPollCycle({
        db,
        api: deps.api.bookings,
        now: () => clock.now(),
        source,
        ownsCache: () => cachedBookingsService(db) === source,
        recordChanges: (changes, at) => deps.centre.recordChanges(source, changes, at),
        signal,
        log,
      })
      quietCycles = outcome.changes.length > 0 ? 0 : quietCycles + 1
      for (const [id, at] of changedAt) {
        if (clock.now().getTime() - Date.parse(at) > 24 * 3_600_000) changedAt.delete(id)
      }
      publish(outcome)
      return { ok: true, outcome }
    } catch (error) {
      if (signal.aborted) return { ok: false, skipped: 'stopped' }
      const stored = toStoredError(error)
      markSyncFailed(db, BOOKINGS_DATASET, stored, now())
      if (stored.code === 'INTERNAL') log('[poller] the cycle failed', error)
      return { ok: false, skipped: null, error: stored }
    }
  }

  const runner = createJobRunner<PollResult>({
    name: 'poller',
    clock,
    job: cycle,
    verdict: (result) => {
      if (result.ok) return { kind: 'succeeded' }
      // Offline: no timer, the service's return starts the next cycle; stopped (a switch, a quit): nothing.
      if (result.skipped !== null) return { kind: result.skipped }
      // No answer: the next cycle also starts as soon as the service is back, before the timer.
      const unreachable = result.error.code === 'NETWORK' || result.error.code === 'TIMEOUT'
      return { kind: 'failed', waitForService: unreachable }
    },
    // The adaptive interval, after a failure too (the client already waits out rate limits).
    intervalMs: () => nextDelay(),
    isOffline: deps.isOffline,
    onRunEnd: (result) => {
      if (result.ok || result.skipped === null) announce()
    },
    log,
  })

  return {
    pollOnce: () => runner.run(),
    status,
    scheduledDelayMs: () => runner.scheduledDelayMs(),
    start() {
      if (runner.isStarted()) return
      clearInterruptedSyncs(db, [BOOKINGS_DATASET], clock.now().toISOString())
      // The first cycle at once: it finds what changed while the app was closed.
      runner.start(0)
    },
    stop: () => runner.stop(),
    onConnectivity: (state) => runner.onConnectivity(state === 'online'),
    reschedule: () => runner.reschedule(),
    switchService() {
      // One switch at a time, in order: each reads the active service when its turn comes.
      const next = switching.then(async () => {
        const service = deps.service()
        if (service === null || cachedBookingsService(db) === service) return false
        // A cycle of the previous service writes nothing (it checks its signal before writing).
        await runner.interrupt()
        const cleared = claim(service)
        if (runner.isStarted()) void runner.run()
        return cleared
      })
      switching = next
      return next
    },
  }
}

class PollerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

function toStoredError(error: unknown): StoredSyncError {
  if (isServiceError(error)) {
    return {
      code: error.code,
      message: error.message,
      details: { status: error.status, requestId: error.requestId },
    }
  }
  if (error instanceof PollerError) return { code: error.code, message: error.message }
  return { code: 'INTERNAL', message: 'The bookings could not be refreshed. The error was logged.' }
}
