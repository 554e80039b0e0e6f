import { TERMINAL_STATES } from '../../shared/domain/booking-states'
import type { DatasetSyncStatus } from '../../shared/ipc/sync.contract'
import { isServiceError, type ApiClient } from '../api/client'
import type { EventBus } from '../core/event-bus'
import { listBookings } from '../db/booking-queries.repo'
import type { Db } from '../db/statements'
import {
  clearInterruptedSyncs,
  getDatasetState,
  markSyncFailed,
  markSyncStarted,
  type StoredSyncError,
} from '../db/sync-state.repo'
import type { Clock, Notifier } from '../platform/types'
import { BOOKINGS_DATASET, runPollCycle, type PollCycleOutcome } from './poller-cycle'
import { computePollDelayMs } from './poller-interval'
import { notificationsFor } from './poller-notifications'
import { describeDataset } from './sync-status'

/**
 * Keeps every booking that can still move up to date, in the background: one cycle at start (which finds the
 * changes made while the app was closed), then cycles at an adaptive interval (poller-interval.ts). While the
 * service is offline nothing is tried; the next cycle runs as soon as it is back. Each change is announced once:
 * a `booking.stateChanged` event, and a desktop notification when the agent wants them (grouped when many
 * arrive together; a click opens the booking).
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
}

export interface BookingPollerDeps {
  db: Db
  api: Pick<ApiClient, 'bookings' | 'rateLimits'>
  clock: Clock
  events: Pick<EventBus, 'publish'>
  notifier: Notifier
  settings: () => { pollIntervalSeconds: number; desktopNotifications: boolean }
  isOffline: () => boolean
  /** Which service the bookings come from (environment and address); null when none is configured. */
  source: () => Promise<string | null>
  log?: (message: string, error?: unknown) => void
}

const terminal = new Set<string>(TERMINAL_STATES)

export function createBookingPoller(deps: BookingPollerDeps): BookingPoller {
  const { db, clock } = deps
  const log = deps.log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''))
  let running: Promise<PollResult> | null = null
  let controller: AbortController | null = null
  let cancelTimer: (() => void) | null = null
  let scheduledDelay: number | null = null
  let started = false
  let waitingForService = false
  let quietCycles = 0
  /** Recent changes by booking (this process): what makes a booking "recently changed" for the interval. */
  const changedAt = new Map<string, string>()

  const status = (): DatasetSyncStatus =>
    describeDataset('bookings', getDatasetState(db, BOOKINGS_DATASET), {
      now: clock.now(),
      syncing: running !== null,
      progress: null,
      // Several missed cycles in a row (the slowest interval is an hour).
      staleAfterMs: Math.max(15 * 60_000, 5 * deps.settings().pollIntervalSeconds * 1000),
    })
  const announce = (): void => deps.events.publish('sync.statusChanged', status())

  const nextDelay = (): number => {
    const moving = listBookings(
      db,
      { states: ['draft', 'pending', 'sent', 'pending_source', 'pre_confirmed', 'confirmed'] },
      { limit: 10_000 },
    )
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

  const schedule = (delayMs: number): void => {
    cancelTimer?.()
    cancelTimer = null
    scheduledDelay = null
    if (!started) return
    scheduledDelay = delayMs
    cancelTimer = clock.after(delayMs, () => {
      cancelTimer = null
      scheduledDelay = null
      void pollOnce()
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
    const settings = deps.settings()
    if (settings.desktopNotifications && deps.notifier.isSupported()) {
      for (const notification of notificationsFor(outcome.changes)) deps.notifier.show(notification)
    }
  }

  const run = async (): Promise<PollResult> => {
    if (deps.isOffline()) {
      waitingForService = true
      return { ok: false, skipped: 'offline' }
    }
    const abort = new AbortController()
    controller = abort
    const now = (): string => clock.now().toISOString()
    try {
      const source = await deps.source()
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
        signal: abort.signal,
        log,
      })
      quietCycles = outcome.changes.length > 0 ? 0 : quietCycles + 1
      for (const [id, at] of changedAt) {
        if (clock.now().getTime() - Date.parse(at) > 24 * 3_600_000) changedAt.delete(id)
      }
      publish(outcome)
      return { ok: true, outcome }
    } catch (error) {
      if (abort.signal.aborted) return { ok: false, skipped: 'stopped' }
      const stored = toStoredError(error)
      markSyncFailed(db, BOOKINGS_DATASET, stored, now())
      if (stored.code === 'NETWORK' || stored.code === 'TIMEOUT') waitingForService = true
      if (stored.code === 'INTERNAL') log('[poller] the cycle failed', error)
      return { ok: false, skipped: null, error: stored }
    } finally {
      controller = null
    }
  }

  const pollOnce = (): Promise<PollResult> => {
    if (running !== null) return running
    waitingForService = false
    cancelTimer?.()
    cancelTimer = null
    const current = run().then((result) => {
      running = null
      if (result.ok || result.skipped === null) announce()
      // Offline: no timer; the connectivity monitor's return to online starts the next cycle.
      if (!(result.ok === false && result.skipped === 'offline')) schedule(nextDelay())
      return result
    })
    running = current
    return current
  }

  return {
    pollOnce,
    status,
    scheduledDelayMs: () => scheduledDelay,
    start() {
      if (started) return
      started = true
      clearInterruptedSyncs(db, [BOOKINGS_DATASET], clock.now().toISOString())
      // The first cycle at once: it finds what changed while the app was closed.
      schedule(0)
    },
    async stop() {
      started = false
      cancelTimer?.()
      cancelTimer = null
      controller?.abort()
      await running
    },
    onConnectivity(state) {
      if (state === 'online' && waitingForService && started && running === null) void pollOnce()
    },
    reschedule() {
      if (started && running === null && cancelTimer !== null) schedule(nextDelay())
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
    return { code: error.code, message: error.message, details: { status: error.status, requestId: error.requestId } }
  }
  if (error instanceof PollerError) return { code: error.code, message: error.message }
  return { code: 'INTERNAL', message: 'The bookings could not be refreshed. The error was logged.' }
}

/** Bookings that can still move (for callers that need the list without the poller). */
export const isTracked = (state: string): boolean => !terminal.has(state)
