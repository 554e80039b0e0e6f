import type { OutboxCounts } from '../../shared/ipc/outbox.contract'
import { isServiceError, ServiceError } from '../api/client'
import type { EventBus } from '../base/event-bus'
import { createJobRunner } from '../base/job-runner'
import {
  countOutbox,
  discardOutbox,
  enqueueOutbox,
  getOutboxEntry,
  listInterruptedOutbox,
  listOutbox,
  markOutboxDone,
  markOutboxFailed,
  markOutboxSending,
  purgeDoneOutbox,
  retryFailedOutbox,
  returnOutboxToPending,
  type OutboxEntry,
} from '../db/outbox.repo'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import { WriteRejectedError, type Outbox, type ReplayReport, type WriteSenders } from './outbox-interface'
import {
  classifyFailure,
  isUncertain,
  planReplay,
  retryDelayMs,
  toOutboxError,
  type FailureKind,
} from './outbox-plan'
import { mainLog } from '../base/main-log'

/**
 * The outbox of writes (a booking's messages and cancellations; how each kind is sent is the feature's
 * `WriteSender`, see outbox-interface.ts): a write is stored first, then sent at once when the service
 * can be reached and nothing waits before it; otherwise it is replayed later, in order, exactly once:
 *
 * - a replay runs when the service comes back (connectivity), at start, after a retry, and on a timer after a
 *   failed attempt; one replay at a time, and a write is taken (`sending`) before it leaves, so two replays can
 *   never send the same write;
 * - a write the service rejects (4xx) is kept as `failed` with the service's error until the agent retries or
 *   discards it; on a network failure or a 5xx it stays pending and the replay stops (later writes must not
 *   overtake it);
 * - a write whose attempt got no answer (or was interrupted by a crash) is checked on the service before it is
 *   sent again: a cancel is not idempotent;
 * - a write belongs to the service that was active when the agent made it, and is only ever sent there: the
 *   replay takes the active service's writes, and each call is pinned to the write's service (a switch in the
 *   middle of a send rejects it unsent). Writes of another service wait, untouched, until the agent switches
 *   back to it, and are replayed then. The agent still sees them all (list, counts, quit check).
 */

export interface OutboxDeps {
  db: Db
  clock: Clock
  /** How each kind of write is sent (the features that queue writes give them). */
  senders: WriteSenders
  events: Pick<EventBus, 'publish'>
  isOffline: () => boolean
  /** The active service (`activeServiceIdentity`); null when the environment has no address. */
  service: () => string | null
  /** Told the counts whenever they may have changed (main's own listeners: sync health). */
  onChange?: (counts: OutboxCounts) => void
  log?: (message: string, error?: unknown) => void
}

/** The report of a replay that threw (a bug of ours, logged): a fresh try is left to the next trigger. */
const REPLAY_CRASHED: ReplayReport = Object.freeze({ sent: 0, failed: 0, stopped: 'retryLater' })

/** Done writes are kept a week (the agent may look back at what was sent), then purged at start. */
const KEEP_DONE_MS = 7 * 24 * 3_600_000

/** A send refused unsent because the active service is no longer the write's own. */
function isServiceChange(error: unknown): boolean {
  return isServiceError(error) && error.code === 'SERVICE_CHANGED'
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, clock } = deps
  const log = deps.log ?? ((message: string, error?: unknown) => mainLog.warn(message, error))
  const now = (): string => clock.now().toISOString()
  const inFlight = new Set<string>()

  const counts = (): OutboxCounts => {
    const all = countOutbox(db)
    return { pending: all.pending, sending: all.sending, failed: all.failed }
  }
  /** Pending writes the replay can send now: the active service's. */
  const pendingHere = (): number => {
    const service = deps.service()
    return service === null ? 0 : countOutbox(db, service).pending
  }
  const changed = (bookingIds: readonly string[] = []): void => {
    const now = counts()
    deps.events.publish('outbox.changed', now)
    deps.onChange?.(now)
    if (bookingIds.length > 0)
      deps.events.publish('bookings.changed', { bookingIds: [...bookingIds], reason: 'write' })
  }

  /** One attempt; the entry is `sending` (taken by the caller). */
  const attempt = async (entry: OutboxEntry): Promise<{ result: 'done' | FailureKind; error: unknown }> => {
    const uncertain = isUncertain({ state: 'pending', lastError: entry.lastError })
    let verified = false
    const send = deps.senders[entry.kind]
    inFlight.add(entry.id)
    try {
      if (send === undefined) throw new Error(`Unknown outbox write kind ${entry.kind}`)
      await send(entry, {
        uncertain,
        markVerified: () => {
          verified = true
        },
      })
      markOutboxDone(db, entry.id, now())
      return { result: 'done', error: null }
    } catch (error) {
      const kind = classifyFailure(error)
      // Still uncertain unless the service was checked before this attempt, or this attempt surely sent nothing.
      const stillUncertain = kind === 'uncertain' || (uncertain && !verified)
      if (kind === 'rejected') markOutboxFailed(db, entry.id, toOutboxError(error, false), now())
      else returnOutboxToPending(db, entry.id, toOutboxError(error, stillUncertain), now())
      if (!isServiceError(error)) log('[outbox] a write failed', error)
      return { result: kind, error }
    } finally {
      inFlight.delete(entry.id)
    }
  }

  /** The write's service is no longer the active one: no failure, the replay goes on with the active one's. */
  const switchedAway = (error: unknown, entry: OutboxEntry): boolean =>
    isServiceChange(error) && deps.service() !== entry.service

  /** `sending` entries nobody in this process is sending: a crash interrupted them. */
  const recoverInterrupted = (): void => {
    for (const entry of listInterruptedOutbox(db)) {
      if (inFlight.has(entry.id)) continue
      returnOutboxToPending(
        db,
        entry.id,
        {
          code: 'INTERRUPTED',
          message:
            'The app stopped while this was being sent; the service is checked before it is sent again.',
          details: { outcomeUnknown: true },
        },
        now(),
      )
    }
  }

  const run = async (): Promise<ReplayReport> => {
    const report: ReplayReport = { sent: 0, failed: 0, stopped: null }
    const touched = new Set<string>()
    recoverInterrupted()
    for (;;) {
      if (deps.isOffline()) {
        report.stopped = 'offline'
        break
      }
      // Read at each step: after a switch, the next write taken is one of the new service's.
      const service = deps.service()
      if (service === null) break
      const [next] = planReplay(listOutbox(db, { states: ['pending', 'sending'], service }), inFlight)
      if (next === undefined) break
      if (!markOutboxSending(db, next.id, now())) continue
      const taken = getOutboxEntry(db, next.id) ?? next
      const { result, error } = await attempt(taken)
      touched.add(taken.bookingId)
      if (result === 'done') report.sent += 1
      else if (result === 'rejected') report.failed += 1
      else if (switchedAway(error, taken)) {
        // The agent switched while it was being sent: it went back to pending unsent and waits for its service.
        continue
      } else {
        report.stopped = 'retryLater'
        break
      }
    }
    if (touched.size > 0 || report.stopped !== null) changed([...touched])
    return report
  }

  const replayOrLog = (): Promise<ReplayReport> =>
    run().catch((error: unknown) => {
      log('[outbox] the replay failed', error)
      return REPLAY_CRASHED
    })

  const runner = createJobRunner<ReplayReport>({
    name: 'outbox',
    clock,
    job: replayOrLog,
    verdict: (report) => {
      // A bug of ours: not retried on a timer (it would fail the same way), the next trigger tries again.
      if (report === REPLAY_CRASHED) return { kind: 'stopped' }
      if (report.stopped === 'offline') return { kind: 'offline' }
      if (report.stopped === 'retryLater') return { kind: 'failed', waitForService: deps.isOffline() }
      return { kind: 'succeeded' }
    },
    // Nothing to do on a timer once everything went out: writes, start and the service's return trigger replays.
    intervalMs: () => null,
    backoffMs: retryDelayMs,
    isOffline: deps.isOffline,
    // Writes of the active service wait: the service's return replays them, even before start.
    hasWork: () => pendingHere() > 0,
    log,
  })
  const replay = (): Promise<ReplayReport> => runner.run()

  return {
    async submit(write) {
      const service = deps.service()
      if (service === null) {
        // A write kept without a service could be replayed anywhere: refused, with the reason, nothing kept.
        throw new WriteRejectedError(
          new ServiceError({
            code: 'NOT_CONFIGURED',
            message: 'The active environment has no address yet (see Settings), so the write was not kept.',
          }),
        )
      }
      const entry = enqueueOutbox(db, { ...write, service, createdAt: now() })
      // Only writes of the same service wait before it: another service's are not sent from here.
      const ahead = listOutbox(db, { states: ['pending', 'sending'], service }).some(
        (other) => other.id !== entry.id,
      )
      if (deps.isOffline() || ahead || runner.status().running || !markOutboxSending(db, entry.id, now())) {
        const queued = getOutboxEntry(db, entry.id) ?? entry
        changed([write.bookingId])
        if (!deps.isOffline()) void replay()
        return { outcome: 'queued', entry: queued }
      }
      const { result, error } = await attempt({ ...entry, state: 'sending' })
      if (result === 'rejected') {
        // Refused at once, with the agent watching: the error is shown to them, nothing is kept.
        discardOutbox(db, entry.id)
        changed()
        throw new WriteRejectedError(error)
      }
      if (result !== 'done') runner.recordFailure()
      changed([write.bookingId])
      const stored = getOutboxEntry(db, entry.id) ?? entry
      return { outcome: result === 'done' ? 'sent' : 'queued', entry: stored }
    },
    replay,
    retry(id) {
      if (!retryFailedOutbox(db, id, now())) return null
      // Read before the replay takes it: the agent sees it pending.
      const entry = getOutboxEntry(db, id)
      changed()
      if (!deps.isOffline()) void replay()
      return entry
    },
    discard(id) {
      const discarded = discardOutbox(db, id)
      if (discarded) changed()
      return discarded
    },
    list: (filter) => listOutbox(db, filter),
    counts,
    waitingForOtherServices() {
      const service = deps.service()
      return listOutbox(db, { states: ['pending', 'sending'] }).filter((entry) => entry.service !== service)
        .length
    },
    start() {
      if (runner.isStarted()) return
      purgeDoneOutbox(db, new Date(clock.now().getTime() - KEEP_DONE_MS).toISOString())
      runner.start(null)
      void replay()
    },
    stop: () => runner.stop(),
    onConnectivity: (state) => runner.onConnectivity(state === 'online'),
  }
}
